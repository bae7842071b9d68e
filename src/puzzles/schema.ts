/**
 * A puzzle, as data in puzzles/<id>.yaml: a position with its rule set, a task, the answer,
 * the explanation shown once it is solved, the rules it trains and how hard it is.
 * Every puzzle is checked against the engine in the tests and when the site is built.
 */
import { z } from 'astro/zod';
import { sketchSchema } from '../lessons/schema';
import { REASONS } from '../engine/reasons';
import { THEME_IDS } from './themes';

const common = {
  title: z.string().min(3),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  themes: z.array(z.enum(THEME_IDS)).min(1),
  /** The rule set is the position's `rules` (a preset name or options; standard when left out). */
  position: sketchSchema,
  explanation: z.string().min(10),
  /** Where it came from: "written" by hand, or the miner's seed and move number. */
  source: z.string(),
};

export const puzzleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('compulsory'),
    ...common,
    /** Every move the rules allow you now; any of them solves the puzzle. */
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
