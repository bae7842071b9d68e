/** What a puzzle board writes as the learner plays (its move count, the rating), in English. */
export const en = {
  bMove: (p: { n: number; move: string }) => `B’s move ${p.n}: ${p.move}`,
  rating: (p: { rating: number; change: string; provisional: boolean }) =>
    `Your puzzle rating: ${p.rating} (${p.change}).${p.provisional ? ' It is provisional: it moves less as more puzzles are rated.' : ''}`,
  ratingKept: (p: { rating: number }) => `Your puzzle rating: ${p.rating} (unchanged: only your first answer to a puzzle is rated).`,
};
