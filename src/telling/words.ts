/**
 * Cards and piles in words, in each language: what the board prints in a card's corner,
 * what a screen reader says, and how a sentence names a pile for the person reading it.
 */
import { JOKER, rankOf, suitOf, UNKNOWN, type Card, type PileRef, type Player } from '../engine';
import type { Locale } from '../i18n/locales';
import { cardWords } from '../i18n/words';

/** Each suit's symbol, in the engine's suit order. */
export const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'];

/** The card's index, as printed: '10♥', 'Q♠' in English, 'D♠' in French. */
export function cardName(c: Card, locale: Locale): string {
  const w = cardWords(locale);
  if (c === UNKNOWN) return w.faceDown;
  if (c === JOKER) return w.joker;
  return w.ranks[rankOf(c) - 1]! + SUIT_SYMBOLS[suitOf(c)]!;
}

/** Only the rank, as printed in a card's corner. */
export const rankIndex = (c: Card, locale: Locale): string => cardWords(locale).ranks[rankOf(c) - 1]!;
export const suitSymbol = (c: Card): string => SUIT_SYMBOLS[suitOf(c)]!;

/** The card as a screen reader says it: 'seven of hearts', 'sept de cœur'. */
export function cardSpoken(c: Card, locale: Locale): string {
  const w = cardWords(locale);
  if (c === UNKNOWN) return w.faceDownSpoken;
  if (c === JOKER) return w.joker;
  return w.spoken({ rank: w.rankWords[rankOf(c) - 1]!, suit: w.suitWords[suitOf(c)]! });
}

/** A pile named for `viewer` (null: every side by its letter): 'house 3', 'your reserve', 'la défausse de B'. */
export function pileWords(ref: PileRef, viewer: Player | null, locale: Locale): string {
  const w = cardWords(locale);
  if (ref.kind === 'house') return w.house({ n: ref.index + 1 });
  if (ref.kind === 'foundation') return w.foundation({ n: ref.index + 1 });
  return w.own({ pile: ref.kind, owner: ref.player, yours: ref.player === viewer });
}
