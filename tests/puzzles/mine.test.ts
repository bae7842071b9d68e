// The miner's candidates are puzzles the engine accepts, of both kinds, that pass the
// collection's checks; curation is deterministic and never takes one table twice.
import { expect, test } from 'vitest';
import { curate, mineCandidates, positionKey } from '../../src/puzzles/mine';
import { titleOf } from '../../src/puzzles/texts';
import { puzzleFault, slipOf, stepsOf, uniqueAnswer, startOf } from '../../src/puzzles/puzzle';

const standard = mineCandidates({ rules: 'standard', seeds: [1, 2] });

test.each([
  ['standard', standard],
  ['strict', mineCandidates({ rules: 'strict', seeds: [1, 2] })],
])('games under the %s rules give valid candidates of both kinds', (_, found) => {
  const puzzles = found.map((c) => c.puzzle);
  expect(puzzles.map(puzzleFault).filter(Boolean)).toEqual([]);
  expect(puzzles.filter((p) => p.kind === 'compulsory').length).toBeGreaterThan(5);
  expect(puzzles.filter((p) => p.kind === 'stop' && p.error).length).toBeGreaterThan(5);
  expect(puzzles.filter((p) => p.kind === 'stop' && !p.error).length).toBeGreaterThan(0);
});

test('every candidate has one answer, or an error a player could make', () => {
  for (const { puzzle: p } of standard) {
    if (p.kind === 'compulsory') expect(uniqueAnswer(startOf(p))).not.toBeNull();
    else if (p.error) {
      const s = stepsOf(p).at(-1)!;
      expect(slipOf(s.before, s.move, s.verdict), p.id).not.toBeNull();
    }
  }
});

test('curation is deterministic, varied, and takes no table twice nor one already taken', () => {
  const a = curate(standard, [], 40);
  const b = curate([...standard].reverse(), [], 40);
  expect(a.map((c) => c.puzzle.id).sort()).toEqual(b.map((c) => c.puzzle.id).sort());
  const keys = a.map((c) => positionKey(c.puzzle));
  expect(new Set(keys).size).toBe(keys.length);
  expect(new Set(a.map((c) => (c.puzzle.kind === 'stop' ? c.puzzle.error?.reason ?? 'clean' : c.puzzle.themes[0]))).size).toBeGreaterThan(5);
  const again = curate(standard, a.map((c) => c.puzzle), 40);
  for (const c of again) expect(keys).not.toContain(positionKey(c.puzzle));
});

test('a title is never one already taken', () => {
  const p = standard[0]!.puzzle;
  const first = titleOf(p);
  expect(titleOf(p, new Set([first]))).not.toBe(first);
});
