/** The game on the play page: the turn banner, the controls, Stops, the score and the move list. Fetched with the game (the words before it: ./start). */
export const en = {
  game: 'Game',
  over: ' The game is over.',
  stop: 'Stop!',
  matchOver: 'Match over',
  gameOver: 'Game over',
  handOver: (p: { next: string }) => `Your turn is over: ${p.next} plays next`,
  yourTurn: 'Your turn',
  playing: (p: { who: string }) => `${p.who} is playing…`,
  priority: 'A compulsory move is waiting: the highlighted cards must be played first.',
  handCard: {
    touch: 'Your hand card is turned: play it, or tap it and then your waste pile to end your turn.',
    pointer: 'Your hand card is turned: play it, or drag it to your waste pile to end your turn.',
  },
  free: 'Nothing is compulsory: build, load, or turn up your hand card.',
  callable: (p: { who: string }) => `If ${p.who}’s last move broke a rule, call Stop! before its next move.`,
  /** Step by step: the computer waits after each move. */
  letGo: 'Let it go',
  stepFirst: (p: { who: string }) => `Press “Let it go” to see ${p.who}’s move.`,
  stepNext: (p: { who: string }) => `If ${p.who}’s last move broke a rule, press Stop!; if not, press “Let it go” for its next move.`,
  /** Beside a Stop! button that cannot be pressed: nothing of the computer's is waiting to be called, or its last move was called already. */
  stopIdle: { none: 'Nothing to call yet', called: 'Already called' },
  /** The errors caught and missed, by the rule each broke, at the end of a game. */
  byRuleTitle: 'Your Stop calls, by rule:',
  byRule: (p: { rule: string; caught: number; missed: number }) => `${p.rule} — caught ${p.caught}, missed ${p.missed}`,
  stats: (p: { caught: number; missed: number; falseCalls: number }) => ` · Stops caught ${p.caught}, missed ${p.missed}, false calls ${p.falseCalls}`,
  lookingBack: 'Looking back',
  lookingAt: (p: { n: number; of: number }) => `(move ${p.n} of ${p.of})`,
  tableAfter: (p: { who: string; yours: boolean; move: string; stopped: boolean }) =>
    `: the table after ${p.yours ? 'your' : `${p.who}’s`} move, ${p.move}${p.stopped ? ', stopped and taken back' : ''}.`,
  computerWaits: 'The computer waits.',
  backToGame: 'Back to the game',
  lookingLabel: (p: { n: number }) => `Card table, looking back at move ${p.n}`,
  hint: 'What must I do now?',
  undo: 'Undo',
  falseCall: (p: { who: string; move: string }) => `${p.who}’s move, ${p.move}, broke no rule: a false call.`,
  /** What a false call cost, under the family rule that makes it cost something. */
  falseCallCost: (p: { who: string; yours: boolean; cost: 'loseTurn' | 'points'; points: number }) =>
    `${p.yours ? 'You' : p.who} called Stop, but that move broke no rule: ${p.yours ? 'you lose' : `${p.who} loses`} ${p.cost === 'loseTurn' ? `${p.yours ? 'your' : 'their'} next turn` : `${p.points} points`}.`,
  skipped: (p: { who: string; yours: boolean; next: string; nextYours: boolean }) =>
    `${p.yours ? 'Your turn is' : `${p.who}’s turn is`} skipped for a false Stop call: ${p.nextYours ? 'you play' : `${p.next} plays`} again.`,
  /** An illegal attempt under the family rule that turns the Stop rule off. */
  refused: (p: { attempt: string; rule: string }) => `Not allowed: ${p.attempt} (${p.rule}).`,
  refusedOn: 'Nothing moved: it is still your turn.',
  missed: (p: { who: string; move: string; why: string }) => `You could have called Stop on ${p.who}’s move, ${p.move}: ${p.why}`,
  wellCalled: (p: { who: string }) => `Well called: ${p.who} broke a rule.`,
  wasStopped: (p: { who: string; yours: boolean; attempt: string }) => `${p.yours ? 'You were' : `${p.who} was`} stopped: ${p.attempt}.`,
  corrected: (p: { correction: string }) => `The move was taken back and the correction made: ${p.correction}. `,
  takenBack: 'The move was taken back. ',
  nowTurn: (p: { who: string; yours: boolean }) => `It is now ${p.yours ? 'your' : `${p.who}’s`} turn.`,
  continue: 'Continue',
  /** The tutor's warning: the player's attempt breaks a rule and has not been played. */
  warnBanner: 'Wait!',
  warnTitle: 'That move breaks a rule',
  warnAttempt: (p: { attempt: string; rule: string }) => `You tried: ${p.attempt} (${p.rule}).`,
  warnChoice: 'It has not been played: if it were, the computer would call Stop! on it. Take it back and go on with your turn, or play it anyway.',
  /** At a table of two people, where the site calls no Stop. */
  warnChoiceFriend: 'It has not been played: if it were, your opponent could call Stop! on it. Take it back and go on with your turn, or play it anyway.',
  takeBack: 'Take it back',
  /** The warning as the table's live region reads it. */
  warnAnnounce: (p: { rule: string; why: string }) => `That move breaks a rule (${p.rule}), and has not been played. ${p.why}`,
  playAnyway: 'Play it anyway',
  nextGame: 'Next game',
  movesTitle: 'Moves of this turn and the last',
  movesHelp: 'Choose a move to see the table as it was after it.',
  stoppedBack: ' (stopped and taken back)',
  counting: 'Counting the points…',
  pointsOnly: (p: { points: number }) => `${p.points} points. How they were counted cannot be shown while the page is offline.`,
  drawnTitle: 'Drawn game: nobody scores.',
  drawn: (p: { turns: number }) =>
    `${p.turns} turns in a row went by with no progress (no card reached a foundation, and no player held fewer cards than ever before), so the game ends drawn.`,
  wins: (p: { who: string; yours: boolean; points: number }) => `${p.yours ? 'You win' : `${p.who} wins`} ${p.points} points`,
  winWhy: (p: { bonus: number; left: 'each' | 'you' | 'other'; who: string }) =>
    `: ${p.bonus} for going out, plus the cards ${{ each: 'each other player has', you: 'you have', other: `${p.who} has` }[p.left]} left.`,
  goingOut: 'Going out',
  cardsLeft: (p: { who: string; yours: boolean }) => `${p.yours ? 'Your' : `${p.who}’s`} cards left`,
  leftDetail: (p: { loose: number; reserve: number }) => `${p.loose} in hand and waste (1 point each) and ${p.reserve} in the reserve (2 points each):`,
  total: 'Total',
  stalemateTitle: (p: { who: string | null; yours: boolean; points: number }) =>
    `Stalemate: ${p.who === null ? 'nobody scores' : `${p.yours ? 'you score' : `${p.who} scores`} ${p.points}`}.`,
  stalemate: 'Nothing more can be played, so each player counts the cards left: 1 point for each card in hand and waste, 2 for each card in the reserve.',
  count: (p: { who: string; yours: boolean }) => `${p.yours ? 'Your' : `${p.who}’s`} count`,
  score: 'Score',
  difference: (p: { lowest: boolean; many: boolean }) => `the ${p.lowest ? 'lowest' : 'lower'} count scores the difference${p.many ? 's' : ''}:`,
  sharedLowest: 'the lowest count is shared, so nobody scores',
  equal: 'the counts are equal, so nobody scores',
  inHand: (p: { n: number }) => `${p.n} in hand`,
  inWaste: (p: { n: number }) => `+ ${p.n} in the waste`,
  inReserve: (p: { n: number; total: number }) => `+ ${p.n} in the reserve × 2 = ${p.total}`,
  shareGame: 'Share this game',
  downloadGame: 'Download the game record',
  downloadFailed: 'The record could not be prepared: check the connection and press again.',
  /** Who sat where, as the downloaded record says it. */
  recordYou: 'You',
  recordComputer: (p: { level: string }) => `The computer (${p.level})`,
  turnOf: (p: { who: string }) => `${p.who}’s turn`,
  passDevice: (p: { who: string; next: string }) => `${p.who}’s turn is over: pass the device to ${p.next}`,
  passDeviceText: (p: { next: string }) => `The table turns to ${p.next}’s side when ${p.next} starts.`,
  takeDevice: (p: { next: string }) => `${p.next}: start my turn`,
  /** The Stop! button, saying who calls. */
  callStop: (p: { who: string }) => `${p.who}: Stop!`,
  mayCall: (p: { who: string; caller: string }) => `If ${p.who}’s last move broke a rule, ${p.caller} may call Stop! before ${p.who}’s next move.`,
  rightCall: (p: { caller: string; who: string; move: string }) => `${p.caller} called Stop on ${p.who}’s move, ${p.move}: a right call, the move broke a rule.`,
  /** A move no table can hold (a card that does not fit where it was put): the referee stops it at once. */
  refereeStopped: (p: { who: string; attempt: string }) => `The referee stopped ${p.who} at once, as the table cannot hold this move: ${p.attempt}.`,
  falseCallFree: (p: { who: string }) => `Under these rules, ${p.who}’s false call costs nothing.`,
  missedBy: (p: { caller: string; who: string; move: string; why: string }) => `${p.caller} could have called Stop on ${p.who}’s move, ${p.move}: ${p.why}`,
  callsTitle: 'Stop calls at this table:',
  callsOf: (p: { who: string; caught: number; missed: number; falseCalls: number }) => `${p.who} — caught ${p.caught}, missed ${p.missed}, false calls ${p.falseCalls}`,
  /** Who sat where, as the downloaded record of a game between two people says it. */
  recordPlayer: (p: { who: string }) => `Player ${p.who}`,
  noRecord: 'This game was saved before whole games were kept, so it cannot be shared or downloaded whole; the next game can be.',
};
