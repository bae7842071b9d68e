/**
 * Which puzzle comes next, within the list's filters (./filters). A puzzle page fetches this
 * with the summary it chooses from, as only an answer needs it.
 * Two things are not filters the learner picks: puzzles under house rules come only once the
 * learner has turned them on (a setting kept in the record), and today's daily puzzle is never
 * offered on its day, so that nothing spoils it before the daily page does.
 */
import { dailyPuzzle, utcDate, type DailyCandidate } from './daily';
import type { Filters } from './filters';
import type { Rating } from './rating';

/** What the list and the next-puzzle choice know of a puzzle (the pages' summary, /puzzles/summary.json); with `standard` and `clean`, the daily pick's candidate too. */
export interface Summary extends DailyCandidate {
  readonly themes: readonly string[];
  /** difficultyOf(puzzle): on the learner's rating scale, and the level 1 to 3. */
  readonly rating: number;
  readonly level: 1 | 2 | 3;
}

/** What the choice reads of the learner's puzzle record (records/puzzles.ts): the puzzles tried, the rating, and whether house-rule puzzles are wanted. */
export interface Learner {
  readonly puzzles: Readonly<Record<string, { readonly solved: boolean; readonly misses: number }>>;
  readonly rating: Rating;
  readonly houseRules: boolean;
}

export const solvedIn = (r: Learner, id: string): boolean => r.puzzles[id]?.solved === true;

/** True when the learner's setting lets this puzzle be offered: standard rules, or house rules turned on. */
const offered = (e: Pick<Summary, 'standard'>, r: Pick<Learner, 'houseRules'>): boolean => e.standard || r.houseRules;

/** True when a puzzle passes the filters (and the house-rules setting). */
export const passes = (e: Summary, f: Filters, r: Learner): boolean =>
  offered(e, r) &&
  (!f.kind || e.kind === f.kind) && (!f.theme || e.themes.includes(f.theme)) && (!f.level || e.level === f.level) && (!f.unsolved || !solvedIn(r, e.id));

/** The daily puzzle of a UTC date among these puzzles; null when they hold no Stop puzzle under the standard rules to pick. */
export function dailyAmong(entries: readonly DailyCandidate[], date: string): string | null {
  try {
    return dailyPuzzle(entries, date);
  } catch {
    return null;
  }
}

/**
 * The next puzzle: one not solved yet, within the filters and the house-rules setting, none of
 * `skip` (the one just played, today's daily puzzle), nearest the learner's rating. Puzzles
 * never tried come before those tried and missed (a missed puzzle is no longer rated, and its
 * answer has been seen); ties go to the lower id. Null when every puzzle of the selection is solved.
 */
export function nextPuzzle(entries: readonly Summary[], r: Learner, f: Filters, skip: readonly (string | null)[] = []): string | null {
  const near = r.rating.rating;
  const open = entries.filter((e) => !skip.includes(e.id) && !solvedIn(r, e.id) && passes(e, f, r));
  const key = (e: Summary) => [e.id in r.puzzles ? 1 : 0, Math.abs(e.rating - near)] as const;
  open.sort((a, b) => {
    const [ta, da] = key(a);
    const [tb, db] = key(b);
    return ta - tb || da - db || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
  return open[0]?.id ?? null;
}

/** The puzzle to offer after this one (`current`) at an instant: never that day's daily puzzle. */
export const nextAfter = (entries: readonly Summary[], r: Learner, f: Filters, current: string, now: Date): string | null =>
  nextPuzzle(entries, r, f, [current, dailyAmong(entries, utcDate(now))]);
