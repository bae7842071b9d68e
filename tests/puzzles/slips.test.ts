// The computer's slips (the play page's deliberate errors, the miner's): always a card moved
// from one pile to a different one, or the hand turn, and a slip a player could really make.
import { expect, test } from 'vitest';
import { formatMove, rng } from '../../src/engine';
import { deliberateError } from '../../src/players/computer';
import { gameSteps, slipsAt } from '../../src/puzzles/mine';
import { isTableMove, slipOf } from '../../src/puzzles/puzzle';

const positions = ['standard', 'strict', 'three-players'].flatMap((rules) => gameSteps(rules, 3).filter((_, i) => i % 3 === 0).map((s) => s.before));

test('the computer\'s deliberate errors move a card between two different piles, or turn the hand card', () => {
  let made = 0;
  for (const [i, p] of positions.entries()) {
    const e = deliberateError(p, rng(i));
    if (!e) continue;
    made++;
    expect(isTableMove(e.move), formatMove(e.move)).toBe(true);
    if (e.move.kind === 'move') expect(e.move.from).not.toBe(e.move.to);
  }
  expect(made).toBeGreaterThan(50);
});

test("the miner's slips are moves a person could make, and slips a player could make", () => {
  for (const [i, p] of positions.entries())
    for (const s of slipsAt(p, rng(i))) {
      expect(isTableMove(s.move)).toBe(true);
      expect(slipOf(p, s.move)).toBe(s.kind);
    }
});
