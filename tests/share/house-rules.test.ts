// The house-rules table: the same position and move judged under every preset and each
// option changed alone, the rows that decide the argument marked.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { expect, test } from 'vitest';
import { parseMove } from '../../src/engine';
import { startOf } from '../../src/puzzles/puzzle';
import { puzzleSchema, type Puzzle } from '../../src/puzzles/schema';
import { houseRules, type Row } from '../../src/share/house-rules';

const puzzles: Puzzle[] = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({ id: f.slice(0, 3), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));
const find = (theme: string, rules: string) => puzzles.find((p) => p.kind === 'compulsory' && p.themes[0] === theme && p.position.rules === rules)!;
const byName = (rows: Row[], name: string) => rows.find((r) => r.name === name)!;

test('turning the hand card while the reserve card fits a foundation: stopped by rule 1, allowed only by the early hand turn', () => {
  const p = startOf(find('reserve-first', 'standard'));
  const turn = parseMove('turn', p.rules);
  if (!turn.ok) throw new Error(turn.error);
  const rows = houseRules(p, turn.value);
  expect(byName(rows, 'These rules').ruling).toMatchObject({ kind: 'stop', reason: 'reserve-to-foundation-first' });
  expect(byName(rows, 'Strict').ruling).toMatchObject({ kind: 'stop', reason: 'reserve-to-foundation-first' });
  expect(rows.filter((r) => r.differs).map((r) => r.name).sort()).toEqual(['Early hand turn: on', 'Lenient']);
  expect(byName(rows, 'One pack').ruling.kind).toBe('not-applicable');
});

test('under the strict loading rule a load is compulsory; the standard rules leave the move free', () => {
  const p = startOf(find('strict-load', 'strict'));
  const rows = houseRules(p, null);
  expect(byName(rows, 'These rules').ruling).toMatchObject({ kind: 'compulsory', reason: 'load-first' });
  expect(byName(rows, 'Standard')).toMatchObject({ differs: true, ruling: { kind: 'free' } });
  expect(byName(rows, 'Strict loading: off').differs).toBe(true);
  expect(byName(rows, 'Strict spaces: off').differs).toBe(false);
});

test('an option the position\'s rules imply cannot be switched off alone, and the row says why', () => {
  const p = startOf(puzzles.find((x) => x.position.rules === 'face-down-tableau')!);
  const row = byName(houseRules(p, null), 'Strict loading: off');
  expect(row.ruling).toMatchObject({ kind: 'not-applicable' });
  expect(row.ruling.kind === 'not-applicable' && row.ruling.why).toMatch(/faceDownTableau/);
});
