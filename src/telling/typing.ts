/**
 * A pile's cards in the editor's text field, written and read in the reader's language: the cards
 * as the board prints them ('K♣ 10♥', 'R♣ 10♥' in French), typed back the same way or with a
 * phone's letters (a suit's English letter, the English ranks T, J, Q, K in either language), so
 * that nobody has to learn the position format's codes ('KC TH') to set up a table.
 */
import { cardCode, JOKER, parseCard, RANKS, SUITS, UNKNOWN } from '../engine';
import { editorWords } from '../i18n/editor';
import type { Locale } from '../i18n/locales';
import { cardWords } from '../i18n/words';
import { cardName, SUIT_SYMBOLS } from './words';

const UNSEEN = cardCode(UNKNOWN);

/** A pile's cards (codes) as the field shows them to edit; a hand of face-down cards only, as their count ('35'), the way it may be typed. */
export function cardsTyping(cards: readonly string[], hand: boolean, locale: Locale): string {
  if (hand && cards.length > 0 && cards.every((c) => c === UNSEEN)) return String(cards.length);
  return cards.map((c) => (c === UNSEEN ? c : c === cardCode(JOKER) ? editorWords(locale).joker : cardName(parseCard(c)!, locale))).join(' ');
}

/** One typed word as a card code: a rank as printed in `locale` or as the format writes it (10 or T), then a suit by its symbol or its letter; '??' and the joker as shown. */
function typedCode(word: string, locale: Locale): string {
  const up = word.toUpperCase();
  if (up === editorWords(locale).joker.toUpperCase()) return cardCode(JOKER);
  const rank = up.slice(0, -1);
  const suit = up.slice(-1);
  // The words' ranks and the suit symbols follow the engine's order, which its letters (RANKS, SUITS) are in.
  return (RANKS[cardWords(locale).ranks.indexOf(rank)] ?? rank) + (SUITS[SUIT_SYMBOLS.indexOf(suit)] ?? suit);
}

/** Reads a pile's typed cards (as codes), or the first word that is not a card; a hand may be typed as a count of face-down cards. */
export function typedCards(text: string, hand: boolean, locale: Locale): { cards: string[] } | { notACard: string } {
  const words = text.trim().split(/[\s,]+/).filter(Boolean);
  if (hand && words.length === 1 && /^\d+$/.test(words[0]!)) return { cards: new Array<string>(Math.min(Number(words[0]), 104)).fill(UNSEEN) };
  const notACard = words.find((w) => parseCard(typedCode(w, locale)) === undefined);
  return notACard === undefined ? { cards: words.map((w) => typedCode(w, locale)) } : { notACard };
}
