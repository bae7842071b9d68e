/** Why a position cannot be read, and why a share link holds none, told to a person in English. */
import { plural } from '../locales';

export const en = {
  /** A card with its article: "the 7♥"; `card` is its index as printed. */
  the: (p: { card: string }) => `the ${p.card}`,
  aFaceDown: 'a face-down card',
  theJoker: 'the joker',
  cards: (p: { n: number }) => `${p.n} ${plural('en', p.n, { one: 'card', other: 'cards' })}`,
  colour: (p: { red: boolean }): string => (p.red ? 'red' : 'black'),
  rankWords: ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'],
  setAside: 'the joker is set aside as soon as it is turned up',
  packsHold: (p: { players: number; packs: number }): string => (p.players === 3 ? 'two packs and a joker hold' : p.packs === 1 ? 'one pack holds' : 'two packs hold'),
  /** Parts of the position as a person names them, for a field that is missing or has no place. */
  fields: {
    format: 'the name of the format',
    rules: 'the rules',
    toMove: 'whose turn it is',
    houses: 'the houses',
    foundations: 'the foundations',
    faceDown: 'the face-down cards of the houses',
    turnBegun: 'whether the turn has begun',
    sidePiles: (p: { player: string }) => `${p.player}’s piles`,
    sidePile: (p: { player: string; pile: 'reserve' | 'hand' | 'waste' | 'turned' | 'reserveFaceDown' }) =>
      `${p.player}’s ${{ reserve: 'reserve', hand: 'hand', waste: 'waste pile', turned: 'turned hand card', reserveFaceDown: 'face-down reserve' }[p.pile]}`,
  },
  'not-an-object': 'This is not a Russian Bank position: nothing in it describes a table.',
  format: 'This is not a Russian Bank position in a format this site reads.',
  rules: 'The rules of this position are not rules this site knows: an option is unknown, has a value the site does not offer, or is switched off while another option needs it.',
  unknownEntry: 'The position holds an entry this site does not know, so it cannot be read.',
  'unknown-field': (p: { what: string }) => `The position gives ${p.what}, which these rules have no place for.`,
  missingSomething: 'The position leaves out something it needs.',
  'missing-field': (p: { what: string }) => `The position leaves out ${p.what}.`,
  'not-a-side': (p: { player: string }) => `The position does not describe ${p.player}’s piles.`,
  'not-a-list': (p: { pile: string }) => `${p.pile} is not given as a list of cards.`,
  'not-a-card': (p: { pile: string; value: string | null }) => `${p.pile} holds ${p.value === null ? 'something' : `“${p.value}”`}, which is not a card.`,
  'hand-count': (p: { player: string; most: number }) => `${p.player}’s hand is given as a number of cards that is not a whole number from 0 to ${p.most}.`,
  'to-move': (p: { players: readonly string[] }) => `The position does not say whose turn it is: it must be ${p.players.join(' or ')}.`,
  'pile-count': (p: { expected: number; kind: 'house' | 'foundation' }) => `The table must have exactly ${p.expected} ${p.kind}s.`,
  'closed-house': (p: { house: number; three: boolean }) =>
    `House ${p.house} is marked as out of play, but ${p.three ? 'only the first house emptied leaves play' : 'houses leave play only in the three-player game'}.`,
  'face-down-counts': (p: { expected: number }) => `The face-down cards must be counted house by house, for all ${p.expected} houses.`,
  'face-down-count': (p: { house: number; most: number }) => `The number of face-down cards in house ${p.house} is not a whole number from 0 to ${p.most}.`,
  turnBegun: 'Whether the player to move has begun the turn is given as something other than yes.',
  reserveFaceDown: (p: { player: string }) => `Whether ${p.player}’s reserve lies face down is given as something other than yes.`,
  houseJoker: (p: { house: number; setAside: string }) => `House ${p.house} holds the joker, but ${p.setAside}.`,
  'house-hidden': (p: { house: number }) => `House ${p.house} shows a face-down card among its face-up cards: every face-up card of a house must be a known card.`,
  onAce: 'nothing can lie on an ace',
  onlyA: (p: { colour: string; rank: string }) => `only a ${p.colour} ${p.rank} can`,
  'house-order': (p: { house: number; card: string; under: string; why: string }) => `In house ${p.house}, ${p.card} cannot lie on ${p.under}: ${p.why}.`,
  tooManyDown: (p: { house: number; held: string; count: number }) =>
    `House ${p.house} holds ${p.held} but is set to have ${p.count} face down: the outermost card of a house always lies face up.`,
  allDown: (p: { house: number; held: string }) => `All ${p.held} of house ${p.house} are face down, but the outermost card of a house always lies face up.`,
  foundationJoker: (p: { foundation: number; setAside: string }) => `Foundation ${p.foundation} holds the joker, but ${p.setAside}.`,
  'foundation-hidden': (p: { foundation: number }) => `Foundation ${p.foundation} holds a face-down card, but the cards of a foundation always lie face up.`,
  'foundation-start': (p: { foundation: number; card: string }) => `Foundation ${p.foundation} starts with ${p.card}, but a foundation must start with an ace.`,
  'foundation-order': (p: { foundation: number; card: string; under: string; needed: string }) =>
    `On foundation ${p.foundation}, ${p.card} cannot follow ${p.under}: only ${p.needed} can.`,
  reserveJoker: (p: { player: string; setAside: string }) => `${p.player}’s reserve has the joker on top, but ${p.setAside}.`,
  'reserve-hidden': (p: { player: string }) => `${p.player}’s reserve has a face-down card on top, but the top card of a reserve lies face up in these rules.`,
  wasteJoker: (p: { player: string; setAside: string }) => `${p.player}’s waste pile holds the joker, but ${p.setAside}.`,
  'waste-hidden': (p: { player: string }) => `${p.player}’s waste pile holds a face-down card, but waste cards always lie face up.`,
  'turned-joker': (p: { player: string; setAside: string }) => `${p.player}’s turned hand card is the joker, but ${p.setAside}.`,
  'turned-not-mover': (p: { player: string; toMove: string }) => `${p.player} has a turned hand card, but it is ${p.toMove}’s turn: only the player to move can have one.`,
  jokers: (p: { count: number }) => `The table holds ${p.count} jokers, but there is only one.`,
  joker: 'The table holds the joker, but the joker is only in the three-player game.',
  'duplicate-card': (p: { card: string; count: number; single: boolean }) =>
    `${p.card} is on the table ${p.count} times, but ${p.single ? 'one pack holds only one' : 'two packs hold only two'} of each card.`,
  'card-count': (p: { count: number; hold: string; limit: number }) => `The table holds ${p.count} cards, but ${p.hold} only ${p.limit}.`,
  /** Why a share link opens no position, naming what happened to it and what to do. */
  link: {
    empty: 'This link holds no position: its code is missing. Ask for the link again.',
    'too-long': (p: { length: number }) => `This link is far too long to come from this site: its code has ${p.length} characters, where a position takes a few hundred at most.`,
    /** A character as the reader sees it: a space has no look of its own. */
    character: (p: { char: string }) => (/\s/.test(p.char) ? 'a space' : `“${p.char}”`),
    'bad-characters': (p: { char: string }) =>
      `This link holds ${p.char}, which no position code uses: the link was changed, or joined to other text, when it was copied. Ask for the link again.`,
    'no-version': 'This link is damaged: its code does not begin as the codes of this site do, so its beginning was changed or lost. Ask for the link again.',
    'newer-version': (p: { version: number }) =>
      `This link was made by a newer version of this site (its code is of version ${p.version}). Reload the page to get the latest version, then open the link again.`,
    truncated: 'This link is cut short: part of it is missing. Copy the whole link, or ask for it again.',
    corrupt: 'This link is damaged: some of its characters were changed, and what it holds cannot be a card table. Ask for the link again.',
    'check-failed':
      'This link has been altered: its last characters check the others and they do not match, so at least one character is not the one this site wrote. Ask for the link again.',
    extra: (p: { extra: number }) =>
      `This link goes on after its position: ${p.extra === 1 ? 'a character was' : `${p.extra} characters were`} added at its end, most likely text pasted after it. Remove ${p.extra === 1 ? 'it' : 'them'}, or ask for the link again.`,
    'invalid-position': 'This link holds a position the rules do not allow.',
  },
};
