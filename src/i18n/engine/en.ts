/**
 * Moves and rules named in English, as the move list, the live region and a verdict's rule show
 * them as a page opens. `who` is the mover's letter and `you` says whether the reader is the
 * mover. Cards and piles arrive already named (src/i18n/words). Why a move is stopped, hints and
 * who begins are src/i18n/explain's, fetched when first needed.
 */
import { listOf } from '../locales';

type Who = { who: string; you: boolean };

export const en = {
  /** An available card where it lies: "7♣ on house 2", "your reserve card 3♥", "B's hand card 3♥". */
  source: (p: { kind: 'house' | 'reserve' | 'waste' | 'turned'; pile: string; card: string; owner: string; yours: boolean }) =>
    p.kind === 'house' ? `${p.card} on ${p.pile}` : `${p.yours ? 'your' : `${p.owner}’s`} ${{ reserve: 'reserve card', waste: 'waste card', turned: 'hand card' }[p.kind]} ${p.card}`,
  /** One move of a sequence: "3♥ and 2♠ from house 2 to house 4" (a group is named card by card, outermost last). */
  // No cards: a move from an empty pile, which a record may hold (an attempt the rules stop).
  step: (p: { cards: readonly string[]; from: string; to: string }) =>
    p.cards.length ? `${listOf('en', p.cards)} from ${p.from} to ${p.to}` : `nothing from ${p.from}, which is empty, to ${p.to}`,
  then: ', then ',

  /** Where the rule a Stop enforces stands in the rules text. */
  rule: {
    'no-hand-card': 'Available cards: turning the hand card',
    'not-available': 'Available cards',
    'bad-target': 'Priorities and Compulsory Moves: cards may never go there',
    'does-not-fit': 'Building rules',
    loading: 'Building rules: loading the opponent’s reserve and waste pile',
    'reserve-to-foundation-first': 'Priority rule 1: reserve to foundation first',
    'foundation-first': 'Priority rule 2: foundation plays are compulsory',
    'fill-spaces-first': 'Priority rule 3: fill spaces from the reserve before turning',
    'release-first': 'Strict rule: release buried cards for the foundations',
    'load-first': 'Strict rule: loading is compulsory',
    'spaces-first': 'Strict rule: make and fill spaces before turning',
    'uncover-first': 'Face-down tableau: uncover face-down cards',
    'turn-ends-by-discard': 'Available cards: a turn ends by discarding the turned hand card',
    'aces-compulsory': 'Family rule: only aces and the reserve card must go to the foundations',
    'lone-card-stays': 'Family rule: a lone house card stays out of empty houses',
  },

  /** A move as an order, named in a sentence, and told in the move list. */
  attempt: { turn: 'turn up the hand card', pass: 'pass' },
  moveNamed: { turn: 'turning up a hand card', pass: 'passing' },
  line: {
    turn: (p: Who) => `${p.you ? 'You' : p.who} turned up a hand card`,
    pass: (p: Who) => `${p.you ? 'You' : p.who} passed`,
    move: (p: Who & { steps: string }) => `${p.you ? 'You' : p.who}: ${p.steps}`,
  },
};
