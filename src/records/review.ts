/**
 * The learner's mistakes as a review list (the coach's record, records/coach.ts): the open ones
 * grouped by the theme of the rule at stake, and the ones to replay, for the theme the learner
 * chooses or all of them. A false call (Stop on a legal move) breaks no rule: its mistakes go
 * under the theme of legal moves that look wrong, `decoy`, as the progress page links them.
 * No engine here: the list's page opens without it.
 */
import { openMistakes, type CoachRecord, type Mistake, type Stake } from './coach';
import { THEME_IDS, THEME_OF, type Theme } from '../puzzles/themes';

/** The theme that gathers the false calls. */
export const FALSE_CALLS: Theme = 'decoy';

/** The theme of the rule at stake: the puzzles that train it, and its mistakes on review. */
export const themeOfStake = (stake: Stake): Theme => (stake === 'none' ? FALSE_CALLS : THEME_OF[stake]);

export const themeOfMistake = (m: Mistake): Theme => themeOfStake(m.reason ?? 'none');

export interface ThemeGroup {
  readonly theme: Theme;
  /** Newest first. */
  readonly mistakes: readonly Mistake[];
}

/** The open mistakes by theme: the theme with the most first, then the one with the newest mistake; newest first within a theme. */
export function reviewGroups(r: CoachRecord): ThemeGroup[] {
  const groups = new Map<Theme, Mistake[]>();
  // openMistakes is newest first: a theme's place in the map is that of its newest mistake.
  for (const m of openMistakes(r)) {
    const theme = themeOfMistake(m);
    (groups.get(theme) ?? groups.set(theme, []).get(theme)!).push(m);
  }
  const order = [...groups.keys()];
  return [...groups]
    .map(([theme, mistakes]) => ({ theme, mistakes }))
    .sort((a, b) => b.mistakes.length - a.mistakes.length || order.indexOf(a.theme) - order.indexOf(b.theme));
}

/** What the address asks to replay (`?theme=building`, `?theme=all`); null for the list, or a theme the site does not have. */
export function replayAsked(search: string): Theme | 'all' | null {
  const theme = new URLSearchParams(search).get('theme');
  return theme === 'all' || THEME_IDS.includes(theme as Theme) ? (theme as Theme | 'all') : null;
}

/** The mistakes to replay, in the list's order: one theme's, or every theme's. */
export function replayList(r: CoachRecord, asked: Theme | 'all'): Mistake[] {
  return reviewGroups(r)
    .filter((g) => asked === 'all' || g.theme === asked)
    .flatMap((g) => g.mistakes);
}

/** The mistakes solved on review, newest first. */
export const solvedOnReview = (r: CoachRecord): Mistake[] => r.mistakes.filter((m) => m.cleared).reverse();

/** The record without a mistake the learner chose to remove (one that can no longer be played). */
export const withoutMistake = (r: CoachRecord, id: string): CoachRecord => ({ ...r, mistakes: r.mistakes.filter((m) => m.id !== id) });
