/**
 * A Stop rush run's answers, and the review after it: the misses, and the slowest of the right
 * answers (the moves the learner knew, but had to think about).
 */
import type { RushItem } from './rush';

/** One answer of a run. */
export interface RushAnswer {
  readonly item: RushItem;
  /** The call made: true for Stop!, false to let the move go. */
  readonly stop: boolean;
  readonly right: boolean;
  /** Milliseconds from the item's showing to the call. */
  readonly ms: number;
}

/** Right answers the review goes through again, the slowest first. */
export const SLOWEST = 3;

export interface RushReview {
  /** Every wrong answer, in the order made. */
  readonly misses: readonly RushAnswer[];
  /** The `SLOWEST` slowest right answers, the slowest first; of two as slow, the one answered first. */
  readonly slowest: readonly RushAnswer[];
}

export function reviewOf(answers: readonly RushAnswer[]): RushReview {
  return {
    misses: answers.filter((a) => !a.right),
    // The sort is stable: answers as slow keep the order they were made in.
    slowest: answers
      .filter((a) => a.right)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST),
  };
}
