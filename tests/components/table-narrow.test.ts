/** The phone's table: houses in rows, the foundations in one row of half-width places between them, no two piles in one place. */
import { describe, expect, test } from 'vitest';
import { placeOf, tableLayout } from '../../src/components/table';
import { positionOf } from '../support/positions';

/** Every rule set's table, its houses empty. */
const EMPTY = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [i + 1, []]));

/** Every grid track a pile takes, as "row:track". */
function tracksOf(rules: string) {
  const t = tableLayout(positionOf({ rules, houses: EMPTY }), 'A');
  const taken: string[] = [];
  const rows = { house: new Set<number>(), foundation: new Set<number>() };
  const piles = [
    ...Array.from({ length: t.foundations }, (_, index) => ({ kind: 'foundation' as const, index })),
    ...[...t.left, ...t.right].map((index) => ({ kind: 'house' as const, index })),
  ];
  for (const ref of piles) {
    const { row, col, span } = placeOf(t, ref).narrow;
    rows[ref.kind].add(row);
    expect(col + span - 1).toBeLessThanOrEqual(t.tracks);
    for (let c = col; c < col + span; c++) taken.push(`${row}:${c}`);
  }
  return { t, taken, rows };
}

describe('the narrow table', () => {
  for (const rules of ['standard', 'three-players', 'one-pack']) {
    test(`${rules}: the foundations in one row between the houses, no place taken twice`, () => {
      const { t, taken, rows } = tracksOf(rules);
      expect(new Set(taken).size).toBe(taken.length);
      expect(t.foundationRows).toBe(1);
      expect([...rows.foundation]).toEqual([t.players.length]);
      expect([...rows.house].sort()).toEqual([...Array.from({ length: t.players.length - 1 }, (_, i) => i + 1), t.players.length + 1]);
    });
  }
  test('a house is two tracks wide, a foundation of eight one', () => {
    const t = tableLayout(positionOf({}), 'A');
    expect(placeOf(t, { kind: 'house', index: 0 }).narrow.span).toBe(2);
    expect(placeOf(t, { kind: 'foundation', index: 7 }).narrow).toEqual({ row: 2, col: 8, span: 1 });
  });
});
