/** Why a plain-text game record cannot be read, said of the line it names: fetched only for a record that fails. */
export const en = {
  empty: 'There is no game in it.',
  badLine: 'This line is neither a header nor a move.',
  headerForm: 'This line starts like a header but is not written as one, like [Date "2025-06-01"].',
  headerUnknown: (p: { name: string }) => `No header is called “${p.name}”.`,
  headerRepeated: (p: { name: string }) => `The header “${p.name}” is given twice.`,
  headerAfterMoves: (p: { name: string }) => `The header “${p.name}” comes after the moves: headers go first.`,
  noStart: 'The record does not say where the game started (its Start header).',
  badStart: (p: { problem: string }) => `Its starting table cannot be read. ${p.problem}`,
  badRules: 'The rules named here are not rules this site knows.',
  rulesMismatch: 'The rules named here are not those of the starting table.',
  badResult: (p: { value: string }) => `“${p.value}” is not a result.`,
  badNumber: (p: { expected: number; given: number }) => `This move is numbered ${p.given}, but it is move ${p.expected}.`,
  badMove: (p: { move: string }) => `“${p.move}” is not a move.`,
  wrongPlayer: (p: { expected: string; given: string }) => `This move is given to ${p.given}, but it was ${p.expected}’s turn.`,
  afterEnd: 'This move comes after the game was already over.',
  wrongResult: 'The result written here is not how the game ends when its moves are played.',
};
