/**
 * Building rules: what may be placed on a foundation, a house, or the opponent's
 * reserve and waste ("loading"), and why a card does not fit. Unknown cards fit only an empty house.
 */
import { isRed, rankOf, suitOf, UNKNOWN, type Card } from './cards';
import type { PileRef } from './piles';
import { top, type Player } from './position';

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
  | { readonly code: 'load-next'; readonly to: PileRef; readonly who: Player; readonly card: Card; readonly top: Card; readonly options: readonly Card[] };

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
export function whyLoadRefuses(exposed: Card | undefined, c: Card, to: PileRef, who: Player): Misfit {
  const t = exposed;
  if (t === undefined || t >= UNKNOWN) return { code: 'load-unexposed', to, who, faceDown: t !== undefined };
  const options = [rankOf(t) - 1, rankOf(t) + 1].filter((r) => r >= 1 && r <= 13).map((r) => t - rankOf(t) + r);
  return { code: 'load-next', to, who, card: c, top: t, options };
}
