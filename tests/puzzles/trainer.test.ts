// The trainer: the Glicko-2 puzzle rating against Glickman's worked example, the record's
// upgrade from version 1 (nothing lost), the rating moved by a first answer only, the best
// Stop rush score, the next puzzle chosen unsolved, near the rating, within the filters, under the
// standard rules until the learner includes house rules, never today's daily puzzle (nor the rush's
// items), the house-rules setting read from older records, and the daily pool in the compact form pages carry.
import { MemoryStore } from '../support/memory-store';
import { describe, expect, test } from 'vitest';
import { glicko2, MAX_RD, MIN_RD, PUZZLE_RD, ratePuzzleAnswer, shownChange, type Rating } from '../../src/puzzles/rating';
import { dailySolved, emptyRecord, loadRecord, NEWCOMER, recordAnswer, recordRush, RECORD_KEY, RECORD_VERSION, saveRecord, streak, withHouseRules, type PuzzleRecord } from '../../src/records/puzzles';
import { filtersOf, searchOf } from '../../src/puzzles/filters';
import { dailyAmong, nextPuzzle, passes, type Summary } from '../../src/puzzles/next';
import { dealtInRush, puzzleOfItem } from '../../src/puzzles/rush-deal';
import { addDays, dailyPuzzle, FIRST_DAY, type DailyCandidate } from '../../src/puzzles/daily';
import { packPool, unpackPool } from '../../src/puzzles/pool';
import { KEPT_ASIDE_KEY, settle } from '../../src/storage/kept-aside';
import type { Unreadable } from '../../src/storage/notes';

/** How a first answer against a puzzle of this rating moves the learner's rating. */
const against = (puzzle: number, right: boolean) => (before: Rating) => ratePuzzleAnswer(before, puzzle, right);

describe('the Glicko-2 rating', () => {
  test('matches Glickman\'s worked example: 1500/200/0.06 beats 1400/30, loses to 1550/100 and 1700/300', () => {
    const after = glicko2({ rating: 1500, rd: 200, vol: 0.06 }, [
      { rating: 1400, rd: 30, score: 1 },
      { rating: 1550, rd: 100, score: 0 },
      { rating: 1700, rd: 300, score: 0 },
    ]);
    // The paper rounds its steps (μ′ = −0.2069, φ′ = 0.8722): unrounded, its 1464.06 is 1464.05.
    expect((after.rating - 1500) / 173.7178).toBeCloseTo(-0.2069, 4);
    expect(after.rd / 173.7178).toBeCloseTo(0.8722, 4);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 2);
    expect(after.vol).toBeCloseTo(0.05999, 4); // the paper cuts 0.059996 to 0.05999
  });

  test('a period without games only widens the deviation', () => {
    const after = glicko2({ rating: 1600, rd: 100, vol: 0.06 }, []);
    expect(after.rating).toBe(1600);
    expect(after.rd).toBeGreaterThan(100);
  });

  test('a right answer raises the rating, a wrong one lowers it, more against a harder puzzle', () => {
    const easyWin = ratePuzzleAnswer(NEWCOMER, 1200, true);
    const hardWin = ratePuzzleAnswer(NEWCOMER, 1800, true);
    const hardLoss = ratePuzzleAnswer(NEWCOMER, 1800, false);
    const easyLoss = ratePuzzleAnswer(NEWCOMER, 1200, false);
    expect(easyWin.rating).toBeGreaterThan(1500);
    expect(hardWin.rating).toBeGreaterThan(easyWin.rating);
    expect(hardLoss.rating).toBeLessThan(1500);
    expect(easyLoss.rating).toBeLessThan(hardLoss.rating);
    for (const r of [easyWin, hardWin, hardLoss, easyLoss]) expect(r.rd).toBeLessThan(NEWCOMER.rd);
  });

  test('the deviation stays within its bounds however many answers come', () => {
    let r = NEWCOMER;
    for (let i = 0; i < 300; i++) r = ratePuzzleAnswer(r, 1500, i % 2 === 0);
    expect(r.rd).toBeGreaterThanOrEqual(MIN_RD);
    expect(r.rd).toBeLessThanOrEqual(MAX_RD);
    expect(Math.abs(r.rating - 1500)).toBeLessThan(60);
    expect(PUZZLE_RD).toBeLessThan(MIN_RD + 10);
  });

  test('a change is told with its sign', () => {
    expect(shownChange({ ...NEWCOMER, rating: 1500.2 }, { ...NEWCOMER, rating: 1512.4 })).toBe('+12');
    expect(shownChange({ ...NEWCOMER, rating: 1500 }, { ...NEWCOMER, rating: 1493 })).toBe('−7');
    expect(shownChange(NEWCOMER, NEWCOMER)).toBe('±0');
  });
});

describe('the puzzle record, version 2', () => {
  const v1 = {
    version: 1,
    puzzles: { '003': { solved: true, misses: 0 }, '017': { solved: false, misses: 2 }, '040': { solved: true, misses: 1 } },
    daily: { '2026-11-20': { id: '017', solved: false, misses: 2 }, '2026-11-21': { id: '040', solved: true, misses: 1 } },
  };

  test('a version 1 record is upgraded: every puzzle and daily entry kept, a newcomer\'s rating, no rush yet', () => {
    const store = new MemoryStore();
    store.setItem(RECORD_KEY, JSON.stringify(v1));
    const { record, note } = loadRecord(store);
    expect(note).toBeNull();
    expect(record.version).toBe(RECORD_VERSION);
    expect(RECORD_VERSION).toBe(2);
    expect(record.puzzles).toEqual(v1.puzzles);
    expect(record.daily).toEqual(v1.daily);
    expect(record.rating).toEqual(NEWCOMER);
    expect(record.rated).toBe(0);
    expect(record.rush).toEqual({ best: 0, runs: 0, days: {} });
    // Nothing set aside: the upgrade lost nothing.
    expect(store.getItem(KEPT_ASIDE_KEY)).toBeNull();
    // Saved, it is a version 2 record that reads back the same.
    saveRecord(store, record);
    expect(JSON.parse(store.getItem(RECORD_KEY)!).version).toBe(2);
    expect(loadRecord(store)).toEqual({ record, note: null });
  });

  test('a puzzle answered under version 1 is not rated again: its first answer is past', () => {
    const store = new MemoryStore();
    store.setItem(RECORD_KEY, JSON.stringify(v1));
    const { record } = loadRecord(store);
    expect(recordAnswer(record, '017', true, undefined, against(1400, true)).rating).toEqual(NEWCOMER);
  });

  test.each([
    ['not JSON', '{"version":1,"puzzles":'],
    ['a version 1 record of the wrong shape', '{"version":1,"puzzles":[],"daily":{}}'],
    ['a version 1 record with a bad date', '{"version":1,"puzzles":{},"daily":{"yesterday":{"id":"1","solved":true,"misses":0}}}'],
    ['a version 2 record without a rating', '{"version":2,"puzzles":{},"daily":{},"rated":0,"rush":{"best":0,"runs":0}}'],
    ['a rating that is not a number', '{"version":2,"puzzles":{},"daily":{},"rating":{"rating":"high","rd":50,"vol":0.06},"rated":0,"rush":{"best":0,"runs":0}}'],
    ['a version 3 record', '{"version":3,"puzzles":{},"daily":{}}'],
    ['a house-rules setting that is not true or false', '{"version":2,"puzzles":{},"daily":{},"rating":{"rating":1500,"rd":350,"vol":0.06},"rated":0,"rush":{"best":0,"runs":0},"houseRules":"yes"}'],
  ])('%s is kept aside and a fresh record started', (_, raw) => {
    const store = new MemoryStore();
    store.setItem(RECORD_KEY, raw);
    const { record, note } = loadRecord(store);
    expect(record).toEqual(emptyRecord());
    expect(note).toEqual({ code: 'unreadable', what: 'puzzles', key: RECORD_KEY, raw, version: 2 });
    expect(settle(store, note as Unreadable)).toBe(raw.includes('"version":3') ? 'newer' : 'keptAside');
    expect(JSON.parse(store.getItem(KEPT_ASIDE_KEY)!)).toEqual([{ key: RECORD_KEY, savedAt: expect.any(String), raw }]);
  });

  test('the first answer to a puzzle moves the rating; retries, right or wrong, do not', () => {
    const first = recordAnswer(emptyRecord(), '005', false, undefined, against(1400, false));
    expect(first.rating.rating).toBeLessThan(1500);
    expect(first.rated).toBe(1);
    const retried = recordAnswer(recordAnswer(first, '005', true, undefined, against(1400, true)), '005', false, undefined, against(1400, false));
    expect(retried.rating).toEqual(first.rating);
    expect(retried.rated).toBe(1);
    expect(retried.puzzles['005']).toEqual({ solved: true, misses: 1 });
    const another = recordAnswer(retried, '006', true, undefined, against(1400, true));
    expect(another.rating.rating).toBeGreaterThan(first.rating.rating);
    expect(another.rated).toBe(2);
  });

  test('the daily puzzle is rated like any other, once', () => {
    const r = recordAnswer(emptyRecord(), '017', true, '2026-11-22', against(1500, true));
    expect(r.rating.rating).toBeGreaterThan(1500);
    expect(r.daily['2026-11-22']).toEqual({ id: '017', solved: true, misses: 0 });
    expect(recordAnswer(r, '017', true, '2026-11-22', against(1500, true)).rating).toEqual(r.rating);
  });

  test('an answer not rated (no rating given) leaves the rating alone', () => {
    expect(recordAnswer(emptyRecord(), '005', true).rating).toEqual(NEWCOMER);
  });

  test('a version 2 record from before the house-rules setting reads with it off (and a newcomer’s deck), everything else kept', () => {
    const store = new MemoryStore();
    const old = { version: 2, puzzles: { '003': { solved: true, misses: 1 } }, daily: { '2026-11-21': { id: '040', solved: true, misses: 0 } }, rating: { rating: 1612, rd: 120, vol: 0.06 }, rated: 7, rush: { best: 9, runs: 2 } };
    store.setItem(RECORD_KEY, JSON.stringify(old));
    const { record, note } = loadRecord(store);
    expect(note).toBeNull();
    expect(record).toEqual({ ...old, rush: { ...old.rush, days: {} }, houseRules: false, deck: { rating: NEWCOMER, rated: 0, seen: {} } });
    expect(store.getItem(KEPT_ASIDE_KEY)).toBeNull();
    // Turned on, the setting is saved and read back; turned off again, it reads off.
    saveRecord(store, withHouseRules(record, true));
    expect(loadRecord(store).record).toEqual({ ...old, rush: { ...old.rush, days: {} }, houseRules: true, deck: { rating: NEWCOMER, rated: 0, seen: {} } });
    saveRecord(store, withHouseRules(loadRecord(store).record, false));
    expect(loadRecord(store).record.houseRules).toBe(false);
    // A version 1 record upgraded, and a newcomer, start with it off.
    expect(emptyRecord().houseRules).toBe(false);
  });

  test('the daily page\'s "Solved" and the streak read the same entry: a puzzle solved outside its day counts for neither', () => {
    const elsewhere = recordAnswer(emptyRecord(), '105', true);
    expect(dailySolved(elsewhere, '2026-11-26')).toBe(false);
    expect(streak(elsewhere, '2026-11-26')).toBe(0);
    const onItsDay = recordAnswer(elsewhere, '105', true, '2026-11-26');
    expect(dailySolved(onItsDay, '2026-11-26')).toBe(true);
    expect(streak(onItsDay, '2026-11-26')).toBe(1);
  });

  test('the rush keeps the best score and counts the runs', () => {
    let r = recordRush(emptyRecord(), 12, '2026-11-25');
    r = recordRush(r, 7, '2026-11-26');
    expect(r.rush).toEqual({ best: 12, runs: 2, days: { '2026-11-25': 12, '2026-11-26': 7 } });
    expect(recordRush(r, 15, '2026-11-26').rush.best).toBe(15);
  });
});

describe('the next puzzle', () => {
  const plain = { standard: true, clean: false } as const;
  const entries: Summary[] = [
    { id: '001', kind: 'compulsory', themes: ['reserve-first'], rating: 1300, level: 2, ...plain },
    { id: '002', kind: 'compulsory', themes: ['building'], rating: 1500, level: 2, ...plain },
    { id: '003', kind: 'stop', themes: ['loading'], rating: 1460, level: 2, ...plain },
    { id: '004', kind: 'stop', themes: ['building'], rating: 1700, level: 3, ...plain },
    { id: '005', kind: 'stop', themes: ['loading'], rating: 1200, level: 1, ...plain },
    { id: '006', kind: 'stop', themes: ['decoy'], rating: 1540, level: 2, ...plain },
  ];
  /** The same, with two puzzles under house rules nearer a 1500 rating than any standard one. */
  const withHouse: Summary[] = [
    ...entries,
    { id: '007', kind: 'compulsory', themes: ['building'], rating: 1500, level: 2, standard: false, clean: false },
    { id: '008', kind: 'stop', themes: ['loading'], rating: 1495, level: 2, standard: false, clean: false },
  ];
  const at = (rating: number, puzzles: PuzzleRecord['puzzles'] = {}): PuzzleRecord => ({ ...emptyRecord(), rating: { rating, rd: 80, vol: 0.06 }, puzzles });

  test('is the unsolved puzzle nearest the learner\'s rating, never the one just played', () => {
    expect(nextPuzzle(entries, at(1500), {})).toBe('002');
    expect(nextPuzzle(entries, at(1500), {}, ['002'])).toBe('003');
    expect(nextPuzzle(entries, at(1690), {})).toBe('004');
    expect(nextPuzzle(entries, at(1100), {})).toBe('005');
  });

  test('skips solved puzzles, and puts those tried and missed after those never tried', () => {
    const r = at(1500, { '002': { solved: true, misses: 0 }, '003': { solved: false, misses: 1 } });
    expect(nextPuzzle(entries, r, {})).toBe('006');
    expect(nextPuzzle(entries, r, { kind: 'stop', theme: 'loading' })).toBe('005');
    const onlyMissed = at(1500, { '005': { solved: true, misses: 0 }, '003': { solved: false, misses: 1 } });
    expect(nextPuzzle(entries, onlyMissed, { theme: 'loading' })).toBe('003');
  });

  test('respects the filters the learner chose: kind, rule, level', () => {
    expect(nextPuzzle(entries, at(1500), { kind: 'stop' })).toBe('003');
    expect(nextPuzzle(entries, at(1500), { theme: 'building' })).toBe('002');
    expect(nextPuzzle(entries, at(1500), { theme: 'building', kind: 'stop' })).toBe('004');
    expect(nextPuzzle(entries, at(1500), { level: 1 })).toBe('005');
    expect(nextPuzzle(entries, at(1500), { level: 3, kind: 'compulsory' })).toBeNull();
  });

  test('keeps to the standard rules until the learner includes house rules', () => {
    const newcomer = at(1500);
    expect(nextPuzzle(withHouse, newcomer, {})).toBe('002');
    expect(nextPuzzle(withHouse, newcomer, { kind: 'stop' })).toBe('003');
    expect(withHouse.filter((e) => passes(e, {}, newcomer)).map((e) => e.id)).toEqual(['001', '002', '003', '004', '005', '006']);
    const keen = withHouseRules(newcomer, true);
    expect(nextPuzzle(withHouse, keen, { kind: 'stop' })).toBe('008');
    expect(nextPuzzle(withHouse, keen, {}, ['002'])).toBe('007');
    expect(withHouse.filter((e) => passes(e, {}, keen))).toHaveLength(8);
  });

  test('never offers today\'s daily puzzle, whether it is the one just played or not', () => {
    // A pool of Stop puzzles only under the standard rules: every day draws one of them.
    const stops: Summary[] = ['101', '102', '103', '104'].map((id, i) => ({ id, kind: 'stop', themes: ['loading'], rating: 1500 + 10 * i, level: 2, standard: true, clean: false }));
    for (const date of ['2026-11-24', '2026-11-25', '2026-11-26']) {
      const daily = dailyAmong(stops, date)!;
      expect(daily).toBe(dailyPuzzle(stops, date));
      const next = nextPuzzle(stops, at(1500 + 10 * stops.findIndex((s) => s.id === daily)), {}, [daily]);
      expect(next).not.toBeNull();
      expect(next).not.toBe(daily);
      expect(nextPuzzle(stops, at(1500), {}, ['101', daily])).not.toBe(daily);
    }
    // The daily, the only puzzle left unsolved: nothing is offered, rather than spoil it.
    const daily = dailyAmong(stops, '2026-11-26')!;
    const rest = Object.fromEntries(stops.filter((s) => s.id !== daily).map((s) => [s.id, { solved: true, misses: 0 }]));
    expect(nextPuzzle(stops, at(1500, rest), {}, [daily])).toBeNull();
    // Without a Stop puzzle under the standard rules there is no daily to pick, and nothing to leave out.
    expect(dailyAmong(entries.filter((e) => e.kind === 'compulsory'), '2026-11-26')).toBeNull();
  });

  test('the rush deals standard moves only until house rules are included, and never a move of today\'s daily', () => {
    const item = (id: string, rules: unknown) => ({ id, position: { rules } });
    const off = { houseRules: false };
    const on = { houseRules: true };
    expect(puzzleOfItem('p105-2')).toBe('105');
    expect(puzzleOfItem('m-004')).toBeNull();
    expect(dealtInRush(item('p017-0', 'standard'), off, '105')).toBe(true);
    expect(dealtInRush(item('m-004', { reserveSize: 13 }), off, '105')).toBe(true);
    expect(dealtInRush(item('p200-1', 'strict'), off, '105')).toBe(false);
    expect(dealtInRush(item('p200-1', 'strict'), on, '105')).toBe(true);
    expect(dealtInRush(item('m-007', { strictLoad: true }), off, null)).toBe(false);
    expect(dealtInRush(item('p105-0', 'standard'), on, '105')).toBe(false);
    expect(dealtInRush(item('p105-0', 'standard'), on, null)).toBe(true);
  });

  test('is null when every puzzle of the selection is solved', () => {
    const r = at(1500, { '003': { solved: true, misses: 0 }, '005': { solved: true, misses: 2 } });
    expect(nextPuzzle(entries, r, { theme: 'loading' })).toBeNull();
  });

  test('the filters go to and from the address, and unknown values are dropped', () => {
    const f = { kind: 'stop', theme: 'loading', level: 2, unsolved: true } as const;
    expect(searchOf(f)).toBe('?kind=stop&theme=loading&level=2&unsolved=1');
    expect(filtersOf(searchOf(f))).toEqual(f);
    expect(filtersOf('?kind=<script>&theme=%3Cb%3E&level=9&unsolved=yes')).toEqual({});
    expect(searchOf({})).toBe('');
  });

  test('the unsolved filter hides what this browser has solved', () => {
    const r = at(1500, { '002': { solved: true, misses: 0 } });
    expect(entries.filter((e) => passes(e, { unsolved: true }, r)).map((e) => e.id)).toEqual(['001', '003', '004', '005', '006']);
  });
});

describe('the daily pool as a page carries it', () => {
  test('packs only the Stop puzzles, and picks the same puzzle as the whole pool on every day', () => {
    const pool: DailyCandidate[] = Array.from({ length: 40 }, (_, i) => ({ id: String(i + 1).padStart(3, '0'), kind: i % 3 === 0 ? 'compulsory' : 'stop', standard: i % 4 !== 0, clean: i % 5 === 0 }));
    const packed = packPool(pool);
    expect(packed.length).toBe(pool.filter((c) => c.kind === 'stop').length);
    const unpacked = unpackPool(JSON.parse(JSON.stringify(packed)));
    for (let n = 0; n < 400; n++) {
      const date = addDays(FIRST_DAY, n);
      expect(dailyPuzzle(unpacked, date)).toBe(dailyPuzzle(pool, date));
    }
  });
});
