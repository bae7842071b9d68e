// The Stop rush's best scores: of the day, of the rolling week and of all time, kept in the
// puzzle record for the latest days only, read from saves made before the days were kept,
// and merged day by day when progress is imported.
import { describe, expect, test } from 'vitest';
import { MemoryStore } from '../support/memory-store';
import { emptyRecord, loadRecord, RECORD_KEY, recordRush, RUSH_DAYS, rushBests, saveRecord, type PuzzleRecord } from '../../src/records/puzzles';
import { mergePuzzles } from '../../src/records/merge';

const TODAY = '2026-11-26';
const run = (r: PuzzleRecord, score: number, day = TODAY) => recordRush(r, score, day);
const withDays = (days: Record<string, number>, best = 12): PuzzleRecord => ({ ...emptyRecord(), rush: { best, runs: 20, days } });

describe('the best rush scores', () => {
  test('of the day, the week and all time: the best of each, a day without a run told as none', () => {
    const r = [5, 7, 3].reduce((r, s) => run(r, s), run(run(run(emptyRecord(), 12, '2026-11-02'), 9, '2026-11-19'), 4, '2026-11-24'));
    expect(rushBests(r.rush, TODAY)).toEqual({ today: 7, week: 7, all: 12 });
    expect(rushBests(r.rush, '2026-11-25')).toEqual({ today: null, week: 9, all: 12 });
    expect(r.rush.runs).toBe(6);
  });

  test('the week is today and the six days before it, not the calendar week', () => {
    // 2026-11-26 is a Thursday: the Friday a week before is outside, the Friday after it inside.
    const r = withDays({ '2026-11-19': 11, '2026-11-20': 8, '2026-11-26': 2 });
    expect(rushBests(r.rush, TODAY)).toEqual({ today: 2, week: 8, all: 12 });
    expect(rushBests(r.rush, '2026-11-27')).toEqual({ today: null, week: 2, all: 12 });
    expect(rushBests(r.rush, '2026-12-03')).toEqual({ today: null, week: null, all: 12 });
  });

  test('only the latest days are kept', () => {
    let r = emptyRecord();
    for (let d = 1; d <= 20; d++) r = run(r, d, `2026-11-${String(d).padStart(2, '0')}`);
    expect(Object.keys(r.rush.days).sort()).toEqual(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(Object.keys(r.rush.days)).toHaveLength(RUSH_DAYS);
    expect(rushBests(r.rush, '2026-11-20')).toEqual({ today: 20, week: 20, all: 20 });
  });
});

describe('a save from before the days were kept', () => {
  test('reads with its best score and runs, and no day’s best', () => {
    const store = new MemoryStore();
    const old = { ...emptyRecord(), rush: { best: 9, runs: 3 } };
    store.setItem(RECORD_KEY, JSON.stringify(old));
    const { record, note } = loadRecord(store);
    expect(note).toBeNull();
    expect(record.rush).toEqual({ best: 9, runs: 3, days: {} });
    expect(rushBests(record.rush, TODAY)).toEqual({ today: null, week: null, all: 9 });
    // The next run starts the days.
    expect(run(record, 4).rush).toEqual({ best: 9, runs: 4, days: { [TODAY]: 4 } });
  });

  test('a version 1 save reads with an empty rush', () => {
    const store = new MemoryStore();
    store.setItem(RECORD_KEY, JSON.stringify({ version: 1, puzzles: { '001': { solved: true, misses: 0 } }, daily: {} }));
    expect(loadRecord(store).record.rush).toEqual({ best: 0, runs: 0, days: {} });
  });

  test('a save with days reads them back; days that are not dates and counts are refused', () => {
    const store = new MemoryStore();
    const kept = run(emptyRecord(), 6);
    saveRecord(store, kept);
    expect(loadRecord(store).record).toEqual(kept);
    for (const days of [{ yesterday: 3 }, { [TODAY]: -1 }, { [TODAY]: 2.5 }, []]) {
      store.setItem(RECORD_KEY, JSON.stringify({ ...kept, rush: { ...kept.rush, days } }));
      expect(loadRecord(store).note, JSON.stringify(days)).not.toBeNull();
    }
  });
});

describe('an import', () => {
  test('keeps the better best of each day, the latest days only', () => {
    const mine = withDays({ '2026-11-20': 8, '2026-11-25': 3, [TODAY]: 5 }, 10);
    const theirs = withDays({ '2026-11-10': 15, '2026-11-21': 6, '2026-11-22': 1, '2026-11-23': 1, '2026-11-24': 1, [TODAY]: 9 }, 15);
    const m = mergePuzzles(mine, theirs);
    expect(m.value.rush.days).toEqual({ '2026-11-20': 8, '2026-11-21': 6, '2026-11-22': 1, '2026-11-23': 1, '2026-11-24': 1, '2026-11-25': 3, [TODAY]: 9 });
    expect(m.value.rush.best).toBe(15);
    expect(rushBests(m.value.rush, TODAY)).toEqual({ today: 9, week: 9, all: 15 });
    expect(m.rush).toBe(true);
  });

  test('changes nothing, and says so, when this device has every day’s best already', () => {
    const mine = withDays({ '2026-11-25': 3, [TODAY]: 5 });
    expect(mergePuzzles(mine, withDays({ [TODAY]: 4 }))).toMatchObject({ value: mine, rush: false });
    expect(mergePuzzles(mine, withDays({ '2026-11-24': 4 })).rush).toBe(true);
  });
});
