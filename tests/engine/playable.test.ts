// The piles the board's aids mark, read off the legal moves and the priorities (rules text, "Priorities", rule 1).
import { expect, test } from 'vitest';
import { compulsoryPiles, playablePiles, targetsOf } from '../../src/engine';
import { positionOf } from '../support/positions';

// A's reserve card 3♥ is due on the first foundation (A♥ 2♥): rule 1 makes that move compulsory.
const due = positionOf({ A: { reserve: ['3H'], hand: ['9C'] }, B: { reserve: ['4H'], hand: [] }, foundations: { 1: ['AH', '2H'] } });

test('the reserve card due on a foundation is playable, compulsory, and goes to that foundation (index 0: the first)', () => {
  const reserve = { kind: 'reserve', player: 'A' } as const;
  expect(playablePiles(due)).toContainEqual(reserve);
  expect(compulsoryPiles(due)).toEqual([reserve, { kind: 'foundation', index: 0 }]);
  expect(targetsOf(due, reserve)).toContainEqual({ kind: 'foundation', index: 0 });
});

test('without a compulsory move, no pile is marked compulsory', () => {
  const free = positionOf({ A: { reserve: ['9D'], hand: ['9C'] }, B: { reserve: ['4H'], hand: [] } });
  expect(compulsoryPiles(free)).toEqual([]);
  // Kings fill every house (the helper's default): the 9♦ fits nowhere, so A's reserve is not playable.
  expect(playablePiles(free)).not.toContainEqual({ kind: 'reserve', player: 'A' });
});
