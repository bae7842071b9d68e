/** Exercises against the engine: their positions, and whether an answer succeeds. */
import {
  FORMAT,
  parseMove,
  parsePosition,
  sameMove,
  underRules,
  verdict,
  type Move,
  type PileRef,
  type Player,
  type Position,
  type RulesRead,
  type RuleSet,
  type Verdict,
} from '../engine';
import type { Exercise, Sketch } from './schema';

export function positionJSON(s: Sketch): unknown {
  const { rules, toMove, A, B, houses, foundations, faceDown } = s;
  return { format: FORMAT, rules, toMove, A, B, houses, foundations, ...(faceDown ? { faceDown } : {}) };
}

export function positionOf(s: Sketch): Position {
  const p = parsePosition(positionJSON(s));
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

/**
 * The same table under the standard rules, as the switch on a variant board shows it: the
 * same cards where they lie, with each card that a house rule keeps face down turned face up
 * (the standard deal has no face-down cards). The engine checks the table; when the standard
 * rules could not have produced it (a face-down card that would break its house's order, an
 * unknown card), the answer gives the fault, and the switch is not offered.
 */
export const standardPositionOf = (s: Sketch): RulesRead => underRules(positionOf(s), 'standard', { faceUp: true });

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

/** The verdict on the exercise's move, under the exercise's own rules or (standard) under the standard rules. */
export function verdictUnder(e: Exercise, standard: boolean): Verdict | null {
  const p = standard ? standardPositionOf(e.position) : { ok: true as const, value: positionOf(e.position) };
  if (!p.ok) return null;
  const m = exerciseMove(e, p.value);
  return m ? verdict(p.value, m) : null;
}

export function pileRef(name: string): PileRef {
  const m = /^([AB])\.(reserve|waste|hand|turned)$/.exec(name);
  if (m) return { kind: m[2] as 'reserve', player: m[1] as 'A' };
  const n = Number(name.slice(1)) - 1;
  return name[0] === 'h' ? { kind: 'house', index: n } : { kind: 'foundation', index: n };
}
