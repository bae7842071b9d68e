/**
 * A random player, for property tests, the benchmark and (later) puzzle mining: it picks
 * among the legal moves, sometimes attempts any move at all, and after a few free moves in
 * a turn prefers moves that lead the turn to its end, so that games finish.
 */
import { everyMove, formatMove, isFoundation, RESERVE, TURNED, type Move } from '../engine/moves';
import { attempt, startGame, type Game } from '../engine/game';
import { legalMoves } from '../engine/verdict';
import { priorities, type Priorities } from '../engine/priorities';
import { below, type Rng } from '../engine/random';
import type { Position } from '../engine/position';
import type { Verdict } from '../engine/verdict';

/** Every move string of each layout, made once. */
const attempts = new Map<string, Move[]>();
/** Free moves a turn may take before the player heads for the hand turn. */
const FREE_MOVES = 6;

const headsOn = (m: Move) => m.kind !== 'move' || isFoundation(m.to) || m.from === RESERVE || m.from === TURNED;

export function randomMove(p: Position, r: Rng, movesThisTurn: number, illegalRate: number, pr: Priorities = priorities(p)): Move {
  if (illegalRate > 0 && r() < illegalRate) {
    const key = `${p.rules.pack} ${p.rules.players}`;
    const any = attempts.get(key) ?? attempts.set(key, everyMove(p.rules)).get(key)!;
    return any[below(r, any.length)]!;
  }
  const legal = legalMoves(p, pr);
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
    const pr = priorities(before);
    const move = randomMove(before, r, movesThisTurn, illegalRate, pr);
    const next = attempt(game, move, pr);
    attempts++;
    movesThisTurn = next.game.position.toMove === before.toMove ? movesThisTurn + 1 : 0;
    onStep?.({ before, move, verdict: next.verdict, after: next.game.position });
    game = next.game;
  }
  return { game, attempts };
}

export const describeMove = formatMove;
