// The review after a Stop rush run: every wrong answer in the order made, and the slowest
// right answers, the slowest first, from the times each answer took.
import { describe, expect, test } from 'vitest';
import { reviewOf, SLOWEST, type RushAnswer } from '../../src/puzzles/rush-review';
import type { RushItem } from '../../src/puzzles/rush';

const item = (id: string): RushItem => ({ id, position: { A: {}, B: {} } as RushItem['position'], move: 'turn', expect: 'legal', reason: null });
const answer = (id: string, right: boolean, ms: number): RushAnswer => ({ item: item(id), stop: !right, right, ms });
const ids = (list: readonly RushAnswer[]) => list.map((a) => a.item.id);

describe('the rush review', () => {
  const run = [answer('a', true, 1200), answer('b', false, 800), answer('c', true, 5400), answer('d', true, 300), answer('e', false, 9000), answer('f', true, 2500), answer('g', true, 2500)];

  test('lists every miss, in the order made, however fast or slow', () => {
    expect(ids(reviewOf(run).misses)).toEqual(['b', 'e']);
  });

  test('lists the three slowest right answers, the slowest first; of two as slow, the first answered', () => {
    expect(SLOWEST).toBe(3);
    expect(ids(reviewOf(run).slowest)).toEqual(['c', 'f', 'g']);
    expect(reviewOf(run).slowest.map((a) => a.ms)).toEqual([5400, 2500, 2500]);
  });

  test('a short run lists the right answers it has; a run without any lists none', () => {
    expect(ids(reviewOf(run.slice(0, 2)).slowest)).toEqual(['a']);
    expect(reviewOf([answer('x', false, 100)])).toEqual({ misses: [answer('x', false, 100)], slowest: [] });
    expect(reviewOf([])).toEqual({ misses: [], slowest: [] });
  });
});
