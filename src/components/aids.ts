/** The piles a board marks for a move: a Stop's, the last move's; the words for a move. Which piles may be played, and where, are the engine's (`playablePiles`, `compulsoryPiles`, `targetsOf`). */
import { cardsOf, pileRefOf, type Card, type Move, type PileRef, type Position } from '../engine';

const ends = (p: Position, m: Move): PileRef[] => (m.kind === 'move' ? [pileRefOf(p, m.from), pileRefOf(p, m.to)] : []);

/** The piles of a Stop: where the wrong card came from, and the piles of the moves its correction carried out. */
export function stopPiles(before: Position, move: Move, correction: readonly Move[]): { culprit: PileRef | null; fix: PileRef[] } {
  return { culprit: move.kind === 'move' ? movedFrom(before, move) : null, fix: correction.flatMap((m) => ends(before, m)) };
}

/** Where a move's cards came from; from a house, with how many of its cards moved, so that the board marks those and not the cards staying behind. */
export function movedFrom(before: Position, move: Move & { kind: 'move' }): PileRef {
  const ref = pileRefOf(before, move.from);
  return ref.kind === 'house' ? { ...ref, count: move.count } : ref;
}

/** A move's two ends, for the board's last-move marks: a hand turn goes from the hand to the turned card; no `to` while the card is not on the table yet. */
export interface MovedPiles {
  readonly from: PileRef;
  readonly to: PileRef | null;
}

export function movedPiles(before: Position, move: Move): MovedPiles | null {
  if (move.kind === 'turn') return { from: { kind: 'hand', player: before.toMove }, to: { kind: 'turned', player: before.toMove } };
  return move.kind === 'move' ? { from: pileRefOf(before, move.from), to: pileRefOf(before, move.to) } : null;
}

/**
 * A move shown on the table before it is made (the Stop rush): a hand turn is marked on the hand it comes from, with no destination,
 * as its card is not turned yet; a card already waiting on the turned pile is told apart as waiting, so that it cannot be taken for the new one.
 */
export function comingMove(before: Position, move: Move): { readonly piles: MovedPiles | null; readonly waiting: { readonly pile: PileRef; readonly card: Card } | null } {
  if (move.kind !== 'turn') return { piles: movedPiles(before, move), waiting: null };
  const pile: PileRef = { kind: 'turned', player: before.toMove };
  const card = cardsOf(before, pile).at(-1);
  return { piles: { from: { kind: 'hand', player: before.toMove }, to: null }, waiting: card === undefined ? null : { pile, card } };
}

// A move in words, in the reader's language, is the message layer's.
export { attemptWords, moveLine, moveWords } from '../telling/moves';
