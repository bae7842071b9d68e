/**
 * The contract's message for each fault (shared/position-format.md): what `judge` prints for an
 * outside program or a puzzle author, naming the field (`houses[2][3]: 5C cannot lie on 7D (needs
 * a red 6)`). Written from the fault's facts (./faults), in English only; people read those facts
 * in their own language (src/i18n/faults), so no page ships these messages.
 */
import { cardCode, RANKS, UNKNOWN, type Card } from './cards';
import type { FaultFacts } from './faults';
import type { PileRef } from './piles';
import type { Position } from './position';
import { positionFault } from './validate';

/** A pile's field in the JSON: `houses[2]`, `A.reserve`. */
function pilePath(ref: PileRef): string {
  if (ref.kind === 'house') return `houses[${ref.index}]`;
  if (ref.kind === 'foundation') return `foundations[${ref.index}]`;
  return `${ref.player}.${ref.kind}`;
}

const COLOUR = (red: boolean) => (red ? 'red' : 'black');
const hidden = (c: Card) => (c === UNKNOWN ? '??' : 'the joker');

/** The contract's message for the facts: the field, then what is wrong. */
export function contractMessage(f: FaultFacts): string {
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
      return `houses[${f.pile.index}][${f.at}]: ${cardCode(f.card)} cannot lie on ${cardCode(f.under)} (${f.wanted ? `needs a ${COLOUR(f.wanted.red)} ${RANKS[f.wanted.rank - 1]}` : 'nothing can lie on an ace'})`;
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

/** The contract's message for the first fault of `p` (what `judge` prints), or null for a valid position. */
export function validatePosition(p: Position): string | null {
  const fault = positionFault(p);
  return fault && contractMessage(fault);
}
