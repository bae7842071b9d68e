// On a phone, every board where a learner watches moves and answers them holds the move in words,
// the whole table and the answer buttons in one 390x844 screen, as the page scrolls them into view:
// the play page, a Stop puzzle, the Stop rush, a watched turn of the course, and a table with a long house.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { encodePosition } from '../../src/share/code';
import { LATE_GAME, positionOf, type Layout } from '../support/positions';
import { startGame, startRush } from './support';

const SCREEN = { width: 390, height: 844 };
test.use({ viewport: SCREEN, hasTouch: true, isMobile: true });

/** The move told, the table and the buttons, each wholly within the screen as the page left it. */
async function inOneScreen(page: Page, words: Locator, table: Locator, buttons: Locator): Promise<void> {
  await expect(words).toHaveText(/B(’s|:| turned)/);
  for (const [name, part] of Object.entries({ words, table, buttons })) {
    const box = (await part.boundingBox())!;
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, name).toBeLessThanOrEqual(SCREEN.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);
}

/** The late table with A's first house at twelve cards, king to two, that nothing can take; B's fifth holds eight. */
const tall: Layout = {
  ...LATE_GAME,
  toMove: 'B',
  houses: { ...LATE_GAME.houses, 1: [...LATE_GAME.houses![1]!, '4H', '3C', '2D'], 2: ['4S', '3H'] },
};

for (const [what, link] of [
  ['mid-game', '/play/?seed=12&delay=0&level=sometimes&practice=0'],
  // The hands' face-down cards are not in a position's code: the seed deals them, so that B's
  // turned card is always the same one (another could start B on A's long house).
  ['with a house of twelve cards', `/play/?p=${encodePosition(positionOf(tall))}&seed=1&delay=0&level=never&practice=0`],
] as const) {
  test(`the play page ${what}: B's last move, the table and the buttons in one screen`, async ({ page }) => {
    await page.goto(link);
    await startGame(page);
    await expect(page.getByText('Your turn', { exact: true })).toBeVisible();
    const game = page.locator('section.game');
    if (what !== 'mid-game') await expect(game.locator('[data-pile="house0"] .card')).toHaveCount(12);
    await inOneScreen(page, game.locator('.last-line'), game.locator('.board'), game.locator('.controls'));
  });
}

test('a Stop puzzle: B’s first move, shown from the button below the table, is told above it in view', async ({ page }) => {
  await page.goto('/puzzles/002/');
  const puzzle = page.locator('[data-puzzle]');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // The live puzzle fetched (a finger on the board as the page is scrolled to it), so that what is measured is its scroll alone.
  await puzzle.locator('.board').dispatchEvent('touchstart');
  await expect(puzzle.locator('xpath=ancestor::astro-slot')).toHaveCount(0);
  await puzzle.getByRole('button', { name: 'Show B’s first move' }).tap();
  await inOneScreen(page, puzzle.locator('.proposed'), puzzle.locator('.board'), puzzle.locator('.calls'));
});

test('the Stop rush: each move, its calls and the table in one screen while the clock runs', async ({ page }) => {
  await page.goto('/puzzles/rush/');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await startRush(page, { press: (b) => b.tap() });
  const rush = page.locator('section.rush');
  for (let i = 0; i < 3; i++) {
    const item = await rush.getAttribute('data-item');
    await inOneScreen(page, rush.locator('.rush-move'), rush.locator('.board'), rush.locator('.calls'));
    await rush.getByRole('button', { name: 'Let it go' }).tap();
    await expect(rush).not.toHaveAttribute('data-item', item!);
  }
});

test('a watched turn of the course: each move told above the table, Next move and Stop! below, in one screen', async ({ page }) => {
  await page.goto('/lessons/stop/');
  const box = page.locator('[data-exercise="stop-watch-waste"]');
  await box.scrollIntoViewIfNeeded();
  await expect(box.locator('.turn-board')).toHaveAttribute('data-live', 'true');
  for (let i = 0; i < 2; i++) {
    await box.getByRole('button', { name: 'Next move' }).tap();
    await inOneScreen(page, box.locator('.phase'), box.locator('.board'), box.locator('.controls'));
  }
});
