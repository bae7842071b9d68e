/**
 * The piles a player may use, in the board's terms (piles, not pile numbers): which piles a card
 * may be played from, which piles the compulsory moves involve (rules 1-3: "Priorities"), and
 * where a card picked from a pile may go. What the board's aids mark when a learner asks.
 */
import { moveBetween, pileIdOf, pileRefOf, type PileRef } from './piles';
import { priorities } from './priorities';
import type { Move } from './moves';
import type { Position } from './position';
import { legalMoves, verdict } from './verdict';

const ends = (p: Position, m: Move): PileRef[] => (m.kind === 'move' ? [pileRefOf(p, m.from), pileRefOf(p, m.to)] : []);

/** The piles whose card the player to move may play somewhere. */
export function playablePiles(p: Position): PileRef[] {
  const seen = new Map<number, PileRef>();
  for (const m of legalMoves(p)) if (m.kind === 'move') seen.set(m.from, pileRefOf(p, m.from));
  return [...seen.values()];
}

/** The piles of the compulsory moves, from and to; none when no move is compulsory. */
export function compulsoryPiles(p: Position): PileRef[] {
  const pr = priorities(p);
  return pr.forcedBy ? pr.forced.flatMap((m) => ends(p, m)) : [];
}

/** Where the card (or run) picked from `from` may legally go. */
export function targetsOf(p: Position, from: PileRef): PileRef[] {
  // A run is a group move, which the legal moves leave out (it is shorthand for single ones): ask the verdict of each house.
  if (from.kind === 'house' && (from.count ?? 1) > 1)
    return p.houses.map((_, index): PileRef => ({ kind: 'house', index })).filter((to) => verdict(p, moveBetween(p, from, to)!).legal);
  const id = pileIdOf(p, from);
  return legalMoves(p).flatMap((m) => (m.kind === 'move' && m.from === id && m.count === 1 ? [pileRefOf(p, m.to)] : []));
}
