/**
 * Checking an exercise as written, when the site is built and in the tests: the judge's answer
 * with its explanation, which the browser never needs (src/lessons/exercise.ts runs the exercise).
 */
import { formatMove, legalMoves, parseMove, parsePosition, priorities, type JudgeAnswer } from '../engine';
import { judgeRequest } from '../telling/judge';
import { positionJSON } from './exercise';
import type { Exercise } from './schema';

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
  if (!read.ok) return `${e.id}: ${read.error}`;
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
  return null;
}
