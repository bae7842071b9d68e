/**
 * A puzzle board's fixed sentences (PuzzleBoard), in English: written at build time into
 * the board's data (BoardData.words), so a page carries them in its own language only.
 */

export const en = {
  solved: 'Solved ✓',
  callTheStop: 'Call the Stop',
  findTheMove: 'Find the move',
  compulsoryTask: {
    touch: 'You are A, at the bottom. Make the move the rules require of you now: tap a card and then its place (or hold it until it rises, and drag it), or tap your hand to turn it.',
    pointer: 'You are A, at the bottom. Make the move the rules require of you now: drag a card, or click it and then its place, or click your hand to turn it.',
  },
  stopTask: 'You are A. B is to move: watch each of B’s moves and call Stop at the first error, or let every move go if there is none.',
  movesToCome: 'B’s moves will be told here, one at a time.',
  label: (p: { title: string }) => `Puzzle board: ${p.title}`,
  showFirst: 'Show B’s first move',
  right: 'Right.',
  stop: 'Stop!',
  wellCalled: 'Well called.',
  falseAlarm: 'That move was legal.',
  falseAlarmText: 'It breaks no rule, so calling Stop was a false alarm. Watch again.',
  letPass: 'You let an error pass.',
  noError: 'Right: no error.',
  chooseNext: 'Choose the next puzzle →',
  next: 'Next puzzle →',
  noneLeftHere: 'No unsolved puzzle is left in your selection.',
  allSolved: 'You have solved every puzzle.',
  backToList: 'Back to the list',
  trainsHidden: 'What this puzzle trains: shown once you have solved it.',
  trains: 'What this puzzle trains:',
  learnMore: 'Learn more:',
  houseFirst: 'Before you start: this puzzle is not played under the standard rules.',
  houseWhy: 'Some moves it allows or forbids are not those of the lessons’ game. Read how the rules differ, or start when you are ready.',
  houseStart: 'Start under these rules',
};
