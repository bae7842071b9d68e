// The difficulty worked out from the position: more of what makes a puzzle hard never
// makes it easier, and the collection fills each of the three levels.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { difficultyOf, featuresOf, levelOf, ratingOf, type CompulsoryFeatures, type StopFeatures } from '../../src/puzzles/difficulty';
import { puzzleSchema, type Puzzle } from '../../src/puzzles/schema';

const puzzles: Puzzle[] = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => ({ id: f.replace(/\.yaml$/, ''), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));

const compulsory = fc.record({
  kind: fc.constant('compulsory' as const),
  tempting: fc.integer({ min: 0, max: 40 }),
  depth: fc.integer({ min: 0, max: 4 }),
  available: fc.integer({ min: 0, max: 20 }),
  variant: fc.boolean(),
});
const stop = fc.record({
  kind: fc.constant('stop' as const),
  before: fc.integer({ min: 0, max: 8 }),
  rule: fc.integer({ min: -1, max: 3 }),
  nearMiss: fc.boolean(),
  decoys: fc.integer({ min: 0, max: 6 }),
  clean: fc.boolean(),
});

describe('the formula', () => {
  test('a compulsory puzzle is never easier with more tempting moves, a deeper answer, more cards to look through, or a house rule deciding', () => {
    fc.assert(
      fc.property(compulsory, (f: CompulsoryFeatures) => {
        const r = ratingOf(f);
        expect(ratingOf({ ...f, tempting: f.tempting + 1 })).toBeGreaterThanOrEqual(r);
        expect(ratingOf({ ...f, depth: f.depth + 1 })).toBeGreaterThanOrEqual(r);
        expect(ratingOf({ ...f, available: f.available + 1 })).toBeGreaterThanOrEqual(r);
        expect(ratingOf({ ...f, variant: true })).toBeGreaterThanOrEqual(r);
      }),
      { seed: 24 },
    );
    // Away from the top of the scale each of them makes it harder; the first tempting move counts the most.
    const base: CompulsoryFeatures = { kind: 'compulsory', tempting: 0, depth: 0, available: 8, variant: false };
    for (const more of [{ tempting: 1 }, { depth: 1 }, { available: 9 }, { variant: true }]) expect(ratingOf({ ...base, ...more })).toBeGreaterThan(ratingOf(base));
    expect(ratingOf({ ...base, tempting: 1 }) - ratingOf(base)).toBeGreaterThan(ratingOf({ ...base, tempting: 2 }) - ratingOf({ ...base, tempting: 1 }));
  });

  test('a Stop puzzle is never easier with more moves before the error, a rule that needs more of the table, a near miss, more decoys, or no error at all', () => {
    fc.assert(
      fc.property(stop, (f: StopFeatures) => {
        const r = ratingOf(f);
        expect(ratingOf({ ...f, before: f.before + 1 })).toBeGreaterThanOrEqual(r);
        expect(ratingOf({ ...f, rule: Math.min(3, f.rule + 1) })).toBeGreaterThanOrEqual(r);
        expect(ratingOf({ ...f, nearMiss: true })).toBeGreaterThanOrEqual(r);
        expect(ratingOf({ ...f, decoys: f.decoys + 1 })).toBeGreaterThanOrEqual(r);
        expect(ratingOf({ ...f, clean: true })).toBeGreaterThanOrEqual(r);
      }),
      { seed: 24 },
    );
    const first: StopFeatures = { kind: 'stop', before: 0, rule: 0, nearMiss: false, decoys: 0, clean: false };
    // Availability is easy, then building, the priorities (the whole table), a house rule's hardest.
    const byRule = [0, 1, 2, 3].map((rule) => ratingOf({ ...first, rule }));
    expect([...byRule].sort((a, b) => a - b)).toEqual(byRule);
    expect(new Set(byRule).size).toBe(4);
  });

  test('levels split the ratings at 1300 and 1600', () => {
    expect([900, 1299, 1300, 1599, 1600, 2100].map(levelOf)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('the collection', () => {
  const rated = puzzles.map((p) => ({ p, ...difficultyOf(p), f: featuresOf(p) }));

  test('each puzzle has a rating between 800 and 2200, and the level of that rating', () => {
    for (const r of rated) {
      expect(r.rating, r.p.id).toBeGreaterThanOrEqual(800);
      expect(r.rating, r.p.id).toBeLessThanOrEqual(2200);
      expect(r.level).toBe(levelOf(r.rating));
    }
  });

  test('fills each level with at least a fifth of the puzzles, of both kinds', () => {
    for (const level of [1, 2, 3]) {
      expect(rated.filter((r) => r.level === level).length / rated.length, `level ${level}`).toBeGreaterThanOrEqual(0.2);
      for (const kind of ['compulsory', 'stop']) expect(rated.filter((r) => r.level === level && r.p.kind === kind).length, `${kind} level ${level}`).toBeGreaterThan(10);
    }
  });

  test('reads its features from the table: the reserve card to its foundation is shallow, a clean turn has no error', () => {
    for (const { p, f } of rated) {
      if (f.kind === 'compulsory' && p.kind === 'compulsory' && p.answer.every((m) => m.startsWith('R-f'))) expect(f.depth).toBeLessThanOrEqual(1);
      if (f.kind === 'stop' && p.kind === 'stop') {
        expect(f.clean).toBe(p.error === null);
        expect(f.before).toBe(p.error ? p.error.at : p.moves.length);
      }
    }
  });
});
