/**
 * End of the game and scoring: the win, the stalemate, the points, and a match to a
 * target score.
 */
import { cardsHeld, opponentsOf, playersOf, type Player, type Position, type Side } from './position';

export interface GameResult {
  readonly kind: 'win' | 'stalemate';
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

/** At a stalemate the lowest count scores its difference from each other count, with no bonus. */
export function stalemateResult(p: Position): GameResult {
  const counts = playersOf(p).map((who) => [who, penaltyCount(p[who]!)] as const);
  const lowest = Math.min(...counts.map(([, n]) => n));
  const low = counts.filter(([, n]) => n === lowest);
  if (low.length > 1) return { kind: 'stalemate', winner: null, points: 0 };
  return { kind: 'stalemate', winner: low[0]![0], points: counts.reduce((sum, [, n]) => sum + n - lowest, 0) };
}

/**
 * Stalemate, which the rules text leaves to the players, decided from the play itself:
 * "progress" is a card reaching a foundation or the cards the players hold falling to a
 * new low. A player has gone once through hand and waste without progress after turning
 * the waste over twice (the first time may close a pass begun before the progress), or
 * passing twice. When every player has, the game is a stalemate. Both measures only move
 * one way, so every game ends.
 */
export interface StalemateWatch {
  readonly foundationCards: number;
  readonly lowestHeld: number;
  readonly cycles: Readonly<Partial<Record<Player, number>>>;
}

const onFoundations = (p: Position) => p.foundations.reduce((n, f) => n + f.length, 0);
const heldByAll = (p: Position) => playersOf(p).reduce((n, who) => n + cardsHeld(p[who]!), 0);

export const startWatch = (p: Position): StalemateWatch => ({ foundationCards: onFoundations(p), lowestHeld: heldByAll(p), cycles: {} });

/** The watch after a move that led to `after`; `cycled` says the mover turned the waste over or passed. */
export function watch(w: StalemateWatch, after: Position, mover: Player, cycled: boolean): StalemateWatch {
  const foundationCards = onFoundations(after);
  const held = heldByAll(after);
  if (foundationCards > w.foundationCards || held < w.lowestHeld) return { foundationCards, lowestHeld: Math.min(held, w.lowestHeld), cycles: {} };
  if (!cycled) return w;
  return { ...w, cycles: { ...w.cycles, [mover]: (w.cycles[mover] ?? 0) + 1 } };
}

export const isStalemate = (w: StalemateWatch, p: Position): boolean => playersOf(p).every((who) => (w.cycles[who] ?? 0) >= 2);

export const MATCH_TARGET = 300;

export interface Match {
  readonly target: number;
  readonly scores: Readonly<Partial<Record<Player, number>>>;
  readonly games: readonly GameResult[];
}

export const newMatch = (target = MATCH_TARGET): Match => ({ target, scores: {}, games: [] });

export function recordGame(m: Match, r: GameResult): Match {
  const scores = r.winner ? { ...m.scores, [r.winner]: (m.scores[r.winner] ?? 0) + r.points } : m.scores;
  return { ...m, scores, games: [...m.games, r] };
}

/** The first to reach or pass the target wins: only the last game's winner can have just done so. */
export function matchWinner(m: Match): Player | null {
  const last = m.games[m.games.length - 1];
  return last?.winner && (m.scores[last.winner] ?? 0) >= m.target ? last.winner : null;
}
