/**
 * What is wrong with a position, as a value (errors as values, in the style of chessops):
 * a code, the facts (the pile as a PileRef, the cards as Card values, the counts), the
 * contract's message for programs (shared/position-format.md: it names the field, `houses[2][3]: 5C
 * cannot lie on 7D (needs a red 6)`), and `faultWords` for a person ("In house 3, the 5♣
 * cannot lie on the 7♦: only a red 6 can."). The checks themselves live where they always
 * did (validate.ts for the rules, interchange.ts for the shape); they build these values.
 */
import { cardCode, cardLabel, isRed, JOKER, RANKS, rankOf, UNKNOWN, type Card } from './cards';
import { pileRefName, type PileRef } from './piles';
import type { Player } from './position';
import { capitalize } from './text';

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
  | { readonly code: 'hand-count'; readonly player: Player }
  | { readonly code: 'to-move'; readonly players: readonly Player[] }
  | { readonly code: 'pile-count'; readonly kind: 'house' | 'foundation'; readonly expected: number }
  /** A house given as null (left play): beyond the first in the three-player game, or any in the others. */
  | { readonly code: 'closed-house'; readonly pile: House; readonly players: number }
  | { readonly code: 'face-down-counts'; readonly expected: number }
  | { readonly code: 'face-down-count'; readonly pile: House }
  /** A flag (`turnBegun`, `A.reserveFaceDown`) that may only be true or left out. */
  | { readonly code: 'flag'; readonly field: 'turnBegun' | 'reserveFaceDown'; readonly player?: Player }
  // The rules of the game (validatePosition).
  /** A card face up in a house that is not a known card (`??` or the joker); `at` counts from the innermost, 0 first. */
  | { readonly code: 'house-hidden'; readonly pile: House; readonly at: number; readonly card: Card }
  | { readonly code: 'house-order'; readonly pile: House; readonly at: number; readonly card: Card; readonly under: Card }
  /** More face-down cards than leave the outermost one face up; `held` is how many cards the house holds. */
  | { readonly code: 'face-down-outermost'; readonly pile: House; readonly count: number; readonly held: number }
  | { readonly code: 'foundation-hidden'; readonly pile: Foundation; readonly at: number; readonly card: Card }
  | { readonly code: 'foundation-start'; readonly pile: Foundation; readonly card: Card }
  | { readonly code: 'foundation-order'; readonly pile: Foundation; readonly at: number; readonly card: Card; readonly under: Card }
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
      return `${f.player}.hand: a count of cards must be a whole number from 0 to 104`;
    case 'to-move':
      return `toMove: must be ${f.players.map((w) => `"${w}"`).join(' or ')}`;
    case 'pile-count':
      return `${f.kind}s: must be a list of exactly ${f.expected} piles`;
    case 'closed-house':
      return `houses[${f.pile.index}]: ${f.players === 3 ? 'only the first house emptied leaves play' : 'must be a list of cards'}`;
    case 'face-down-counts':
      return `faceDown: must be a list of ${f.expected} counts, one per house`;
    case 'face-down-count':
      return `faceDown[${f.pile.index}]: must be a whole number of cards`;
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
      return `foundations[${f.pile.index}][${f.at}]: ${cardCode(f.card)} cannot follow ${cardCode(f.under)} (needs ${cardCode(f.under + 1)})`;
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

const RANK_NAMES = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
/** "the 7♥", "a face-down card", "the joker". */
const the = (c: Card) => (c === UNKNOWN ? cardLabel(c) : c === JOKER ? 'the joker' : `the ${cardLabel(c)}`);
const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;
const SET_ASIDE = 'the joker is set aside as soon as it is turned up';

/** A field of the JSON as a person would name that part of the table. */
function fieldWords(field: string): string {
  const [head, rest] = field.split('.');
  if (head === 'A' || head === 'B' || head === 'C') {
    if (!rest) return `${head}'s piles`;
    const pile = rest === 'waste' ? 'waste pile' : rest === 'turned' ? 'turned hand card' : rest === 'reserveFaceDown' ? 'face-down reserve' : rest;
    return ['reserve', 'hand', 'waste', 'turned', 'reserveFaceDown'].includes(rest) ? `${head}'s ${pile}` : `an entry of ${head}'s piles`;
  }
  const named: Record<string, string> = {
    format: 'the name of the format',
    rules: 'the rules',
    toMove: 'whose turn it is',
    houses: 'the houses',
    foundations: 'the foundations',
    faceDown: 'the face-down cards of the houses',
    turnBegun: 'whether the turn has begun',
  };
  return named[field] ?? 'an entry';
}

/**
 * The fault told to a person: the pile as the board names it (house 3, foundation 2,
 * B's reserve), the cards as they look (7♥), and the rule that is broken. No field names,
 * no card codes, no counting from zero.
 */
export function faultWords(f: FaultFacts): string {
  switch (f.code) {
    case 'not-an-object':
      return 'This is not a Russian Bank position: nothing in it describes a table.';
    case 'format':
      return 'This is not a Russian Bank position in a format this site reads.';
    case 'rules':
      return 'The rules of this position are not rules this site knows: an option is unknown, has a value the site does not offer, or is switched off while another option needs it.';
    case 'unknown-field': {
      const what = fieldWords(f.field);
      return what.startsWith('an entry')
        ? 'The position holds an entry this site does not know, so it cannot be read.'
        : `The position gives ${what}, which these rules have no place for.`;
    }
    case 'missing-field':
      return `The position leaves out ${fieldWords(f.field) === 'an entry' ? 'something it needs' : fieldWords(f.field)}.`;
    case 'not-a-side':
      return `The position does not describe ${f.player}'s piles.`;
    case 'not-a-list':
      return `${capitalize(pileRefName(f.pile))} is not given as a list of cards.`;
    case 'not-a-card':
      return `${capitalize(pileRefName(f.pile))} holds ${typeof f.value === 'string' ? `“${f.value.slice(0, 12)}”` : 'something'}, which is not a card.`;
    case 'hand-count':
      return `${f.player}'s hand is given as a number of cards that is not a whole number from 0 to 104.`;
    case 'to-move':
      return `The position does not say whose turn it is: it must be ${f.players.join(' or ')}.`;
    case 'pile-count':
      return `The table must have exactly ${f.expected} ${f.kind}s.`;
    case 'closed-house':
      return f.players === 3
        ? `House ${f.pile.index + 1} is marked as out of play, but only the first house emptied leaves play.`
        : `House ${f.pile.index + 1} is marked as out of play, but houses leave play only in the three-player game.`;
    case 'face-down-counts':
      return `The face-down cards must be counted house by house, for all ${f.expected} houses.`;
    case 'face-down-count':
      return `The number of face-down cards in house ${f.pile.index + 1} is not a whole number of cards.`;
    case 'flag':
      return f.field === 'turnBegun'
        ? 'Whether the player to move has begun the turn is given as something other than yes.'
        : `Whether ${f.player}'s reserve lies face down is given as something other than yes.`;
    case 'house-hidden':
      return f.card === JOKER
        ? `House ${f.pile.index + 1} holds the joker, but ${SET_ASIDE}.`
        : `House ${f.pile.index + 1} shows a face-down card among its face-up cards: every face-up card of a house must be a known card.`;
    case 'house-order': {
      const lower = f.under;
      const why =
        rankOf(lower) === 1
          ? 'nothing can lie on an ace'
          : `only a ${COLOUR(!isRed(lower))} ${RANK_NAMES[rankOf(lower) - 2]} can`;
      return `In house ${f.pile.index + 1}, ${the(f.card)} cannot lie on ${the(lower)}: ${why}.`;
    }
    case 'face-down-outermost':
      return f.count > f.held
        ? `House ${f.pile.index + 1} holds ${cards(f.held)} but is set to have ${f.count} face down: the outermost card of a house always lies face up.`
        : `All ${cards(f.held)} of house ${f.pile.index + 1} are face down, but the outermost card of a house always lies face up.`;
    case 'foundation-hidden':
      return f.card === JOKER
        ? `Foundation ${f.pile.index + 1} holds the joker, but ${SET_ASIDE}.`
        : `Foundation ${f.pile.index + 1} holds a face-down card, but the cards of a foundation always lie face up.`;
    case 'foundation-start':
      return `Foundation ${f.pile.index + 1} starts with ${the(f.card)}, but a foundation must start with an ace.`;
    case 'foundation-order':
      return `On foundation ${f.pile.index + 1}, ${the(f.card)} cannot follow ${the(f.under)}: only ${the(f.under + 1)} can.`;
    case 'reserve-hidden':
      return f.card === JOKER
        ? `${f.pile.player}'s reserve has the joker on top, but ${SET_ASIDE}.`
        : `${f.pile.player}'s reserve has a face-down card on top, but the top card of a reserve lies face up in these rules.`;
    case 'waste-hidden':
      return f.card === JOKER
        ? `${f.pile.player}'s waste pile holds the joker, but ${SET_ASIDE}.`
        : `${f.pile.player}'s waste pile holds a face-down card, but waste cards always lie face up.`;
    case 'turned-joker':
      return `${f.pile.player}'s turned hand card is the joker, but ${SET_ASIDE}.`;
    case 'turned-not-mover':
      return `${f.pile.player} has a turned hand card, but it is ${f.toMove}'s turn: only the player to move can have one.`;
    case 'joker':
      return f.players === 3
        ? `The table holds ${f.count} jokers, but there is only one.`
        : 'The table holds the joker, but the joker is only in the three-player game.';
    case 'duplicate-card':
      return `${capitalize(the(f.card))} is on the table ${f.count} times, but ${f.packs === 1 ? 'one pack holds only one' : 'two packs hold only two'} of each card.`;
    case 'card-count':
      return `The table holds ${f.count} cards, but ${packsHold(f)} only ${f.limit}.`;
  }
}
