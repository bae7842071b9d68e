/**
 * The computer's levels on the play page, the unit the learner chooses: it errs often,
 * sometimes, rarely, or never. The erring levels play the plain strategy (a beginner-like
 * opponent) and make deliberate errors for Stop training at their rate; the level that never
 * errs plays the strong strategy. Saves and links from before the levels gave an error rate
 * (`errorRate`, `errors=`): they read as the nearest level.
 */
import type { Strategy } from '../machine/play';

export const LEVELS = ['often', 'sometimes', 'rarely', 'never'] as const;
export type Level = (typeof LEVELS)[number];

/** How each level plays: the share of its moves that are deliberate errors, and its strategy. */
export const LEVEL_PLAY: Readonly<Record<Level, { readonly errorRate: number; readonly strategy: Strategy }>> = {
  often: { errorRate: 1 / 2, strategy: 'plain' },
  sometimes: { errorRate: 1 / 4, strategy: 'plain' },
  rarely: { errorRate: 1 / 10, strategy: 'plain' },
  never: { errorRate: 0, strategy: 'strong' },
};

/** A new game's level: the computer at its best. */
export const DEFAULT_LEVEL: Level = 'never';

export const isLevel = (v: unknown): v is Level => (LEVELS as readonly unknown[]).includes(v);

/** The level whose error rate is nearest an old save's or link's rate (0 to 1), or null for anything else. */
export function nearestLevel(errorRate: unknown): Level | null {
  if (typeof errorRate !== 'number' || !(errorRate >= 0 && errorRate <= 1)) return null;
  const distance = (l: Level) => Math.abs(LEVEL_PLAY[l].errorRate - errorRate);
  return LEVELS.reduce((best, l) => (distance(l) < distance(best) ? l : best));
}

/** A saved level: the level itself, or the nearest to the error rate of a save from before the levels; null if neither reads. */
export const readLevel = (level: unknown, errorRate: unknown): Level | null => (isLevel(level) ? level : level === undefined ? nearestLevel(errorRate) : null);

/** The level makes deliberate errors (Stop training, under rules with the Stop). */
export const errs = (level: Level): boolean => LEVEL_PLAY[level].errorRate > 0;
