/**
 * The computer opponent: it plays legally with a plain strategy (foundations, then
 * emptying its reserve and hand, loading its opponent, making spaces for the reserve),
 * and for Stop training it can make a deliberate error of a kind the rules list.
 */
import {
  below,
  everyMove,
  fits,
  isFoundation,
  isHouse,
  isLoad,
  legalMoves,
  nearMiss,
  pileOf,
  play,
  priorities,
  PRIORITY_REASONS,
  RESERVE,
  TURNED,
  UNKNOWN,
  validatePosition,
  verdict,
  WASTE,
  type Move,
  type Position,
  type Priorities,
  type Reason,
  type Rng,
} from '../engine';
import type { Chooser } from './random';

/** Moves that only rearrange the tableau are worth a few per turn, never a loop. */
const REARRANGEMENTS = 4;

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

/** The computer's legal move; `rearranged` counts the tableau-only moves it has made this turn. */
export function computerMove(p: Position, rearranged: number, pr: Priorities = priorities(p)): Move {
  const legal = legalMoves(p, pr);
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

/**
 * An illegal move the computer could make here, of a kind picked at random among those
 * the position offers; null if it offers none. Only slips a player could really make (see
 * `plausible`: always a card moved between two different piles, or the hand turn) and that
 * leave a table the rules could produce are chosen, so a missed one can stand.
 */
export function deliberateError(p: Position, r: Rng, pr: Priorities = priorities(p)): { move: Move; reason: Reason } | null {
  const byReason = new Map<Reason, Move[]>();
  for (const m of everyMove(p.rules)) {
    const v = verdict(p, m, pr);
    if (v.legal || !DELIBERATE.includes(v.reason) || !plausible(p, m, v.reason)) continue;
    // It must be able to stand if nobody calls Stop: the table stays one the rules could produce.
    if (validatePosition(play(p, m))) continue;
    (byReason.get(v.reason) ?? byReason.set(v.reason, []).get(v.reason)!).push(m);
  }
  const kinds = [...byReason.keys()];
  if (kinds.length === 0) return null;
  const reason = kinds[below(r, kinds.length)]!;
  const moves = byReason.get(reason)!;
  return { move: moves[below(r, moves.length)]!, reason };
}

/** The computer as a seat in `playGame`: it counts its own rearranging moves within a turn. */
export function computerChooser(): Chooser {
  let rearranged = 0;
  return (p, pr, movesThisTurn) => {
    if (movesThisTurn === 0) rearranged = 0;
    const m = computerMove(p, rearranged, pr);
    if (isRearrangement(p, m)) rearranged++;
    return m;
  };
}
