// Puzzles for a newcomer, on a phone: the list, "Start with a puzzle near your rating" and
// "Next puzzle" keep to the standard rules until house rules are included; a puzzle under house
// rules says so before it starts; under rules without the Stop a wrong move is refused, never
// "Stop!"; today's daily puzzle is not served elsewhere on its day, and the daily page's badge
// agrees with the streak. The date is fixed with Playwright's clock (2026-11-26: puzzle 105).
import { expect, test, type Page } from '@playwright/test';
import { isStandard, parseMove, verdict } from '../../src/engine';
import { dailyPuzzle, utcDate } from '../../src/puzzles/daily';
import { difficultyOf } from '../../src/puzzles/difficulty';
import { filtersOf, searchOf, type Filters } from '../../src/puzzles/filters';
import { nextPuzzle, passes, type Summary } from '../../src/puzzles/next';
import { candidateOf, startOf } from '../../src/puzzles/puzzle';
import { emptyRecord, RECORD_KEY, type PuzzleRecord } from '../../src/records/puzzles';
import { ruleWords } from '../../src/telling/moves';
import { presetName } from '../../src/telling/rules';
import { textedPuzzles } from '../puzzles/collection';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const NOW = new Date('2026-11-26T10:00:00Z');
const puzzles = textedPuzzles('en');
const summaries: Summary[] = puzzles.map((p) => ({ ...candidateOf(p), themes: p.themes, ...difficultyOf(p) }));
const daily = dailyPuzzle(summaries, utcDate(NOW));
const standardIds = new Set(summaries.filter((s) => s.standard).map((s) => s.id));
/** A compulsory puzzle under the standard rules whose hand may not be turned: a tap on the hand is a wrong answer. */
const compulsory = puzzles.find((p) => p.kind === 'compulsory' && isStandard(p.position.rules) && p.answer.every((m) => m.startsWith('R-f')))!;
/** Puzzle 356: a compulsory move under Casual, the rules without the Stop; turning the hand is refused. */
const casual = puzzles.find((p) => p.id === '356')!;

const seed = (page: Page, record: PuzzleRecord) => page.evaluate(([key, r]) => localStorage.setItem(key, r), [RECORD_KEY, JSON.stringify(record)] as const);

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test('a newcomer is offered standard puzzles only; including house rules lets them come', async ({ page }) => {
  const newcomer = emptyRecord();
  const keen = { ...newcomer, houseRules: true };
  // A selection whose nearest puzzle, once house rules are included, is under house rules.
  const selections: Filters[] = ['', '?kind=stop', '?kind=compulsory', '?level=1', '?level=2', '?level=3', '?kind=stop&level=2', '?kind=compulsory&level=2'].map(filtersOf);
  const filters = selections.find((f) => !standardIds.has(nextPuzzle(summaries, keen, f, [daily]) ?? ''))!;
  const standardNear = nextPuzzle(summaries, newcomer, filters, [daily])!;
  const houseNear = nextPuzzle(summaries, keen, filters, [daily])!;
  expect(standardIds.has(standardNear)).toBe(true);
  expect(standardIds.has(houseNear)).toBe(false);

  await open(page, `/puzzles/${searchOf(filters)}`);
  const start = page.getByRole('link', { name: 'Start with a puzzle near your rating →' });
  await expect(start).toHaveAttribute('data-next', standardNear);
  await expect(page.locator('.puzzles li')).toHaveCount(summaries.filter((s) => passes(s, filters, newcomer)).length);
  await expect(page.locator('.count')).toContainText(`${summaries.length - standardIds.size} under house rules left out`);

  const include = page.getByLabel('Include puzzles under house rules');
  await include.tap();
  await expect(start).toHaveAttribute('data-next', houseNear);
  await expect(page.locator('.puzzles li')).toHaveCount(summaries.filter((s) => passes(s, filters, keen)).length);
  await expect(page.locator('.count')).not.toContainText('left out');
  // The setting is the learner's: kept after a reload, and in the record.
  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(include).toBeChecked();
  await include.tap();
  await expect(start).toHaveAttribute('data-next', standardNear);

  // "Next puzzle" on a puzzle page keeps to the standard rules too.
  await open(page, `/puzzles/${compulsory.id}/`);
  const box = page.locator(`[data-puzzle="${compulsory.id}"]`);
  await box.locator('[data-pile="handA"]').tap();
  const next = box.locator('.feedback.wrong .next-puzzle');
  await expect(next).toBeVisible();
  const record = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), RECORD_KEY) as PuzzleRecord;
  const expected = nextPuzzle(summaries, record, {}, [compulsory.id, daily])!;
  expect(standardIds.has(expected)).toBe(true);
  await expect(next).toHaveAttribute('data-next', expected);
});

test('a puzzle under house rules names them before it starts; without the Stop a wrong move is refused, with its reason', async ({ page }) => {
  if (casual.kind !== 'compulsory') throw new Error('puzzle 356 is a compulsory puzzle');
  await open(page, `/puzzles/${casual.id}/`);
  const box = page.locator(`[data-puzzle="${casual.id}"]`);
  const notice = box.locator('.house-notice');
  await expect(notice).toContainText('Before you start: this puzzle is not played under the standard rules.');
  await expect(notice).toContainText(`Not the standard rules: ${presetName('casual', 'en')}`);
  await expect(notice.getByRole('link')).toHaveAttribute('href', '/lessons/variants/');
  // The notice stands above the board, and the board takes no move until the learner starts.
  expect((await notice.boundingBox())!.y).toBeLessThan((await box.locator('.board').boundingBox())!.y);
  // A tap on house 4, whose card is the answer, picks nothing yet.
  await box.locator('[data-pile="house3"]').tap();
  await expect(box.locator('[data-pile="house3"]')).not.toHaveAttribute('aria-pressed', 'true');
  await notice.getByRole('button', { name: 'Start under these rules' }).tap();
  await expect(notice).toHaveCount(0);
  await expect(box.locator('.rules-line')).toContainText(presetName('casual', 'en'));

  // Turning the hand while a foundation play is open: refused, as a game under Casual refuses it.
  const start = startOf(casual);
  const turn = parseMove('turn', start.rules);
  if (!turn.ok) throw new Error(turn.error);
  const v = verdict(start, turn.value);
  if (v.legal) throw new Error('turning the hand is not a wrong answer here');
  await box.locator('[data-pile="handA"]').tap();
  const feedback = box.locator('.feedback.wrong');
  await expect(feedback).toContainText(`Not allowed: turn up the hand card (${ruleWords(v, 'en')}).`);
  await expect(feedback).toContainText('Nothing moved.');
  await expect(feedback).toContainText('in a puzzle a refused move counts as a miss');
  await expect(feedback).not.toContainText('Stop!');
  await expect(feedback.locator('.rating-change')).toContainText(/\(−\d+\)/);
});

test('today’s daily is not the puzzle to start with, its row leads to the daily page, and its badge agrees with the streak', async ({ page }) => {
  // A learner rated exactly at today's daily, which is under the standard rules: the nearest puzzle but for the day.
  const d = summaries.find((s) => s.id === daily)!;
  expect(d.standard).toBe(true);
  const record: PuzzleRecord = { ...emptyRecord(), rating: { rating: d.rating, rd: 80, vol: 0.06 } };
  expect(nextPuzzle(summaries, record, {})).toBe(daily);
  await page.goto('/puzzles/');
  await seed(page, record);
  await open(page, '/puzzles/');
  const start = page.getByRole('link', { name: 'Start with a puzzle near your rating →' });
  await expect(start).toHaveAttribute('data-next', nextPuzzle(summaries, record, {}, [daily])!);
  await expect(start).not.toHaveAttribute('data-next', daily);
  const row = page.locator(`.puzzles [data-puzzle="${daily}"]`);
  await expect(row.getByRole('link')).toHaveAttribute('href', '/puzzles/daily/');
  await expect(row.locator('.meta')).toContainText('today’s puzzle, on its own page');

  // Solved before its day (here, on its own page): the daily page does not call it solved today, as the streak does not count it.
  await seed(page, { ...record, puzzles: { [daily]: { solved: true, misses: 0 } } });
  await open(page, '/puzzles/daily/');
  const box = page.locator(`[data-puzzle="${daily}"]`);
  await expect(box.locator('.badge')).toHaveText('Call the Stop');
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '0');
});
