// Watching the computer: when Stop! may be called, what a false call says, the move list in words and looking back, and the board first on a phone.
import { expect, test, type Page } from '@playwright/test';
import { layout, type Layout } from '../support/positions';
import { startGame } from './support';

const table = (page: Page) => page.getByRole('group', { name: 'Card table' });
const pile = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const stop = (page: Page) => page.getByRole('button', { name: 'Stop!' });
const open = async (page: Page, l: Layout, query: string) => {
  await page.goto(`/play/?${query}&position=${encodeURIComponent(JSON.stringify(layout(l)))}`);
  await startGame(page);
};
// B to move, with its reserve's 4♥ due on foundation 1.
const bPlays: Layout = { toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['8D', '4H'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } };
// A to move, and after A's hand card is discarded, B turns and discards its own.
const quiet: Layout = { A: { reserve: ['9S'], hand: ['4C'], waste: ['2D', 'QC'] }, B: { reserve: ['5H'], hand: ['8C'] } };

test('Stop! is off on your turn before the computer has moved, and at the start of its turn', async ({ page }) => {
  await open(page, quiet, 'delay=0&level=often&seed=1');
  await expect(page.getByRole('status').filter({ hasText: 'Your turn' })).toBeVisible();
  await expect(stop(page)).toBeDisabled();
  await open(page, bPlays, 'delay=100000&level=often&seed=1');
  await expect(page.getByRole('status').filter({ hasText: 'B is playing…' })).toBeVisible();
  await expect(stop(page)).toBeDisabled();
});

test('Stop! comes on after a computer move; a false call is said in words and counted once', async ({ page }) => {
  // Deal 1 with 1 move in 10 wrong: B turns up 8♣ and discards it, both right, and your turn begins.
  await open(page, quiet, 'delay=0&level=rarely&seed=1');
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await expect(stop(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(pile(page, /^B’s waste pile, eight of clubs on top/)).toBeVisible();
  await expect(stop(page)).toBeEnabled();
  await stop(page).click();
  await expect(page.locator('.false-call')).toHaveText("B’s move, 8♣ from B’s turned hand card to B’s waste pile, broke no rule: a false call.");
  await expect(page.locator('.status')).toContainText('Stops caught 0, missed 0, false calls 1');
  await expect(stop(page)).toBeDisabled();
  // Your next action ends the note.
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await expect(page.locator('.false-call')).toBeHidden();
});

test('on a phone, a false call\'s verdict is brought into view below the buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, quiet, 'delay=0&level=rarely&seed=1');
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(stop(page)).toBeEnabled();
  await stop(page).click();
  await expect(page.locator('.false-call')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.last-line')).toBeInViewport();
});

test('the move list tells both turns in words, and looking back shows the table as it was', async ({ page }) => {
  await open(page, quiet, 'delay=0&seed=1');
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your turn' })).toBeVisible();
  const moves = page.locator('.moves li');
  await expect(moves).toHaveText([
    'You turned up a hand card',
    'You: 4♣ from your turned hand card to your waste pile',
    'B turned up a hand card',
    "B: 8♣ from B’s turned hand card to B’s waste pile",
  ]);
  await expect(pile(page, /^B’s waste pile, eight of clubs on top/)).toBeVisible();
  await moves.nth(1).getByRole('button').click();
  const past = page.getByRole('group', { name: 'Card table, looking back at move 2' });
  await expect(past).toBeVisible();
  await expect(page.locator('.looking-back')).toContainText('the table after your move, 4♣ from your turned hand card to your waste pile.');
  await expect(past.getByRole('button', { name: "B’s waste pile, empty" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn hand card' })).toBeDisabled();
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(pile(page, /^B’s waste pile, eight of clubs on top/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn hand card' })).toBeEnabled();
});

test('on a phone the turn and the board come first, the settings folded away below', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/play/?seed=7&delay=0');
  await startGame(page);
  const board = await table(page).boundingBox();
  const settings = page.locator('details.game-settings');
  await expect(settings).not.toHaveAttribute('open', '');
  const folded = await settings.boundingBox();
  expect(board!.y).toBeLessThan(844 - 200);
  expect(board!.y).toBeLessThan(folded!.y);
  const banner = await page.locator('.turn-banner').boundingBox();
  expect(banner!.y).toBeLessThan(board!.y);
});
