/**
 * Building rules: what may be placed on a foundation, a house, or the opponent's
 * reserve and waste ("loading"), and why a card does not fit. Unknown cards fit only an empty house.
 */
import { exposedCard, pileOf } from './availability';
import { isRed, rankOf, suitOf, UNKNOWN, type Card } from './cards';
import { HOUSE, isFoundation, isHouse, isLoad, OPP2_RESERVE, OPP2_WASTE, OPP_WASTE } from './moves';
import type { PileRef } from './piles';
import { top, type Player, type Position } from './position';
import type { RuleSet } from './variants';

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

/**
 * How a pile is loaded. The book's rule: the same suit, one rank up or down. On an opponent's
 * waste two family rules change it (docs/rules-decisions.md, "Family rules"): the same rank
 * counts too (`equal`), or the other colour replaces the same suit (`otherColour`). Every
 * program that plays them keeps the book's rule for the reserve.
 */
export interface LoadRule {
  readonly equal: boolean;
  readonly otherColour: boolean;
}
export const BOOK_LOAD: LoadRule = Object.freeze({ equal: false, otherColour: false });
const WASTE_LOADS: LoadRule[] = [BOOK_LOAD, { equal: true, otherColour: false }, { equal: false, otherColour: true }, { equal: true, otherColour: true }];

/** The rule that loads the opponent's pile `to` (a pile id of src/engine/moves) under `rules`. */
export const loadRuleOf = (rules: Pick<RuleSet, 'equalRankLoad' | 'alternateColourLoad'>, to: number): LoadRule =>
  to === OPP_WASTE || to === OPP2_WASTE ? WASTE_LOADS[(rules.equalRankLoad ? 1 : 0) + (rules.alternateColourLoad ? 2 : 0)]! : BOOK_LOAD;

/** Loading: the opponent's exposed card and `c` one rank apart (or, by `rule`, equal), in the same suit (or, by `rule`, the other colour); no wrap from king to ace. */
export function fitsLoad(exposed: Card | undefined, c: Card, rule: LoadRule): boolean {
  const t = exposed;
  if (t === undefined || t >= UNKNOWN || c >= UNKNOWN) return false;
  const step = Math.abs(rankOf(c) - rankOf(t));
  return (rule.otherColour ? isRed(c) !== isRed(t) : suitOf(c) === suitOf(t)) && (step === 1 || (rule.equal && step === 0));
}

/**
 * Does card `c` fit pile `to` (a pile id, from the mover's side) by the building rules alone,
 * whoever holds the card and whatever the priorities say? A space takes any card; the mover's
 * own reserve, waste and turned card take none by building, nor does a house out of play or
 * a pile of a player who is not at the table.
 */
export function fits(p: Position, to: number, c: Card): boolean {
  if (isFoundation(to)) return fitsFoundation(pileOf(p, to), c);
  if (isHouse(to)) return to - HOUSE < p.houses.length && to - HOUSE !== p.closedHouse && fitsHouse(p.houses[to - HOUSE]!, c);
  return isLoad(to) && (to < OPP2_RESERVE || p.C !== null) && fitsLoad(exposedCard(p, to), c, loadRuleOf(p.rules, to));
}

/** Under the family rule "only aces and the reserve card are compulsory", a card other than an ace need not go to a foundation unless it is the reserve card (rule 1). */
export const compulsoryToFoundation = (rules: Pick<RuleSet, 'acesAndReserveCompulsory'>, c: Card): boolean => !rules.acesAndReserveCompulsory || rankOf(c) === 1;

/** Why a card does not fit the pile it was put on: the pile, its top card and what it takes. */
export type Misfit =
  | { readonly code: 'group-off-house' | 'foundation-complete' | 'house-ace'; readonly to: PileRef }
  | { readonly code: 'foundation-empty'; readonly to: PileRef; readonly card: Card }
  /** `wanted`: the only card the foundation takes next. */
  | { readonly code: 'foundation-next'; readonly to: PileRef; readonly card: Card; readonly top: Card; readonly wanted: Card }
  /** `red` and `rank`: the colour and rank the house takes next. */
  | { readonly code: 'house-next'; readonly to: PileRef; readonly card: Card; readonly top: Card; readonly red: boolean; readonly rank: number }
  | { readonly code: 'load-unexposed'; readonly to: PileRef; readonly who: Player; readonly faceDown: boolean }
  /** `options`: the cards that would load, one rank below and above. */
  | { readonly code: 'load-next'; readonly to: PileRef; readonly who: Player; readonly card: Card; readonly top: Card; readonly options: readonly Card[] }
  /** An opponent's waste under a family rule of loading: the rule, and the top card it reads. */
  | { readonly code: 'load-waste-next'; readonly to: PileRef; readonly who: Player; readonly card: Card; readonly top: Card; readonly equal: boolean; readonly otherColour: boolean };

/** Why `c` does not fit the foundation `to`. */
export function whyFoundationRefuses(pile: readonly Card[], c: Card, to: PileRef): Misfit {
  const t = top(pile);
  if (t === undefined) return { code: 'foundation-empty', to, card: c };
  if (rankOf(t) === 13) return { code: 'foundation-complete', to };
  return { code: 'foundation-next', to, card: c, top: t, wanted: t + 1 };
}

export function whyHouseRefuses(pile: readonly Card[], c: Card, to: PileRef): Misfit {
  const t = top(pile)!;
  if (rankOf(t) === 1) return { code: 'house-ace', to };
  return { code: 'house-next', to, card: c, top: t, red: !isRed(t), rank: rankOf(t) - 1 };
}

/** `who` is the loader. */
export function whyLoadRefuses(exposed: Card | undefined, c: Card, to: PileRef, who: Player, rule: LoadRule): Misfit {
  const t = exposed;
  if (t === undefined || t >= UNKNOWN) return { code: 'load-unexposed', to, who, faceDown: t !== undefined };
  if (rule !== BOOK_LOAD) return { code: 'load-waste-next', to, who, card: c, top: t, ...rule };
  const options = [rankOf(t) - 1, rankOf(t) + 1].filter((r) => r >= 1 && r <= 13).map((r) => t - rankOf(t) + r);
  return { code: 'load-next', to, who, card: c, top: t, options };
}
