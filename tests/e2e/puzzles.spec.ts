// Puzzles in Chromium: one of each kind solved and one of each missed, the daily puzzle
// for a fixed date and the next, the record kept and corrupt data survived, no axe
// violations, the JavaScript budget of puzzle pages (and of every page) and the daily page's HTML.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { isStandard } from '../../src/engine';
import { dailyPuzzle } from '../../src/puzzles/daily';
import { candidateOf, stepsOf } from '../../src/puzzles/puzzle';
import { movedPiles } from '../../src/components/aids';
import { refKey } from '../../src/components/table';
import { pileLabel } from '../../src/telling/pile-label';
import { ceilingOf, linkedWeights, pageWeights } from '../../scripts/page-weight';
import { LOCALES, localized } from '../../src/i18n/locales';
import { textedPuzzles } from '../puzzles/collection';
import { axeViolations, finger, hydrateAll, middleOf, pileKey } from './support';
import { cases } from '../support/depth';

const puzzles = textedPuzzles('en');
const pool = puzzles.map(candidateOf);
/** A compulsory puzzle solved by moving a card, whose hand turn is forbidden. */
const compulsory = puzzles.find((p) => p.kind === 'compulsory' && p.answer.every((m) => m.startsWith('R-f')))!;
const stopped = puzzles.find((p) => p.kind === 'stop' && p.error !== null && p.error.at >= 1)!;
const clean = puzzles.find((p) => p.kind === 'stop' && p.error === null)!;

async function board(page: Page, id: string) {
  await page.goto(`/puzzles/${id}/`);
  const box = page.locator(`[data-puzzle="${id}"]`);
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  return box;
}

async function play(box: ReturnType<Page["locator"]>, move: string) {
  const [from, to] = move.split('-');
  await box.locator(`[data-pile="${pileKey(from!)}"]`).click();
  await box.locator(`[data-pile="${pileKey(to!)}"]`).click();
}

/** Watches B's moves, letting `letGo` of them pass, then calls Stop if asked. */
async function watch(box: ReturnType<Page['locator']>, letGo: number, stop: boolean) {
  await box.getByRole('button', { name: 'Show B’s first move' }).click();
  for (let i = 0; i < letGo; i++) await box.getByRole('button', { name: 'Let it go' }).click();
  if (stop) await box.getByRole('button', { name: 'Stop!' }).click();
}

test('a compulsory-move puzzle: a wrong move is stopped and counted, the right one solves it and links to the lesson', async ({ page }) => {
  if (compulsory.kind !== 'compulsory') throw new Error('no such puzzle');
  const box = await board(page, compulsory.id);
  await box.locator('[data-pile="handA"]').click();
  await expect(box.locator('.feedback.wrong')).toContainText('Stop!');
  // The rule is named once, in the sentence.
  await expect(box.locator('.feedback.wrong')).toContainText('(priority rule 1).');
  await expect(box.locator('.feedback.wrong')).not.toContainText('Priority rule 1:');
  await box.getByRole('button', { name: 'Retry' }).click();
  await play(box, compulsory.answer[0]!);
  await expect(box.locator('.feedback.right')).toContainText(compulsory.explanation.slice(0, 40));
  await expect(box.locator('.feedback.right a[href="/lessons/priorities/"]')).toBeVisible();
  await expect(box.locator('.badge')).toHaveText('Solved ✓');
  await page.goto('/puzzles/');
  await expect(page.locator(`[data-puzzle="${compulsory.id}"]`)).toContainText('solved ✓');
});

test('a stop puzzle: calling Stop at the first error solves it', async ({ page }) => {
  if (stopped.kind !== 'stop' || !stopped.error) throw new Error('no such puzzle');
  const box = await board(page, stopped.id);
  await watch(box, stopped.error.at, true);
  await expect(box.locator('.feedback.right')).toContainText('Well called.');
  await expect(box.locator('.feedback.right')).toContainText(`Move ${stopped.error.at + 1} is the error`);
});

test('a stop puzzle: an error let pass is explained and counted as a miss; a false Stop is a miss too', async ({ page }) => {
  if (stopped.kind !== 'stop' || !stopped.error) throw new Error('no such puzzle');
  const box = await board(page, stopped.id);
  await watch(box, stopped.error.at + 1, false);
  await expect(box.locator('.feedback.wrong')).toContainText('You let an error pass.');
  await box.getByRole('button', { name: 'Retry' }).click();
  await watch(box, 0, true);
  await expect(box.locator('.feedback.wrong')).toContainText('That move was legal.');
  await page.goto('/puzzles/');
  await expect(page.locator(`[data-puzzle="${stopped.id}"]`)).toContainText('2 missed');
});

test('a press held on the drawn puzzle while its live board arrives is a click once let go, on the live board', async ({ page }) => {
  // The live board held back until the press has begun on the drawing.
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/_astro/PuzzleBoard.*.js', async (route) => (await held, route.continue()));
  const box = await board(page, stopped.id);
  const show = box.getByRole('button', { name: 'Show B’s first move' });
  await show.hover();
  await page.mouse.down();
  arrive();
  await expect(box.locator('xpath=ancestor::astro-slot')).toHaveCount(0);
  // Let go over the live button: the browser sends no click (the pressed element is gone), and the release is carried over as one.
  await page.mouse.up();
  await expect(box.locator('.proposed')).toContainText('B’s move 1');
  await expect(box.getByRole('button', { name: 'Let it go' })).toBeVisible();
});

test('a stop puzzle shows each of B\'s moves on the table before it, so the board never tells whether the move could be made', async ({ page }) => {
  // Both kinds of error: one the rules could not draw played, one they could.
  const errors = puzzles.filter((p) => p.kind === 'stop' && p.error !== null);
  const unplayable = errors.find((p) => p.kind === 'stop' && stepsOf(p).at(-1)!.after === null)!;
  const drawable = errors.find((p) => p.kind === 'stop' && stepsOf(p).at(-1)!.after !== null)!;
  for (const p of [unplayable, drawable]) {
    if (p.kind !== 'stop') throw new Error('no such puzzle');
    const box = await board(page, p.id);
    await box.getByRole('button', { name: 'Show B’s first move' }).click();
    for (const [i, s] of stepsOf(p).entries()) {
      const moved = movedPiles(s.before, s.move)!;
      // The card B moves is still where it lies, marked as the pile the move leaves.
      const from = box.locator(`[data-pile="${refKey(moved.from)}"]`);
      await expect(from).toHaveAttribute('aria-label', pileLabel(s.before, moved.from, 'A', false, 'en'));
      await expect(from).toHaveClass(/last-from/);
      if (i < p.moves.length - 1) await box.getByRole('button', { name: 'Let it go' }).click();
    }
  }
});

test('a stop puzzle with no error: letting every move go is right', async ({ page }) => {
  if (clean.kind !== 'stop') throw new Error('no such puzzle');
  const box = await board(page, clean.id);
  await watch(box, clean.moves.length, false);
  await expect(box.locator('.feedback.right')).toContainText('Right: no error.');
});

test('the puzzle list filters by kind and by rule, and the filter is kept in the address', async ({ page }) => {
  // A newcomer's list: the puzzles under the standard rules (tests/e2e/puzzles-newcomer.spec.ts includes the others).
  const standard = puzzles.filter((p) => isStandard(p.position.rules));
  await page.goto('/puzzles/');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('.puzzles li')).toHaveCount(standard.length);
  await page.getByLabel('Kind').selectOption('stop');
  await expect(page.locator('.puzzles li')).toHaveCount(standard.filter((p) => p.kind === 'stop').length);
  await page.getByRole('combobox', { name: /^Rule/ }).selectOption('loading');
  const both = standard.filter((p) => p.kind === 'stop' && p.themes.includes('loading')).length;
  await expect(page.locator('.puzzles li')).toHaveCount(both);
  // Rows a filter let go come back in their place: both kinds again, the list is the rule's puzzles in their order.
  await page.getByLabel('Kind').selectOption('');
  const loading = standard.filter((p) => p.themes.includes('loading')).map((p) => p.id);
  await expect.poll(() => page.locator('.puzzles li').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-puzzle')))).toEqual(loading);
  await page.getByLabel('Kind').selectOption('stop');
  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('.puzzles li')).toHaveCount(both);
  await page.goto('/puzzles/?kind=<script>&theme=nonsense');
  await expect(page.locator('.puzzles li')).toHaveCount(standard.length);
});

test('the daily puzzle is the same all day, moves on the next day, and solving it starts a streak', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T23:30:00Z'));
  await page.goto('/puzzles/daily/');
  const today = dailyPuzzle(pool, '2026-11-22');
  await expect(page.locator(`[data-puzzle="${today}"]`)).toBeVisible();
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '0');
  await page.clock.setFixedTime(new Date('2026-11-22T00:10:00Z'));
  await page.reload();
  await expect(page.locator(`[data-puzzle="${today}"]`)).toBeVisible();

  const p = puzzles.find((x) => x.id === today)!;
  const box = page.locator(`[data-puzzle="${today}"]`);
  if (p.kind === 'compulsory') {
    const m = p.answer[0]!;
    if (m === 'turn') await box.locator('[data-pile="handA"]').click();
    else await play(box, m);
  } else await watch(box, p.error ? p.error.at : p.moves.length, p.error !== null);
  await expect(box.locator('.feedback.right')).toBeVisible();
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '1');
  await expect(page.locator('.history')).toContainText(`Sun 22 November: puzzle ${today}`);

  await page.clock.setFixedTime(new Date('2026-11-23T08:00:00Z'));
  await page.reload();
  const tomorrow = dailyPuzzle(pool, '2026-11-23');
  expect(tomorrow).not.toBe(today);
  await expect(page.locator(`[data-puzzle="${tomorrow}"]`)).toBeVisible();
  // Yesterday's solve still counts until today's is done or missed.
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '1');
});

test('corrupt puzzle history never breaks a page, and is kept aside', async ({ page }) => {
  await page.goto('/puzzles/');
  // Once its islands have read the record: one hydrating late would read the corrupt one on this page.
  await hydrateAll(page);
  await page.evaluate(() => localStorage.setItem('russian-bank:puzzles', '{"version":1,"daily":7'));
  await page.goto('/puzzles/daily/');
  await expect(page.locator('.note').first()).toContainText('Your saved puzzle history could not be read. A copy of it is kept aside');
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '0');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('russian-bank:kept-aside')!)[0].raw)).toBe('{"version":1,"daily":7');
});

// The list and the daily under `npm test`: ./trainer.spec.ts scans a house-rule puzzle's page, and a compulsory puzzle's once solved.
for (const path of cases(['/puzzles/', '/puzzles/daily/', `/puzzles/${compulsory.id}/`, `/puzzles/${stopped.id}/`], ['/puzzles/', '/puzzles/daily/'])) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    expect(await axeViolations(page, path)).toEqual([]);
  });
}

for (const l of LOCALES) {
  test(`each puzzle page in ${l} ships at most the ceiling of JavaScript (gzip)`, () => {
    const pages = pageWeights().filter((w) => w.page.startsWith(localized('/puzzles/', l)));
    // Every puzzle, the list, the daily puzzle, the Stop rush, "Is there a Stop?", the learner’s mistakes and the offline shell.
    expect(pages.length).toBe(puzzles.length + 6);
    for (const w of pages) expect(w.bytes, w.page).toBeLessThanOrEqual(ceilingOf(w.page));
  });

  test(`the daily puzzle page in ${l} is under 60 KB of HTML`, () => {
    // The pool is in the page, the day's puzzle fetched: the page must stay light to open on a phone.
    expect(statSync(join('dist', localized('/puzzles/daily/', l), 'index.html')).size).toBeLessThan(60 * 1024);
  });
}

test('every page of the site ships at most the ceiling of JavaScript (gzip) as it opens, and each that opens a link when opened by one', () => {
  const weights = pageWeights();
  // Every page of the build, in both languages: far more than the puzzles alone.
  expect(weights.length).toBeGreaterThan(2 * puzzles.length);
  const linked = linkedWeights();
  expect(linked.map((w) => w.page).sort()).toEqual(['/analysis/?p=…', '/editor/?p=…', '/fr/analysis/?p=…', '/fr/editor/?p=…', '/fr/replay/?g=…', '/replay/?g=…']);
  const over = [...weights, ...linked].filter((w) => w.bytes > ceilingOf(w.page)).map((w) => `${w.page} ${(w.bytes / 1024).toFixed(1)} KB`);
  expect(over).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap whose finger is still down when the live board arrives is taken once, on the live board', async ({ page }) => {
    // The live board held back until the finger is on the drawing, and let in before it lifts: the press begins on an element
    // the live board replaces, and its release and click come to the live one (./FirstUse carries the press over).
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    let asked = () => {};
    const fetched = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/_astro/PuzzleBoard.*.js', async (route) => (asked(), await held, route.continue()));
    const box = await board(page, stopped.id);
    const show = box.getByRole('button', { name: 'Show B’s first move' });
    const f = await finger(page);
    await f.down(await middleOf(show));
    await fetched;
    const came = page.waitForResponse('**/_astro/PuzzleBoard.*.js');
    arrive();
    await came;
    // A few frames for the page to take the board in while the finger stays down.
    for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    await f.up();
    await expect(box.locator('.proposed')).toContainText('B’s move 1');
    await expect(box.getByRole('button', { name: 'Let it go' })).toBeVisible();
  });
});
