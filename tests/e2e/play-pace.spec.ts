// Watching the computer on a phone: step by step in Stop training ("Let it go" or Stop! after each of its moves), errors a
// player would make, Stop! whenever the rules have it, and Pass only when passing is a move.
import { expect, test, type Page } from '@playwright/test';
import { formatMove, moveSteps, replay, type GameRecord } from '../../src/engine';
import { readPlay, SPEEDS } from '../../src/records/play';
import { layout, type Layout } from '../support/positions';
import { startGame } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const open = async (page: Page, l: Layout, query: string) => {
  await page.goto(`/play/?${query}&position=${encodeURIComponent(JSON.stringify(layout(l)))}`);
  await startGame(page);
};
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The game kept in the browser, read as the page reads it. */
const kept = async (page: Page) => readPlay(JSON.parse((await page.evaluate(() => localStorage.getItem('russian-bank:play')))!))!;

// B to move, near its end: its reserve's 6♥ and 6♠ go to the foundations, then its hand's 7♥ and 7♠. Every house holds a king,
// so its slips are few: turning its hand card before its reserve is played, loading its 7♥ onto A's 8♥ instead of foundation 1.
// A only turns up and discards its hand cards.
const late: Layout = {
  toMove: 'B',
  A: { reserve: ['2C'], hand: ['9C', '8H'] },
  B: { reserve: ['6S', '6H'], hand: ['7S', '7H'] },
  foundations: { 1: ['AH', '2H', '3H', '4H', '5H'], 2: ['AS', '2S', '3S', '4S', '5S'] },
};

test('step by step in Stop training: the computer waits for Let it go or Stop!, and makes no error twice nor moves a card back', async ({ page }) => {
  // The page's clock in the test's hands, so the pause as the turn passes is skipped (runFor) rather than waited for.
  await page.clock.install();
  await open(page, late, 'level=often&seed=3');
  const letGo = button(page, 'Let it go');
  const stop = button(page, 'Stop!');
  // Its turn begins: Let it go takes the focus, so Enter steps; Stop! waits for a move to call.
  await expect(letGo).toBeFocused();
  await expect(page.locator('.phase')).toContainText("Press “Let it go” to see B’s move.");
  await expect(stop).toBeDisabled();
  await expect(page.locator('.stop-idle')).toHaveText('Nothing to call yet');
  await page.keyboard.press('Enter');
  let calls = 0;
  for (let actions = 0; !(await page.locator('.over').isVisible()); actions++) {
    expect(actions, 'the game ends within 40 actions').toBeLessThan(40);
    const { game } = await kept(page);
    const c = game!.resume.context;
    const saved = JSON.stringify(c);
    await page.clock.runFor(SPEEDS.step * 2);
    if (game!.resume.phase === 'stopped') await page.getByRole('button', { name: 'Continue' }).click();
    else if (c.game.position.toMove === 'A') await button(page, c.game.position.A!.turned === null ? 'Turn hand card' : 'Discard').click();
    else if (c.open) {
      await expect(page.locator('.phase')).toContainText("If B’s last move broke a rule, press Stop!; if not, press “Let it go” for its next move.");
      await stop.click();
      calls++;
    } else await letGo.click();
    // Each action is kept before the next is chosen.
    await expect.poll(async () => JSON.stringify((await kept(page)).game!.resume.context) !== saved || (await page.locator('.over').isVisible())).toBe(true);
  }
  expect(calls).toBe(2);
  // The errors caught, rule by rule, in the rules' own names.
  await expect(page.locator('.over')).toContainText('Your Stop calls, by rule:');
  await expect(page.locator('.over .by-rule li')).toHaveText(['Priority rule 1: reserve to foundation first — caught 1, missed 0', 'Available cards — caught 1, missed 0']);

  // The whole game as kept, checked with the rules engine.
  const record = (await kept(page)).game!.resume.context.record as GameRecord;
  const steps = replay(record).steps;
  const called = new Set<string>();
  const back: string[] = [];
  const again: string[] = [];
  let left: { card: number; from: number }[] = [];
  steps.forEach((s, i) => {
    if (i > 0 && steps[i - 1]!.player !== s.player) left = [];
    if (s.player !== 'B') return;
    const cards = s.move.kind === 'move' ? moveSteps(s.before.position, [s.move])[0]!.cards : [];
    const to = s.move.kind === 'move' ? s.move.to : -1;
    if (cards.some((card) => left.some((l) => l.card === card && l.from === to))) back.push(`move ${i}: ${formatMove(s.move)}`);
    if (s.move.kind === 'move') left.push(...cards.map((card) => ({ card, from: (s.move as { from: number }).from })));
    if (s.verdict.legal) return;
    const error = `${formatMove(s.move)} ${cards.join()} ${s.verdict.reason}`;
    if (called.has(error)) again.push(`move ${i}: ${error}`);
    if (s.called) called.add(error);
  });
  expect(called.size).toBe(calls);
  expect({ back, again }).toEqual({ back: [], again: [] });
});

// A to move with a hand card to turn: B has not moved.
const yours: Layout = { A: { reserve: ['9S'], hand: ['4C'], waste: ['2D', 'QC'] }, B: { reserve: ['5H'], hand: ['8C'] } };

test('Stop! is there under the rules with the Stop, training or not, and not under a family rule without it', async ({ page }) => {
  await open(page, yours, 'delay=0&seed=1');
  await expect(button(page, 'Stop!')).toBeDisabled();
  await expect(page.locator('.stop-idle')).toHaveText('Nothing to call yet');
  // Timed pace: there is nothing to step.
  await expect(button(page, 'Let it go')).toHaveCount(0);
  await open(page, { ...yours, rules: { noStop: true } }, 'delay=0&seed=1');
  await expect(button(page, 'Turn hand card')).toBeEnabled();
  await expect(button(page, 'Stop!')).toHaveCount(0);
  await expect(page.locator('.stop-idle')).toHaveCount(0);
});

test('Pass is offered only when it is a move: not while the hand or the waste holds cards', async ({ page }) => {
  await open(page, { A: { reserve: ['9S'], hand: [], waste: ['2D'] }, B: { reserve: ['5H'], hand: ['8C'] } }, 'delay=0&seed=1');
  await expect(button(page, 'Turn hand card')).toBeEnabled();
  await expect(button(page, 'Pass')).toHaveCount(0);
  await open(page, { A: { reserve: ['9S'], hand: [], waste: [] }, B: { reserve: ['5H'], hand: ['8C'] } }, 'delay=0&seed=1');
  await expect(button(page, 'Pass')).toBeEnabled();
});
