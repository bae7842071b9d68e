/**
 * Checking an exercise as written, when the site is built and in the tests: the judge's answer
 * with its explanation, which the browser never needs (src/lessons/exercise.ts runs the exercise).
 */
import { attempt, contractMessage, formatMove, legalMoves, parseMove, parsePosition, priorities, startGame, type Game, type JudgeAnswer, type Move, type Position } from '../engine';
import { computerMove, isRearrangement } from '../players/computer';
import { scriptedStep } from '../players/script';
import { judgeRequest } from '../telling/judge';
import { claimHolds } from './claims';
import { movesOf, positionJSON } from './exercise';
import { goalReached } from './goals';
import type { Exercise } from './schema';

/** The longest a guided game may run, in moves, following the hints: minutes, not an hour. */
export const GUIDED_MOVES = 400;

/** A watched turn's first error: the index of the first scripted move the rules refuse, played from the step's table; null when every move is legal. */
export function firstError(e: Exercise & { kind: 'watch' }, p: Position): number | null {
  let g: Game = startGame(p);
  const moves = movesOf(e.script, p);
  for (const [i, m] of moves.entries()) {
    const a = attempt(g, m);
    if (!a.verdict.legal) return i;
    g = a.game;
  }
  return null;
}

/**
 * The guided game played as the coach guides it: the learner plays the moves the coach suggests
 * (the computer player's choice), the computer its script (a move the rules refuse giving way to its own). The game at its end, and
 * the moves made; the test and the build ask that it end in the learner's win.
 */
export function guidedGame(e: Exercise & { kind: 'game' }, p: Position): { game: Game; moves: Move[] } {
  const script = { moves: movesOf(e.script, p), slips: false };
  let g: Game = startGame(p);
  let at = 0;
  let rearranged = 0;
  const moves: Move[] = [];
  while (!g.result && moves.length < GUIDED_MOVES) {
    const q = g.position;
    if (q.toMove === p.toMove) {
      const m = computerMove(q, rearranged);
      g = attempt(g, m).game;
      rearranged = g.position.toMove !== q.toMove ? 0 : rearranged + (isRearrangement(q, m) ? 1 : 0);
      moves.push(m);
    } else {
      const s = scriptedStep(g, script, at++, 0);
      if (!s) break;
      g = s.game;
      moves.push(s.move);
    }
  }
  return { game: g, moves };
}

/** The engine's answer on a judge exercise's move. */
export function verdictOn(e: Exercise & { kind: 'judge' }): JudgeAnswer {
  const out = judgeRequest({ position: positionJSON(e.position), move: e.move });
  if ('error' in out) throw new Error(out.error);
  return out;
}

/**
 * What is wrong with an exercise as written, or null: the position must be valid, a
 * play exercise's accepted moves must be exactly those the rules allow when a rule
 * compels (else each must be legal), and a judge exercise's expected answer the engine's.
 */
export function exerciseFault(e: Exercise): string | null {
  const read = parsePosition(positionJSON(e.position));
  if (!read.ok) return `${e.id}: ${contractMessage(read.fault)}`;
  const p = read.value;
  if (e.kind === 'play') {
    for (const m of e.accept) if (!parseMove(m, p.rules).ok) return `${e.id}: "${m}" is not a move`;
    const legal = legalMoves(p).map(formatMove);
    const bad = e.accept.find((m) => !legal.includes(m));
    if (bad) return `${e.id}: "${bad}" is not legal here`;
    if (priorities(p).forcedBy && [...legal].sort().join() !== [...e.accept].sort().join())
      return `${e.id}: the rules allow exactly ${legal.join(', ')}, so those are the answers`;
  }
  if (e.kind === 'judge') {
    const out = verdictOn(e);
    if (out.verdict !== e.expect) return `${e.id}: the engine says ${out.verdict}, the exercise says ${e.expect}`;
  }
  if (e.kind === 'choose') {
    const held = e.choices.filter((c) => claimHolds(c.claim, p));
    if (held.length !== 1) return `${e.id}: ${held.length} choices are true, not one (${held.map((c) => c.claim).join(', ')})`;
  }
  if (e.kind === 'turn') {
    let g: Game = startGame(p);
    for (const m of movesOf(e.solution, p)) {
      if (g.position.toMove !== p.toMove) return `${e.id}: the turn has passed before "${formatMove(m)}"`;
      const a = attempt(g, m);
      if (!a.verdict.legal) return `${e.id}: "${formatMove(m)}" is not legal when it comes`;
      g = a.game;
    }
    if (!goalReached(e.goal, p, g.position)) return `${e.id}: the solution does not reach the goal ${e.goal}`;
  }
  if (e.kind === 'watch') {
    if (p.toMove === 'A') return `${e.id}: the learner sits as A; the watched player must be B`;
    if (firstError(e, p) === null) return `${e.id}: every scripted move is legal, so there is no Stop to call`;
  }
  if (e.kind === 'game') {
    const { game, moves } = guidedGame(e, p);
    if (game.result?.winner !== p.toMove) return `${e.id}: following the hints, the learner does not win (${moves.length} moves, ${JSON.stringify(game.result)})`;
  }
  return null;
}
