/**
 * Available cards: which cards the player to move may pick up, and what to call
 * each pile when telling a person what happened.
 */
import { cardLabel, type Card } from './cards';
import { FOUNDATION, HOUSE, isFoundation, isHouse, OPP_RESERVE, OPP_WASTE, RESERVE, TURNED, WASTE } from './moves';
import { opponent, top, type Position, type Side } from './position';
import { capitalize } from './text';

export const mover = (p: Position): Side => p[p.toMove];
export const waiting = (p: Position): Side => p[opponent(p.toMove)];

/** The pile a pile id stands for, from the mover's point of view (the turned card is a pile of at most one). */
export function pileOf(p: Position, pile: number): Card[] {
  if (isHouse(pile)) return p.houses[pile - HOUSE]!;
  if (isFoundation(pile)) return p.foundations[pile - FOUNDATION]!;
  const me = mover(p);
  const them = waiting(p);
  switch (pile) {
    case RESERVE: return me.reserve;
    case WASTE: return me.waste;
    case TURNED: return me.turned === null ? [] : [me.turned];
    case OPP_RESERVE: return them.reserve;
    default: return them.waste;
  }
}

/**
 * The card the mover may take from `pile`, or undefined. Available: the reserve's top,
 * the turned hand card, each house's outermost card, and (a variant) the waste's top.
 */
export function availableCard(p: Position, pile: number): Card | undefined {
  if (isFoundation(pile) || pile === OPP_RESERVE || pile === OPP_WASTE) return undefined;
  if (pile === WASTE && !p.rules.wasteAvailable) return undefined;
  if (pile === TURNED) return mover(p).turned ?? undefined;
  return top(pileOf(p, pile));
}

export function pileName(p: Position, pile: number): string {
  if (isHouse(pile)) return `house ${pile - HOUSE + 1}`;
  if (isFoundation(pile)) return `foundation ${pile - FOUNDATION + 1}`;
  const them = opponent(p.toMove);
  return { [RESERVE]: 'your reserve', [WASTE]: 'your waste pile', [TURNED]: 'your turned hand card', [OPP_RESERVE]: `${them}'s reserve`, [OPP_WASTE]: `${them}'s waste pile` }[pile]!;
}

/** "your reserve card 3♥", "7♣ on house 2". */
export function describeSource(p: Position, pile: number, c: Card): string {
  if (isHouse(pile)) return `${cardLabel(c)} on ${pileName(p, pile)}`;
  return { [RESERVE]: 'your reserve card', [WASTE]: 'your waste card', [TURNED]: 'your hand card' }[pile] + ` ${cardLabel(c)}`;
}

export function whyNotAvailable(p: Position, pile: number, count: number): string {
  const name = pileName(p, pile);
  if (isFoundation(pile)) return `Cards on ${name} stay there: nothing is ever taken back off a foundation.`;
  if (pile === OPP_RESERVE || pile === OPP_WASTE)
    return `${capitalize(name)} belongs to your opponent: you may load cards onto it, never take them from it.`;
  if (pile === WASTE && pileOf(p, pile).length > 0)
    return `Your own waste pile is out of play for you: its cards come back only when it is turned over to become your hand.`;
  if (count > 1 && pileOf(p, pile).length > 0)
    return `Only the outermost card of ${name} is available: cards move one at a time, never ${count} as a group.`;
  if (pile === TURNED) return `You have no turned hand card to play.`;
  return `${capitalize(name)} is empty: there is no card to move.`;
}
