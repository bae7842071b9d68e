/**
 * Available cards: which cards the player to move may pick up, and why another may not.
 */
import type { Card } from './cards';
import { FOUNDATION, HOUSE, isFoundation, isHouse, isLoad, OPP2_RESERVE, OPP_RESERVE, RESERVE, TURNED, WASTE } from './moves';
import { pileRefOf, type PileRef } from './piles';
import { faceDownIn, nextPlayer, top, type Player, type Position, type Side } from './position';

export const mover = (p: Position): Side => p[p.toMove]!;

/** The opponent whose piles `pile` (oR, oW, o2R, o2W) belong to. */
export function ownerOf(p: Position, pile: number): Player {
  const next = nextPlayer(p, p.toMove);
  return pile >= OPP2_RESERVE ? nextPlayer(p, next) : next;
}

// Frozen: a pile that does not exist in this layout must never be built on.
const NO_CARDS = Object.freeze([]) as unknown as Card[];

/** The pile a pile id stands for, from the mover's point of view (the turned card is a pile of at most one). */
export function pileOf(p: Position, pile: number): Card[] {
  if (isHouse(pile)) return p.houses[pile - HOUSE] ?? NO_CARDS;
  if (isFoundation(pile)) return p.foundations[pile - FOUNDATION] ?? NO_CARDS;
  if (pile === RESERVE) return mover(p).reserve;
  if (pile === WASTE) return mover(p).waste;
  if (pile === TURNED) return mover(p).turned === null ? [] : [mover(p).turned!];
  const owner = p[ownerOf(p, pile)]!;
  return pile === OPP_RESERVE || pile === OPP2_RESERVE ? owner.reserve : owner.waste;
}

/** The top card of an opponent's pile that can be loaded onto, or undefined (empty, or a reserve still face down). */
export function exposedCard(p: Position, pile: number): Card | undefined {
  const owner = p[ownerOf(p, pile)]!;
  if ((pile === OPP_RESERVE || pile === OPP2_RESERVE) && owner.reserveFaceDown) return undefined;
  return top(pileOf(p, pile));
}

/**
 * The card the mover may take from `pile`, or undefined. Available: the reserve's top
 * once face up, the turned hand card, each house's outermost card, and (a variant) the
 * waste's top.
 */
export function availableCard(p: Position, pile: number): Card | undefined {
  if (isFoundation(pile) || isLoad(pile)) return undefined;
  if (pile === WASTE && !p.rules.wasteAvailable) return undefined;
  if (pile === TURNED) return mover(p).turned ?? undefined;
  if (pile === RESERVE && mover(p).reserveFaceDown) return undefined;
  return top(pileOf(p, pile));
}

/** How many cards of a house can move together: the face-up ones (a group is only ever a run). */
export const faceUpIn = (p: Position, house: number): number => (p.houses[house]?.length ?? 0) - faceDownIn(p, house);

/** Empty houses in play other than the pile `to`: where a group moved one card at a time can put cards on the way. */
export function spacesBesides(p: Position, to: number): number {
  let n = 0;
  for (let h = 0; h < p.houses.length; h++) if (p.houses[h]!.length === 0 && h !== p.closedHouse && HOUSE + h !== to) n++;
  return n;
}

/**
 * Spaces a group of `count` cards needs to move one card at a time: s spaces carry 2^s
 * cards ("the 3-2 needs one space, the 7-6-5-4-3 three").
 */
export const spacesNeeded = (count: number): number => Math.ceil(Math.log2(count));

/** Why a card may not be taken from a pile: the pile and what keeps its cards. */
export type Unavailable =
  | { readonly code: 'foundation-kept' | 'house-closed' | 'empty'; readonly pile: PileRef }
  | { readonly code: 'not-yours'; readonly pile: PileRef; readonly who: Player }
  | { readonly code: 'waste-out-of-play' | 'reserve-face-down'; readonly who: Player }
  | { readonly code: 'few-face-up'; readonly pile: PileRef; readonly up: number; readonly count: number }
  | { readonly code: 'few-spaces'; readonly pile: PileRef; readonly who: Player; readonly count: number; readonly need: number; readonly have: number };

/** Why the mover may not take `count` cards from `pile` towards `to`. */
export function whyNotAvailable(p: Position, pile: number, count: number, to: number): Unavailable {
  const ref = pileRefOf(p, pile);
  const who = p.toMove;
  if (isFoundation(pile)) return { code: 'foundation-kept', pile: ref };
  if (isLoad(pile)) return { code: 'not-yours', pile: ref, who };
  if (pile === WASTE && pileOf(p, pile).length > 0) return { code: 'waste-out-of-play', who };
  if (pile === RESERVE && mover(p).reserveFaceDown && pileOf(p, pile).length > 0) return { code: 'reserve-face-down', who };
  if (isHouse(pile) && pile - HOUSE === p.closedHouse) return { code: 'house-closed', pile: ref };
  if (count > 1 && pileOf(p, pile).length > 0) {
    const up = faceUpIn(p, pile - HOUSE);
    if (count > up) return { code: 'few-face-up', pile: ref, up, count };
    return { code: 'few-spaces', pile: ref, who, count, need: spacesNeeded(count), have: spacesBesides(p, to) };
  }
  return { code: 'empty', pile: ref };
}
