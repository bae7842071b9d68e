/** Rule options, presets and the house-rules table in English. */
export const en = {
  /** Each rule option's name, as a row of the house-rules table and a rule set in words name it. */
  options: {
    wasteAvailable: 'Own waste in play',
    strictRelease: 'Strict release',
    fewestMovesRelease: 'Release in the fewest moves',
    strictLoad: 'Strict loading',
    strictSpaces: 'Strict spaces',
    faceDownTableau: 'Face-down tableau',
    earlyHandTurn: 'Early hand turn',
    faceDownReserve: 'Face-down reserve',
    groupMoves: 'Group moves',
    reserveSize: 'Reserve size',
    firstPlayer: 'Who begins',
    pack: 'Packs',
    players: 'Players',
    noStop: 'Illegal moves refused',
    falseStopPenalty: 'Cost of a mistaken Stop call',
  },
  /** What a mistaken Stop call costs, for each value of the rule: "cost of a mistaken Stop call: the caller's next turn". */
  falseStopPenalty: {
    none: 'nothing',
    loseTurn: 'the caller’s next turn',
    points: (p: { points: number }) => `${p.points} points off the caller’s match score`,
  },
  falseStopPenaltyIs: (p: { cost: string }) => `cost of a mistaken Stop call: ${p.cost}`,
  /** Who begins, for each way of deciding it: "first player: by a cut". */
  firstPlayer: {
    lowerReserve: 'lower reserve card',
    cut: 'by a cut',
    higherReserve: 'higher reserve card',
    tableauOnly: 'by the tableau',
    alternate: 'in turns',
  },
  firstPlayerIs: (p: { how: string }) => `first player: ${p.how}`,
  presets: {
    standard: { name: 'Standard', about: 'The rules as most books give them.' },
    strict: { name: 'Strict', about: 'Releasing buried cards, loading and making spaces become compulsory.' },
    'face-down-tableau': { name: 'Face-down tableau', about: 'A face-down card under each house, the strict rules, and uncovering is compulsory.' },
    lenient: { name: 'Lenient', about: 'You may turn your hand card at the start of your turn, and your own waste card is in play.' },
    'one-pack': { name: 'One pack', about: 'One pack: hearts and clubs against spades and diamonds, three houses each.' },
    'three-players': { name: 'Three players', about: 'Two packs and a joker for three players, nine houses until the first is emptied.' },
    casual: { name: 'Casual', about: 'The Stop rule is off: a move the rules do not allow is simply refused, and you play on.' },
    knock: { name: 'Knock', about: 'Calling Stop on a move that broke no rule costs you your next turn.' },
  },
  /** A rule set in words: "Strict", or "Standard, with strict loading on, reserve of 11". */
  standard: 'Standard',
  standardWith: (p: { changes: string }) => `Standard, with ${p.changes}`,
  optionSet: (p: { option: string; on: boolean }) => `${p.option.toLowerCase()} ${p.on ? 'on' : 'off'}`,
  reserveOf: (p: { n: number }) => `reserve of ${p.n}`,
  packs: (p: { single: boolean }) => (p.single ? 'one pack' : 'two packs'),
  playersCount: (p: { n: number }) => `${p.n} players`,
  list: (p: { items: readonly string[] }) => p.items.join(', '),
  /** The line above a board. */
  line: {
    standard: 'Standard rules',
    standardLine: 'Standard rules.',
    badge: 'House rules',
    notStandard: (p: { name: string }) => `Not the standard rules: ${p.name}`,
    lesson: 'Lesson:',
  },
  /** The house-rules table. */
  table: {
    ownName: 'These rules',
    ownAbout: 'The rules the position was shared with.',
    optionRow: (p: { option: string; on: boolean }) => `${p.option}: ${p.on ? 'on' : 'off'}`,
    optionAbout: (p: { option: string; on: boolean }) =>
      p.on ? `The position's rules with ${p.option.toLowerCase()} added.` : `The position's rules without ${p.option.toLowerCase()}.`,
    implied: (p: { option: string; implied: readonly string[] }) =>
      `${p.option} brings ${p.implied.map((o) => o.toLowerCase()).join(', ')} with it: it cannot be switched off alone.`,
    cannotLie: 'The cards on this table could not lie this way under these rules.',
    tableWords: (p: { single: boolean; players: number; houses: number }) => `${p.single ? 'one pack' : 'two packs'}, ${p.players} players, ${p.houses} houses`,
    otherTable: (p: { theirs: string; ours: string }) => `It is played on another table (${p.theirs}); this position is on ${p.ours}.`,
    dealName: 'Reserve size, who begins',
    dealAbout: 'How many cards each reserve is dealt, and who plays first.',
    dealOnly: 'These only decide the deal; once the cards are out they change no ruling.',
  },
};
