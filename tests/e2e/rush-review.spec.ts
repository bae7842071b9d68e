// On a phone, in English then in French: a short Stop rush (two right answers, then three
// mistakes) ends on its review: the best scores of the day, the week and all time, the misses
// explained, the slowest right answers with their times, a move looked at again on its board
// with the puzzle it comes from, and a new run. Times come from the page's frozen clock.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { isStandard } from '../../src/engine';
import { dailyPuzzle } from '../../src/puzzles/daily';
import { candidateOf } from '../../src/puzzles/puzzle';
import { rushItemsOf, type RushItem } from '../../src/puzzles/rush';
import { emptyRecord, RECORD_KEY } from '../../src/records/puzzles';
import { readPuzzles } from '../puzzles/collection';
import { startRush } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const TODAY = '2026-11-26';
const puzzles = readPuzzles();
const daily = dailyPuzzle(puzzles.map(candidateOf), TODAY);
const mined = (load(readFileSync('puzzles/rush/items.yaml', 'utf8')) as RushItem[]).filter((i) => isStandard(i.position.rules));
/** A Stop puzzle's error under the standard rules (not today's daily puzzle, which the rush leaves out). */
const fromPuzzle = rushItemsOf(puzzles.filter((p) => p.kind === 'stop' && p.id !== daily && isStandard(p.position.rules))).find((i) => i.expect === 'stop')!;
const legal = mined.filter((i) => i.expect === 'legal');
const stop = mined.find((i) => i.expect === 'stop')!;
/** Called in this order: right, right, then three wrong, the puzzle's error first. */
const items = [legal[0]!, stop, fromPuzzle, legal[1]!, legal[2]!];

/** Calls the item on show, which must be `item`, right or wrong (Stop! is the red button in either language). */
async function call(page: Page, item: RushItem, right: boolean) {
  const rush = page.locator('section.rush');
  await expect(rush).toHaveAttribute('data-item', item.id);
  await rush.locator((item.expect === 'stop') === right ? '.calls .stop-call' : '.calls button:not(.stop-call)').tap();
}

test('the rush reviewed: bests, misses, slowest answers, a move again, a new run', async ({ page }) => {
  await page.context().route('**/puzzles/rush/*.json', (r) => r.fulfill({ json: items }));
  // The chunk's order kept as served (the shuffle swaps nothing).
  await page.addInitScript(() => (Math.random = () => 0.999));
  await page.clock.install({ time: new Date(`${TODAY}T10:00:00Z`) });
  await page.goto('/puzzles/rush/');
  // Best 1 today, 5 on Sunday (within the week), 12 long ago.
  await page.evaluate(([k, r]) => localStorage.setItem(k!, r!), [RECORD_KEY, JSON.stringify({ ...emptyRecord(), rush: { best: 12, runs: 9, days: { [TODAY]: 1, '2026-11-22': 5 } } })]);
  await page.reload();
  const rush = page.locator('section.rush');
  await expect(rush.locator('.rush-bests')).toHaveText('Best today 1 · this week 5 · all time 12.');
  await expect(rush.getByRole('button', { name: 'Start the rush' })).toBeEnabled();

  // From here the clock moves only when the test says so: each answer takes a known time.
  await page.clock.pauseAt(new Date(`${TODAY}T10:01:00Z`));
  // A phone has no keys: the page names the buttons instead.
  await expect(page.locator('.keys')).toBeHidden();
  await startRush(page, { press: (b) => b.tap(), paused: true });
  await expect(rush.locator('.rush-last')).toHaveText('Call each of B’s moves: Stop! or Let it go.', { useInnerText: true });
  await page.clock.runFor(2400);
  await call(page, items[0]!, true);
  await page.clock.runFor(6100);
  await call(page, items[1]!, true);
  for (const item of items.slice(2)) await call(page, item, false);

  await expect(rush.getByRole('heading', { level: 2 })).toHaveText('Three mistakes: the run is over. Your score: 2');
  await expect(rush.locator('.rush-bests')).toHaveText('Best today 2 · this week 5 · all time 12.');
  await expect(rush.locator('.rush-mistakes > li')).toHaveCount(3);
  const slowest = rush.locator('.rush-slowest > li');
  await expect(slowest).toHaveCount(2);
  await expect(slowest.nth(0)).toHaveAttribute('data-item', items[1]!.id);
  await expect(slowest.nth(0)).toContainText('Called right in 6.1 s.');
  await expect(slowest.nth(1)).toContainText('Called right in 2.4 s.');

  // The puzzle's error let go, looked at again: its board with the move marked, and the puzzle's page.
  const miss = rush.locator('.rush-mistakes > li').first();
  await expect(miss).toContainText('You let it go, but it was an error.');
  await miss.getByRole('button', { name: 'Look at it again' }).tap();
  await expect(miss.getByRole('button', { name: 'Look at it again' })).toHaveAttribute('aria-expanded', 'true');
  await expect(miss.locator('.rush-again .board .last-from')).toHaveCount(1);
  await expect(miss.locator('.rush-again .board')).toBeInViewport();
  const id = /^p(.+)-\d+$/.exec(fromPuzzle.id)![1];
  await expect(miss.getByRole('link', { name: 'Open the puzzle it comes from' })).toHaveAttribute('href', `/puzzles/${id}/`);
  // A slow right answer looked at again says the right call and why.
  await slowest.nth(0).getByRole('button', { name: 'Look at it again' }).tap();
  await expect(slowest.nth(0).locator('.rush-again p').first()).toHaveText(/^The right call: Stop! \S/);
  await expect(miss.locator('.rush-again')).toHaveCount(0);

  await rush.getByRole('button', { name: 'New run' }).tap();
  await expect(rush).toHaveAttribute('data-phase', 'running');
  await expect(rush.locator('[data-mistakes]')).toHaveAttribute('data-mistakes', '0');

  // In French: the bests, and a run of one right answer and three mistakes reviewed.
  await page.clock.resume();
  await page.goto('/fr/puzzles/rush/');
  await expect(rush.locator('.rush-bests')).toHaveText('Meilleurs scores\u00a0: aujourd’hui 2 · cette semaine 5 · depuis le début 12.');
  await expect(rush.getByRole('button', { name: 'Lancer le chrono' })).toBeEnabled();
  await page.clock.pauseAt(new Date(`${TODAY}T10:05:00Z`));
  await startRush(page, { press: (b) => b.tap(), paused: true, name: 'Lancer le chrono' });
  await page.clock.runFor(1500);
  await call(page, items[0]!, true);
  for (const item of items.slice(1, 4)) await call(page, item, false);
  await expect(rush.locator('.rush-bests')).toHaveText('Meilleurs scores\u00a0: aujourd’hui 2 · cette semaine 5 · depuis le début 12.');
  await expect(rush.getByRole('heading', { name: 'Vos fautes' })).toBeVisible();
  const fast = rush.locator('.rush-slowest > li');
  await expect(fast).toHaveText(/Bien jugé en 1,5\u00a0s\./);
  await fast.getByRole('button', { name: 'Le revoir' }).tap();
  await expect(fast.locator('.rush-again p').first()).toHaveText('La bonne réponse\u00a0: le laisser passer. Le coup n’enfreint aucune règle.');
  await rush.getByRole('button', { name: 'Nouvelle course' }).tap();
  await expect(rush).toHaveAttribute('data-phase', 'running');
});
