// The daily puzzle and the learner's puzzle record: the same pick for a date, no repeat
// before the pool is used up, a streak that counts days in a row, corrupt data kept aside.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { addDays, dailyPuzzle, FIRST_DAY } from '../../src/puzzles/daily';
import { emptyRecord, history, loadRecord, recordAnswer, RECORD_KEY, saveRecord, streak } from '../../src/puzzles/record';

const pool = Array.from({ length: 64 }, (_, i) => String(i + 1).padStart(3, '0'));

class MemoryStore {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
}

describe('the daily pick', () => {
  test('is the same for a date whatever order the pool is given in, and moves on the next day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 4000 }), (n) => {
        const date = addDays(FIRST_DAY, n);
        const a = dailyPuzzle(pool, date);
        expect(dailyPuzzle([...pool].reverse(), date)).toBe(a);
        expect(dailyPuzzle(pool, addDays(date, 1))).not.toBe(a);
      }),
    );
  });

  test('gives every puzzle its day before any comes back, round after round', () => {
    for (let round = -2; round < 10; round++) {
      const days = pool.map((_, i) => dailyPuzzle(pool, addDays(FIRST_DAY, round * pool.length + i)));
      expect(new Set(days).size).toBe(pool.length);
    }
  });

  test('keeps the picks it has made: a change to the method would change everyone\'s puzzle of the day', () => {
    // Recorded when the method was written.
    expect([0, 1, 2].map((i) => dailyPuzzle(pool, addDays('2026-11-22', i)))).toEqual(['061', '035', '001']);
  });
});

describe('the puzzle record', () => {
  test('counts a miss until the puzzle is solved, and a daily answer on its own date', () => {
    let r = recordAnswer(emptyRecord(), '007', false, '2026-11-20');
    r = recordAnswer(r, '007', true, '2026-11-20');
    r = recordAnswer(r, '007', false);
    expect(r.puzzles['007']).toEqual({ solved: true, misses: 1 });
    expect(r.daily['2026-11-20']).toEqual({ id: '007', solved: true, misses: 1 });
  });

  test('the streak counts days in a row, and today counts only once solved', () => {
    let r = emptyRecord();
    for (const d of ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']) r = recordAnswer(r, 'x', true, d);
    r = recordAnswer(r, 'y', false, '2026-11-17');
    expect(streak(r, '2026-11-22')).toBe(4);
    expect(streak(recordAnswer(r, 'z', true, '2026-11-22'), '2026-11-22')).toBe(5);
    expect(streak(r, '2026-11-23')).toBe(0);
    expect(history(r).map(([d]) => d)).toEqual(['2026-11-21', '2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17']);
  });

  test('survives a save and a load', () => {
    const store = new MemoryStore();
    const r = recordAnswer(emptyRecord(), '003', true, '2026-11-22');
    expect(saveRecord(r, store)).toBe(true);
    expect(loadRecord(store)).toEqual({ record: r, note: null });
  });

  test.each([
    ['not JSON', '{"version":1,"puzzles":'],
    ['a wrong shape', '{"version":1,"puzzles":[],"daily":{}}'],
    ['a bad date', '{"version":1,"puzzles":{},"daily":{"yesterday":{"id":"1","solved":true,"misses":0}}}'],
    ['a newer version', '{"version":2,"puzzles":{},"daily":{}}'],
  ])('data that cannot be read (%s) starts a fresh record and is kept aside, never lost', (_, raw) => {
    const store = new MemoryStore();
    store.setItem(RECORD_KEY, raw);
    const { record, note } = loadRecord(store);
    expect(record).toEqual(emptyRecord());
    expect(note).toMatch(raw.includes('"version":2') ? /newer version/ : /could not be read/);
    expect(store.getItem(`${RECORD_KEY}:unreadable`)).toBe(raw);
  });

  test('a browser with storage turned off still shows the puzzles', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(loadRecord(broken).note).toMatch(/cannot be saved/);
    expect(saveRecord(emptyRecord(), broken)).toBe(false);
  });
});
