/**
 * What is wrong with a position, as a value (errors as values, in the style of chessops):
 * a code, the facts (the pile as a PileRef, the cards as Card values, the counts), the
 * contract's message for programs (shared/position-format.md: it names the field, `houses[2][3]: 5C
 * cannot lie on 7D (needs a red 6)`). A person reads the facts as src/i18n/faults tells them, in
 * their language ("In house 3, the 5♣ cannot lie on the 7♦: only a red 6 can."). The checks
 * themselves live where they always did (validate.ts for the rules, interchange.ts for the shape); they build these values.
 */
import { cardCode, isRed, RANKS, rankOf, UNKNOWN, type Card } from './cards';
import type { PileRef } from './piles';
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
/** A fault: its facts and the contract's message, the exact text `judge` prints. */
export type PositionFault = FaultFacts & { readonly message: string };

/** A pile's field in the JSON: `houses[2]`, `A.reserve`. */
export function pilePath(ref: PileRef): string {
  if (ref.kind === 'house') return `houses[${ref.index}]`;
  if (ref.kind === 'foundation') return `foundations[${ref.index}]`;
  return `${ref.player}.${ref.kind}`;
}

const COLOUR = (red: boolean) => (red ? 'red' : 'black');
const hidden = (c: Card) => (c === UNKNOWN ? '??' : 'the joker');

/** The rule a house card breaks by lying on `lower`, in the contract's words ("needs a red 6"); null if it may lie there. */
export function houseFault(lower: Card, upper: Card): string | null {
  if (rankOf(lower) === 1) return `nothing can lie on an ace`;
  if (rankOf(upper) === rankOf(lower) - 1 && isRed(upper) !== isRed(lower)) return null;
  return `needs a ${COLOUR(!isRed(lower))} ${RANKS[rankOf(lower) - 2]}`;
}

/** The contract's message for the facts: the field, then what is wrong. */
function contractMessage(f: FaultFacts): string {
  switch (f.code) {
    case 'not-an-object':
      return 'position: must be a JSON object';
    case 'format':
      return 'format: must be "russian-bank/position@1"';
    case 'rules':
      return f.detail;
    case 'unknown-field':
      return `${f.field}: unknown field`;
    case 'missing-field':
      return `${f.field}: missing`;
    case 'not-a-side':
      return `${f.player}: must be an object with reserve, hand, waste and turned`;
    case 'not-a-list':
      return `${pilePath(f.pile)}: must be a list of cards`;
    case 'not-a-card':
      return `${pilePath(f.pile)}${f.at === undefined ? '' : `[${f.at}]`}: ${JSON.stringify(f.value)} is not a card (rank A 2-9 T J Q K, then suit S H D C, e.g. "TD"; or ??)`;
    case 'hand-count':
      return `${f.player}.hand: a count of cards must be a whole number from 0 to ${f.most}`;
    case 'to-move':
      return `toMove: must be ${f.players.map((w) => `"${w}"`).join(' or ')}`;
    case 'pile-count':
      return `${f.kind}s: must be a list of exactly ${f.expected} piles`;
    case 'closed-house':
      return `houses[${f.pile.index}]: ${f.players === 3 ? 'only the first house emptied leaves play' : 'must be a list of cards'}`;
    case 'face-down-counts':
      return `faceDown: must be a list of ${f.expected} counts, one per house`;
    case 'face-down-count':
      return `faceDown[${f.pile.index}]: must be a whole number of cards from 0 to ${f.most}`;
    case 'flag':
      return `${f.player ? `${f.player}.` : ''}${f.field}: must be true, or left out`;
    case 'house-hidden':
      return `houses[${f.pile.index}][${f.at}]: face-up house cards must be known, ${hidden(f.card)} is not allowed here`;
    case 'house-order':
      return `houses[${f.pile.index}][${f.at}]: ${cardCode(f.card)} cannot lie on ${cardCode(f.under)} (${houseFault(f.under, f.card)})`;
    case 'face-down-outermost':
      return `faceDown[${f.pile.index}]: ${f.count} face-down cards, but the outermost card of a house is always face up`;
    case 'foundation-hidden':
      return `foundations[${f.pile.index}][${f.at}]: a foundation holds only face-up cards`;
    case 'foundation-start':
      return `foundations[${f.pile.index}][0]: ${cardCode(f.card)} cannot start a foundation (needs an ace)`;
    case 'foundation-order':
      return `foundations[${f.pile.index}][${f.at}]: ${cardCode(f.card)} cannot follow ${cardCode(f.under)} (needs ${cardCode(f.wanted)})`;
    case 'reserve-hidden':
      return `${f.pile.player}.reserve: the top card must be face up, not ${hidden(f.card)}`;
    case 'waste-hidden':
      return `${f.pile.player}.waste[${f.at}]: waste cards lie face up, ${hidden(f.card)} is not allowed here`;
    case 'turned-joker':
      return `${f.pile.player}.turned: the joker is set aside as soon as it is turned up`;
    case 'turned-not-mover':
      return `${f.pile.player}.turned: only the player to move (${f.toMove}) can have a turned card`;
    case 'joker':
      return `cards: ${f.players === 3 ? 'there is only one joker' : 'the joker is only in the three-player game'}`;
    case 'duplicate-card':
      return `cards: ${cardCode(f.card)} appears ${f.count} times, but ${f.packs === 1 ? 'one pack holds only one' : 'two packs hold only two'}`;
    case 'card-count':
      return `cards: the position holds ${f.count} cards, but ${packsHold(f)} only ${f.limit}`;
  }
}

const packsHold = (f: { players: number; packs: 1 | 2 }) => (f.players === 3 ? 'two packs and a joker hold' : f.packs === 1 ? 'one pack holds' : 'two packs hold');

/** The fault for these facts, with the contract's message. */
export const positionFaultOf = (facts: FaultFacts): PositionFault => ({ ...facts, message: contractMessage(facts) });
