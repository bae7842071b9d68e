/**
 * A random player, for property tests, the benchmark and (later) puzzle mining: it picks
 * among the legal moves, sometimes attempts any move at all, and after a few free moves in
 * a turn prefers moves that lead the turn to its end, so that games finish.
 */
import { everyMove, formatMove, isFoundation, RESERVE, TURNED, type Move } from '../engine/moves';
import { attempt, startGame, type Game } from '../engine/game';
import { legalMoves } from '../engine/verdict';
import { below, type Rng } from '../engine/random';
import type { Position } from '../engine/position';
import type { Verdict } from '../engine/verdict';

const ANY_MOVE = everyMove();
/** Free moves a turn may take before the player heads for the hand turn. */
const FREE_MOVES = 6;

const headsOn = (m: Move) => m.kind !== 'move' || isFoundation(m.to) || m.from === RESERVE || m.from === TURNED;

export function randomMove(p: Position, r: Rng, movesThisTurn: number, illegalRate: number): Move {
  if (illegalRate > 0 && r() < illegalRate) return ANY_MOVE[below(r, ANY_MOVE.length)]!;
  const legal = legalMoves(p);
  const onward = movesThisTurn >= FREE_MOVES ? legal.filter(headsOn) : legal;
  const pool = onward.length ? onward : legal;
  return pool[below(r, pool.length)]!;
}

export interface Step {
  readonly before: Position;
  readonly move: Move;
  readonly verdict: Verdict;
  readonly after: Position;
}

/** Plays a game to its end, calling `onStep` after every attempt; returns the finished game. */
export function playRandomGame(start: Position, r: Rng, illegalRate = 0, onStep?: (s: Step) => void): { game: Game; attempts: number } {
  let game = startGame(start);
  let attempts = 0;
  let movesThisTurn = 0;
  while (!game.result) {
    const before = game.position;
    const move = randomMove(before, r, movesThisTurn, illegalRate);
    const next = attempt(game, move);
    attempts++;
    movesThisTurn = next.game.position.toMove === before.toMove ? movesThisTurn + 1 : 0;
    onStep?.({ before, move, verdict: next.verdict, after: next.game.position });
    game = next.game;
  }
  return { game, attempts };
}

export const describeMove = formatMove;
