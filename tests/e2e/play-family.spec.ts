// The play page under the family rules about Stop: the Stop rule off (a refused move said in words) and what a
// mistaken Stop call costs (a turn, said from the caller's seat, then announced when it is skipped).
import { expect, test, type Page } from '@playwright/test';
import { layout, type Layout } from '../support/positions';
import { startGame } from './support';

const pile = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const goto = (page: Page, l: Layout, query: string) => page.goto(`/play/?${query}&position=${encodeURIComponent(JSON.stringify(layout(l)))}`);

test('with the Stop rule off an illegal move is refused in words: no Stop, nothing moves, your turn goes on; Stop training is off', async ({ page }) => {
  await goto(page, { rules: { noStop: true }, A: { reserve: ['3H'] }, foundations: { 1: ['AH', '2H'] } }, 'delay=0&errors=1');
  await expect(page.locator('.play-start .no-stop')).toHaveText(
    'These rules have no Stop: a move the rules do not allow is simply refused, with the reason, and you play on. Stop training is off.',
  );
  await startGame(page);
  await pile(page, /^house 1, king of spades/).click();
  await pile(page, /^house 2, king of hearts/).click();
  await expect(page.locator('.refused')).toHaveText(
    'Not allowed: K♠ from house 1 to house 2 (Building rules). On house 2 only a black queen can go on K♥ (one rank lower, the other colour), not K♠. Nothing moved: it is still your turn.',
  );
  await expect(page.getByRole('alertdialog', { name: 'Stop!' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Stop!' })).toHaveCount(0);
  await expect(pile(page, /^house 1, king of spades/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your turn' })).toBeVisible();
  // The compulsory move is still yours to make, and making it ends the note.
  await pile(page, /^your reserve, three of hearts/).click();
  await pile(page, /^foundation 1, two of hearts/).click();
  await expect(pile(page, /^foundation 1, three of hearts on top/)).toBeVisible();
  await expect(page.locator('.refused')).toBeHidden();
});

test('a mistaken Stop call costs your turn: said in words when called, and B plays again', async ({ page }) => {
  // A discards; B turns up 8♣ and discards it, both right, and your turn begins: you call Stop on it.
  await goto(page, { rules: { falseStopPenalty: 'loseTurn' }, A: { reserve: ['9S'], hand: ['4C'], waste: ['2D', 'QC'] }, B: { reserve: ['5H'], hand: ['7D', '8C'] } }, 'delay=1000&errors=0.1&seed=1');
  await startGame(page);
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(pile(page, /^B's waste pile, eight of clubs on top/)).toBeVisible({ timeout: 10000 });
  await page.getByRole('button', { name: 'Stop!' }).click();
  // Your turn passes straight back: B's pause before its next move leaves both notes to read.
  await expect(page.locator('.false-call')).toContainText('You called Stop, but that move broke no rule: you lose your next turn.');
  await expect(page.locator('.skipped')).toHaveText("Your turn is skipped for a false Stop call: B plays again.");
  await expect(pile(page, /^B's waste pile, seven of diamonds on top/)).toBeVisible({ timeout: 10000 });
  await expect(page.locator('.status')).toContainText('false calls 1');
});

test('a mistaken Stop call under the points rule takes 5 points off your match score, and the score shows it', async ({ page }) => {
  await goto(page, { rules: { falseStopPenalty: 'points' }, A: { reserve: ['9S'], hand: ['4C'], waste: ['2D', 'QC'] }, B: { reserve: ['5H'], hand: ['8C'] } }, 'delay=0&errors=0.1&seed=1');
  await startGame(page);
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(pile(page, /^B's waste pile, eight of clubs on top/)).toBeVisible();
  await page.getByRole('button', { name: 'Stop!' }).click();
  await expect(page.locator('.false-call')).toContainText('You called Stop, but that move broke no rule: you lose 5 points.');
  await expect(page.locator('.status')).toContainText('match to 300: You -5');
  await expect(page.getByRole('status').filter({ hasText: 'Your turn' })).toBeVisible();
});

test('in French: the refusal and the cost of a mistaken call', async ({ page }) => {
  await page.goto(`/fr/play/?delay=0&position=${encodeURIComponent(JSON.stringify(layout({ rules: { noStop: true }, A: { reserve: ['3H'] }, foundations: { 1: ['AH', '2H'] } })))}`);
  await startGame(page);
  await page.getByRole('button', { name: /^la maison 1/ }).click();
  await page.getByRole('button', { name: /^la maison 2/ }).click();
  await expect(page.locator('.refused')).toContainText('Coup interdit\u00a0:');
  await expect(page.locator('.refused')).toContainText('Rien n’a bougé\u00a0: c’est toujours à vous de jouer.');
});
