/**
 * How hard a puzzle is, worked out from the position rather than guessed by its author:
 * a rating on the scale of a learner's puzzle rating (Glicko-2, 1500 for a newcomer), and
 * the level 1 to 3 shown in the lists. The formula is documented in puzzles/README.md.
 */
import type { PuzzleData } from './schema';

export interface Difficulty {
  /** On the learner's rating scale. */
  readonly rating: number;
  readonly level: 1 | 2 | 3;
}

/** Levels split the ratings: below 1300 is 1, below 1600 is 2, the rest is 3. */
export const levelOf = (rating: number): 1 | 2 | 3 => (rating < 1300 ? 1 : rating < 1600 ? 2 : 3);

export function difficultyOf(p: PuzzleData): Difficulty {
  // A first formula, refined with the collection: longer Stop sequences hide their error deeper.
  const rating = p.kind === 'stop' ? 1100 + 120 * p.moves.length + (p.error ? 0 : 200) : 1200 + 100 * p.answer.length;
  return { rating, level: levelOf(rating) };
}
