/**
 * Stop rush items: one of B's moves on a table, to be called (Stop!) or let go. They come
 * from the Stop puzzles' moves and from positions mined from computer games (puzzles/rush/
 * items.yaml, written by `npm run mine -- --rush`); each is checked by the engine in the tests.
 */
import { z } from 'astro/zod';
import { REASONS, type Reason } from '../engine';
import { sketchSchema, type Sketch } from '../lessons/schema';
import { plainSketchOf, stepsOf } from './puzzle';
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

/** A mined rush item as written in puzzles/rush/items.yaml. */
export const rushItemSchema = z.object({
  id: z.string().regex(/^m-\d{3,}$/),
  position: sketchSchema,
  move: z.string(),
  expect: z.enum(['stop', 'legal']),
  reason: z.enum(REASONS).nullable(),
});

/** Where the mined items are kept. */
export const RUSH_FILE = 'puzzles/rush/items.yaml';

/**
 * Every move of the Stop puzzles as a rush item, up to and including each one's error;
 * moves on a table a lesson's sketch cannot hold (three players, a turn already under way
 * under the early hand turn) are left out.
 */
export function rushItemsOf(puzzles: readonly Puzzle[]): RushItem[] {
  return puzzles.flatMap((p) =>
    p.kind !== 'stop'
      ? []
      : stepsOf(p).flatMap((s, i): RushItem[] => {
          const position = plainSketchOf(s.before, 'A');
          return position
            ? [{ id: `p${p.id}-${i}`, position, move: p.moves[i]!, expect: s.verdict.legal ? 'legal' : 'stop', reason: s.verdict.legal ? null : s.verdict.reason }]
            : [];
        }),
  );
}
