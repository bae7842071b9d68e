/**
 * End of the game and scoring: the win (./win.ts), the stalemate, the points, and a match to
 * a target score.
 */
import { cardsHeld, playersOf, type Player, type Position } from './position';
import { penaltyCount, type GameResult } from './win';

export { penaltyCount, winResult, type GameResult } from './win';

/** One player's count, card by card, to show how a score was reached. */
export interface Count {
  readonly player: Player;
  /** Hand cards, a turned card included: 1 point each. */
  readonly hand: number;
  readonly waste: number;
  /** Reserve cards: 2 points each. */
  readonly reserve: number;
  readonly total: number;
}

export interface ScoreDetail {
  readonly result: GameResult;
  /** 30 for a win, nothing otherwise. */
  readonly bonus: number;
  /** Every player's count, in turn order. */
  readonly counts: readonly Count[];
}

/** How the game's points were counted: the bonus and each player's count. */
export function scoreDetail(p: Position, result: GameResult): ScoreDetail {
  const counts = playersOf(p).map((player) => {
    const s = p[player]!;
    return { player, hand: s.hand.length + (s.turned === null ? 0 : 1), waste: s.waste.length, reserve: s.reserve.length, total: penaltyCount(s) };
  });
  return { result, bonus: result.kind === 'win' ? 30 : 0, counts };
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
 * The bound that ends every game (a rule of this site, not of the text): a game in which
 * NO_PROGRESS_TURNS turns in a row pass with no progress is drawn, nobody scoring.
 * Progress is a card reaching a foundation, or a player holding fewer cards than ever
 * before in the game (so a load is progress for the player who makes it). A turn in which
 * progress was made is not one of those turns: the count starts again after it. Both
 * measures only move one way, so no game can go on for ever; a stalemate is never declared
 * by it.
 */
export const NO_PROGRESS_TURNS = 500;

export interface ProgressWatch {
  readonly foundationCards: number;
  /** The fewest cards each player has held so far. */
  readonly lowest: Readonly<Partial<Record<Player, number>>>;
  /** Whole turns passed in a row without progress. */
  readonly quietTurns: number;
  /** Progress was made in the turn under way, so it will not count as quiet when it ends. */
  readonly progressed: boolean;
}

const onFoundations = (p: Position) => p.foundations.reduce((n, f) => n + f.length, 0);
const lowestHeld = (p: Position, before: ProgressWatch['lowest'] = {}) =>
  Object.fromEntries(playersOf(p).map((who) => [who, Math.min(cardsHeld(p[who]!), before[who] ?? Infinity)]));

export const startWatch = (p: Position): ProgressWatch => ({ foundationCards: onFoundations(p), lowest: lowestHeld(p), quietTurns: 0, progressed: false });

/** The watch after a move that led to `after`; `turnPassed` says the move ended a turn. */
export function watch(w: ProgressWatch, after: Position, turnPassed: boolean): ProgressWatch {
  const foundationCards = onFoundations(after);
  const lowest = lowestHeld(after, w.lowest);
  const progress = foundationCards > w.foundationCards || playersOf(after).some((who) => lowest[who]! < (w.lowest[who] ?? Infinity));
  // Without progress the marks stay where they were: a slip left standing may take a card back off a foundation.
  const now = progress ? { foundationCards, lowest, quietTurns: 0, progressed: true } : w;
  return turnPassed ? { ...now, quietTurns: now.progressed ? 0 : now.quietTurns + 1, progressed: false } : now;
}

/** The end of a game that reached the bound: drawn, and nobody scores. */
export const DRAWN: GameResult = Object.freeze({ kind: 'drawn', winner: null, points: 0 });

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
