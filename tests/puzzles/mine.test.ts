// The miner's candidates are puzzles the engine accepts, of both kinds, ready for curation.
import { expect, test } from 'vitest';
import { mine } from '../../src/puzzles/mine';
import { puzzleFault } from '../../src/puzzles/puzzle';

test.each(['standard', 'strict'])('games under the %s rules give valid candidates of both kinds', (rules) => {
  const found = mine({ rules, seeds: [1, 2] });
  expect(found.map(puzzleFault).filter(Boolean)).toEqual([]);
  expect(found.filter((p) => p.kind === 'compulsory').length).toBeGreaterThan(5);
  expect(found.filter((p) => p.kind === 'stop' && p.error).length).toBeGreaterThan(5);
  expect(found.filter((p) => p.kind === 'stop' && !p.error).length).toBeGreaterThan(0);
});
