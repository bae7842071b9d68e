/**
 * The win and what a game's result looks like: apart from the rest of scoring (./scoring.ts),
 * as every verdict asks whether the game is won, and a page judging moves needs no more of it.
 */
import { cardsHeld, opponentsOf, playersOf, type Player, type Position, type Side } from './position';

export interface GameResult {
  /** `drawn`: the site's bound on turns without progress was reached (see NO_PROGRESS_TURNS). */
  readonly kind: 'win' | 'stalemate' | 'drawn';
  /** null only for a stalemate with no single lowest count. */
  readonly winner: Player | null;
  readonly points: number;
}

/** A player's count: 1 per card in hand (a turned card included) and waste, 2 per reserve card. */
export const penaltyCount = (s: Side): number => cardsHeld(s) + s.reserve.length;

/** A player with no cards left in reserve, hand and waste has won: 30, plus the losers' counts. */
export function winResult(p: Position): GameResult | null {
  for (const who of playersOf(p)) {
    if (cardsHeld(p[who]!) !== 0) continue;
    const points = 30 + opponentsOf(p, who).reduce((n, o) => n + penaltyCount(p[o]!), 0);
    return { kind: 'win', winner: who, points };
  }
  return null;
}
