/** How one exercise or puzzle went, as the lessons' and the puzzles' records both keep it. */
import { isRecord } from '../storage/versioned';

/** One exercise's or puzzle's record: solved, and how many wrong answers came first. */
export interface Tries {
  readonly solved: boolean;
  readonly misses: number;
}

export const isTries = (e: unknown): e is Tries => isRecord(e) && typeof e.solved === 'boolean' && Number.isInteger(e.misses) && (e.misses as number) >= 0;

/** A wrong answer after the task was solved is practice, not a miss. */
export const tried = (before: Tries | undefined, right: boolean): Tries => {
  const b = before ?? { solved: false, misses: 0 };
  return right ? { ...b, solved: true } : { ...b, misses: b.misses + (b.solved ? 0 : 1) };
};
