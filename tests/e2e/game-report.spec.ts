// The report at a game's end on a phone: each fault in words opens its move in the replay, the
// rate of faults leaves forced moves out, and the replay steps from fault to fault.
import { expect, test, type Page } from '@playwright/test';
import { en as report } from '../../src/i18n/report/en';
import { en as replay } from '../../src/i18n/replay/judged/en';
import { layout } from '../support/positions';
import { startGame } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * A to move with 3♥ due from the reserve to foundation 1 and 4♥ in hand; B turns up 8♣ and
 * discards it (seed 1 makes no slip in its first moves, though Stop training is on).
 */
const endgame = layout({ A: { reserve: ['3H'], hand: ['4H'], waste: [] }, B: { reserve: ['5H'], hand: ['8C'] }, foundations: { 1: ['AH', '2H'] } });

/**
 * Plays the game out: A turns its hand card while 3♥ is due (stopped, and 3♥ is played for it),
 * B turns and discards, A calls Stop on that legal discard (a false call), then turns 4♥ and plays it home: A wins.
 */
async function playFaultyGame(page: Page) {
  await page.goto(`/play/?delay=0&level=rarely&seed=1&position=${encodeURIComponent(JSON.stringify(endgame))}`);
  await startGame(page);
  const turnHand = page.getByRole('button', { name: 'Turn hand card' });
  await turnHand.tap();
  await page.getByRole('alertdialog').getByRole('button').tap();
  await expect(page.locator('[data-pile="wasteB"]')).toHaveAttribute('aria-label', /eight of clubs on top/);
  await page.locator('.stop-call').tap();
  await expect(page.locator('.false-call')).toBeVisible();
  await turnHand.tap();
  await page.locator('[data-pile="turnedA"]').tap();
  await page.locator('[data-pile="foundation0"]').tap();
  await expect(page.locator('.game-report')).toBeVisible();
}

test('each fault of the report opens its move in the replay, and the replay steps from fault to fault', async ({ page }) => {
  await playFaultyGame(page);
  const lines = page.locator('.game-report ol li');
  // A's own Stop and A's false call, in the order played; A's two other moves were the only ones allowed.
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Move 1 · You were stopped: turning up a hand card. Your reserve card 3♥ fits foundation 1');
  await expect(lines.nth(0)).toContainText('(priority rule 1)');
  await expect(lines.nth(1)).toContainText("Move 3 · Your false call on B: 8♣ from B’s turned hand card to B’s waste pile. The move broke no rule.");
  await expect(page.locator('.report-rate')).toHaveText(`Your faults: 1 in 1 free decision, 100%. ${report.forced}`);
  await expect(lines.getByRole('link')).toHaveCount(2);
  const hrefs = await lines.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.map((h) => new URL(h, page.url()).searchParams.get('move'))).toEqual(['1', '3']);

  // The first line opens the replay at its move, which the replay names.
  await lines.nth(0).getByRole('link').tap();
  const where = page.locator('.replay-where');
  await expect(where).toHaveText(/^After move 1 of 5: You turned up a hand card\. Could have been stopped \(Priority rule 1/);
  await expect(page.locator('.replay-moves [aria-current="step"]')).toHaveText('You turned up a hand card');
  const prev = page.getByRole('button', { name: replay.prevFault });
  const next = page.getByRole('button', { name: replay.nextFault });
  await expect(prev).toBeDisabled();
  await next.tap();
  await expect(where).toHaveText(/^After move 3 of 5: B: 8♣ from B’s turned hand card to B’s waste pile\. Stop was called, but this move broke no rule\./);
  await expect(next).toBeDisabled();
  await prev.tap();
  await expect(where).toContainText('After move 1 of 5');
  // By keyboard too, from the move list: Page Down and Page Up.
  await page.locator('.replay-moves [aria-current="step"]').focus();
  await page.keyboard.press('PageDown');
  await expect(where).toContainText('After move 3 of 5');
  await page.keyboard.press('PageUp');
  await expect(where).toContainText('After move 1 of 5');

  // The second line's link lands on the false call.
  await page.goto(hrefs[1]!);
  await expect(where).toContainText("After move 3 of 5: B: 8♣ from B’s turned hand card to B’s waste pile.");
  // A move the game does not have is said, and the table shown as dealt.
  await page.goto(hrefs[1]!.replace('move=3', 'move=9'));
  await expect(page.locator('.replay-note')).toHaveText(replay.noSuchMove({ n: '9', of: 5 }));
  await expect(where).toContainText('The table as dealt');
});
