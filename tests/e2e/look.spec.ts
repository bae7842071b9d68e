// How the site looks, as the visitor chooses it in the footer: the theme (the system's by default,
// light or dark) and the card corners (normal or large), kept from page to page; every board page
// readable in each, and a lesson printed as a clean sheet.
import { expect, test, type Page } from '@playwright/test';
import { axeScan } from './support';
import { DEEP } from '../support/depth';

const LESSON = '/lessons/first-game/';
const PUZZLE = '/puzzles/002/';

/** The page's own background, as drawn. */
const paper = (page: Page) => page.evaluate(() => getComputedStyle(document.body.parentElement!).backgroundColor);
/** Where the first board is and how large: the same for any card face. */
const boardBox = (page: Page) => page.locator('.board').first().boundingBox();

test('the theme and card corners chosen in the footer apply at once, are kept for the next page, and pass axe in each look', async ({ page }) => {
  // A first visit follows the system: dark on a device set to dark, with nothing chosen.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(LESSON);
  await expect(page.getByLabel('Theme')).toHaveValue('auto');
  expect(await paper(page)).toBe('rgb(20, 24, 21)');

  // Light chosen on a dark device; then dark, kept on the next page before it is drawn.
  await page.getByLabel('Theme').selectOption('light');
  expect(await paper(page)).toBe('rgb(251, 250, 246)');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // A scan of this long lesson takes seconds: `npm test` scans each look on the puzzle page, whose board is the same, and
  // `npm run test:deep` on both pages.
  if (DEEP) expect(await axeScan(page)).toEqual([]);
  await page.goto(PUZZLE);
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  expect(await paper(page)).toBe('rgb(20, 24, 21)');
  expect(await axeScan(page)).toEqual([]);

  // Large corners, in the light theme: the index fills the card's corner, and the board keeps its place and size.
  await page.getByLabel('Theme').selectOption('light');
  const before = await boardBox(page);
  const rank = page.locator('[data-pile="reserveB"] .card .corner').first();
  const normal = await rank.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  await page.getByLabel('Card corners').selectOption('large');
  expect(await rank.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(normal * 1.4);
  expect(await boardBox(page)).toEqual(before);
  expect(await axeScan(page)).toEqual([]);
  await page.goto(LESSON);
  await expect(page.locator('html')).toHaveAttribute('data-face', 'large');
  await expect(page.getByLabel('Card corners')).toHaveValue('large');
  if (DEEP) expect(await axeScan(page)).toEqual([]);
});

test('a lesson prints as a clean sheet: no menus, footer or buttons, its boards drawn in their colours, on white even when dark is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.addInitScript(() => localStorage.setItem('russian-bank:theme', 'dark'));
  await page.goto('/lessons/stop/');
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['header.site', 'footer.site', '.lesson-status', '.refs', '.exercise .share']) await expect(page.locator(hidden).first()).toBeHidden();
  await expect(page.locator('.board').first()).toBeVisible();
  expect(await paper(page)).toBe('rgb(255, 255, 255)');
  await expect(page).toHaveScreenshot('lesson-print-1280.png', { animations: 'disabled', maxDiffPixelRatio: 0.01 });
});
