// Every exercise of every lesson, completed in Chromium as a learner would; progress kept
// across a reload; no accessibility violations; the JavaScript budget of lesson pages.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { exerciseSchema, type Exercise } from '../../src/lessons/schema';
import { pageWeights } from '../../scripts/page-weight';
import { axeViolations, pileKey as key } from './support';

const exercises: Exercise[] = (load(readFileSync('content/exercises.yaml', 'utf8')) as unknown[]).map((e) => exerciseSchema.parse(e));
const lessons = [...new Set(exercises.map((e) => e.lesson))];

/** An exercise's box, scrolled into view and hydrated (boards hydrate when they become visible). */
async function exercise(page: Page, id: string) {
  const box = page.locator(`[data-exercise="${id}"]`);
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: box })).toHaveCount(0);
  return box;
}

async function solve(page: Page, e: Exercise) {
  const box = await exercise(page, e.id);
  const click = (k: string) => box.locator(`[data-pile="${k}"]`).click();
  if (e.kind === 'point') await click(key(e.piles[0]!));
  if (e.kind === 'judge') await box.getByRole('button', { name: e.expect === 'stop' ? 'Stop!' : 'Let it go' }).click();
  if (e.kind === 'play') {
    const move = e.accept[0]!;
    if (move === 'turn') await click('handA');
    else {
      const [from, to] = move.split('-');
      await click(key(from!));
      await click(key(to!));
    }
  }
  await expect(box.locator('.feedback.right')).toBeVisible();
  await expect(box.locator('.badge')).toHaveText('Solved ✓');
}

for (const lesson of lessons) {
  test(`every exercise of the lesson "${lesson}" can be solved, and the progress survives a reload`, async ({ page }) => {
    await page.goto(`/lessons/${lesson}/`);
    for (const e of exercises.filter((x) => x.lesson === lesson)) await solve(page, e);
    await page.reload();
    for (const e of exercises.filter((x) => x.lesson === lesson)) await expect((await exercise(page, e.id)).locator('.badge')).toHaveText('Solved ✓');
    await page.goto('/lessons/');
    await expect(page.locator(`.lessons .complete[data-lesson="${lesson}"]`)).toHaveCount(1);
  });
}

test('a wrong answer explains the rule and allows a retry', async ({ page }) => {
  await page.goto('/lessons/priorities/');
  const box = await exercise(page, 'priorities-reserve');
  await box.locator('[data-pile="handA"]').click();
  await expect(box.locator('.feedback.wrong')).toContainText('Stop! Your reserve card 2♠ fits foundation 1');
  await box.getByRole('button', { name: 'Retry' }).click();
  await box.locator('[data-pile="reserveA"]').click();
  await box.locator('[data-pile="foundation0"]').click();
  await expect(box.locator('.feedback.right')).toBeVisible();
});

test('corrupt saved progress never breaks a page, and is kept aside', async ({ page }) => {
  await page.goto('/lessons/');
  await page.evaluate(() => localStorage.setItem('russian-bank:progress', '{"version":1,"exercises":{"x":'));
  await page.reload();
  await expect(page.locator('.note')).toContainText('could not be read');
  await expect(page.locator('.lessons li')).toHaveCount(lessons.length);
  expect(await page.evaluate(() => localStorage.getItem('russian-bank:progress:unreadable'))).toBe('{"version":1,"exercises":{"x":');
  await page.goto('/lessons/layout/');
  const box = await exercise(page, 'layout-reserve');
  await box.locator('[data-pile="reserveA"]').click();
  await expect(box.locator('.feedback.right')).toBeVisible();
});

for (const path of ['/lessons/', ...lessons.map((l) => `/lessons/${l}/`)]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    expect(await axeViolations(page, path)).toEqual([]);
  });
}

test('each lesson page ships at most 40 KB of JavaScript (gzip)', () => {
  const lessonPages = pageWeights().filter((w) => w.page.startsWith('/lessons/'));
  expect(lessonPages.length).toBe(lessons.length + 1);
  for (const w of lessonPages) expect(w.bytes, w.page).toBeLessThanOrEqual(40 * 1024);
});
