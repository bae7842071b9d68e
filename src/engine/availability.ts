/**
 * Available cards: which cards the player to move may pick up, and what to call
 * each pile when telling a person what happened.
 */
import { cardLabel, type Card } from './cards';
import { FOUNDATION, HOUSE, isFoundation, isHouse, isLoad, OPP2_RESERVE, OPP_RESERVE, RESERVE, TURNED, WASTE } from './moves';
import { faceDownIn, nextPlayer, top, type Player, type Position, type Side } from './position';
import { agree, capitalize, must, whose } from './text';

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

/** A pile's name as `viewer` reads it (the mover by default): "your reserve" for their own, "B's waste pile" for another's. */
export function pileName(p: Position, pile: number, viewer: Player = p.toMove): string {
  if (isHouse(pile)) return `house ${pile - HOUSE + 1}`;
  if (isFoundation(pile)) return `foundation ${pile - FOUNDATION + 1}`;
  const owner = pile <= TURNED ? p.toMove : ownerOf(p, pile);
  const what = pile === RESERVE || pile === OPP_RESERVE || pile === OPP2_RESERVE ? 'reserve' : pile === TURNED ? 'turned hand card' : 'waste pile';
  return `${whose(owner, viewer)} ${what}`;
}

/** "your reserve card 3♥", "B's hand card 3♥", "7♣ on house 2", as `viewer` reads it. */
export function describeSource(p: Position, pile: number, c: Card, viewer: Player = p.toMove): string {
  if (isHouse(pile)) return `${cardLabel(c)} on ${pileName(p, pile)}`;
  const what = pile === RESERVE ? 'reserve card' : pile === WASTE ? 'waste card' : 'hand card';
  return `${whose(p.toMove, viewer)} ${what} ${cardLabel(c)}`;
}

/** Why the mover may not take a card from `pile`, told to `viewer` (the mover by default). */
export function whyNotAvailable(p: Position, pile: number, count: number, to: number, viewer: Player = p.toMove): string {
  const name = pileName(p, pile, viewer);
  const who = p.toMove;
  const their = whose(who, viewer);
  if (isFoundation(pile)) return `Cards on ${name} stay there: nothing is ever taken back off a foundation.`;
  if (isLoad(pile))
    return who === viewer
      ? `${capitalize(name)} belongs to your opponent: you may load cards onto it, never take them from it.`
      : `${capitalize(name)} is not ${who}'s: ${who} may load cards onto it, never take them from it.`;
  if (pile === WASTE && pileOf(p, pile).length > 0)
    return `${capitalize(their)} own waste pile is out of play for ${agree(who, viewer, 'you', who)}: its cards come back only when it is turned over to become ${their} hand.`;
  if (pile === RESERVE && mover(p).reserveFaceDown && pileOf(p, pile).length > 0)
    return `${capitalize(their)} reserve is still face down: on ${their} first turn it is turned up only after every play from the tableau to the foundations.`;
  if (isHouse(pile) && pile - HOUSE === p.closedHouse) return `${capitalize(name)} has left play: the first house emptied is no longer used.`;
  if (count > 1 && pileOf(p, pile).length > 0) {
    const up = faceUpIn(p, pile - HOUSE);
    if (count > up) return `${capitalize(name)} has only ${up} face-up card${up === 1 ? '' : 's'}, so ${count} cannot move together.`;
    const need = spacesNeeded(count);
    const have = spacesBesides(p, to);
    return `Moving ${count} cards from ${name} one at a time needs ${need} empty house${need === 1 ? '' : 's'} to hold cards on the way, and there ${have === 1 ? 'is' : 'are'} ${have === 0 ? 'none' : `only ${have}`}: ${must(who, viewer)}move the outermost card on its own.`;
  }
  return `${capitalize(name)} is empty: there is no card to move.`;
}
