/**
 * A puzzle's title and explanation, in English: the miner's templates, filled from the
 * puzzle's facts (cards and piles already in words; the engine's verdicts and sequences come
 * from the engine seam). Read at build time only: no island imports this catalog.
 */
import { plural } from '../locales';

const COUNT = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];
/** A count in words, as titles write it (they carry no numbers but the cards' and the piles'). */
const count = (n: number, one: string, other = `${one}s`) => `${COUNT[n] ?? String(n)} ${plural('en', n, { one, other })}`;
const whose = (p: { who: string; yours: boolean }) => (p.yours ? 'your' : `${p.who}’s`);
const opponents = (p: { three: boolean }) => (p.three ? "your opponents’ piles" : "B’s piles");

export const en = {
  /** The home page's picture of the daily puzzle's table: each band's name. */
  preview: {
    you: (p: { who: string }) => `You (${p.who})`,
    toMove: 'to move',
    title: (p: { id: string; title: string }) => `Puzzle ${p.id}: ${p.title}. The table before B’s first move.`,
  },
  /** What a puzzle asks, as the index and the puzzle's page name it. */
  kinds: { compulsory: 'Find the compulsory move', stop: 'Call the Stop' },
  /** What a puzzle trains (src/puzzles/themes.ts). */
  themes: {
    'reserve-first': 'Reserve to foundation first',
    'foundation-first': 'Foundation plays are compulsory',
    'fill-spaces': 'Fill spaces from the reserve',
    availability: 'Available cards',
    building: 'Building on houses and foundations',
    loading: "Loading the opponent’s piles",
    'hand-turn': 'The hand turn',
    discard: 'The discard',
    decoy: 'Looks wrong, but legal',
    'strict-release': 'Strict rule: release buried cards',
    'strict-load': 'Strict rule: loading is compulsory',
    'strict-spaces': 'Strict rule: make and fill spaces',
    'face-down-tableau': 'Face-down tableau',
    'early-hand-turn': 'Lenient: early hand turn',
    'waste-available': 'Lenient: your own waste in play',
    'group-moves': 'Group moves',
    'fewest-moves': 'Strict rule: release in the fewest moves',
    'face-down-reserve': 'Face-down reserve',
    'short-reserve': 'A smaller reserve',
    'one-pack': 'The one-pack game',
    'three-players': 'Three players',
  },
  title: {
    // Two sentences: after "B plays five moves", a colon would make the table's facts read as B's moves.
    line: (p: { lead: string; facts: string[] }) => `${p.lead}. On the table: ${p.facts.join(', ')}`,
    yourMove: 'Your move',
    bPlays: (p: { n: number }) => `B plays ${count(p.n, 'move')}`,
    inView: (p: { card: string; pile: string; reserve: boolean }) => `the ${p.card} ${p.reserve ? 'on your reserve' : `on ${p.pile}`} in view`,
    turnUnderWay: 'your turn already under way',
    reserveUsedUp: (p: { who: string; yours: boolean }) => `${whose(p)} reserve used up`,
    reserveFaceDown: (p: { who: string; yours: boolean }) => `${whose(p)} reserve still face down`,
    reserveShowing: (p: { who: string; yours: boolean; card: string }) => `${whose(p)} reserve showing the ${p.card}`,
    reserveDownTo: (p: { who: string; yours: boolean; n: number }) => `${whose(p)} reserve down to ${count(p.n, 'card')}`,
    turnedFrom: (p: { who: string; yours: boolean; card: string }) => `the ${p.card} turned from ${whose(p)} hand`,
    onWaste: (p: { who: string; yours: boolean; card: string }) => `the ${p.card} on ${whose(p)} waste pile`,
    wasteEmpty: (p: { who: string; yours: boolean }) => `${whose(p)} waste pile empty`,
    emptyHouses: (p: { n: number }) => (p.n ? count(p.n, 'empty house') : 'no empty house'),
    foundationsUnderWay: (p: { n: number }) => (p.n ? `${count(p.n, 'foundation')} under way` : 'no foundation started'),
    foundationsComplete: (p: { n: number }) => `${count(p.n, 'foundation')} complete`,
    onHouse: (p: { card: string; n: number }) => `the ${p.card} on house ${p.n}`,
  },
  compulsory: {
    newHand: (p: { three: boolean }) =>
      `Turn your waste pile over as your new hand and turn up its first hand card: none of your cards fits a foundation, a house or ${opponents(p)}, so the hand turn is the only move left.`,
    handTurn: (p: { three: boolean }) => `Turn up your hand card: none of your cards fits a foundation, a house or ${opponents(p)}, so the hand turn is the only move left.`,
    discard: (p: { card: string; three: boolean }) =>
      `Discard the turned ${p.card} to your waste pile: it fits no foundation, no house and none of ${opponents(p)}, and no other card of yours can move, so the discard, which ends your turn, is all that is left.`,
    theCard: 'the card',
    what: (p: { card: string; from: string; to: string; load: boolean }) => `${p.load ? 'Load' : 'Play'} ${p.card} from ${p.from} ${p.load ? 'onto' : 'to'} ${p.to}`,
    wholeWay: (p: { moves: string }) => ` The whole way: ${p.moves}.`,
    freed: (p: { card: string; n: number }) => `${p.card} on house ${p.n}`,
    reserveFirst: (p: { what: string }) => `${p.what}: a reserve card that fits a foundation must be played there before any other move (priority rule 1).`,
    foundationFirst: (p: { what: string; only: string | null; aces: boolean }) =>
      p.aces
        ? `${p.what}: while an ace you can move fits a foundation, it goes there before every other move (the family rule that only aces and the reserve card are compulsory)${p.only ? `, and ${p.only} is the only ace that fits one` : ''}.`
        : `${p.what}: while a card you can move fits a foundation, that play comes before every other move (priority rule 2)${p.only ? `, and ${p.only} is the only card that fits one` : ''}.`,
    releaseFirst: (p: { what: string; freed: string | null; fewest: boolean; more: string }) =>
      `${p.what}: with no foundation play open, the strict release rule has you free a buried card that fits a foundation${p.freed ? ` (${p.freed})` : ''}${p.fewest ? ', in the fewest moves' : ''}, and this move starts it.${p.more}`,
    loadFirst: (p: { what: string; card: string }) => `${p.what}: with no foundation play open, the strict loading rule has you load an opponent whenever you can, and ${p.card} is the only card that loads.`,
    uncoverFirst: (p: { what: string; more: string }) =>
      `${p.what}: with no foundation play open, the uncover rule of the face-down tableau has you turn up a face-down house card whenever you can, and this move starts it.${p.more}`,
    fillSpacesFirst: (p: { what: string }) => `${p.what}: before you may turn your hand card, priority rule 3 has you fill the spaces from your reserve, and no other card of yours can move.`,
    spacesFirst: (p: { what: string; more: string }) =>
      `${p.what}: before you may turn your hand card, the strict spaces rule has you make a space and fill it from your reserve, and this move starts it.${p.more}`,
    plain: (p: { what: string }) => `${p.what}.`,
    alsoTheOther: (p: { pile: string }) => ` ${p.pile.charAt(0).toUpperCase() + p.pile.slice(1)} would do just as well: the two are alike.`,
    alsoAnyOther: (p: { alike: 'house' | 'same' | 'empty' }) =>
      ` Any other ${{ house: 'empty house', same: 'foundation showing the same card', empty: 'empty foundation' }[p.alike]} would do just as well: they are alike.`,
    toFoundationFirst: (p: { card: string }) => `${p.card} must go to the foundation first`,
    loadComesFirst: (p: { card: string }) => `the load with ${p.card} must come first`,
    freeingFirst: 'freeing the buried card must come first',
    uncoveringFirst: 'uncovering the face-down card must come first',
    turningUp: 'turning up your hand card',
    moving: (p: { moves: string }) => `moving ${p.moves}`,
    tempting: (p: { what: string; why: string | null; stop: string }) => ` Tempting, but wrong: ${p.what} would be stopped${p.why ? `, as ${p.why}.` : `. ${p.stop}`}`,
    earlyTurnGone: ' You have already moved this turn, so the early hand turn these rules allow is no longer open.',
  },
  stop: {
    clean: (p: { n: number; notes: string[] }) =>
      // The answer's title says there is no error already ("Right: no error."): the text says why, without saying it again.
      `${p.n === 1 ? 'B’s one move is allowed, so let it go' : `${p.n === 2 ? 'Both of B’s moves are' : `All ${COUNT[p.n] ?? String(p.n)} of B’s moves are`} allowed, so let each one go`}.${p.notes.length ? ` ${p.notes.join(' ')}` : ''}`,
    error: (p: { n: number; step: string; rule: string; stop: string; before: string[] }) =>
      `Move ${p.n} is the error: ${p.step}, which breaks ${p.rule}. ${p.stop}${p.before.length ? ` Before it, nothing was wrong. ${p.before.join(' ')}` : ''}`,
    turned: (p: { who: string }) => `${p.who} turned up a hand card`,
    passed: (p: { who: string }) => `${p.who} passed`,
    moved: (p: { who: string; moves: string; group: boolean }) => `${p.who} moved ${p.moves}${p.group ? ' in one go' : ''}`,
    /** Moves that stand for the same reason, then the reason once. */
    note: (p: { events: string[]; why: string }) => `${p.events.join(' ')} ${p.why}`,
  },
  /** The rule a reason stands for, in a few words for a sentence. */
  rules: {
    'no-hand-card': 'the rule of the hand card',
    'not-available': 'the rule of available cards',
    'bad-target': 'the rule of where cards may go',
    'does-not-fit': 'the building rules',
    'reserve-to-foundation-first': 'priority rule 1 (reserve to foundation first)',
    'foundation-first': 'priority rule 2 (foundation plays first)',
    'fill-spaces-first': 'priority rule 3 (fill spaces before turning)',
    'release-first': 'the strict release rule',
    'load-first': 'the strict loading rule',
    'spaces-first': 'the strict spaces rule',
    'uncover-first': "the face-down tableau’s uncover rule",
  },
  /** The family rules a Stop can name (src/engine, `ruleOf`), and a load onto the waste under one of them. */
  familyRules: {
    'aces-compulsory': 'the family rule that only aces and the reserve card are compulsory',
    'lone-card-stays': 'the family rule that a lone house card stays out of empty houses',
    load: (p: { equal: boolean; otherColour: boolean }) =>
      `the family rule of ${p.otherColour && p.equal ? 'loading by colour, or at the same rank' : p.otherColour ? 'loading by colour' : 'equal-rank loading'}`,
  },
  /** What the priority rules asked of the mover before a move. */
  duty: {
    fitted: (p: { card: string; reserve: boolean; who: string; yours: boolean; from: string; to: string }) =>
      `${p.card} ${p.reserve ? `on ${whose(p)} reserve` : `from ${p.from}`} fitted ${p.to}`,
    empty: (p: { pile: string }) => `${p.pile} stood empty`,
  },
  /** A legal move that looks wrong: what happened (one sentence), then why it stands. */
  decoy: {
    earlyTurn: (p: { who: string; duty: string }) => `${p.who} turned up a hand card first thing in the turn, while ${p.duty}.`,
    earlyTurnWhy:
      'These rules let a player turn the hand card at the very start of a turn, before any other move: you might have called Stop for a priority rule, but the priorities only bind once the turn is under way.',
    turnWithSpace: (p: { who: string; pile: string }) => `${p.who} turned up a hand card with ${p.pile} empty.`,
    turnWithSpaceWhy: (p: { who: string; yours: boolean }) =>
      `You might expect priority rule 3 to forbid it, but that rule asks for spaces to be filled from the reserve before a hand card is turned, and ${whose(p)} reserve is used up, so it no longer binds ${p.who}.`,
    turnOverReserve: (p: { who: string; yours: boolean; card: string; pile: string }) =>
      `${p.who} turned up a hand card while ${whose(p)} reserve card ${p.card} could have gone on ${p.pile}.`,
    turnOverReserveWhy:
      'You might think the reserve card had to be played first, but only a reserve card that fits a foundation must be played before anything else (priority rule 1); building on a house or loading with it is a choice.',
    discard: (p: { who: string; card: string; pile: string }) => `${p.who} discarded the turned ${p.card} although it could have gone on ${p.pile}.`,
    /** `card`: the card discarded, for languages whose pronoun agrees with it. */
    discardWhy: (p: { who: string; yours: boolean; card: string }) =>
      `You might think it had to be played, but only a foundation play is compulsory: a card that fits a house or an opponent’s pile may still be discarded, and the discard ends ${whose(p)} turn.`,
    fromWaste: (p: { who: string; moves: string }) => `${p.who} played ${p.moves}.`,
    fromWasteWhy: "Under the standard rules a player’s own waste pile is out of reach, so you might have called Stop, but these rules put its top card in play.",
    group: (p: { who: string; moves: string }) => `${p.who} moved ${p.moves} as one.`,
    groupWhy: 'You might think only one card moves at a time, but these rules let an ordered run of house cards move together, with no spaces needed to carry it.',
    groupBySpaces: (p: { who: string; moves: string }) => `${p.who} moved ${p.moves} at once.`,
    groupBySpacesWhy: (p: { who: string }) =>
      `You might think only one card moves at a time, but with the empty houses there are the run could go one card at a time, so the group move only stands for moves ${p.who} could make anyway.`,
    load: (p: { who: string; moves: string; on: string }) => `${p.who} loaded ${p.moves}, on ${p.on}.`,
    loadWhy: (p: { cards: string; on: string; up: boolean }) =>
      `You might think it breaks the building rules, as ${p.cards} on ${p.on} would be wrong on a house (${p.up ? 'a higher card of the same colour' : 'the same colour'}), but a load goes by suit, one rank up or down, whatever the colour.`,
    /** A load onto the waste that only a family rule allows. */
    familyLoadWhy: (p: { cards: string; on: string; equal: boolean; otherColour: boolean }) =>
      p.otherColour
        ? `You might think a load must follow suit, but under the family rule of loading by colour the opponent’s waste takes a card of the other colour, one rank up or down${p.equal ? ', or of the same rank' : ''}: ${p.cards} on ${p.on} stands.`
        : `You might think a load must be one rank up or down, but under the family rule of equal-rank loading the opponent’s waste also takes a card of the same suit and the same rank: ${p.cards} on ${p.on} stands.`,
    waitingUp: (p: { who: string; yours: boolean; moves: string; card: string; pile: string }) =>
      `${p.who} played ${p.moves} while ${p.card} ${p.pile === '' ? `(${whose(p)} turned hand card)` : `on ${p.pile}`} could go up.`,
    waitingUpWhy:
      'You might have called Stop for priority rule 2, but under the family rule that only aces and the reserve card are compulsory, any other card that fits a foundation may wait.',
    space: (p: { who: string; yours: boolean; moves: string }) => `${p.who} moved ${p.moves}, into a space, rather than filling it from ${whose(p)} reserve.`,
    spaceWhy: 'You might think a space must take a reserve card, but any available card may go into a space; priority rule 3 only asks for spaces to be filled from the reserve before a hand card is turned.',
    foundation: (p: { who: string; yours: boolean; moves: string; card: string; another: boolean; turned: boolean; pile: string }) =>
      `${p.who} played ${p.moves} while ${p.another ? 'another ' : ''}${p.card} ${p.turned ? `(${whose(p)} turned hand card)` : `on ${p.pile}`} could also go up.`,
    foundationWhy: (p: { who: string }) =>
      `You might think that card came first, but when several cards fit foundations, priority rule 2 lets ${p.who} play them in any order; only a reserve card that fits must go first.`,
  },
};
