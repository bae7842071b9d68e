/** The review of the learner's mistakes (MistakesReview, MistakeReplay), in English. */
import { plural } from '../locales';

export const en = {
  dateLocale: 'en-GB',
  /** The heading of the false calls, which break no rule. */
  falseCalls: 'Calling Stop on a legal move',
  count: (p: { n: number }) => `${p.n} ${plural('en', p.n, { one: 'mistake', other: 'mistakes' })}`,
  replayTheme: 'Replay the ones I missed',
  replayAll: (p: { n: number }) => `Replay all ${p.n}`,
  /** What the mistake was. */
  kind: { missed: 'An error you let pass', falseCall: 'Stop called on a legal move', stopped: 'A move of yours that broke a rule' },
  /** Where it was made. */
  source: { game: 'in a game', puzzle: 'in a puzzle', rush: 'in the Stop rush', deck: 'in Is there a Stop?' },
  today: 'today',
  yesterday: 'yesterday',
  on: (p: { date: string }) => `on ${p.date}`,
  solvedFolded: (p: { n: number }) => `Solved on review: ${p.n}`,
  emptyTitle: 'No mistakes to go through.',
  emptyText: 'Your mistakes gather here as you train, each kept as a puzzle of your own to replay when you choose. Try',
  emptyPuzzles: 'a puzzle',
  emptyRush: 'the Stop rush',
  emptyGame: 'a game',
  emptyOr: 'or',
  nothingInTheme: (p: { theme: string }) => `Nothing left to replay in “${p.theme}”: here is the rest of your list.`,
  loading: 'Loading…',
  /** Above the board while replaying. */
  back: '← All your mistakes',
  allThemes: 'All themes',
  position: (p: { at: number; of: number }) => `${p.at} of ${p.of}`,
  cleared: 'Solved: it leaves your list.',
  stays: 'It stays on your list for another time.',
  next: 'Next mistake',
  done: 'That was the last one.',
  backToList: 'Back to your list',
  failed: 'This puzzle could not be loaded: this device may be offline.',
  tryAgain: 'Try again',
  gone: 'This puzzle is no longer on the site.',
  unreadable: 'This mistake could not be read back as a puzzle (its table is not one the rules allow).',
  remove: 'Remove it from the list',
  skip: 'Skip it',
  /** The title of a puzzle of the learner's own, which has no page. */
  ownTitle: 'Your own puzzle',
  /** A false call's puzzle, answered right: the move was legal. */
  legalMove: 'The move breaks no rule.',
};
