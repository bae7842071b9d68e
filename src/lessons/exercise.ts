/** Exercises against the engine: their positions, and whether an answer succeeds. */
import {
  FORMAT,
  parseMove,
  parsePosition,
  sameMove,
  type Move,
  type PileRef,
  type Player,
  type Position,
  type RuleSet,
} from '../engine';
import type { Exercise, Sketch } from './schema';

export function positionJSON(s: Sketch): unknown {
  const { rules, toMove, A, B, houses, foundations, faceDown } = s;
  return { format: FORMAT, rules, toMove, A, B, houses, foundations, ...(faceDown ? { faceDown } : {}) };
}

export function positionOf(s: Sketch): Position {
  const p = parsePosition(positionJSON(s));
  if (!p.ok) throw new Error(`position refused (${p.fault.code}): the build checks every exercise's`);
  return p.value;
}

/** The learner sits as A, at the bottom, in every lesson and puzzle: sentences say "you" of A and name B. */
export const LEARNER: Player = 'A';

/**
 * The move an exercise is about: the move a judge exercise shows, or the first answer of a
 * play exercise (null for pointing at a pile). The switch on a variant board judges it.
 */
export function exerciseMove(e: Exercise, p: Position): Move | null {
  const code = e.kind === 'judge' ? e.move : e.kind === 'play' ? e.accept[0]! : null;
  const m = code === null ? null : parseMove(code, p.rules);
  return m?.ok ? m.value : null;
}

/** Does the move answer a play exercise: is it one of the moves the exercise accepts, compared as moves rather than as written? */
export const accepts = (e: Extract<Exercise, { kind: 'play' }>, m: Move, rules: RuleSet): boolean =>
  e.accept.some((code) => {
    const a = parseMove(code, rules);
    return a.ok && sameMove(a.value, m);
  });

export function pileRef(name: string): PileRef {
  const m = /^([AB])\.(reserve|waste|hand|turned)$/.exec(name);
  if (m) return { kind: m[2] as 'reserve', player: m[1] as 'A' };
  const n = Number(name.slice(1)) - 1;
  return name[0] === 'h' ? { kind: 'house', index: n } : { kind: 'foundation', index: n };
}

/** A step's moves as written ("h4-h8", "turn"), read under its rules: a turn's solution, a script. The build has checked them (./check.ts). */
export function movesOf(codes: readonly string[], p: Position): Move[] {
  return codes.map((c) => {
    const m = parseMove(c, p.rules);
    if (!m.ok) throw new Error(`"${c}" is not a move: ${m.error}`);
    return m.value;
  });
}
