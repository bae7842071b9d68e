/**
 * A false Stop call: Stop called on a move that broke no rule. What it costs the caller is the
 * family rule `falseStopPenalty` (docs/rules-decisions.md, "Family rules"): nothing (the rules
 * text names no cost), the caller's next turn (RheaMars/russian-bank's "knock"), or points off
 * the caller's match score (no program we found gives a number: ours is FALSE_CALL_POINTS).
 */
import type { Game } from './game';
import type { Player } from './position';
import type { Match } from './scoring';
import type { RuleSet } from './variants';

export const FALSE_CALL_POINTS = 5;

/** What the caller paid, for the board to say: nothing, a turn, or points. */
export type FalseCallCost = { readonly kind: 'none' } | { readonly kind: 'loseTurn' } | { readonly kind: 'points'; readonly points: number };

export interface FalseCall {
  readonly game: Game;
  readonly match: Match;
  readonly cost: FalseCallCost;
}

/** What a false call costs under these rules. */
export const falseCallCost = ({ falseStopPenalty: penalty }: RuleSet): FalseCallCost => (penalty === 'points' ? { kind: 'points', points: FALSE_CALL_POINTS } : { kind: penalty });

/** The game and match once `caller` has paid for a false call: a turn owed in the game, or points taken from the match score (which may go below zero). */
export function falseCall(game: Game, match: Match, caller: Player): FalseCall {
  const cost = falseCallCost(game.position.rules);
  if (cost.kind === 'loseTurn') {
    const owed = game.owedTurns ?? {};
    return { game: { ...game, owedTurns: { ...owed, [caller]: (owed[caller] ?? 0) + 1 } }, match, cost };
  }
  if (cost.kind === 'points') return { game, match: { ...match, scores: { ...match.scores, [caller]: (match.scores[caller] ?? 0) - cost.points } }, cost };
  return { game, match, cost };
}
