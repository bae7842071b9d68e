/** What a lesson's turn on the turn machine says: a goal reached or missed, a watched turn's calls, the guided game's coach. Loaded with that board, not with the page. */
export const en = {
  /** A whole-turn step, on the turn machine. */
  goalReached: 'Goal reached.',
  turnPassed: 'The turn has passed.',
  turnPassedText: 'Your turn ended before the goal was reached. Try again: look for what the task asks before you turn up or discard your hand card.',
  takeBack: 'Take the move back',
  stoppedYou: (p: { why: string }) => `${p.why} Take the move back and try another.`,
  /** After a Stop, the table shows the skipped compulsory moves made, as the rules correct a Stop: said, or a card moves unexplained. */
  corrected: (p: { n: number; moves: string }) => `On the table, your move is undone and ${p.n === 1 ? 'the move you skipped is' : 'the moves you skipped are'} made for you: ${p.moves}.`,
  /** A watched turn. */
  watchStart: 'B has not moved yet. Press “Next move” to see B’s first move.',
  watchNext: 'Press “Stop!” if that move broke a rule, or “Next move” to let it stand.',
  caught: 'Well called.',
  missedIt: 'Missed.',
  missedText: (p: { why: string }) => `That move broke a rule, and B has gone on: ${p.why}`,
  falseCallTitle: 'That move was legal.',
  falseCallText: 'It broke no rule, so a Stop would be a false call. Watch again and call only a move the rules forbid.',
  phaseHelp: {
    compulsory: 'A move is compulsory: find it and play it before anything else.',
    handCard: 'Play your turned card where it fits, or press Discard to end your turn.',
    free: 'Nothing is compulsory: build, load B, or turn up your hand card.',
  },
  /** The guided game: what the coach says at each phase. */
  coach: {
    compulsory: 'Coach: a move is compulsory. Find the card that must go to a foundation (or press “What must I do now?”).',
    free: 'Coach: nothing is compulsory. Build on the houses, load B, empty your reserve, then turn up your hand card.',
    handCard: 'Coach: play your turned card if it fits somewhere; if not, discard it to end your turn.',
    computer: 'Coach: B is playing. Watch what it does with its cards.',
    waiting: 'Coach: B is playing.',
    warned: 'Coach: that move would break a rule, so it has not been played. Take it back and try another.',
    stopped: 'Coach: that move broke a rule. Take it back and try another.',
    handOver: 'Coach: your turn is over; B plays next.',
    over: 'Coach: the game is over.',
  },
  suggest: (p: { move: string }) => `A good move now: ${p.move}.`,
  won: 'You have won your first game!',
  wonText: 'You know every rule you need. Now play a whole game against the computer.',
  toPlay: 'Play a game',
  lost: 'The game ended without your win.',
  lostText: 'Start it again and follow the coach: press “What must I do now?” whenever you are unsure.',
  restart: 'Start again',
};
