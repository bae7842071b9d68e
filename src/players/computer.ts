/**
 * The computer opponent: it plays legally with a plain strategy (foundations, then
 * emptying its reserve and hand, loading its opponent, making spaces for the reserve),
 * and for Stop training it can make a deliberate error of a kind the rules list.
 */
import { pileOf } from '../engine/availability';
import { everyMove, isFoundation, isHouse, isLoad, RESERVE, TURNED, WASTE, type Move } from '../engine/moves';
import type { Position } from '../engine/position';
import { priorities, type Priorities } from '../engine/priorities';
import { below, type Rng } from '../engine/random';
import type { Reason } from '../engine/reasons';
import { play } from '../engine/turn';
import { validatePosition } from '../engine/validate';
import { legalMoves, verdict } from '../engine/verdict';
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
export const DELIBERATE: readonly Reason[] = [
  'reserve-to-foundation-first',
  'foundation-first',
  'fill-spaces-first',
  'does-not-fit',
  'not-available',
  'release-first',
  'load-first',
  'spaces-first',
  'uncover-first',
];

/**
 * An illegal move the computer could make here, of a kind picked at random among those
 * the position offers; null if it offers none. Only slips a player could really make and
 * that leave a table the rules could produce are chosen, so a missed one can stand.
 */
export function deliberateError(p: Position, r: Rng, pr: Priorities = priorities(p)): { move: Move; reason: Reason } | null {
  const byReason = new Map<Reason, Move[]>();
  for (const m of everyMove(p.rules)) {
    const v = verdict(p, m, pr);
    if (v.legal || !DELIBERATE.includes(v.reason)) continue;
    // A plausible slip: never back onto its own pile, nor onto one's own reserve or waste; an unavailable card only from an opponent's pile that has one.
    if (m.kind === 'move' && (m.from === m.to || m.from === WASTE || m.to === RESERVE || m.to === WASTE)) continue;
    if (m.kind === 'move' && v.reason === 'not-available' && !(isLoad(m.from) && pileOf(p, m.from).length > 0)) continue;
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
