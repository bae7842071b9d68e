/**
 * Cards and packs ("Players and Cards"). A card is a small integer so the engine can
 * judge hundreds of thousands of positions a second: suit * 13 + (rank - 1).
 * The two packs are not told apart in play, so a card does not record its pack.
 */
import type { RuleSet } from './variants';

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type SuitChar = (typeof SUITS)[number];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

export type Card = number;
/** A face-down card whose identity is not known (`??` in the interchange format). */
export const UNKNOWN: Card = 52;
/** The joker of the three-player game (`JK`), set aside as soon as it shows its face. */
export const JOKER: Card = 53;

export const card = (rank: number, suit: number): Card => suit * 13 + rank - 1;
/** 1 (ace) .. 13 (king); 0 for an unknown card. */
export const rankOf = (c: Card): number => (c >= UNKNOWN ? 0 : (c % 13) + 1);
/** 0 spades, 1 hearts, 2 diamonds, 3 clubs; -1 for an unknown card or the joker. */
export const suitOf = (c: Card): number => (c >= UNKNOWN ? -1 : Math.floor(c / 13));
/** Hearts and diamonds are red. */
export const isRed = (c: Card): boolean => c >= 13 && c < 39;

export function parseCard(s: unknown): Card | undefined {
  if (s === '??') return UNKNOWN;
  if (s === 'JK') return JOKER;
  if (typeof s !== 'string' || s.length !== 2) return undefined;
  const r = RANKS.indexOf(s[0] as (typeof RANKS)[number]);
  const u = SUITS.indexOf(s[1] as SuitChar);
  return r < 0 || u < 0 ? undefined : card(r + 1, u);
}

export const cardCode = (c: Card): string => (c === UNKNOWN ? '??' : c === JOKER ? 'JK' : RANKS[c % 13]! + SUITS[suitOf(c)]!);

/** One full 52-card pack in a fixed order, or only some suits of it (the one-pack game). */
export const pack = (suits: readonly number[] = [0, 1, 2, 3]): Card[] => suits.flatMap((u) => Array.from({ length: 13 }, (_, r) => u * 13 + r));

/** Every card of a game under its rules, each as many times as its packs hold it ("Players and Cards"): two packs; one pack; or two packs and a joker. */
export const gameCards = (rules: Pick<RuleSet, 'pack' | 'players'>): Card[] =>
  rules.players === 3 ? [...pack(), ...pack(), JOKER] : rules.pack === 'single' ? pack() : [...pack(), ...pack()];

