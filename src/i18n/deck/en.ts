/** The "Is there a Stop?" deck's own words (StopOrNot, StopOrNotBoard), in English. */

export const en = {
  task: 'You are A. B is to move: watch each of B’s moves and call Stop at the first error, or let every move go if there is none. About half the turns have no error.',
  rating: (p: { rating: number; provisional: boolean }) => `Your “Is there a Stop?” rating: ${p.rating}${p.provisional ? ' (provisional)' : ''}.`,
  ratingChange: (p: { rating: number; change: string }) => `Your “Is there a Stop?” rating: ${p.rating} (${p.change}).`,
  ratingKept: (p: { rating: number }) => `Your “Is there a Stop?” rating: ${p.rating} (unchanged: you had seen this turn before).`,
  /** The answers: right or wrong first, then what happened. */
  caught: 'Right: well called.',
  passed: 'Right: there was no Stop.',
  falseCall: 'Wrong: that move was legal.',
  missed: 'Wrong: you let an error pass.',
  falseCallWhy: 'It breaks no rule, so calling Stop was a false call.',
  allLegal: 'Every move was legal, so letting them all go was right.',
  start: 'Deal a turn',
  next: 'Next turn →',
  loading: 'Loading the turn…',
  failed: 'The turn could not be loaded: this device may be offline.',
  tryAgain: 'Try again',
  none: 'No turn can be dealt here.',
  label: '“Is there a Stop?” board',
};
