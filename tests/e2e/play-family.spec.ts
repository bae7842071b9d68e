// The play page under the family rules about Stop: the Stop rule off (a refused move said in words) and what a
// mistaken Stop call costs (a turn, said from the caller's seat, then announced when it is skipped), and the
// family rules chosen as house rules on top of a preset.
import { expect, test, type Page } from '@playwright/test';
import { layout, type Layout } from '../support/positions';
import { axeScan, gotoWithClockPaused, startGame } from './support';

const pile = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const goto = (page: Page, l: Layout, query: string) => page.goto(`/play/?${query}&position=${encodeURIComponent(JSON.stringify(layout(l)))}`);

test('with the Stop rule off an illegal move is refused in words: no Stop, nothing moves, your turn goes on; Stop training is off', async ({ page }) => {
  await goto(page, { rules: { noStop: true }, A: { reserve: ['3H'] }, foundations: { 1: ['AH', '2H'] } }, 'delay=0&level=often');
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
  const l: Layout = { rules: { falseStopPenalty: 'loseTurn' }, A: { reserve: ['9S'], hand: ['4C'], waste: ['2D', 'QC'] }, B: { reserve: ['5H'], hand: ['7D', '8C'] } };
  await gotoWithClockPaused(page, `/play/?delay=1000&level=rarely&seed=1&position=${encodeURIComponent(JSON.stringify(layout(l)))}`, page.locator('.play-start button.primary'));
  await startGame(page);
  // The game starts a frame after its table is drawn.
  await page.clock.runFor(100);
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  // B pauses 1 s before each move, and 2 s more while your turn is handed over: it turns up 8♣ at 3 s and discards it at 4 s.
  await page.clock.runFor(3900);
  await expect(pile(page, "B’s turned hand card, eight of clubs")).toBeVisible();
  await page.clock.runFor(200);
  await expect(pile(page, /^B’s waste pile, eight of clubs on top/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your turn' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop!' }).click();
  // Your turn passes straight back, and B's pause before its next move leaves both notes to read.
  await expect(page.locator('.false-call')).toContainText('You called Stop, but that move broke no rule: you lose your next turn.');
  await expect(page.locator('.skipped')).toHaveText('Your turn is skipped for a false Stop call: B plays again.');
  await expect(page.locator('.status')).toContainText('false calls 1');
  await page.clock.runFor(900);
  await expect(pile(page, "B’s hand, 1 card face down")).toBeVisible();
  await expect(page.locator('.skipped')).toBeVisible();
  // After its pause B plays again: it turns up 7♦ and, a pause later, discards it.
  await page.clock.runFor(200);
  await expect(pile(page, "B’s turned hand card, seven of diamonds")).toBeVisible();
  await page.clock.runFor(1000);
  await expect(pile(page, /^B’s waste pile, seven of diamonds on top/)).toBeVisible();
});

test('a mistaken Stop call under the points rule takes 5 points off your match score, and the score shows it', async ({ page }) => {
  await goto(page, { rules: { falseStopPenalty: 'points' }, A: { reserve: ['9S'], hand: ['4C'], waste: ['2D', 'QC'] }, B: { reserve: ['5H'], hand: ['8C'] } }, 'delay=0&level=rarely&seed=1');
  await startGame(page);
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(pile(page, /^B’s waste pile, eight of clubs on top/)).toBeVisible();
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

test('house rules on top of the preset: chosen under it, named in words before and during the game, and kept for Continue', async ({ page }) => {
  await page.goto('/play/?delay=0');
  const house = page.locator('details.house-rules');
  await expect(house).not.toHaveAttribute('open');
  await house.getByText('House rules', { exact: true }).click();
  await house.getByRole('checkbox', { name: /^Lone card stays A house’s only card may not move to an empty house/ }).check();
  await house.getByRole('combobox', { name: /^Cost of a mistaken Stop call/ }).selectOption({ label: '5 points off the caller’s match score' });
  const words = 'Rules of this game: Standard, with lone card stays on, cost of a mistaken Stop call: 5 points off the caller’s match score.';
  await expect(page.locator('.preset-about')).toHaveText(words);
  expect(await axeScan(page)).toEqual([]);
  await startGame(page);
  await expect(page.locator('.preset-about')).toHaveText(words);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue your game' })).toBeVisible();
  await expect(page.locator('.preset-about')).toHaveText(words);
  await house.getByText('House rules', { exact: true }).click();
  await expect(house.getByRole('checkbox', { name: /^Lone card stays/ })).toBeChecked();
  await expect(house.getByRole('combobox', { name: /^Cost of a mistaken Stop call/ })).toHaveValue('points');
});

test('in French, house rules from the address: the controls show them and the rules are said in words', async ({ page }) => {
  await page.goto('/fr/play/?rules=bobcrapette&house=-loneCardStays,noStop&falseStopPenalty=points&delay=0');
  const house = page.locator('details.house-rules');
  await house.getByText('Règles maison', { exact: true }).click();
  await expect(house.getByRole('checkbox', { name: /^Carte seule immobile/ })).not.toBeChecked();
  await expect(house.getByRole('checkbox', { name: /^Seuls les as obligatoires/ })).toBeChecked();
  await expect(house.getByRole('checkbox', { name: /^Coups interdits refusés/ })).toBeChecked();
  await expect(house.getByRole('combobox', { name: /^Prix d’un « Stop ! » à tort/ })).toHaveValue('points');
  const words =
    'Règles de cette partie\u00a0: À la Bobcrapette, sans carte seule immobile, avec coups interdits refusés, prix d’un «\u00a0Stop\u202f!\u00a0» à tort\u00a0: 5 points retirés du score de match de celui qui l’a crié.';
  await expect(page.locator('.preset-about')).toHaveText(words);
  await startGame(page);
  await expect(page.locator('.preset-about')).toHaveText(words);
});

test('house rules in the address that cannot be read are said, and the standard rules are used', async ({ page }) => {
  await page.goto('/play/?house=loneCardStays,sideways&delay=0');
  await expect(page.getByRole('alert')).toHaveText('The rules "sideways" are not known here; the standard rules are used.');
  await expect(page.locator('.preset-about')).toHaveText('Rules of this game: Standard. The rules as most books give them.');
});
