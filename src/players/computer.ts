/**
 * The computer opponent: it plays legally with a plain strategy (foundations, then
 * emptying its reserve and hand, loading its opponent, making spaces for the reserve),
 * and for Stop training it can make a deliberate error of a kind the rules list. Like a
 * player, it moves on within a turn: no move of its own, legal or not, puts a card back on a
 * pile it left earlier in the turn.
 */
import {
  below,
  canStand,
  everyMove,
  fits,
  isFoundation,
  isHouse,
  isLoad,
  legalMoves,
  moveSteps,
  nearMiss,
  pileOf,
  priorities,
  PRIORITY_REASONS,
  RESERVE,
  sameMove,
  TURNED,
  UNKNOWN,
  verdict,
  WASTE,
  type Card,
  type Move,
  type Player,
  type Position,
  type Priorities,
  type Reason,
  type Rng,
} from '../engine';
import type { Chooser } from './random';

/** Moves that only rearrange the tableau are worth a few per turn, never a loop. */
export const REARRANGEMENTS = 4;

function score(p: Position, m: Move): number {
  if (m.kind === 'turn') return 10;
  if (m.kind === 'pass') return 1;
  if (m.from === TURNED && m.to === WASTE) return 2;
  if (isFoundation(m.to)) return 200;
  const fromMine = m.from === RESERVE ? 100 : m.from === TURNED ? 80 : m.from === WASTE ? 60 : 0;
  if (fromMine) return fromMine + (isLoad(m.to) ? 10 : 0);
  if (isLoad(m.to)) return 50;
  // A house card moved to another house: worth it when it empties a house the reserve can fill.
  if (isHouse(m.from) && p.houses[m.from]!.length === 1 && p[p.toMove]!.reserve.length > 0 && p.houses[m.to]!.length > 0) return 40;
  return 0;
}

/** A card that left a pile earlier in the turn (piles as the player to move names them). */
export interface Departure {
  readonly card: Card;
  readonly from: number;
}

/** The cards a move takes from their pile; none for a hand turn or a pass. */
export const departures = (p: Position, m: Move): Departure[] => (m.kind === 'move' ? moveSteps(p, [m])[0]!.cards.map((card) => ({ card, from: m.from })) : []);

/** True for a move that puts a card back on a pile it left earlier in the turn: a player moves on, never to and fro. */
export const goesBack = (p: Position, m: Move, left: readonly Departure[]): boolean =>
  m.kind === 'move' && departures(p, m).some((d) => left.some((l) => l.card === d.card && l.from === m.to));

/**
 * The computer's legal move; `rearranged` counts the tableau-only moves it has made this turn,
 * `left` the cards that left a pile this turn, which it does not put back there.
 */
export function computerMove(p: Position, rearranged: number, pr: Priorities = priorities(p), left: readonly Departure[] = []): Move {
  const all = legalMoves(p, pr);
  const onward = all.filter((m) => !goesBack(p, m, left));
  // A compulsory move never goes back (foundations are never left), so the list is empty only when nothing is.
  const legal = onward.length ? onward : all;
  // A strict search's compulsion lets a player wander within its bound; the shortest path always arrives.
  const next = pr.sequence?.[0];
  if (next && legal.includes(next)) return next;
  let best = legal[0]!;
  let bestScore = -1;
  for (const m of legal) {
    const s = score(p, m);
    if (s === 0 && rearranged >= REARRANGEMENTS) continue;
    if (s > bestScore) (best = m), (bestScore = s);
  }
  // With nothing better to do, work towards the hand turn the rules bar (fill or make a space).
  const bar = bestScore <= 0 && !pr.forcedBy ? pr.turnBar() : null;
  return bar && legal.includes(bar.fix) ? bar.fix : best;
}

/** True for a move that only rearranges the tableau. */
export const isRearrangement = (p: Position, m: Move): boolean => m.kind === 'move' && score(p, m) === 0;

/** Errors the computer makes on purpose: each kind of the rules' Stop list that can be played out on the table. */
export const DELIBERATE: readonly Reason[] = [...PRIORITY_REASONS, 'does-not-fit', 'not-available'];

/**
 * Is an illegal move a slip a player could really make? It moves a card from one pile to a
 * different one (or turns the hand card), never onto one's own reserve or waste; a card
 * out of reach comes from an opponent's pile onto a pile it would fit, never onto another of
 * that opponent's piles; a card that does not fit nearly does (one colour, rank or suit off).
 */
function plausible(p: Position, m: Move, reason: Reason): boolean {
  if (m.kind === 'pass') return false;
  if (m.kind === 'turn') return true;
  if (m.from === m.to || m.from === WASTE || m.to === RESERVE || m.to === WASTE) return false;
  const c = pileOf(p, m.from).at(-1);
  if (reason === 'not-available') return isLoad(m.from) && !isLoad(m.to) && c !== undefined && c !== UNKNOWN && fits(p, m.to, c);
  if (reason === 'does-not-fit') return m.from !== TURNED ? c !== undefined && nearMiss(p, m.to, c) !== null : p[p.toMove]!.turned !== null && nearMiss(p, m.to, p[p.toMove]!.turned!) !== null;
  return true;
}

/** An error a Stop caught: the player, the move (its piles as that player names them), the card it moved (null for a hand turn) and why it was wrong. */
export interface CaughtError {
  readonly player: Player;
  readonly move: Move;
  readonly card: Card | null;
  readonly reason: Reason;
}

/** The caught error a move would be, to compare with those already caught. */
export const caughtError = (p: Position, m: Move, reason: Reason): CaughtError => ({ player: p.toMove, move: m, card: departures(p, m)[0]?.card ?? null, reason });

const sameError = (a: CaughtError, b: CaughtError): boolean => a.player === b.player && sameMove(a.move, b.move) && a.card === b.card && a.reason === b.reason;

/**
 * An illegal move the computer could make here, of a kind picked at random among those
 * the position offers; null if it offers none. Only slips a player could really make (see
 * `plausible`: always a card moved between two different piles, or the hand turn) and that
 * leave a table the rules could produce are chosen, so a missed one can stand. Like a player,
 * it does not put a card back where it came from this turn (`left`), and does not make again
 * an error it was stopped for (`caught`).
 */
export function deliberateError(p: Position, r: Rng, pr: Priorities = priorities(p), left: readonly Departure[] = [], caught: readonly CaughtError[] = []): { move: Move; reason: Reason } | null {
  const byReason = new Map<Reason, Move[]>();
  for (const m of everyMove(p.rules)) {
    const v = verdict(p, m, pr);
    if (v.legal || !DELIBERATE.includes(v.reason) || !plausible(p, m, v.reason) || goesBack(p, m, left)) continue;
    if (caught.some((e) => sameError(e, caughtError(p, m, v.reason)))) continue;
    // It must be able to stand if nobody calls Stop.
    if (!canStand(p, m)) continue;
    (byReason.get(v.reason) ?? byReason.set(v.reason, []).get(v.reason)!).push(m);
  }
  const kinds = [...byReason.keys()];
  if (kinds.length === 0) return null;
  const reason = kinds[below(r, kinds.length)]!;
  const moves = byReason.get(reason)!;
  return { move: moves[below(r, moves.length)]!, reason };
}

/** A way of choosing the computer's move: the position, its rearranging moves this turn, the priorities and the cards that left a pile this turn. */
export type MoveChoice = (p: Position, rearranged: number, pr: Priorities, left: readonly Departure[]) => Move;

/** A computer as a seat in `playGame`: it counts its own rearranging moves within a turn, and the cards it moved off their piles. */
export function seatChoosing(choose: MoveChoice): Chooser {
  let rearranged = 0;
  let left: Departure[] = [];
  return (p, pr, movesThisTurn) => {
    if (movesThisTurn === 0) (rearranged = 0), (left = []);
    const m = choose(p, rearranged, pr, left);
    if (isRearrangement(p, m)) rearranged++;
    left.push(...departures(p, m));
    return m;
  };
}

/** Today's plain computer as a seat in `playGame`. */
export const computerChooser = (): Chooser => seatChoosing(computerMove);
