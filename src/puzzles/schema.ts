/**
 * A puzzle, as data in puzzles/<id>.yaml: a position with its rule set, a task, the answer
 * and the rules it trains: facts only. Its title and the explanation shown once it is solved
 * are written from these facts in each language (texts.ts), and how hard it is is worked out
 * from the position (difficulty.ts).
 * Every puzzle is checked against the engine in the tests and when the site is built.
 */
import { z } from 'astro/zod';
import { REASONS } from '../engine';
import { sideSchema, sketchSchema } from '../lessons/schema';
import { THEME_IDS } from './themes';

/**
 * A lesson's sketch with what the variants add (docs/position-format-extensions.md): a third
 * player C, the house that has left play written null, and under the early hand turn
 * whether the player to move has already moved this turn.
 */
export const puzzlePositionSchema = sketchSchema.extend({
  toMove: z.enum(['A', 'B', 'C']).default('A'),
  C: sideSchema.optional(),
  houses: z.array(z.array(z.string()).nullable()),
  turnBegun: z.literal(true).optional(),
});
export type PuzzlePosition = z.infer<typeof puzzlePositionSchema>;

const common = {
  themes: z.array(z.enum(THEME_IDS)).min(1),
  /** The rule set is the position's `rules` (a preset name or options; standard when left out). */
  position: puzzlePositionSchema,
  /** Where it came from: "written" by hand, or the miner's rule set, seed and move number. Never shown. */
  source: z.string(),
};

export const puzzleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('compulsory'),
    ...common,
    /** Every move the rules allow you now: one move, or one card to places that are alike; any of them solves the puzzle. */
    answer: z.array(z.string()).min(1),
  }),
  z.object({
    kind: z.literal('stop'),
    ...common,
    /** The opponent's moves, shown one at a time. */
    moves: z.array(z.string()).min(1),
    /** The first illegal move (counting from 0) and the rule it breaks; null when every move is legal. */
    error: z.object({ at: z.number().int().min(0), reason: z.enum(REASONS) }).nullable(),
  }),
]);

export type PuzzleData = z.infer<typeof puzzleSchema>;
export type Puzzle = PuzzleData & { readonly id: string };
