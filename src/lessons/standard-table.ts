/**
 * A house-rule board's switch to the standard rules: its table under them, and the verdict there.
 * Apart from ./exercise, which the puzzles use too, so that only lesson pages load the re-reading
 * of a table under other rules.
 */
import { underRules, verdict, type RulesRead, type Verdict } from '../engine';
import { exerciseMove, positionOf } from './exercise';
import type { Exercise, Sketch } from './schema';

/**
 * The same table under the standard rules, as the switch on a variant board shows it: the
 * same cards where they lie, with each card that a house rule keeps face down turned face up
 * (the standard deal has no face-down cards). The engine checks the table; when the standard
 * rules could not have produced it (a face-down card that would break its house's order, an
 * unknown card), the answer gives the fault, and the switch is not offered.
 */
export const standardPositionOf = (s: Sketch): RulesRead => underRules(positionOf(s), 'standard', { faceUp: true });

/** The verdict on the exercise's move, under the exercise's own rules or (standard) under the standard rules. */
export function verdictUnder(e: Exercise, standard: boolean): Verdict | null {
  const p = standard ? standardPositionOf(e.position) : { ok: true as const, value: positionOf(e.position) };
  if (!p.ok) return null;
  const m = exerciseMove(e, p.value);
  return m ? verdict(p.value, m) : null;
}
