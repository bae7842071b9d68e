/** What a puzzle board writes as the learner plays (its move count, the rating), in English. */
export const en = {
  bMove: (p: { n: number; move: string }) => `B’s move ${p.n}: ${p.move}`,
  bMoveWaiting: (p: { n: number; move: string; card: string }) => `B’s move ${p.n}: ${p.move}, with ${p.card} already turned up and waiting`,
  rating: (p: { rating: number; change: string; provisional: boolean }) =>
    `Your puzzle rating: ${p.rating} (${p.change}).${p.provisional ? ' It is provisional: it moves less as more puzzles are rated.' : ''}`,
  refused: (p: { attempt: string; rule: string }) => `Not allowed: ${p.attempt} (${p.rule}).`,
  refusedMiss: 'Nothing moved. These rules have no Stop: in a game you would simply try again, but in a puzzle a refused move counts as a miss.',
  ratingKept: (p: { rating: number }) => `Your puzzle rating: ${p.rating} (unchanged: only your first answer to a puzzle is rated).`,
};
