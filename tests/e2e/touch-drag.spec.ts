// A card moved by finger on a phone: pressed, the card rises while the hold runs and is shown
// picked up once it is over; dragged, it lands where it is let go and the page does not pan.
// The page tells a finger to tap and a mouse to click.
import { expect, test } from '@playwright/test';
import { HOLD_MS } from '../../src/components/drag';
import { layout } from '../support/positions';
import { finger, installClock, middleOf, pauseClock, startGame } from './support';

// A's Q♥ on its reserve fits on house 1's K♠; nothing is compulsory.
const position = encodeURIComponent(JSON.stringify(layout({ A: { reserve: ['QH'], hand: ['4C'] } })));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a card held, then dragged by finger, is played where it is let go, its hold shown and the page still', async ({ page }) => {
    await installClock(page);
    await page.goto(`/play/?delay=0&position=${position}`);
    const lead = page.locator('.play-lead');
    await expect(lead.locator('.for-touch')).toBeVisible();
    await expect(lead.locator('.for-touch')).toContainText('tap a card');
    await expect(lead.locator('.for-pointer')).toBeHidden();
    await startGame(page);
    await pauseClock(page);
    const reserve = page.locator('[data-pile="reserveA"]');
    const house = page.locator('[data-pile="house0"]');
    await reserve.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    const from = await middleOf(reserve);
    const to = await middleOf(house);
    expect(to.y).toBeGreaterThan(0);

    const f = await finger(page);
    await f.down(from);
    // At once the card starts rising; once the hold is over it is picked up.
    await expect(reserve).toHaveClass(/\bholding\b/);
    await expect(reserve.locator('.card.taken')).toHaveCount(1);
    await page.clock.runFor(HOLD_MS + 20);
    await expect(reserve).toHaveClass(/\bheld\b/);
    await expect(reserve).not.toHaveClass(/\bholding\b/);
    await f.moveTo(to);
    await expect(page.locator('.board .ghost')).toBeVisible();
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await f.up();

    await expect(house).toHaveAttribute('aria-label', /^house 1, queen of hearts, outermost, 2 cards/);
    await expect(page.locator('.pile.held, .pile.holding, .board .ghost')).toHaveCount(0);
    // The move played, the page keeps the move's words, the table and the buttons in view (the line above the table now tells it).
    await expect(page.locator('section.game .last-line')).toHaveText(/^You: Q♥ from your reserve to house 1\.$/);
    for (const part of ['.last-line', '.board', '.controls']) {
      const box = (await page.locator(`section.game ${part}`).boundingBox())!;
      expect(box.y, part).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, part).toBeLessThanOrEqual(844);
    }
  });
});

test('with a mouse the page says click and drag, in French too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fr/play/');
  const lead = page.locator('.play-lead');
  await expect(lead.locator('.for-pointer')).toBeVisible();
  await expect(lead.locator('.for-pointer')).toContainText('faites glisser une carte, ou cliquez dessus');
  await expect(lead.locator('.for-touch')).toBeHidden();
});
