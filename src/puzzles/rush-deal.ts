/**
 * Which moves a Stop rush deals the learner: the same choice as the next puzzle's (./next), so
 * a newcomer's run keeps to the standard rules and no run gives away today's daily puzzle.
 */
import { isStandard } from '../engine';
import type { Learner } from './next';

/** The puzzle a Stop rush item was taken from ("p017-2" is puzzle 017's third move); null for an item mined from a game. */
export const puzzleOfItem = (id: string): string | null => /^p(.+)-\d+$/.exec(id)?.[1] ?? null;

/** True when the rush may deal this item: under the standard rules unless house rules are wanted, and never a move of today's daily puzzle. */
export const dealtInRush = (item: { readonly id: string; readonly position: { readonly rules?: unknown } }, r: Pick<Learner, 'houseRules'>, daily: string | null): boolean =>
  (r.houseRules || isStandard(item.position.rules)) && (daily === null || puzzleOfItem(item.id) !== daily);
