/**
 * Building rules: what may be placed on a foundation, a house, or the opponent's
 * reserve and waste ("loading"). Unknown cards fit only an empty house.
 */
import { cardLabel, isRed, rankOf, suitOf, UNKNOWN, type Card } from './cards';
import { top } from './position';
import { capitalize } from './text';

/** Foundations: an ace on an empty one, then the same suit one rank up, to the king. */
export function fitsFoundation(pile: readonly Card[], c: Card): boolean {
  if (c >= UNKNOWN) return false;
  const t = top(pile);
  return t === undefined ? rankOf(c) === 1 : c === t + 1 && rankOf(t) < 13;
}

/** Houses: any card on an empty one, else one rank down in the other colour. */
export function fitsHouse(pile: readonly Card[], c: Card): boolean {
  const t = top(pile);
  if (t === undefined) return true;
  return c < UNKNOWN && rankOf(c) === rankOf(t) - 1 && isRed(c) !== isRed(t);
}

/** Loading: the same suit as the opponent's exposed card, one rank up or down (no wrap from king to ace). */
export function fitsLoad(exposed: Card | undefined, c: Card): boolean {
  const t = exposed;
  if (t === undefined || t >= UNKNOWN || c >= UNKNOWN) return false;
  return suitOf(c) === suitOf(t) && Math.abs(rankOf(c) - rankOf(t)) === 1;
}

const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'];
const rankName = (r: number) => ({ 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' } as Record<number, string>)[r] ?? String(r);

/** Why `c` does not fit on `pile`, for a person. `name` is the pile's name ("foundation 2"). */
export function whyFoundationRefuses(pile: readonly Card[], c: Card, name: string): string {
  const t = top(pile);
  if (t === undefined) return `${capitalize(name)} is empty, and only an ace can start a foundation, so ${cardLabel(c)} cannot go there.`;
  if (rankOf(t) === 13) return `${capitalize(name)} is complete up to the king; nothing more goes on it.`;
  return `${capitalize(name)} is built up in ${SUIT_NAMES[suitOf(t)]} and its top card is ${cardLabel(t)}, so only ${cardLabel(t + 1)} goes there next, not ${cardLabel(c)}.`;
}

export function whyHouseRefuses(pile: readonly Card[], c: Card, name: string): string {
  const t = top(pile)!;
  if (rankOf(t) === 1) return `The outermost card of ${name} is an ace, and nothing can be built down on an ace.`;
  return `On ${name} only a ${isRed(t) ? 'black' : 'red'} ${rankName(rankOf(t) - 1)} can go on ${cardLabel(t)} (one rank lower, the other colour), not ${cardLabel(c)}.`;
}

/** `who` is the loader as the reader calls them: "you", or "B". */
export function whyLoadRefuses(exposed: Card | undefined, c: Card, name: string, who = 'you'): string {
  const t = exposed;
  if (t === undefined || t >= UNKNOWN)
    return `${capitalize(name)} ${t === undefined ? 'is empty' : 'is still face down'}, and ${who} can only load onto an exposed card.`;
  const options = [rankOf(t) - 1, rankOf(t) + 1].filter((r) => r >= 1 && r <= 13).map((r) => cardLabel(t - rankOf(t) + r));
  return `${capitalize(who)} can load ${name} only with a card of the same suit one rank above or below its top card ${cardLabel(t)} (${options.join(' or ')}), not ${cardLabel(c)}.`;
}
