/**
 * A shared position's frame on the analysis board: whose turn, where the learner sits, the table's name and the hint, and the
 * rulings' heading. Said by the live board and by its drawing before the first use, which loads these words alone.
 */
export const en = {
  turn: (p: { who: string; yours: boolean }) => (p.yours ? 'Your turn' : `${p.who}’s turn`),
  seat: (p: { seat: string; rules: string }) => ` (you sit as ${p.seat}, at the bottom) · rules: ${p.rules}`,
  label: (p: { who: string; yours: boolean }) => `Shared position, ${p.yours ? 'your' : `${p.who}’s`} turn`,
  tryAny: 'Try any move on the board, legal or not, or pick one below.',
  whatIsCompulsory: 'What is compulsory here, under each house rule',
  /** Under that heading, until the board that judges has come (a shared position's link opens with its table alone). */
  judging: 'Judging this table under each house rule…',
};
