/** The Stop rush's own words (StopRush), in English. */

export const en = {
  wasLegal: (p: { move: string }) => `${p.move} was legal`,
  wasError: (p: { move: string }) => `${p.move} was an error`,
  right: (p: { what: string }) => `Right: ${p.what}.`,
  /** A mistake, told at once with the rule the move broke (its short name), or that it broke none. */
  mistakeStop: (p: { n: number; of: number; move: string; rule: string }) => `Mistake ${p.n} of ${p.of}: ${p.move} was an error — ${p.rule}.`,
  mistakeLegal: (p: { n: number; of: number; move: string }) => `Mistake ${p.n} of ${p.of}: ${p.move} broke no rule.`,
  /** The best scores, each span told only once a run was finished in it: "Best today 7 · this week 9 · all time 12". */
  bests: (p: { today: number | null; week: number | null; all: number }) =>
    `Best ${[p.today === null ? '' : `today ${p.today}`, p.week === null ? '' : `this week ${p.week}`, `all time ${p.all}`].filter(Boolean).join(' · ')}`,
  noRun: 'No run yet in this browser.',
  loadFailed: 'The moves could not be loaded: this device may be offline.',
  tryAgain: 'Try again',
  loading: 'Loading the moves…',
  start: 'Start the rush',
  timeLeft: 'Time left',
  timeLeftLabel: (p: { clock: string }) => `Time left: ${p.clock}`,
  score: 'Score',
  mistakes: 'Mistakes',
  of: (p: { n: number; of: number }) => `${p.n} of ${p.of}`,
  /** Before the first call: the keys on a screen with a keyboard, the buttons on a phone. */
  howTo: { touch: 'Call each of B’s moves: Stop! or Let it go.', pointer: 'Call each of B’s moves: S for Stop!, L to let it go.' },
  bMove: (p: { move: string }) => `B’s move: ${p.move}`,
  /** A hand turn while a card turned up before still waits on B's turned pile, marked "waiting" on the board. */
  bMoveWaiting: (p: { move: string; card: string }) => `B’s move: ${p.move}, with ${p.card} already turned up and waiting`,
  boardLabel: 'Stop rush board',
  loadingMore: 'Loading more moves…',
  timeUp: 'Time is up.',
  threeMistakes: 'Three mistakes: the run is over.',
  yourScore: 'Your score:',
  newBest: (p: { score: number }) => `A new best score: ${p.score}!`,
  reviewFailed: 'The review could not be loaded: this device may be offline.',
  again: 'New run',
  standardOnly: 'Moves under the standard rules only. For moves under house rules too, include them in',
  withHouseRules: 'Moves under the standard rules and under house rules, as you chose in',
  theList: 'the puzzle list',
};
