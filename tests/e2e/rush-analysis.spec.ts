// On a phone: the Stop rush's hand turn with a card already waiting (the waiting card is told
// apart from the new one), the rule a mistake broke said at once, and the analysis board's
// house rules told in a few lines, the full table folded, "refused" where the rules have no Stop.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { isStandard } from '../../src/engine';
import { startOf } from '../../src/puzzles/puzzle';
import type { RushItem } from '../../src/puzzles/rush';
import { puzzleSchema } from '../../src/puzzles/schema';
import { encodePosition } from '../../src/share/code';
import { startRush } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const mined = load(readFileSync('puzzles/rush/items.yaml', 'utf8')) as RushItem[];
/** B turns up a hand card while the card turned before (7♥) still waits: a Stop. */
const waitingTurn = mined.find((i) => i.move === 'turn' && i.position.B.turned === '7H' && i.expect === 'stop')!;
/** A legal move of B's under the standard rules (a newcomer's rush deals no other), to be called Stop! by mistake. */
const legal = mined.find((i) => i.expect === 'legal' && i.move !== 'turn' && isStandard(i.position.rules))!;

test('the rush: a waiting card is not the new one, and each mistake names its rule at once', async ({ page }) => {
  await page.context().route('**/puzzles/rush/*.json', (r) => r.fulfill({ json: [waitingTurn, legal] }));
  // The chunk's order kept as served (the shuffle swaps nothing).
  await page.addInitScript(() => (Math.random = () => 0.999));
  await page.goto('/puzzles/rush/');
  const rush = page.locator('section.rush');
  await startRush(page, { press: (b) => b.tap() });
  await expect(rush).toHaveAttribute('data-item', waitingTurn.id);
  await expect(rush.locator('.rush-move')).toHaveText('B’s move: turning up a hand card, with 7♥ already turned up and waiting');
  // The turn comes from B's hand; the 7♥ on B's turned pile is tagged as waiting, with no mark of a card arriving.
  await expect(rush.locator('[data-pile="handB"]')).toHaveClass(/last-from/);
  const turned = rush.locator('[data-pile="turnedB"]');
  await expect(turned).toHaveClass(/waiting/);
  await expect(turned).not.toHaveClass(/last-to/);
  await expect(turned.locator('.waiting-tag')).toHaveText('waiting');
  await expect(turned).toHaveAttribute('aria-label', /still waiting: not the new card$/);

  await rush.getByRole('button', { name: 'Let it go' }).tap();
  const said = rush.locator('.rush-last');
  await expect(said).toHaveText('✗ Mistake 1 of 3: turning up a hand card was an error — Available cards: turning the hand card.');
  await expect(rush).toHaveAttribute('data-item', legal.id);
  await rush.getByRole('button', { name: 'Stop!' }).tap();
  await expect(said).toContainText(/^✗ Mistake 2 of 3: .+ broke no rule\.$/);
  await expect(rush).toHaveAttribute('data-phase', 'running');
});

test('the analysis board tells the house rules in a few lines, the table folded, and a rule set without the Stop refuses', async ({ page }) => {
  // A's reserve card must go to a foundation: turning the hand card is a Stop under rule 1.
  const start = startOf(puzzleSchema.parse(load(readFileSync('puzzles/001.yaml', 'utf8'))));
  await page.goto(`/analysis/?p=${encodePosition(start)}`);
  await page.locator('[data-pile="handA"]').tap();
  const summary = page.locator('.house-summary');
  const rule = 'Priority rule 1: reserve to foundation first';
  await expect(summary.locator('p').first()).toHaveText(`Under these rules, Stop! (${rule}). Every other rule set agrees, except:`);
  await expect(summary.locator('li strong')).toHaveText(['Lenient and these rules with early hand turn', 'Casual and these rules with illegal moves refused']);
  await expect(summary.locator('li span')).toHaveText(['the move is legal', `refused, with no Stop (${rule})`]);
  // The full table is folded until asked for.
  const casual = page.locator('.house-rules tr', { hasText: 'Casual' });
  await expect(casual).toBeHidden();
  await page.getByText('Every rule set, one by one').tap();
  await expect(casual.locator('td')).toContainText(`Refused ${rule}`);
  await expect(casual.locator('td')).not.toContainText('Stop!');
  await expect(page.locator('.house-rules tr', { hasText: 'Standard' }).locator('td')).toContainText(`Stop! ${rule}`);
});
