/**
 * What each rule option and preset changes, in one sentence: the play page's settings, the house-rules table and the line above
 * a board say it. Apart from the rules' names (../rules), which a table's turn line needs alone.
 */
export const en = {
  /** Each option that verdicts or Stop calls read. */
  options: {
    wasteAvailable: 'The top card of your own waste pile may be played.',
    strictRelease: 'A buried house card that fits a foundation must be freed when it can be.',
    fewestMovesRelease: 'A buried card must be freed in the fewest moves.',
    strictLoad: 'When no foundation play is open, you must load your opponent whenever you can.',
    strictSpaces: 'Before turning your hand card, make every space you can and fill it from your reserve.',
    faceDownTableau: 'A face-down card lies under each house and must be uncovered when it can be.',
    earlyHandTurn: 'You may turn your hand card at the start of your turn.',
    faceDownReserve: 'Your whole reserve is dealt face down; on your first turn its top card comes up only once every play from the houses to the foundations is made.',
    groupMoves: 'A run of cards moves as a group between houses.',
    equalRankLoad: 'Your opponent’s waste also takes a card of the same suit and the same rank (an 8♣ on an 8♣).',
    alternateColourLoad: 'Your opponent’s waste is loaded red on black or black on red, one rank up or down, instead of by suit.',
    acesAndReserveCompulsory: 'Only aces and your reserve card must go to the foundations; other cards may wait.',
    loneCardStays: 'A house’s only card may not move to an empty house: that changes nothing.',
    noStop: 'A move the rules do not allow is refused: nothing moves, nobody calls Stop, and you play on.',
    falseStopPenalty: 'Calling Stop on a move that broke no rule may cost the caller something.',
  },
  presets: {
    standard: 'The rules as most books give them.',
    strict: 'Releasing buried cards, loading and making spaces become compulsory.',
    'face-down-tableau': 'A face-down card under each house, the strict rules, and uncovering is compulsory.',
    lenient: 'You may turn your hand card at the start of your turn, and your own waste card is in play.',
    'one-pack': 'One pack: hearts and clubs against spades and diamonds, three houses each.',
    'three-players': 'Two packs and a joker for three players, nine houses until the first is emptied.',
    casual: 'The Stop rule is off: a move the rules do not allow is simply refused, and you play on.',
    knock: 'Calling Stop on a move that broke no rule costs you your next turn.',
    'crapette-solver': 'As the CrapetteSolver program plays: your opponent’s waste also takes a card of the same suit and rank.',
    bobcrapette: 'As the Bobcrapette app plays: only aces and your reserve card are compulsory to the foundations, and a lone house card stays out of empty houses.',
  },
};
