// The play page keeps its game in the browser: a reload goes on with it, a broken save is said and replaced, and New game asks first.
import { expect, test, type Page } from '@playwright/test';
import { encodePosition } from '../../src/share/code';
import { layout, positionOf, type Layout } from '../support/positions';
import { startGame } from './support';

const table = (page: Page) => page.getByRole('group', { name: 'Card table' });
const pile = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
/** The position as its share link, to compare tables whole. */
const shareCode = async (page: Page) => {
  await page.getByRole('button', { name: 'Share this position' }).click();
  return page.locator('.share input').inputValue();
};
const open = async (page: Page, l: Layout, query = 'delay=0') => {
  await page.goto(`/play/?${query}&position=${encodeURIComponent(JSON.stringify(layout(l)))}`);
  await startGame(page);
};
// A to move, with Q♥ in the reserve for house 1's K♠.
const queen: Layout = { A: { reserve: ['QH'], hand: ['4C'] }, B: { reserve: ['5H'], hand: ['8C'] } };
const playQueen = async (page: Page) => {
  await pile(page, /^your reserve, queen of hearts/).click();
  await pile(page, /^house 1, king of spades/).click();
  await expect(pile(page, /^house 1, queen of hearts, outermost, 2 cards/)).toBeVisible();
};

test('a reload goes on with the same cards, game number and match score', async ({ page }) => {
  // A wins 52 at once; the next game is dealt, and a reload keeps both.
  const won: Layout = { A: { reserve: ['3H'], hand: [], waste: [] }, B: { reserve: ['9S', '7C', 'JD', '6S', '5C'], hand: 10, waste: ['8D', 'TC'] }, foundations: { 1: ['AH', '2H'] } };
  await page.goto(`/play/?p=${encodePosition(positionOf(won))}&seed=1&delay=0`);
  await expect(page.getByRole('heading', { name: 'A position from the link' })).toBeVisible();
  await page.getByRole('button', { name: 'Play on from this position' }).click();
  await pile(page, /^your reserve, three of hearts/).click();
  await pile(page, /^foundation 1, two of hearts on top/).click();
  await page.getByRole('button', { name: 'Next game' }).click();
  await expect(page.locator('.status')).toContainText('Game 2 · match to 300: You 52');
  await expect(page.getByRole('status').filter({ hasText: 'Your turn' })).toBeVisible();
  const code = await shareCode(page);
  await page.reload();
  // The table says which game is kept before it is loaded.
  await expect(page.locator('.play-start')).toContainText('Your game in progress');
  await expect(page.locator('.play-start')).toContainText('Game 2 · match to 300: You 52');
  await page.getByRole('button', { name: 'Continue your game' }).click();
  await expect(table(page)).toBeVisible();
  await expect(page.locator('.status')).toContainText('Game 2 · match to 300: You 52');
  expect(await shareCode(page)).toBe(code);
});

test('a reload in the middle of a turn keeps the move just made', async ({ page }) => {
  await open(page, queen);
  await playQueen(page);
  await page.reload();
  await expect(page.locator('.play-start')).toContainText('Game 1 · match to 300: no points yet');
  await expect(page.getByRole('button', { name: 'Continue your game' })).toBeVisible();
  await startGame(page);
  await expect(pile(page, /^house 1, queen of hearts, outermost, 2 cards/)).toBeVisible();
  await expect(page.getByRole('button', { name: "You: Q♥ from your reserve to house 1" })).toBeVisible();
});

test('an unreadable saved game is said in words, and a fresh game is dealt', async ({ page }) => {
  await page.goto('/play/?seed=4&delay=0');
  await startGame(page);
  await page.evaluate(() => localStorage.setItem('russian-bank:play', '{"version":1,"speed":"fast","game":{'));
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Your saved game could not be read. A copy of it is kept aside, and a fresh start has been made. See your progress');
  await expect(page.getByRole('button', { name: 'Deal this game' })).toBeVisible();
  await startGame(page);
  await expect(page.locator('.status')).toContainText('Game 1 · match to 300: no points yet');
});

test('New game asks first: Cancel keeps the game, and confirming deals a new one', async ({ page }) => {
  await open(page, queen);
  await playQueen(page);
  await page.getByRole('button', { name: 'New game' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Start a new game?' });
  await expect(ask).toContainText('The game in progress will be lost');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('button', { name: 'New game' })).toBeFocused();
  await expect(pile(page, /^house 1, queen of hearts, outermost, 2 cards/)).toBeVisible();
  await page.getByRole('button', { name: 'New game' }).click();
  await ask.getByRole('button', { name: 'Start a new game' }).click();
  await expect(ask).toBeHidden();
  // A new deal (its cards are random: its reserve may show a Q♥ too): the 35 cards of a fresh hand, and no move of the old game.
  await expect(pile(page, /^your hand, 35 cards face down/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'You: Q♥ from your reserve to house 1' })).toBeHidden();
  await expect(page.locator('.status')).toContainText('Game 1 · match to 300: no points yet');
});

test('the computer\'s speed is remembered', async ({ page }) => {
  await page.goto('/play/?seed=4&delay=0');
  await startGame(page);
  const speed = page.getByRole('combobox', { name: 'Computer’s speed' });
  await expect(speed).toHaveValue('normal');
  await speed.selectOption('slow');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Computer’s speed' })).toHaveValue('slow');
});

test('the rules shown are those of the game being played; a change waits for the next game', async ({ page }) => {
  await page.goto('/play/?seed=4&delay=0');
  await startGame(page);
  const about = page.locator('.game-settings');
  await expect(about).toContainText('Rules of this game: Standard. The rules as most books give them.');
  await page.getByRole('combobox', { name: 'Rules' }).selectOption('strict');
  await expect(about).toContainText('Rules of this game: Standard.');
  await expect(about).toContainText('Applies to the next game (press New game): Strict. Releasing buried cards, loading and making spaces become compulsory.');
  await expect(about).not.toContainText('strictRelease');
});
