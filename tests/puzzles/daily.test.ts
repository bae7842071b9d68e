// The daily puzzle and the learner's puzzle record: the same pick for a date, no repeat
// before the pool is used up, a streak that counts days in a row, corrupt data kept aside.
import { MemoryStore } from '../support/memory-store';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { addDays, dailyPuzzle, dayKind, FIRST_DAY, poolOf, untilNextPuzzle, type DailyCandidate } from '../../src/puzzles/daily';

const RECORDED = ['039', '024', '022'];
import { emptyRecord, history, loadRecord, recordAnswer, saveRecord, streak } from '../../src/records/puzzles';

// A pool like the collection's: Stops under the standard rules, under house rules, with no error, and compulsory puzzles.
const pool: DailyCandidate[] = Array.from({ length: 64 }, (_, i) => {
  const id = String(i + 1).padStart(3, '0');
  return { id, kind: i % 4 === 0 ? 'compulsory' : 'stop', standard: i % 3 !== 0, clean: i % 5 === 0 };
});
const byId = new Map(pool.map((c) => [c.id, c]));

describe('the daily pick', () => {
  test('is the same for a date whatever order the pool is given in, and moves on the next day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 4000 }), (n) => {
        const date = addDays(FIRST_DAY, n);
        const a = dailyPuzzle(pool, date);
        expect(dailyPuzzle([...pool].reverse(), date)).toBe(a);
        expect(dailyPuzzle(pool, addDays(date, 1))).not.toBe(a);
      }),
      { seed: 24 },
    );
  });

  test('is always a Stop puzzle: standard rules most days, named rules one day a week, no error one day a week', () => {
    const kinds = { standard: 0, named: 0, clean: 0 };
    for (let n = -30; n < 700; n++) {
      const date = addDays(FIRST_DAY, n);
      const c = byId.get(dailyPuzzle(pool, date))!;
      const kind = dayKind(date);
      kinds[kind]++;
      expect(c.kind).toBe('stop');
      expect(c.clean).toBe(kind === 'clean');
      expect(c.standard).toBe(kind !== 'named');
    }
    expect(kinds.named).toBeGreaterThan(100);
    expect(kinds.clean).toBeGreaterThan(100);
    expect(kinds.standard).toBeGreaterThan(kinds.named * 4);
  });

  test('gives every puzzle of a kind its day before any comes back, round after round', () => {
    for (const kind of ['standard', 'named', 'clean'] as const) {
      const ids = poolOf(pool, kind);
      const days = Array.from({ length: 7 * ids.length * 3 }, (_, n) => addDays(FIRST_DAY, n - 7 * ids.length)).filter((d) => dayKind(d) === kind);
      for (let r = 0; r + ids.length <= days.length; r += ids.length) expect(new Set(days.slice(r, r + ids.length).map((d) => dailyPuzzle(pool, d))).size).toBe(ids.length);
    }
  });

  test('a kind of day with no puzzle falls back to the standard Stops', () => {
    const standardOnly = pool.filter((c) => c.standard && !c.clean);
    for (let n = 0; n < 14; n++) expect(byId.get(dailyPuzzle(standardOnly, addDays(FIRST_DAY, n)))!.standard).toBe(true);
  });

  test('the next puzzle arrives at UTC midnight', () => {
    expect(untilNextPuzzle(new Date('2026-11-22T23:30:00Z'))).toBe(30 * 60_000);
    expect(untilNextPuzzle(new Date('2026-11-23T00:00:00Z'))).toBe(86_400_000);
  });

  test('keeps the picks it has made: a change to the method would change everyone\'s puzzle of the day', () => {
    // Recorded when the method was written.
    expect([0, 1, 2].map((i) => dailyPuzzle(pool, addDays('2026-11-22', i)))).toEqual(RECORDED);
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
    expect(saveRecord(store, r)).toBe('saved');
    expect(loadRecord(store)).toEqual({ record: r, note: null });
  });

  test('a browser with storage turned off still shows the puzzles', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(loadRecord(broken)).toEqual({ record: emptyRecord(), note: { code: 'off', what: 'puzzles' } });
    expect(saveRecord(broken, emptyRecord())).toBe('off');
  });
});
