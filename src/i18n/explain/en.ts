/**
 * Why a move is stopped, what to do now and who begins, in English. `who` is the mover's
 * letter and `you` says whether the reader is the mover: the reader is "you", anyone else is
 * named ("B"). Cards and piles arrive already named (src/i18n/words). Fetched when first needed.
 */
import { plural } from '../locales';

type Who = { who: string; you: boolean };
type Fit = { source: string; to: string };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "your" or "B's". */
const whose = (p: Who) => (p.you ? 'your' : `${p.who}’s`);
const subject = (p: Who) => (p.you ? 'you' : p.who);
/** A verb agreeing with the subject: "you have", "B has". */
const agree = (p: Who, you: string, other: string) => (p.you ? you : other);
/** What the mover has to do: an order to the reader ("play it"), a duty of another ("B must play it"). */
const must = (p: Who) => (p.you ? '' : `${p.who} must `);
/** "house 7", "house 7 or foundation 2", "house 7, house 8 or foundation 2". */
const either = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);
const RANK_NAMES: Record<number, string> = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' };

export const en = {
  /** Why a move is stopped, one message per code of the engine's `Why`. */
  why: {
    'card-waiting': (p: Who & { card: string }) =>
      `${cap(whose(p))} hand card ${p.card} is still waiting: ${must(p)}play it, or discard it to ${whose(p)} waste pile, before ${subject(p)} ${agree(p, 'turn', 'turns')} another.`,
    'nothing-to-turn': (p: Who) => `${cap(subject(p))} ${agree(p, 'have', 'has')} no hand and no waste pile left, so there is no card to turn.`,
    'no-turned-card': (p: Who) =>
      `${cap(subject(p))} ${agree(p, 'have', 'has')} no turned hand card to play: ${must(p)}turn up the top card of ${whose(p)} hand first.`,
    'foundation-kept': (p: { pile: string }) => `Cards on ${p.pile} stay there: nothing is ever taken back off a foundation.`,
    'not-yours': (p: Who & { pile: string }) =>
      p.you
        ? `${cap(p.pile)} belongs to your opponent: you may load cards onto it, never take them from it.`
        : `${cap(p.pile)} is not ${p.who}’s: ${p.who} may load cards onto it, never take them from it.`,
    'waste-out-of-play': (p: Who) =>
      `${cap(whose(p))} own waste pile is out of play for ${subject(p)}: its cards come back only when it is turned over to become ${whose(p)} hand.`,
    'reserve-face-down': (p: Who) =>
      `${cap(whose(p))} reserve is still face down: on ${whose(p)} first turn it is turned up only after every play from the tableau to the foundations.`,
    'house-closed': (p: { pile: string }) => `${cap(p.pile)} has left play: the first house emptied is no longer used.`,
    'few-face-up': (p: { pile: string; up: number; count: number }) => `${cap(p.pile)} has only ${p.up} ${plural('en', p.up, { one: 'face-up card', other: 'face-up cards' })}, so ${p.count} cannot move together.`,
    'few-spaces': (p: Who & { pile: string; count: number; need: number; have: number }) =>
      `Moving ${p.count} cards from ${p.pile} one at a time needs ${p.need} empty ${plural('en', p.need, { one: 'house', other: 'houses' })} to hold cards on the way, and there ${plural('en', p.have, { one: 'is', other: 'are' })} ${p.have === 0 ? 'none' : `only ${p.have}`}: ${must(p)}move the outermost card on its own.`,
    empty: (p: { pile: string }) => `${cap(p.pile)} is empty: there is no card to move.`,
    'already-there': 'That card is already there.',
    'lone-card-space': (p: { pile: string; to: string }) =>
      `${cap(p.pile)} would only move its hole to ${p.to}: under this family rule the cards of a house may not all go to an empty house, since the table would not change.`,
    'no-such-pile': (p: { pile: string }) => `There is no ${p.pile} in this game.`,
    'waste-only-discard': (p: Who) => `Only ${whose(p)} turned hand card may go on ${whose(p)} own waste pile, as the discard that ends ${whose(p)} turn.`,
    'own-reserve': (p: Who) => `${cap(subject(p))} may never put a card on ${whose(p)} own reserve.`,
    'pass-not-discard': (p: Who & { card: string }) => `${cap(whose(p))} turn ends by discarding ${whose(p)} hand card ${p.card} to ${whose(p)} waste pile, not by passing.`,
    'pass-cards-left': (p: Who) =>
      `${cap(subject(p))} still ${agree(p, 'have', 'has')} cards to turn: ${whose(p)} turn ends when ${subject(p)} ${agree(p, 'discard', 'discards')} a turned hand card, and passing is only for a player with no hand and no waste left.`,
    'group-off-house': (p: { to: string }) => `A group of cards can only be moved onto a house, never onto ${p.to}.`,
    'foundation-empty': (p: { to: string; card: string }) => `${cap(p.to)} is empty, and only an ace can start a foundation, so ${p.card} cannot go there.`,
    'foundation-complete': (p: { to: string }) => `${cap(p.to)} is complete up to the king; nothing more goes on it.`,
    'foundation-next': (p: { to: string; suit: string; top: string; wanted: string; card: string }) =>
      `${cap(p.to)} is built up in ${p.suit} and its top card is ${p.top}, so only ${p.wanted} goes there next, not ${p.card}.`,
    'house-ace': (p: { to: string }) => `The outermost card of ${p.to} is an ace, and nothing can be built down on an ace.`,
    'house-next': (p: { to: string; red: boolean; rank: number; top: string; card: string }) =>
      `On ${p.to} only a ${p.red ? 'red' : 'black'} ${RANK_NAMES[p.rank] ?? String(p.rank)} can go on ${p.top} (one rank lower, the other colour), not ${p.card}.`,
    'load-unexposed': (p: Who & { to: string; faceDown: boolean }) =>
      `${cap(p.to)} ${p.faceDown ? 'is still face down' : 'is empty'}, and ${subject(p)} can only load onto an exposed card.`,
    'load-next': (p: Who & { to: string; top: string; options: readonly string[]; card: string }) =>
      `${cap(subject(p))} can load ${p.to} only with a card of the same suit one rank above or below its top card ${p.top} (${p.options.join(' or ')}), not ${p.card}.`,
    'load-waste-next': (p: Who & { to: string; top: string; card: string; equal: boolean; otherColour: boolean }) =>
      `Under this family rule ${subject(p)} can load ${p.to} only with a card ${p.otherColour ? 'of the other colour' : 'of the same suit'} ${p.equal ? 'of the same rank as its top card or one rank above or below it' : 'one rank above or below its top card'}, ${p.top}; ${p.card} is not one.`,
    'reserve-to-foundation-first': (p: Fit) => `${cap(p.source)} fits ${p.to}, and a reserve card that can go to a foundation must be played there before anything else (priority rule 1).`,
    'foundation-not-discard': (p: Fit) => `${cap(p.source)} fits ${p.to}, so it must be played there instead of being discarded (priority rule 2).`,
    'foundation-first': (p: Fit) => `${cap(p.source)} fits ${p.to}; while any available card can go to a foundation, that play comes before every other move (priority rule 2).`,
    'ace-first': (p: Fit) => `${cap(p.source)} fits ${p.to}; under this family rule an ace that can go to a foundation must go there before any other move (other cards may wait).`,
    'group-card-fits': (p: Fit) =>
      `${cap(p.source)} fits ${p.to}: moving the group one card at a time would make it available on the way, and a card that can go to a foundation must go there (priority rule 2).`,
    'fill-spaces-first': (p: Who & { space: string }) =>
      `${cap(p.space)} is empty and ${whose(p)} reserve still has cards: ${must(p)}fill the spaces from ${whose(p)} reserve before turning a hand card (priority rule 3).`,
    'load-first': (p: Who & Fit) => `Under the strict loading rule, when no foundation play is open ${subject(p)} must load an opponent whenever ${subject(p)} can: ${p.source} fits ${p.to}.`,
    'release-first': (p: Who & { fewest: boolean; steps: string }) =>
      `Under the strict release rule${p.fewest ? ', in the fewest moves' : ''}, a buried card that fits a foundation must be freed when it can be: ${must(p)}move ${p.steps}.`,
    'spaces-first': (p: Who & { steps: string }) =>
      `Under the strict spaces rule, before turning a hand card ${subject(p)} must make every space ${subject(p)} can and fill it from ${whose(p)} reserve: ${must(p)}move ${p.steps}.`,
    'uncover-first': (p: Who & { steps: string }) =>
      `Under the face-down tableau rule, once no card can go to a foundation ${subject(p)} must uncover face-down cards when ${subject(p)} can: ${must(p)}move ${p.steps}.`,
  },

  /** A priority rule named inside a hint's sentence. */
  ruleShort: {
    'reserve-to-foundation-first': 'priority rule 1',
    'foundation-first': 'priority rule 2',
    'fill-spaces-first': 'priority rule 3',
    'release-first': 'the strict release rule',
    'load-first': 'the strict loading rule',
    'spaces-first': 'the strict spaces rule',
    'uncover-first': 'the face-down tableau rule',
  },

  /** "What must I do now?", one message per code of the engine's `HintWhy`. */
  hint: {
    'game-over': 'The game is over.',
    compulsory: (p: Who & { start: boolean; steps: string; rule: string; choices: number }) =>
      `${cap(must(p) + (p.start ? `start with ${p.steps}` : `play ${p.steps}`))}: ${p.rule} makes it compulsory${p.choices > 1 ? ` (${p.choices} moves would do; this is one)` : ''}.`,
    'hand-card-plays': (p: Who & { card: string; targets: readonly string[] }) =>
      `${cap(whose(p))} hand card ${p.card} can be played to ${either(p.targets)}, or discarded to ${whose(p)} waste pile, which ends ${whose(p)} turn.`,
    'hand-card-discard': (p: Who & { card: string }) => `${cap(whose(p))} hand card ${p.card} fits nowhere: ${must(p)}discard it to ${whose(p)} waste pile, which ends ${whose(p)} turn.`,
    'turn-bar': (p: Who & { rule: string; steps: string }) => `Before ${subject(p)} ${agree(p, 'turn', 'turns')} a hand card, ${p.rule} says: ${p.steps}.`,
    free: (p: Who & { free: number; canTurn: boolean }) =>
      `Nothing is compulsory now: ${subject(p)} may ${p.free === 0 ? '' : p.free === 1 ? 'make the one free move, or ' : `make any of ${p.free} free moves, or `}${p.canTurn ? `turn up ${whose(p)} hand card` : 'pass'}.`,
  },

  /** Who begins a game, and why; `you`: the reader is the one who begins. */
  begins: {
    compared: (p: Who & { what: string; card: string; others: string; higher: boolean }) =>
      `${p.you ? 'You begin' : `${p.who} begins`}: ${whose(p)} ${p.what}, ${p.card}, is ${p.higher ? 'higher' : 'lower'} than ${p.others}.`,
    /** The same card of another player: "yours, K♠", "B’s, 2♥". */
    other: (p: Who & { card: string }) => `${p.you ? 'yours' : `${p.who}’s`}, ${p.card}`,
    reserve: 'reserve card',
    house: (p: { n: number }) => `house card ${['next to the reserve', 'second from the reserve', 'third from the reserve', 'fourth from the reserve'][p.n]}`,
    and: ' and ',
    tie: (p: Who) =>
      `${p.you ? 'You begin' : `${p.who} begins`}: every card compared was equal, and on a full tie the player at the bottom (${p.you ? 'you' : p.who}) begins.`,
    cut: (p: Who) => `${p.you ? 'You begin: you' : `${p.who} begins: ${p.who}`} cut the lowest card before the deal.`,
    alternate: (p: Who) => `${p.you ? 'You begin' : `${p.who} begins`}: the players take turns to begin the games of a match.`,
  },
};
