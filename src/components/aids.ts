/** The board's aids, read off the engine: which piles may be played from, what is compulsory, where a picked card may go. */
import { legalMoves, moveBetween, pileIdOf, pileRefOf, priorities, verdict, type Move, type PileRef, type Position } from '../engine';

const ends = (p: Position, m: Move): PileRef[] => (m.kind === 'move' ? [pileRefOf(p, m.from), pileRefOf(p, m.to)] : []);

export function availablePiles(p: Position): PileRef[] {
  const seen = new Map<number, PileRef>();
  for (const m of legalMoves(p)) if (m.kind === 'move') seen.set(m.from, pileRefOf(p, m.from));
  return [...seen.values()];
}

export function compulsoryPiles(p: Position): PileRef[] {
  const pr = priorities(p);
  return pr.forcedBy ? pr.forced.flatMap((m) => ends(p, m)) : [];
}

export function legalTargets(p: Position, from: PileRef): PileRef[] {
  // A run is a group move, which the legal moves leave out (it is shorthand for single ones): ask the verdict of each house.
  if (from.kind === 'house' && (from.count ?? 1) > 1)
    return p.houses.map((_, index): PileRef => ({ kind: 'house', index })).filter((to) => verdict(p, moveBetween(p, from, to)!).legal);
  const id = pileIdOf(p, from);
  return legalMoves(p).flatMap((m) => (m.kind === 'move' && m.from === id && m.count === 1 ? [pileRefOf(p, m.to)] : []));
}

/** The piles of a Stop: where the wrong card came from, and the piles of the moves its correction carried out. */
export function stopPiles(before: Position, move: Move, correction: readonly Move[]): { culprit: PileRef | null; fix: PileRef[] } {
  return { culprit: move.kind === 'move' ? pileRefOf(before, move.from) : null, fix: correction.flatMap((m) => ends(before, m)) };
}

/** A move's two ends, for the board's last-move marks: a hand turn goes from the hand to the turned card. */
export interface MovedPiles {
  readonly from: PileRef;
  readonly to: PileRef;
}

export function movedPiles(before: Position, move: Move): MovedPiles | null {
  if (move.kind === 'turn') return { from: { kind: 'hand', player: before.toMove }, to: { kind: 'turned', player: before.toMove } };
  return move.kind === 'move' ? { from: pileRefOf(before, move.from), to: pileRefOf(before, move.to) } : null;
}

// A move in words, in the reader's language, is the message layer's.
export { attemptWords, moveLine, moveWords } from '../telling/moves';
