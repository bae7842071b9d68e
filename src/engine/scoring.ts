/**
 * End of the game and scoring: the win, the stalemate, the points, and a match to a
 * target score.
 */
import { cardsHeld, opponent, type Player, type Position, type Side } from './position';

export interface GameResult {
  readonly kind: 'win' | 'stalemate';
  /** null only for a stalemate with equal counts. */
  readonly winner: Player | null;
  readonly points: number;
}

/** A player's count: 1 per card in hand (a turned card included) and waste, 2 per reserve card. */
export const penaltyCount = (s: Side): number => cardsHeld(s) + s.reserve.length;

/** The winner scores 30, plus the loser's count. */
export const winPoints = (loser: Side): number => 30 + penaltyCount(loser);

/** A player with no cards left in reserve, hand and waste has won. */
export function winResult(p: Position): GameResult | null {
  for (const who of [p.toMove, opponent(p.toMove)])
    if (cardsHeld(p[who]) === 0) return { kind: 'win', winner: who, points: winPoints(p[opponent(who)]) };
  return null;
}

/** At a stalemate the lower count scores the difference, with no bonus. */
export function stalemateResult(p: Position): GameResult {
  const a = penaltyCount(p.A);
  const b = penaltyCount(p.B);
  return { kind: 'stalemate', winner: a === b ? null : a < b ? 'A' : 'B', points: Math.abs(a - b) };
}

/**
 * Stalemate, which the rules text leaves to the players, decided from the play itself:
 * "progress" is a card reaching a foundation or the cards both players hold falling to a
 * new low. A player has gone once through hand and waste without progress after turning
 * the waste over twice (the first time may close a pass begun before the progress), or
 * passing twice. When both have, the game is a stalemate. Both measures only move one
 * way, so every game ends.
 */
export interface StalemateWatch {
  readonly foundationCards: number;
  readonly lowestHeld: number;
  readonly cycles: Readonly<Record<Player, number>>;
}

const onFoundations = (p: Position) => p.foundations.reduce((n, f) => n + f.length, 0);
const heldByBoth = (p: Position) => cardsHeld(p.A) + cardsHeld(p.B);

export const startWatch = (p: Position): StalemateWatch => ({
  foundationCards: onFoundations(p),
  lowestHeld: heldByBoth(p),
  cycles: { A: 0, B: 0 },
});

/** The watch after `before` became `after`; `cycled` says the mover turned the waste over or passed. */
export function watch(w: StalemateWatch, after: Position, mover: Player, cycled: boolean): StalemateWatch {
  const foundationCards = onFoundations(after);
  const held = heldByBoth(after);
  if (foundationCards > w.foundationCards || held < w.lowestHeld)
    return { foundationCards, lowestHeld: Math.min(held, w.lowestHeld), cycles: { A: 0, B: 0 } };
  if (!cycled) return w;
  return { ...w, cycles: { ...w.cycles, [mover]: w.cycles[mover] + 1 } };
}

export const isStalemate = (w: StalemateWatch): boolean => w.cycles.A >= 2 && w.cycles.B >= 2;

export const MATCH_TARGET = 300;

export interface Match {
  readonly target: number;
  readonly scores: Readonly<Record<Player, number>>;
  readonly games: readonly GameResult[];
}

export const newMatch = (target = MATCH_TARGET): Match => ({ target, scores: { A: 0, B: 0 }, games: [] });

export function recordGame(m: Match, r: GameResult): Match {
  const scores = r.winner ? { ...m.scores, [r.winner]: m.scores[r.winner] + r.points } : m.scores;
  return { ...m, scores, games: [...m.games, r] };
}

/** The first to reach or pass the target wins; if both do in the same game, only the game's winner can. */
export function matchWinner(m: Match): Player | null {
  const last = m.games[m.games.length - 1];
  if (last?.winner && m.scores[last.winner] >= m.target) return last.winner;
  return null;
}
