// The review of the learner's mistakes in Chromium, with a coach's record put in the browser: a
// site Stop puzzle missed and a puzzle of the learner's own (a game's legal move called Stop),
// listed by theme; replayed, a wrong answer leaves a mistake and a right one clears it, which
// the list still shows after a reload; in French, a theme's replay opened from its address.
import { expect, test } from '@playwright/test';
import { isStandard } from '../../src/engine';
import { COACH_KEY, COACH_VERSION, type CoachRecord } from '../../src/records/coach';
import { readPuzzles } from '../puzzles/collection';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const stops = readPuzzles().flatMap((p) => (p.kind === 'stop' && p.error && isStandard(p.position.rules) ? [{ ...p, error: p.error }] : []));
/** Its first move breaks the rule that a card must fit where it goes. */
const site = stops.find((p) => p.error.at === 0 && p.error.reason === 'does-not-fit')!;
/** Its first move is legal: called Stop, it was a false call, kept as the learner's own puzzle of that move. */
const legal = stops.find((p) => p.error.at > 0)!;
const today = new Date().toISOString().slice(0, 10);
const record: CoachRecord = {
  version: COACH_VERSION,
  tallies: {},
  mistakes: [
    { id: site.id, source: 'puzzle', kind: 'missed', reason: 'does-not-fit', date: today, puzzle: { id: site.id }, cleared: false },
    {
      id: 'own-test',
      source: 'game',
      kind: 'falseCall',
      reason: null,
      date: today,
      puzzle: { own: { kind: 'stop', themes: ['decoy'], position: legal.position, moves: [legal.moves[0]!], error: null, source: 'game' } },
      cleared: false,
    },
  ],
};

test('mistakes listed by theme, replayed, a wrong answer kept and a right one cleared, in English and French', async ({ page }) => {
  await page.goto('/puzzles/mistakes/');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [COACH_KEY, JSON.stringify(record)]);
  await page.reload();
  const falseCalls = page.locator('.mistake-theme[data-theme="decoy"]');
  const building = page.locator('.mistake-theme[data-theme="building"]');
  await expect(falseCalls.locator('h2')).toHaveText('Calling Stop on a legal move (1 mistake)');
  await expect(falseCalls.locator('li')).toHaveText('Stop called on a legal move, in a game, today.');
  await expect(building.locator('li')).toHaveText('An error you let pass, in a puzzle, today.');

  await page.getByRole('button', { name: 'Replay all 2' }).click();
  await expect(page).toHaveURL(/\?theme=all$/);
  await page.getByRole('button', { name: 'Show B’s first move' }).click();
  await page.getByRole('button', { name: 'Stop!' }).click();
  await expect(page.locator('.review-status')).toHaveText('It stays on your list for another time.');
  await page.getByRole('button', { name: 'Next mistake' }).click();
  await expect(page.locator('.mistake-replay h2')).toHaveText('All themes (2 of 2)');
  await page.getByRole('button', { name: 'Show B’s first move' }).click();
  await page.getByRole('button', { name: 'Stop!' }).click();
  await expect(page.locator('.review-status')).toHaveText('Solved: it leaves your list.');
  await page.getByRole('button', { name: 'Back to your list' }).click();
  await page.reload();
  await expect(falseCalls).toBeVisible();
  await expect(building).toHaveCount(0);
  await expect(page.locator('.mistakes-solved summary')).toHaveText('Solved on review: 1');

  await page.goto('/fr/puzzles/mistakes/?theme=decoy');
  await expect(page.locator('.mistake-replay h2')).toHaveText('Crier «\u00a0Stop\u202f!\u00a0» sur un coup permis (1 sur 1)');
  await page.getByRole('button', { name: 'Voir le premier coup de B' }).click();
  await page.getByRole('button', { name: 'Laisser passer' }).click();
  await expect(page.locator('.review-status')).toHaveText('Résolu\u00a0: il quitte votre liste.');
  await page.reload();
  await expect(page.locator('.mistakes-empty')).toContainText('Aucune erreur à revoir.');
  await expect(page.locator('.mistakes-solved summary')).toHaveText('Résolues en revue\u00a0: 2');
});
