// The Stop rush's items, each checked by the engine: B to move, a move from one pile to
// another (or the hand turn), and the verdict and reason the item expects. Mined items come
// from tables no puzzle shows, about half of them legal.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { parseMove, verdict } from '../../src/engine';
import { positionOf } from '../../src/lessons/exercise';
import { positionKey, puzzleKeys } from '../../src/puzzles/mine';
import { isTableMove } from '../../src/puzzles/puzzle';
import { RUSH_FILE, rushItemSchema, rushItemsOf, type RushItem } from '../../src/puzzles/rush';
import { puzzleSchema, type Puzzle } from '../../src/puzzles/schema';

const puzzles: Puzzle[] = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => ({ id: f.replace(/\.yaml$/, ''), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));
const mined: RushItem[] = (load(readFileSync(RUSH_FILE, 'utf8')) as unknown[]).map((i) => rushItemSchema.parse(i));
const fromPuzzles = rushItemsOf(puzzles);

/** What the rush page does with an item: read its table as a lesson's sketch, judge the move. */
function judged(item: RushItem) {
  const p = positionOf(item.position);
  const m = parseMove(item.move, p.rules);
  if (!m.ok) throw new Error(m.error);
  return { p, m: m.value, v: verdict(p, m.value) };
}

describe.each([
  ['mined', mined],
  ['from the puzzles', fromPuzzles],
] as const)('rush items %s', (_, items) => {
  test('each has B to move, a move a person can make, and the verdict and reason it expects', () => {
    for (const item of items) {
      const { p, m, v } = judged(item);
      expect(p.toMove, item.id).toBe('B');
      expect(isTableMove(m), item.id).toBe(true);
      expect(v.legal ? 'legal' : 'stop', item.id).toBe(item.expect);
      expect(v.legal ? null : v.reason, item.id).toBe(item.reason);
    }
  });

  test('ids are unique', () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });
});

describe('mined rush items', () => {
  test('are about two hundred, about half of them legal, with errors of many kinds', () => {
    expect(mined.length).toBeGreaterThanOrEqual(180);
    const legal = mined.filter((i) => i.expect === 'legal').length / mined.length;
    expect(legal).toBeGreaterThan(0.4);
    expect(legal).toBeLessThan(0.6);
    expect(new Set(mined.flatMap((i) => i.reason ?? [])).size).toBeGreaterThanOrEqual(6);
  });

  test('come from tables no puzzle shows, each table once', () => {
    const shown = new Set(puzzles.flatMap(puzzleKeys));
    const keys = mined.map((i) => positionKey({ position: i.position }));
    for (const [i, k] of keys.entries()) expect(shown.has(k), mined[i]!.id).toBe(false);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
