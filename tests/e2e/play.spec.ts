// The play page in Chromium, as a learner uses it: mouse, keyboard, Stop calls, and the pages' accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { encodePosition } from '../../src/share/code';
import { layout, positionOf, type Layout } from '../support/positions';
import { axeScan, gotoWithClockPaused, startGame } from './support';
import { DEEP } from '../support/depth';

const open = async (page: Page, l: Layout, query = 'delay=0') => {
  await page.goto(`/play/?${query}&position=${encodeURIComponent(JSON.stringify(layout(l)))}`);
  await startGame(page);
};
const pile = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

test('a hand turn, a discard, and the waste turned over into a new hand', async ({ page }) => {
  await open(page, { A: { reserve: ['9S'], hand: ['4C'], waste: ['2D', 'QC'] }, B: { reserve: ['5H'], hand: ['8C'] } });
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await expect(pile(page, 'your turned hand card, four of clubs')).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  // B, the computer, turns and discards; then it is A's turn again.
  await expect(page.locator('.side.bottom.to-move')).toBeVisible();
  await expect(pile(page, /^your waste pile, four of clubs on top, 3 cards/)).toBeVisible();
  await expect(pile(page, /^B’s waste pile, eight of clubs on top/)).toBeVisible();
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  // Turned over without mixing: the first card discarded comes up first.
  await expect(pile(page, 'your turned hand card, two of diamonds')).toBeVisible();
  await expect(pile(page, 'your hand, 2 cards face down')).toBeVisible();
  await expect(pile(page, 'your waste pile, empty')).toBeVisible();
});

test('an illegal move is stopped with the rule and an explanation, and the compulsory move is made', async ({ page }) => {
  await open(page, { A: { reserve: ['3H'] }, foundations: { 1: ['AH', '2H'] } });
  await pile(page, /^house 1, king of spades/).click();
  await pile(page, /^house 2, king of hearts/).click();
  const panel = page.getByRole('alertdialog', { name: 'Stop!' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('On house 2 only a black queen can go on K♥ (one rank lower, the other colour), not K♠.');
  await expect(panel).toContainText('Building rules');
  await expect(page.locator('.pile.culprit-cards')).toHaveAttribute('aria-label', /^house 1/);
  await expect(page.locator('.pile.culprit-cards .card.marked')).toHaveCount(1);
  await expect(pile(page, /^foundation 1, three of hearts on top/)).toBeVisible();
  // The panel takes the focus, so on a phone it is scrolled into view and Enter continues.
  await expect(panel.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Continue' })).toBeInViewport();
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel).toBeHidden();
});

test('the computer moves after its pause, and calling Stop on its mistake corrects it and hands the turn back', async ({ page }) => {
  const l: Layout = { toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['4H', '8D'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } };
  await gotoWithClockPaused(page, `/play/?delay=1500&level=often&seed=2&position=${encodeURIComponent(JSON.stringify(layout(l)))}`, page.locator('.play-start button.primary'));
  await startGame(page);
  // B's pause is 1.5 s (it begins once the table is drawn): nothing moves at 1.4 s; by 1.6 s B has moved, a slip (the computer errs often, and on deal 2 its first move errs).
  const said = page.locator('.board [aria-live="polite"]');
  await page.clock.runFor(1400);
  await expect(said).not.toContainText('B:');
  await expect(pile(page, "B’s reserve, eight of diamonds on top, 2 cards")).toBeVisible();
  await page.clock.runFor(200);
  await expect(said).toContainText('B: 8♦ from B’s reserve to your reserve.');
  // Time stands still: B's next move cannot come before the call.
  await page.getByRole('button', { name: 'Stop!' }).click();
  const panel = page.getByRole('alertdialog', { name: 'Stop!' });
  await expect(panel).toContainText('Well called: B broke a rule.');
  await expect(page.locator('.status')).toContainText('Stops caught 1, missed 0, false calls 0');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.side.bottom.to-move')).toBeVisible();
});

test('one turn played by keyboard alone', async ({ page }) => {
  await open(page, { A: { reserve: ['QH'], hand: ['4C'] }, B: { reserve: ['5H'], hand: ['8C'] } });
  for (let i = 0; i < 30 && !(await page.evaluate(() => document.activeElement?.getAttribute('data-pile'))); i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-pile'))).toBe('handA');
  const press = async (...keys: string[]) => {
    for (const k of keys) await page.keyboard.press(k);
  };
  // The reserve's Q♥ onto house 1's K♠: right along the bottom row, pick up, up to house 1, put down.
  await press('ArrowRight', 'ArrowRight', 'Enter', 'ArrowUp', 'Enter');
  await expect(pile(page, /^house 1, queen of hearts, outermost, 2 cards/)).toBeVisible();
  await expect(page.locator('.board [aria-live="polite"]')).toContainText('You: Q♥ from your reserve to house 1.');
  // Turn the hand card (Enter on the hand), then carry it to the waste pile.
  await press('ArrowDown', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter');
  await expect(pile(page, 'your turned hand card, four of clubs')).toBeVisible();
  await press('ArrowRight', 'Enter', 'ArrowRight', 'Enter');
  await expect(pile(page, /^your waste pile, four of clubs on top/)).toBeVisible();
});

test('a link with a broken position says so and deals a fresh game', async ({ page }) => {
  await page.goto('/play/?position=%7B%22format%22%3A%22nope%22%7D&delay=0');
  await expect(page.getByRole('alert')).toContainText('The position in this link could not be read. This is not a Russian Bank position in a format this site reads. You can play a new deal instead.');
  await expect(page.getByRole('button', { name: 'Deal', exact: true })).toBeVisible();
  await startGame(page);
});

test('a broken share code says so and deals a fresh game', async ({ page }) => {
  await page.goto('/play/?p=1gAgbcM4&delay=0');
  await expect(page.getByRole('alert')).toContainText('You can play a new deal instead.');
  await expect(page.getByRole('button', { name: 'Deal', exact: true })).toBeVisible();
  await startGame(page);
});

for (const width of [360, 1280]) {
  // The same elements at either width: `npm test` scans the phone's.
  const scanned = width < 600 || DEEP;
  test(`the play page ${scanned ? 'has no accessibility violations, and ' : ''}looks right at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/play/?seed=7&delay=0');
    await startGame(page);
    if (scanned) expect(await axeScan(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByText('Your turn', { exact: true })).toBeVisible();
    // The whole page, so a tolerance of 0.1%: one card is about 0.2% of it at 1280 px.
    await expect(page).toHaveScreenshot(`play-${width}.png`, { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.001 });
  });
}

test('a card dragged with the mouse is played where it is dropped', async ({ page }) => {
  await open(page, { A: { reserve: ['QH'], hand: ['4C'] } });
  const from = pile(page, /^your reserve, queen of hearts/);
  const to = pile(page, /^house 1, king of spades/);
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y - 40, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(pile(page, /^house 1, queen of hearts, outermost, 2 cards/)).toBeVisible();
});

test('every layout is drawn: one pack, three players, face-down tableau', async ({ page }) => {
  for (const rules of ['one-pack', 'three-players', 'face-down-tableau']) {
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto(`/play/?seed=3&delay=100000&rules=${rules}`);
    await startGame(page);
    const houses = { 'one-pack': 6, 'three-players': 9, 'face-down-tableau': 8 }[rules]!;
    await expect(page.getByRole('button', { name: /^house \d/ })).toHaveCount(houses);
    await expect(page.getByRole('button', { name: /^foundation \d/ })).toHaveCount(rules === 'one-pack' ? 4 : 8);
    if (rules === 'three-players') await expect(page.getByRole('button', { name: /^C’s reserve/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator('section.game .board')).toHaveScreenshot(`layout-${rules}-360.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  }
});

// Game-over positions, opened as share codes: A wins in a move or two, or ends the game in a stalemate.
const openCode = async (page: Page, l: Layout) => {
  await page.goto(`/play/?p=${encodePosition(positionOf(l))}&seed=1&delay=0`);
  await startGame(page);
};
const over = (page: Page) => page.locator('.over');
/** The panel's breakdown, a "term: definition" line for each row. */
const breakdown = (page: Page) =>
  over(page)
    .locator('.score-count > div')
    .evaluateAll((rows) => rows.map((r) => `${r.querySelector('dt')?.textContent}: ${r.querySelector('dd')?.textContent}`));

test('the game-over panel counts a win: 30 for going out, the loser\'s hand and waste, twice the reserve', async ({ page }) => {
  // B keeps 10 in hand and 2 in the waste (12 points) and 5 in the reserve (10): 30 + 22 = 52.
  const l: Layout = { A: { reserve: ['3H'], hand: ['4H'], waste: [] }, B: { reserve: ['9S', '7C', 'JD', '6S', '5C'], hand: 10, waste: ['8D', 'TC'] }, foundations: { 1: ['AH', '2H'] } };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The same link again would go on with the finished game kept in the browser: start afresh.
    if (width === 1280) await page.evaluate(() => localStorage.clear());
    await openCode(page, l);
    await pile(page, /^your reserve, three of hearts/).click();
    await pile(page, /^foundation 1, two of hearts on top/).click();
    await page.getByRole('button', { name: 'Turn hand card' }).click();
    await pile(page, 'your turned hand card, four of hearts').click();
    await pile(page, /^foundation 1, three of hearts on top/).click();
    await expect(over(page).getByRole('heading', { name: 'Game over' })).toBeVisible();
    await expect(over(page)).toContainText('You win 52 points: 30 for going out, plus the cards B has left.');
    expect(await breakdown(page)).toEqual([
      'Going out: 30',
      "B’s cards left: 12 in hand and waste (1 point each) and 5 in the reserve (2 points each): 12 + 10 = 22",
      'Total: 30 + 22 = 52',
    ]);
    await expect(page.locator('.status')).toContainText('You 52');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await over(page).scrollIntoViewIfNeeded();
    await expect(over(page)).toHaveScreenshot(`over-win-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  }
  const { violations } = await new AxeBuilder({ page }).include('.over').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test('a three-player win lists both losers\' cards', async ({ page }) => {
  // B: 4 + 1 + 2 × 2 = 9; C: 6 + 2 + 3 × 2 = 14; 30 + 9 + 14 = 53.
  await openCode(page, {
    rules: 'three-players',
    A: { reserve: ['3H'], hand: [], waste: [] },
    B: { reserve: ['9S', '7C'], hand: 4, waste: ['8D'] },
    C: { reserve: ['JD', '6S', '5C'], hand: 6, waste: ['TC', '2S'] },
    houses: { 9: ['9D'] },
    foundations: { 1: ['AH', '2H'] },
  });
  await pile(page, /^your reserve, three of hearts/).click();
  await pile(page, /^foundation 1, two of hearts on top/).click();
  await expect(over(page)).toContainText('You win 53 points: 30 for going out, plus the cards each other player has left.');
  expect(await breakdown(page)).toEqual([
    'Going out: 30',
    "B’s cards left: 5 in hand and waste (1 point each) and 2 in the reserve (2 points each): 5 + 4 = 9",
    "C’s cards left: 8 in hand and waste (1 point each) and 3 in the reserve (2 points each): 8 + 6 = 14",
    'Total: 30 + 9 + 14 = 53',
  ]);
  await expect(over(page)).toHaveScreenshot('over-three-players.png', { animations: 'disabled', maxDiffPixelRatio: 0.01 });
});

test('the game-over panel counts a stalemate: each count, and the lower one scores the difference', async ({ page }) => {
  // No aces, no queens and no card one rank from another of its suit: once A discards, nothing can ever be played.
  await openCode(page, { A: { reserve: ['5S'], hand: ['7D'], waste: ['9C'] }, B: { reserve: ['5H', '9H'], hand: ['3C', 'JS'], waste: ['7S'] } });
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(over(page)).toContainText('Stalemate: you score 3.');
  expect(await breakdown(page)).toEqual([
    'Your count: 0 in hand + 2 in the waste + 1 in the reserve × 2 = 4',
    "B’s count: 2 in hand + 1 in the waste + 2 in the reserve × 2 = 7",
    'Score: the lower count scores the difference: 7 − 4 = 3',
  ]);
  await expect(over(page)).toHaveScreenshot('over-stalemate.png', { animations: 'disabled', maxDiffPixelRatio: 0.01 });
});
