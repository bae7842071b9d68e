/**
 * Piles as a person sees them on the table (A's reserve, house 3) and as move strings name
 * them (R, oR, h3): boards speak the first, the rules the second.
 */
import { FOUNDATION, HOUSE, isFoundation, isHouse, moveTo, OPP2_RESERVE, OPP2_WASTE, OPP_RESERVE, OPP_WASTE, RESERVE, TURN, TURNED, WASTE, type Move } from './moves';
import { UNKNOWN, type Card } from './cards';
import { faceDownIn, nextPlayer, type Player, type Position } from './position';

export type PileRef =
  /** A house; a `count` above 1 takes that many of its outermost cards together (a group move). */
  | { readonly kind: 'house'; readonly index: number; readonly count?: number }
  | { readonly kind: 'foundation'; readonly index: number }
  | { readonly kind: 'reserve' | 'waste' | 'hand' | 'turned'; readonly player: Player };

/** The pile id a table pile has for the player to move, or undefined (a hand, another's turned card). */
export function pileIdOf(p: Position, ref: PileRef): number | undefined {
  if (!('player' in ref)) return (ref.kind === 'house' ? HOUSE : FOUNDATION) + ref.index;
  if (ref.kind === 'hand') return undefined;
  const next = nextPlayer(p, p.toMove);
  if (ref.player === p.toMove) return ref.kind === 'reserve' ? RESERVE : ref.kind === 'waste' ? WASTE : TURNED;
  if (ref.kind === 'turned') return undefined;
  if (ref.player === next) return ref.kind === 'reserve' ? OPP_RESERVE : OPP_WASTE;
  return ref.kind === 'reserve' ? OPP2_RESERVE : OPP2_WASTE;
}

/** The table pile behind a pile id, from the point of view of the player to move. */
export function pileRefOf(p: Position, pile: number): PileRef {
  if (isHouse(pile)) return { kind: 'house', index: pile - HOUSE };
  if (isFoundation(pile)) return { kind: 'foundation', index: pile - FOUNDATION };
  const next = nextPlayer(p, p.toMove);
  const owner = pile <= TURNED ? p.toMove : pile <= OPP_WASTE ? next : nextPlayer(p, next);
  const kind = pile === RESERVE || pile === OPP_RESERVE || pile === OPP2_RESERVE ? 'reserve' : pile === TURNED ? 'turned' : 'waste';
  return { kind, player: owner };
}

/**
 * The move a person means by taking the card of `from` (or a house's run of `count` cards)
 * to `to`, or null when no move string can say it (a hand is never a target). Clicking your
 * own hand means `turn`.
 */
export function moveBetween(p: Position, from: PileRef, to: PileRef | null): Move | null {
  if (from.kind === 'hand') return from.player === p.toMove && to === null ? TURN : null;
  if (to === null) return null;
  const a = pileIdOf(p, from);
  const b = pileIdOf(p, to);
  if (a === undefined || b === undefined || b === TURNED) return null;
  return moveTo(a, b, from.kind === 'house' ? from.count : 1);
}

export const samePile = (a: PileRef, b: PileRef): boolean =>
  a.kind === b.kind && ('index' in a ? 'index' in b && a.index === b.index : 'player' in b && a.player === b.player);

/**
 * How many of a pile's cards, counted from the bottom, lie face down: the whole hand, the
 * whole reserve while its top card is face down (face-down reserve), and the cards a
 * face-down tableau deals under a house. Boards and pictures draw backs from this.
 */
export function faceDownCount(p: Position, ref: PileRef): number {
  if (ref.kind === 'house') return faceDownIn(p, ref.index);
  if (ref.kind === 'foundation' || ref.kind === 'turned') return 0;
  const side = p[ref.player]!;
  return ref.kind === 'hand' || (ref.kind === 'reserve' && side.reserveFaceDown) ? side[ref.kind].length : 0;
}

/** The cards a pile holds, bottom (or innermost) first; a hand is its face-down cards. */
export function cardsOf(p: Position, ref: PileRef): readonly Card[] {
  if (ref.kind === 'house') return p.houses[ref.index] ?? [];
  if (ref.kind === 'foundation') return p.foundations[ref.index] ?? [];
  const side = p[ref.player];
  if (!side) return [];
  if (ref.kind === 'turned') return side.turned === null ? [] : [side.turned];
  return side[ref.kind];
}

/** Does the card at `at` (from the bottom) show its back: dealt face down, or a card the position does not know. */
export const isFaceDown = (p: Position, ref: PileRef, at: number): boolean => at < faceDownCount(p, ref) || cardsOf(p, ref)[at] === UNKNOWN;
