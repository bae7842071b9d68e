// The turn machine plays the computer by its level's strategy: the strong player's moves for the
// level that never errs, today's plain ones for the levels that err.
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { sameMove, type Move, type Position } from '../../src/engine';
import { playMachine, type Strategy } from '../../src/machine/play';
import { computerMove } from '../../src/players/computer';
import { strongMove } from '../../src/players/strong';
import { playInput } from '../support/play-input';

/** The first move of each turn of a game between two computers played through the machine, with the position it was made in. */
function turnsOpened(strategy: Strategy): { before: Position; move: Move }[] {
  const clock = new SimulatedClock();
  const actor = createActor(playMachine, { input: playInput('strategy', { seats: { A: 'computer', B: 'computer' }, strategy, target: 300 }), clock }).start();
  const firsts: { before: Position; move: Move }[] = [];
  for (let i = 0; i < 20_000 && actor.getSnapshot().value !== 'gameOver'; i++) {
    const c = actor.getSnapshot().context;
    const was = c.last;
    clock.increment(1);
    const now = actor.getSnapshot().context.last;
    if (now && now !== was && now.player !== was?.player) firsts.push({ before: now.before, move: now.move });
  }
  expect(actor.getSnapshot().value).toBe('gameOver');
  return firsts;
}

test.each([
  ['strong', strongMove, computerMove],
  ['plain', computerMove, strongMove],
] as const)('with the %s strategy, each turn opens with that player’s move (not always the other’s), and the game ends', (strategy, player, other) => {
  const firsts = turnsOpened(strategy);
  expect(firsts.length).toBeGreaterThan(10);
  expect(firsts.filter(({ before, move }) => !sameMove(move, player(before, 0)))).toEqual([]);
  expect(firsts.some(({ before, move }) => !sameMove(move, other(before, 0)))).toBe(true);
});
