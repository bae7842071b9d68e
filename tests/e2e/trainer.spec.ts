// The trainer in Chromium, as a learner uses it: the rules named above every board, themes
// kept hidden until solved, the puzzle rating shown and moved by a first answer only, "Next
// puzzle" within the list's filters, the filters themselves, the daily card on the home page
// (preview, streak, countdown), the daily page fetching its puzzle, and the Stop rush run to
// its end by the clock and by three mistakes. No accessibility violations, no layout shift,
// and visual baselines of the rush page (390 px) and the home page's daily card (1280 px).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseMove, PRESETS, verdict } from '../../src/engine';
import { presetName } from '../../src/telling/rules';
import { presetAbout } from '../../src/telling/rules-about';
import { explainStop } from '../../src/telling/explain';
import { positionOf } from '../../src/lessons/exercise';
import { addDays, dailyPuzzle } from '../../src/puzzles/daily';
import { difficultyOf } from '../../src/puzzles/difficulty';
import { filtersOf } from '../../src/puzzles/filters';
import { nextPuzzle, passes, type Summary } from '../../src/puzzles/next';
import { isStandard } from '../../src/engine';
import { candidateOf } from '../../src/puzzles/puzzle';
import { ratePuzzleAnswer, shownChange, shownRating } from '../../src/puzzles/rating';
import { emptyRecord, NEWCOMER, RECORD_KEY, type PuzzleRecord } from '../../src/records/puzzles';
import { rushItemsOf, type RushItem } from '../../src/puzzles/rush';
import type { Puzzle } from '../../src/puzzles/schema';
import type { Texts } from '../../src/puzzles/texts';
import { textedPuzzles } from '../puzzles/collection';
import { axeScan, axeViolations, pileKey, startRush } from './support';

const puzzles = textedPuzzles('en');
const pool = puzzles.map(candidateOf);
const summaries: Summary[] = puzzles.map((p) => ({ ...candidateOf(p), themes: p.themes, ...difficultyOf(p) }));
/** A compulsory puzzle under the standard rules solved by moving a card from the reserve. */
const compulsory = puzzles.find((p): p is Puzzle & Texts & { kind: 'compulsory' } => p.kind === 'compulsory' && isStandard(p.position.rules) && p.answer.every((m) => m.startsWith('R-f')))!;
/** A Stop puzzle under a named preset that is not the standard. */
const house = puzzles.find((p) => p.kind === 'stop' && typeof p.position.rules === 'string' && !isStandard(p.position.rules))!;
const THEME_LABELS = ['Reserve to foundation first', 'Foundation plays are compulsory', 'Available cards'];

async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function board(page: Page, path: string) {
  await page.goto(path);
  const box = page.locator('[data-puzzle]').first();
  // The puzzle's own box, which stays as its drawing gives way to the live board (at once for a puzzle answered before).
  await page.locator('.first-use').first().scrollIntoViewIfNeeded();
  await hydrated(page);
  return box;
}

async function playMove(box: Locator, move: string) {
  const [from, to] = move.split('-');
  await box.locator(`[data-pile="${pileKey(from!)}"]`).click();
  await box.locator(`[data-pile="${pileKey(to!)}"]`).click();
}

const readRecord = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), RECORD_KEY) as Promise<PuzzleRecord>;
const seed = (page: Page, record: unknown) => page.evaluate(([key, r]) => localStorage.setItem(key!, JSON.stringify(r)), [RECORD_KEY, record] as const);

/** The layout shifts a page has had so far (the Cumulative Layout Shift without user input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(sum), 300);
      }),
  );

test.describe('the rules, above the board', () => {
  test('a standard puzzle says "Standard rules" above the board, with the lesson of its first theme', async ({ page }) => {
    const box = await board(page, `/puzzles/${compulsory.id}/`);
    const line = box.locator('.rules-line');
    await expect(line).toContainText('Standard rules.');
    await expect(line.locator('.house-badge')).toHaveCount(0);
    await expect(line.getByRole('link')).toHaveAttribute('href', '/lessons/priorities/');
    const lineBox = (await line.boundingBox())!;
    const boardBox = (await box.locator('.board').boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(boardBox.y);
  });

  test('a puzzle under house rules is badged in words, named with what the rules change, and links the variants lesson', async ({ page }) => {
    const preset = PRESETS.find((p) => p.id === house.position.rules)!;
    const [name, about] = [presetName(preset.id, 'en'), presetAbout(preset.id, 'en')];
    const box = await board(page, `/puzzles/${house.id}/`);
    const line = box.locator('.rules-line');
    await expect(line.locator('.house-badge')).toHaveText('House rules');
    await expect(line).toContainText(`Not the standard rules: ${name}`);
    await expect(line).toContainText(about.slice(1, 30));
    await expect(line.getByRole('link')).toHaveAttribute('href', '/lessons/variants/');
    expect((await line.boundingBox())!.y).toBeLessThan((await box.locator('.board').boundingBox())!.y);
  });
});

test.describe('solving a puzzle', () => {
  test('themes are hidden until solved; the first answer moves the rating, a retry does not', async ({ page }) => {
    const box = await board(page, `/puzzles/${compulsory.id}/`);
    await expect(box.locator('.trains')).toHaveText('What this puzzle trains: shown once you have solved it.');
    for (const label of THEME_LABELS) await expect(page.getByRole('link', { name: label })).toHaveCount(0);
    // The page no longer names the themes outside the board either.
    await expect(page.getByText('What this puzzle trains', { exact: true })).toHaveCount(0);

    await playMove(box, compulsory.answer[0]!);
    const feedback = box.locator('.feedback.right');
    const after = ratePuzzleAnswer(NEWCOMER, difficultyOf(compulsory).rating, true);
    await expect(feedback.locator('.rating-change')).toContainText(`Your puzzle rating: ${shownRating(after)} (${shownChange(NEWCOMER, after)}).`);
    await expect(feedback.locator('.trains')).toContainText('What this puzzle trains:');
    for (const t of compulsory.themes) await expect(feedback.locator(`.trains a[href="/puzzles/?theme=${t}"]`)).toBeVisible();
    expect((await readRecord(page)).rating.rating).toBeCloseTo(after.rating, 6);

    // A retry, wrong this time: counted as practice, the rating unchanged.
    await box.getByRole('button', { name: 'Try it again' }).click();
    await box.locator('[data-pile="handA"]').click();
    await expect(box.locator('.feedback.wrong .rating-change')).toHaveText(`Your puzzle rating: ${shownRating(after)} (unchanged: only your first answer to a puzzle is rated).`);
    const kept = await readRecord(page);
    expect(kept.rating.rating).toBeCloseTo(after.rating, 6);
    expect(kept.rated).toBe(1);

    // Solved before: the themes show at once on the next visit, and the list shows the new rating.
    await board(page, `/puzzles/${compulsory.id}/`);
    await expect(page.locator('.trains a').first()).toBeVisible();
    await page.goto('/puzzles/');
    await expect(page.locator('[data-rating]')).toHaveText(String(shownRating(after)));
  });

  test('a wrong first answer lowers the rating and says by how much', async ({ page }) => {
    const box = await board(page, `/puzzles/${compulsory.id}/`);
    await box.locator('[data-pile="handA"]').click();
    const after = ratePuzzleAnswer(NEWCOMER, difficultyOf(compulsory).rating, false);
    expect(shownRating(after)).toBeLessThan(1500);
    await expect(box.locator('.feedback.wrong .rating-change')).toContainText(`Your puzzle rating: ${shownRating(after)} (${shownChange(NEWCOMER, after)}).`);
    await expect(box.getByRole('button', { name: 'Retry' })).toBeFocused();
  });

  test('"Next puzzle" appears focused once solved, and leads to an unsolved puzzle near the rating within the chosen filters', async ({ page }) => {
    const query = `?kind=compulsory&level=${difficultyOf(compulsory).level}`;
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00Z'));
    const daily = dailyPuzzle(pool, '2026-11-22');
    const box = await board(page, `/puzzles/${compulsory.id}/${query}`);
    await playMove(box, compulsory.answer[0]!);
    const next = box.getByRole('link', { name: 'Next puzzle →' });
    await expect(next).toBeFocused();
    const record = await readRecord(page);
    const filters = filtersOf(query);
    const expected = nextPuzzle(summaries, record, filters, [compulsory.id, daily])!;
    const chosen = summaries.find((s) => s.id === expected)!;
    // What the learner relies on: the same kind and level, not the puzzle just solved nor today's daily, none nearer the rating.
    expect(passes(chosen, filters, record)).toBe(true);
    expect(expected).not.toBe(compulsory.id);
    for (const s of summaries.filter((s) => s.id !== compulsory.id && s.id !== daily && passes(s, filters, record)))
      expect(Math.abs(s.rating - record.rating.rating)).toBeGreaterThanOrEqual(Math.abs(chosen.rating - record.rating.rating));
    await expect(next).toHaveAttribute('href', `/puzzles/${expected}/${query}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/puzzles/${expected}/\\?kind=compulsory&level=`));
    await expect(page.locator(`[data-puzzle="${expected}"]`)).toBeVisible();
  });

  test('a version 1 record from before the rating is kept: solved puzzles stay solved, the rating starts at 1500', async ({ page }) => {
    await page.goto('/puzzles/');
    await seed(page, { version: 1, puzzles: { [compulsory.id]: { solved: true, misses: 2 } }, daily: { '2026-11-20': { id: compulsory.id, solved: true, misses: 0 } } });
    await page.reload();
    await hydrated(page);
    await expect(page.locator(`[data-puzzle="${compulsory.id}"]`)).toContainText('solved ✓');
    await expect(page.locator('[data-rating]')).toHaveText('1500');
    await expect(page.locator('.note')).toHaveCount(0);
    // Answering again is a retry: no rating change, and the record is saved at version 2 with everything kept.
    const box = await board(page, `/puzzles/${compulsory.id}/`);
    await playMove(box, compulsory.answer[0]!);
    await expect(box.locator('.rating-change')).toContainText('unchanged');
    const saved = await readRecord(page);
    expect(saved.version).toBe(2);
    expect(saved.puzzles[compulsory.id]).toEqual({ solved: true, misses: 2 });
    expect(saved.daily['2026-11-20']).toEqual({ id: compulsory.id, solved: true, misses: 0 });
  });
});

test.describe('the puzzle list', () => {
  test('filters by difficulty and by what is unsolved, keeps both in the address, and starts near the rating', async ({ page }) => {
    // The smallest level with at least two puzzles under the standard rules (a newcomer's list), so that one solved leaves one shown.
    const standard = summaries.filter((s) => s.standard);
    const levels = [1, 2, 3].map((l) => ({ l, n: standard.filter((s) => s.level === l).length })).filter((x) => x.n >= 2);
    const level = levels.sort((a, b) => a.n - b.n)[0]!;
    const ofLevel = standard.filter((s) => s.level === level.l);
    const solved = ofLevel[0]!;
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00Z'));
    await page.goto('/puzzles/');
    await seed(page, { ...emptyRecord(), puzzles: { [solved.id]: { solved: true, misses: 0 } } });
    await page.reload();
    await hydrated(page);

    await page.getByLabel('Difficulty').selectOption(String(level.l));
    await expect(page.locator('.puzzles li')).toHaveCount(ofLevel.length);
    for (const li of await page.locator('.puzzles li').all()) await expect(li).toContainText(`level ${level.l}`);
    await page.getByLabel('Unsolved only').check();
    await expect(page.locator('.puzzles li')).toHaveCount(ofLevel.length - 1);
    await expect(page.locator(`.puzzles [data-puzzle="${solved.id}"]`)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`\\?level=${level.l}&unsolved=1$`));

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Unsolved only')).toBeChecked();
    await expect(page.locator('.puzzles li')).toHaveCount(ofLevel.length - 1);
    // Each puzzle's link carries the filters, for its "Next puzzle".
    await expect(page.locator('.puzzles li a').first()).toHaveAttribute('href', new RegExp(`\\?level=${level.l}&unsolved=1$`));

    const start = page.getByRole('link', { name: 'Start with a puzzle near your rating →' });
    const near = nextPuzzle(summaries, { ...emptyRecord(), puzzles: { [solved.id]: { solved: true, misses: 0 } } }, { level: level.l as 1 | 2 | 3, unsolved: true }, [dailyPuzzle(pool, '2026-11-22')])!;
    expect(summaries.find((s) => s.id === near)!.level).toBe(level.l);
    expect(near).not.toBe(solved.id);
    await expect(start).toHaveAttribute('href', `/puzzles/${near}/?level=${level.l}&unsolved=1`);
    await page.getByLabel('Unsolved only').uncheck();
    await expect(page.locator('.puzzles li')).toHaveCount(ofLevel.length);
  });

  test('links to the Stop rush and today’s puzzle', async ({ page }) => {
    await page.goto('/puzzles/');
    await expect(page.getByRole('link', { name: 'Stop rush →' })).toHaveAttribute('href', '/puzzles/rush/');
    await expect(page.getByRole('link', { name: 'Today’s puzzle →' })).toHaveAttribute('href', '/puzzles/daily/');
  });
});

test.describe('the daily puzzle', () => {
  test('names its rules above the board, and says so clearly when the puzzle cannot be fetched', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00Z'));
    const id = dailyPuzzle(pool, '2026-11-22');
    const p = puzzles.find((x) => x.id === id)!;
    // On the context, not the page: once the service worker takes the page over, its fetches escape a page's routes.
    await page.context().route('**/puzzles/*.json', (r) => r.abort());
    await page.goto('/puzzles/daily/');
    await expect(page.getByRole('alert')).toContainText('Today’s puzzle could not be loaded');
    await expect(page.getByRole('alert').getByRole('link', { name: `puzzle ${id}` })).toHaveAttribute('href', `/puzzles/${id}/`);
    await page.context().unroute('**/puzzles/*.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    const box = page.locator(`[data-puzzle="${id}"]`);
    await expect(box).toBeVisible();
    expect(p.kind).toBe('stop');
    await expect(box.locator('.rules-line')).toContainText(isStandard(p.position.rules) ? 'Standard rules.' : 'House rules');
    // Measured on the live board: the drawing gives way to it as a pointer comes over it, as the one left by Try again may.
    await box.hover();
    await expect(page.locator('.first-use .drawing')).toHaveCount(0);
    expect((await box.locator('.rules-line').boundingBox())!.y).toBeLessThan((await box.locator('.board').boundingBox())!.y);
    await expect(page.locator('.daily-title')).toHaveText(p.title);
  });

  test('carries only the pool, well under 60 KB of HTML, and nothing shifts as the puzzle arrives', async ({ page }) => {
    const html = await (await page.request.get('/puzzles/daily/')).text();
    expect(html.length).toBeLessThan(60 * 1024);
    for (const p of puzzles.slice(0, 5)) expect(html).not.toContain(p.explanation.slice(0, 30));
    await page.goto('/puzzles/daily/');
    await expect(page.locator('[data-puzzle] .board')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
});

test.describe('the home page', () => {
  test('shows today’s puzzle with its preview, the streak and the time until the next one', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T21:14:30Z'));
    const id = dailyPuzzle(pool, '2026-11-22');
    const p = puzzles.find((x) => x.id === id)!;
    await page.goto('/');
    await seed(page, { ...emptyRecord(), daily: { '2026-11-20': { id: 'x', solved: true, misses: 0 }, '2026-11-21': { id: 'y', solved: true, misses: 1 } } });
    await page.reload();
    const card = page.locator('[data-daily-card]');
    const img = card.locator('img');
    await expect(img).toHaveAttribute('src', `/puzzles/${id}.svg`);
    await expect(img).toHaveAttribute('alt', `Today’s puzzle, Puzzle ${id}: ${p.title}: the table before B’s first move.`);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expect(card.locator('[data-daily="name"]')).toHaveText(`Puzzle ${id}: ${p.title}`);
    await expect(card.locator('[data-daily="streak"]')).toHaveText('2 days in a row');
    await expect(card.locator('[data-daily="countdown"]')).toHaveText('2 h 45 min 30 s');
    await expect(card.getByRole('link', { name: 'Solve today’s puzzle →' })).toHaveAttribute('href', '/puzzles/daily/');
    await expect(card.locator('a.daily-preview')).toHaveAttribute('href', '/puzzles/daily/');
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // Tomorrow: another puzzle, the streak still counted until tomorrow's is missed.
    await page.clock.setFixedTime(new Date('2026-11-23T23:59:05Z'));
    await page.reload();
    await expect(img).toHaveAttribute('src', `/puzzles/${dailyPuzzle(pool, addDays('2026-11-22', 1))}.svg`);
    await expect(card.locator('[data-daily="countdown"]')).toHaveText('0 min 55 s');
    await expect(card.locator('[data-daily="streak"]')).toHaveText('none yet');
  });

  test('the countdown counts down, and the card moves on to the next puzzle at midnight UTC', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T23:59:50Z') });
    await page.goto('/');
    const card = page.locator('[data-daily-card]');
    await expect(card.locator('img')).toHaveAttribute('src', `/puzzles/${dailyPuzzle(pool, '2026-11-22')}.svg`);
    // From here the clock moves only when the test says so; the card ticks once a second.
    await page.clock.pauseAt(new Date('2026-11-22T23:59:58Z'));
    await expect(card.locator('[data-daily="countdown"]')).toHaveText('0 min 02 s');
    await page.clock.runFor(1000);
    await expect(card.locator('[data-daily="countdown"]')).toHaveText('0 min 01 s');
    await page.clock.runFor(2000);
    await expect(card.locator('img')).toHaveAttribute('src', `/puzzles/${dailyPuzzle(pool, '2026-11-23')}.svg`);
    await expect(card.locator('[data-daily="countdown"]')).toHaveText(/^23 h 59 min 5\d s$/);
  });
});

test.describe('the Stop rush', () => {
  /** Every rush item the site serves, by id, fetched as the page does. */
  async function items(page: Page): Promise<Map<string, RushItem>> {
    const all = new Map<string, RushItem>();
    for (let n = 0; ; n++) {
      const r = await page.request.get(`/puzzles/rush/${n}.json`);
      if (!r.ok()) break;
      for (const item of (await r.json()) as RushItem[]) all.set(item.id, item);
    }
    expect(all.size).toBeGreaterThan(20);
    return all;
  }

  /** Calls the move on show, right or wrong, by key; returns the item. */
  async function callShown(page: Page, all: Map<string, RushItem>, right: boolean, keys = { stop: 's', go: 'l' }): Promise<RushItem> {
    const rush = page.locator('section.rush');
    const id = (await rush.getAttribute('data-item'))!;
    const item = all.get(id)!;
    const score = Number(await rush.locator('[data-score]').getAttribute('data-score'));
    const mistakes = Number(await rush.locator('[data-mistakes]').getAttribute('data-mistakes'));
    const stop = (item.expect === 'stop') === right;
    await page.keyboard.press(stop ? keys.stop : keys.go);
    if (right) await expect(rush.locator('[data-score]')).toHaveAttribute('data-score', String(score + 1));
    else if (mistakes < 2) await expect(rush.locator('[data-mistakes]')).toHaveAttribute('data-mistakes', String(mistakes + 1));
    return item;
  }

  const explanation = (item: RushItem) => {
    const p = positionOf(item.position);
    const v = verdict(p, (parseMove(item.move, p.rules) as { ok: true; value: never }).value);
    return v.legal ? null : explainStop(v, 'A', 'en');
  };

  test('a run to the end of its three minutes: the score, each mistake explained, the best scores kept after a reload', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    const all = await items(page);
    await page.goto('/puzzles/rush/');
    await hydrated(page);
    await expect(page.getByText('Keyboard: S for Stop!, L (or G) to let the move go.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start the rush' })).toBeEnabled();
    // From here the clock moves only when the test says so.
    await page.clock.pauseAt(new Date('2026-11-22T10:05:00Z'));
    await startRush(page, { paused: true });
    await page.clock.runFor(200);
    const rush = page.locator('section.rush');
    await expect(rush).toHaveAttribute('data-phase', 'running');
    await expect(rush.getByRole('button', { name: 'Stop!' })).toBeFocused();
    await expect(rush.getByRole('timer')).toHaveText('3:00');
    // The move in words above the board, its two piles marked on the board.
    await expect(rush.locator('.rush-move')).toContainText('B’s move: ');
    await expect(rush.locator('.board .last-from')).toHaveCount(1);

    const wrong: RushItem[] = [];
    await callShown(page, all, true);
    wrong.push(await callShown(page, all, false));
    await callShown(page, all, true, { stop: 's', go: 'g' });
    await callShown(page, all, true);
    wrong.push(await callShown(page, all, false));
    await callShown(page, all, true);
    // 30.2 s since the start: the clock, which ticks every quarter second, has shown 2:30 since 30.0 s.
    await page.clock.runFor(30_000);
    await expect(rush.getByRole('timer')).toHaveText('2:30');
    await page.clock.fastForward('03:00');

    await expect(rush).toHaveAttribute('data-phase', 'over');
    await expect(rush.getByRole('heading', { level: 2 })).toHaveText('Time is up. Your score: 4');
    await expect(rush.locator('.rush-new-best')).toHaveText('A new best score: 4!');
    await expect(rush.locator('.rush-bests')).toHaveText('Best today 4 · this week 4 · all time 4.');
    const listed = rush.locator('.rush-mistakes li');
    await expect(listed).toHaveCount(2);
    for (const [i, item] of wrong.entries()) {
      const li = listed.nth(i);
      await expect(li).toHaveAttribute('data-item', item.id);
      const why = explanation(item);
      if (why) await expect(li).toContainText(`You let it go, but it was an error. ${why}`);
      else await expect(li).toContainText('You called Stop, but the move was legal: it breaks no rule.');
    }

    await page.clock.resume();
    await page.reload();
    await hydrated(page);
    await expect(page.locator('section.rush .rush-bests')).toHaveText('Best today 4 · this week 4 · all time 4.');
    expect((await readRecord(page)).rush).toEqual({ best: 4, runs: 1, days: { '2026-11-22': 4 } });
  });

  test('three mistakes end the run, and a worse run keeps the best score', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    const all = await items(page);
    await page.goto('/puzzles/');
    await seed(page, { ...emptyRecord(), rush: { best: 9, runs: 3 } });
    await page.goto('/puzzles/rush/');
    await hydrated(page);
    await expect(page.locator('section.rush .rush-bests')).toHaveText('Best all time 9.');
    await startRush(page);
    const rush = page.locator('section.rush');
    await callShown(page, all, true);
    const wrong = [await callShown(page, all, false), await callShown(page, all, false)];
    await expect(rush.locator('[data-mistakes]')).toHaveAttribute('data-mistakes', '2');
    wrong.push(await callShown(page, all, false));
    await expect(rush).toHaveAttribute('data-phase', 'over');
    await expect(rush.getByRole('heading', { level: 2 })).toHaveText('Three mistakes: the run is over. Your score: 1');
    await expect(rush.locator('.rush-new-best')).toHaveCount(0);
    await expect(rush.locator('.rush-bests')).toHaveText('Best today 1 · this week 1 · all time 9.');
    await expect(rush.locator('.rush-mistakes li')).toHaveCount(3);
    for (const [i, item] of wrong.entries()) await expect(rush.locator('.rush-mistakes li').nth(i)).toHaveAttribute('data-item', item.id);
    expect((await readRecord(page)).rush).toEqual({ best: 9, runs: 4, days: { '2026-11-22': 1 } });
    await expect(rush.getByRole('button', { name: 'New run' })).toBeVisible();
  });

  test('the page carries no moves: they are fetched', async ({ page }) => {
    const html = await (await page.request.get('/puzzles/rush/')).text();
    expect(html).not.toContain('"move"');
    expect(html.length).toBeLessThan(30 * 1024);
  });
});

test.describe('accessibility', () => {
  // The home page's scan is home.spec.ts's.
  for (const path of ['/puzzles/rush/', `/puzzles/${house.id}/`]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      expect(await axeViolations(page, path)).toEqual([]);
    });
  }

  test('a solved puzzle has no accessibility violations', async ({ page }) => {
    const box = await board(page, `/puzzles/${compulsory.id}/`);
    await playMove(box, compulsory.answer[0]!);
    await expect(box.locator('.feedback.right')).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
  });

  test('a rush mid-run and a rush at its end have no accessibility violations', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await page.goto('/puzzles/rush/');
    await hydrated(page);
    await startRush(page);
    await page.keyboard.press('s');
    expect(await axeScan(page)).toEqual([]);
    await page.clock.fastForward('03:00');
    await expect(page.locator('section.rush')).toHaveAttribute('data-phase', 'over');
    expect(await axeScan(page)).toEqual([]);
  });
});

// Visual baselines: refresh on purpose with `--update-snapshots`. The rush runs on a fixed item (a
// Stop puzzle's first move), the home page on a fixed date: a new puzzle in the collection can change
// the day's pick, and then the home page's baseline wants a refresh.
test.describe('visual baselines', () => {
  test('the Stop rush mid-run at 390 px', async ({ page }) => {
    // A Stop puzzle of two moves or more whose moves each go from one pile to another.
    const stop = puzzles.find((p) => p.kind === 'stop' && isStandard(p.position.rules) && p.error !== null && p.error.at >= 1 && p.moves.every((m) => m === 'turn' || m.split('-')[0] !== m.split('-')[1]))!;
    const fixed = rushItemsOf([stop]);
    await page.context().route('**/puzzles/rush/*.json', (r) => r.fulfill({ json: fixed }));
    await page.addInitScript(() => (Math.random = () => 0.999));
    // Time stands still (timers still run): the clock shows 3:00 however long the steps take.
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00Z'));
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/puzzles/rush/');
    await hydrated(page);
    await startRush(page);
    const rush = page.locator('section.rush');
    await expect(rush).toHaveAttribute('data-item', fixed[0]!.id);
    await page.keyboard.press(fixed[0]!.expect === 'stop' ? 's' : 'l');
    await expect(rush).toHaveAttribute('data-item', fixed[1]!.id);
    await expect(rush).toHaveScreenshot('rush-390.png', { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });

  test('the daily puzzle in French as drawn before its first use, at 390 px', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00Z'));
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/fr/puzzles/daily/');
    // The drawing the site made (/fr/puzzles/<id>.html), styled before the live board and its styles come.
    const drawn = page.locator('.first-use .drawing [data-puzzle]');
    await expect(drawn.locator('.board')).toBeVisible();
    await expect(drawn).toHaveScreenshot('daily-drawn-fr-390.png', { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });

  test('the home page’s daily card at 1280 px', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T21:14:30Z'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const card = page.locator('[data-daily-card]');
    await expect.poll(() => card.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expect(card).toHaveScreenshot('home-daily-1280.png', { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });
});
