/** The words of every board played on the turn machine (the play page and the lessons' turns): the phases of a turn and the turn's buttons. */
export const en = {
  /** The phase of the turn, named on the board (the turn machine's TurnPhase). */
  phases: {
    compulsory: 'Compulsory moves',
    free: 'Free moves',
    handCard: 'Your hand card: play it or discard it',
    computer: 'The opponent’s turn',
    waiting: 'The opponent’s turn',
    warned: 'Wait: that move breaks a rule',
    stopped: 'Stop!',
    handOver: 'The turn passes',
    over: 'Game over',
  },
  /** A watched turn (a lesson): see the opponent's next move. */
  nextMove: 'Next move',
  turnHand: 'Turn hand card',
  discard: 'Discard',
  pass: 'Pass',
};
