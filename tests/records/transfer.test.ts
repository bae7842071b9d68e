// Progress that travels: a file of everything kept, read back whole or not at all, and merged
// so that nothing newer is replaced by something older.
import { describe, expect, test } from 'vitest';
import { MemoryStore } from '../support/memory-store';
import { emptyProgress, loadProgress, recordAnswer as recordExercise, saveProgress } from '../../src/records/lessons';
import { emptyRecord, loadRecord, NEWCOMER, recordAnswer, recordRush, saveRecord, type PuzzleRecord } from '../../src/records/puzzles';
import { PLAY_KEY } from '../../src/records/play-outline';
import { exportFile, FILE_KIND, importFile, readFile } from '../../src/records/transfer';
import { emptyCoach, loadCoach, noteAnswer, saveCoach, type Answer, type CoachRecord } from '../../src/records/coach';

const NOW = new Date('2026-11-23T10:00:00Z');

function device(puzzles: PuzzleRecord, exercises: [string, boolean][] = [], game?: object): MemoryStore {
  const store = new MemoryStore();
  saveRecord(store, puzzles);
  saveProgress(store, exercises.reduce((p, [id, right]) => recordExercise(p, id, right), emptyProgress()));
  if (game) store.setItem(PLAY_KEY, JSON.stringify(game));
  return store;
}

const fileOf = (store: MemoryStore) => {
  const read = readFile(exportFile(store, NOW));
  if (!read.ok) throw new Error(read.problem);
  return read.file;
};

describe('the progress file', () => {
  test('round trip: everything exported is imported on an empty device', () => {
    const rated = { ...recordRush(recordAnswer(emptyRecord(), '001', true, '2026-11-22'), 12, '2026-11-22'), rating: { ...NEWCOMER, rating: 1540 }, rated: 1 };
    const from = device(rated, [['layout-hand', false], ['layout-hand', true]]);
    const to = new MemoryStore();
    const done = importFile(to, fileOf(from));
    expect(done).toEqual({ exercises: 1, puzzles: 1, days: 1, rating: true, rush: true, deck: false, game: false, answers: 0, mistakes: 0, saved: 'saved' });
    expect(loadRecord(to).record).toEqual(rated);
    expect(loadProgress(to).progress.exercises['layout-hand']).toEqual({ solved: true, misses: 1 });
  });

  test.each([
    ['a file that is not JSON', 'hello', 'wrongFile'],
    ['another JSON file', '{"name":"my-app"}', 'wrongFile'],
    ['a cut-off progress file', `{"kind":"${FILE_KIND}","version":1,"lessons":{`, 'damaged'],
    ['a progress file with a broken record', JSON.stringify({ kind: FILE_KIND, version: 1, exportedAt: NOW.toISOString(), lessons: { version: 1, exercises: 3 }, puzzles: emptyRecord(), game: null }), 'damaged'],
    ['a file from a newer version', JSON.stringify({ kind: FILE_KIND, version: 2 }), 'newer'],
  ])('%s is refused, said why', (_, text, problem) => {
    expect(readFile(text)).toEqual({ ok: false, problem });
  });

  test('an import never replaces a newer record with an older one', () => {
    const older = device(recordAnswer(emptyRecord(), '001', false), [['layout-hand', false]]);
    const file = fileOf(older);
    const newer = device(recordAnswer(recordAnswer(recordAnswer(emptyRecord(), '001', false), '001', true), '002', true), [['layout-hand', true]]);
    const before = { record: loadRecord(newer).record, progress: loadProgress(newer).progress };
    expect(importFile(newer, file)).toEqual({ exercises: 0, puzzles: 0, days: 0, rating: false, rush: false, deck: false, game: false, answers: 0, mistakes: 0, saved: 'saved' });
    expect({ record: loadRecord(newer).record, progress: loadProgress(newer).progress }).toEqual(before);
  });

  test('merged record by record: solved wins with its misses, days by date, the more rated rating, the best rush', () => {
    const mine = device({ ...recordAnswer(recordAnswer(emptyRecord(), '001', false, '2026-11-20'), '002', true), rated: 5, rush: { best: 9, runs: 4, days: {} } });
    const theirs = device({
      ...recordAnswer(recordAnswer(recordAnswer(recordAnswer(emptyRecord(), '001', false), '001', false), '001', true, '2026-11-21'), '002', false),
      rating: { ...NEWCOMER, rating: 1620 },
      rated: 8,
      rush: { best: 7, runs: 6, days: {} },
    });
    const done = importFile(mine, fileOf(theirs));
    const r = loadRecord(mine).record;
    expect(r.puzzles['001']).toEqual({ solved: true, misses: 2 });
    // Solved here, unsolved there: this device's stays.
    expect(r.puzzles['002']).toEqual({ solved: true, misses: 0 });
    expect(Object.keys(r.daily).sort()).toEqual(['2026-11-20', '2026-11-21']);
    expect(r.rating.rating).toBe(1620);
    expect(r.rated).toBe(8);
    expect(r.rush).toEqual({ best: 9, runs: 6, days: {} });
    expect(done).toMatchObject({ puzzles: 1, days: 1, rating: true, rush: true });
  });

  test('the game in play: the one saved later is kept', () => {
    const game = (savedAt: number | undefined, speed: string) => ({ version: 1, speed, link: '', game: null, ...(savedAt === undefined ? {} : { savedAt }) });
    const mine = device(emptyRecord(), [], game(2000, 'slow'));
    expect(importFile(mine, fileOf(device(emptyRecord(), [], game(1000, 'fast')))).game).toBe(false);
    expect(JSON.parse(mine.getItem(PLAY_KEY)!).speed).toBe('slow');
    expect(importFile(mine, fileOf(device(emptyRecord(), [], game(3000, 'fast')))).game).toBe(true);
    expect(JSON.parse(mine.getItem(PLAY_KEY)!).speed).toBe('fast');
    // A save from before saves were dated is the oldest.
    const undated = device(emptyRecord(), [], game(undefined, 'slow'));
    expect(importFile(undated, fileOf(device(emptyRecord(), [], game(1, 'normal')))).game).toBe(true);
  });

  test('an import the browser cannot keep says so', () => {
    const full = new MemoryStore();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(importFile(full, fileOf(device(recordAnswer(emptyRecord(), '001', true)))).saved).toBe('full');
  });
});

describe("the coach's record in the progress file", () => {
  const miss = (id: string, source: Answer['source'] = 'puzzle'): Answer => ({ source, stake: 'does-not-fit', right: false, mistake: { id, kind: 'missed', reason: 'does-not-fit', puzzle: { id } } });
  const coached = (answers: [Answer, string][]): MemoryStore => {
    const store = device(emptyRecord());
    saveCoach(store, answers.reduce<CoachRecord>((r, [a, day]) => noteAnswer(r, a, day), emptyCoach()));
    return store;
  };

  test('goes with the file and comes back whole on an empty device, counted in the summary', () => {
    const from = coached([
      [miss('017'), '2026-11-20'],
      [{ source: 'rush', stake: 'none', right: true }, '2026-11-20'],
      [miss('m-012', 'rush'), '2026-11-21'],
    ]);
    const to = new MemoryStore();
    expect(importFile(to, fileOf(from))).toMatchObject({ answers: 3, mistakes: 2, saved: 'saved' });
    expect(loadCoach(to).record).toEqual(loadCoach(from).record);
  });

  test('a file made before the coach (no coach in it) still imports, and changes no answers; a broken coach record is a damaged file', () => {
    const { coach: _, ...old } = JSON.parse(exportFile(device(recordAnswer(emptyRecord(), '001', true)), NOW));
    const mine = coached([[miss('017'), '2026-11-20']]);
    const before = loadCoach(mine).record;
    const read = readFile(JSON.stringify(old));
    if (!read.ok) throw new Error(read.problem);
    expect(importFile(mine, read.file)).toMatchObject({ puzzles: 1, answers: 0, mistakes: 0 });
    expect(loadCoach(mine).record).toEqual(before);
    expect(readFile(JSON.stringify({ ...old, coach: { version: 1, tallies: 'many', mistakes: [] } }))).toEqual({ ok: false, problem: 'damaged' });
  });

  test("merged: both devices' mistakes, the one made later on an id both have; the larger count of each answer, so a second import adds nothing", () => {
    const mine = coached([
      [miss('017'), '2026-11-20'],
      [miss('021'), '2026-11-22'],
      [{ source: 'puzzle', stake: 'does-not-fit', right: true }, '2026-11-22'],
    ]);
    const file = fileOf(
      coached([
        [miss('030'), '2026-11-19'],
        [miss('017'), '2026-11-23'],
        [miss('021'), '2026-11-21'],
        [miss('9', 'game'), '2026-11-21'],
      ]),
    );
    expect(importFile(mine, file)).toMatchObject({ answers: 1 + 1, mistakes: 3 });
    const r = loadCoach(mine).record;
    expect(r.mistakes.map((m) => [m.id, m.date])).toEqual([
      ['030', '2026-11-19'],
      ['9', '2026-11-21'],
      ['021', '2026-11-22'],
      ['017', '2026-11-23'],
    ]);
    expect(r.tallies).toEqual({ puzzle: { 'does-not-fit': { right: 1, wrong: 3 } }, game: { 'does-not-fit': { right: 0, wrong: 1 } } });
    expect(importFile(mine, file)).toMatchObject({ answers: 0, mistakes: 0 });
    expect(loadCoach(mine).record).toEqual(r);
  });
});
