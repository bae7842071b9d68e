/** The words of the review after a Stop rush run (RushReview), in English. */

export const en = {
  yourMistakes: 'Your mistakes',
  calledLegal: 'You called Stop, but the move was legal: it breaks no rule.',
  letError: (p: { why: string }) => `You let it go, but it was an error. ${p.why}`,
  /** In place of why, while the explanation is still on its way (a slow network). */
  whyComing: 'Why is on its way…',
  noMistakes: 'No mistakes.',
  slowest: 'Your slowest right answers',
  /** How long a right answer took, from the move's showing. */
  took: (p: { seconds: number }) => `Called right in ${p.seconds.toFixed(1)} s.`,
  /** Shows the move again on its board. */
  lookAgain: 'Look at it again',
  rightStop: (p: { why: string }) => `The right call: Stop! ${p.why}`,
  rightLegal: 'The right call: let it go. The move breaks no rule.',
  boardLabel: 'The move looked at again',
  openPuzzle: 'Open the puzzle it comes from',
  analyse: 'Try it on the analysis board',
};
