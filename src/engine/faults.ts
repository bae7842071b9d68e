/**
 * What is wrong with a position, as a value (errors as values, in the style of chessops):
 * a code and the facts (the pile as a PileRef, the cards as Card values, the counts). A person
 * reads the facts as src/i18n/faults tells them, in their language ("In house 3, the 5♣ cannot
 * lie on the 7♦: only a red 6 can."); a program reads the contract's message that ./contract
 * writes from them (`houses[2][3]: 5C cannot lie on 7D (needs a red 6)`), which the browser
 * never needs. The checks live in validate.ts (the rules) and interchange.ts (the shape).
 */
import type { Card } from './cards';
import type { Player } from './position';

type House = { readonly kind: 'house'; readonly index: number };
type Foundation = { readonly kind: 'foundation'; readonly index: number };
type SidePile<K extends string> = { readonly kind: K; readonly player: Player };
/** A pile a card list is read into. */
export type CardPile = House | Foundation | SidePile<'reserve' | 'hand' | 'waste'>;

/** The facts of each fault, by code. */
export type FaultFacts =
  // The shape of the JSON (readSetup).
  | { readonly code: 'not-an-object' }
  | { readonly code: 'format' }
  /** The rules field; `detail` is the rules reader's message. */
  | { readonly code: 'rules'; readonly detail: string }
  /** `field` is the field's path in the JSON (`A.score`). */
  | { readonly code: 'unknown-field'; readonly field: string }
  | { readonly code: 'missing-field'; readonly field: string }
  /** A side (A, B, C) that is not an object. */
  | { readonly code: 'not-a-side'; readonly player: Player }
  | { readonly code: 'not-a-list'; readonly pile: CardPile }
  /** `value` is what stood where a card should be; `at` its place in the pile (absent for a turned card). */
  | { readonly code: 'not-a-card'; readonly pile: CardPile | SidePile<'turned'>; readonly at?: number; readonly value: unknown }
  /** `most`: the largest count a hand may be given as. */
  | { readonly code: 'hand-count'; readonly player: Player; readonly most: number }
  | { readonly code: 'to-move'; readonly players: readonly Player[] }
  | { readonly code: 'pile-count'; readonly kind: 'house' | 'foundation'; readonly expected: number }
  /** A house given as null (left play): beyond the first in the three-player game, or any in the others. */
  | { readonly code: 'closed-house'; readonly pile: House; readonly players: number }
  | { readonly code: 'face-down-counts'; readonly expected: number }
  /** `most`: the largest count of face-down cards a house may be given. */
  | { readonly code: 'face-down-count'; readonly pile: House; readonly most: number }
  /** A flag (`turnBegun`, `A.reserveFaceDown`) that may only be true or left out. */
  | { readonly code: 'flag'; readonly field: 'turnBegun' | 'reserveFaceDown'; readonly player?: Player }
  // The rules of the game (validatePosition).
  /** A card face up in a house that is not a known card (`??` or the joker); `at` counts from the innermost, 0 first. */
  | { readonly code: 'house-hidden'; readonly pile: House; readonly at: number; readonly card: Card }
  /** `wanted`: the colour and rank the house takes on `under`; null on an ace, which takes nothing. */
  | { readonly code: 'house-order'; readonly pile: House; readonly at: number; readonly card: Card; readonly under: Card; readonly wanted: { readonly red: boolean; readonly rank: number } | null }
  /** More face-down cards than leave the outermost one face up; `held` is how many cards the house holds. */
  | { readonly code: 'face-down-outermost'; readonly pile: House; readonly count: number; readonly held: number }
  | { readonly code: 'foundation-hidden'; readonly pile: Foundation; readonly at: number; readonly card: Card }
  | { readonly code: 'foundation-start'; readonly pile: Foundation; readonly card: Card }
  /** `wanted`: the card that follows `under`, as the contract's message names it. */
  | { readonly code: 'foundation-order'; readonly pile: Foundation; readonly at: number; readonly card: Card; readonly under: Card; readonly wanted: Card }
  | { readonly code: 'reserve-hidden'; readonly pile: SidePile<'reserve'>; readonly card: Card }
  | { readonly code: 'waste-hidden'; readonly pile: SidePile<'waste'>; readonly at: number; readonly card: Card }
  | { readonly code: 'turned-joker'; readonly pile: SidePile<'turned'> }
  | { readonly code: 'turned-not-mover'; readonly pile: SidePile<'turned'>; readonly toMove: Player }
  /** Jokers on the table: more than one, or any outside the three-player game. */
  | { readonly code: 'joker'; readonly count: number; readonly players: number }
  | { readonly code: 'duplicate-card'; readonly card: Card; readonly count: number; readonly packs: 1 | 2 }
  | { readonly code: 'card-count'; readonly count: number; readonly limit: number; readonly players: number; readonly packs: 1 | 2 };

export type FaultCode = FaultFacts['code'];
/** What is wrong with a position: its code and facts. */
export type PositionFault = FaultFacts;
