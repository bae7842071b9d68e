/**
 * Stop rush items: one of B's moves on a table, to be called (Stop!) or let go. They come
 * from the Stop puzzles' moves and from positions mined from computer games; each is
 * checked by the engine in the tests.
 */
import type { Reason } from '../engine';
import type { Sketch } from '../lessons/schema';
import { sketchOf, stepsOf } from './puzzle';
import type { Puzzle } from './schema';

export interface RushItem {
  /** Unique and stable: "p017-2" (puzzle 017, its third move) or "m-…" for a mined one. */
  readonly id: string;
  /** B is to move; the learner sits as A. */
  readonly position: Sketch;
  /** B's move, in the interchange notation (the learner reads it in words). */
  readonly move: string;
  /** The engine's answer: 'stop' when the move breaks a rule. */
  readonly expect: 'stop' | 'legal';
  readonly reason: Reason | null;
}

/** Every move of the Stop puzzles as a rush item, up to and including each one's error. */
export function rushItemsOf(puzzles: readonly Puzzle[]): RushItem[] {
  return puzzles.flatMap((p) =>
    p.kind !== 'stop'
      ? []
      : stepsOf(p).map((s, i): RushItem => ({
          id: `p${p.id}-${i}`,
          position: sketchOf(s.before, 'A'),
          move: p.moves[i]!,
          expect: s.verdict.legal ? 'legal' : 'stop',
          reason: s.verdict.legal ? null : s.verdict.reason,
        })),
  );
}
