/**
 * Which puzzle comes next, and the list's filters that choice respects. The filters live in
 * the address (`?kind=stop&theme=loading&level=2&unsolved=1`): the list keeps them there,
 * its links to puzzles carry them, and so does each "Next puzzle" link, so a learner who
 * chose Stop puzzles of level 2 keeps getting them.
 */
import type { Rating } from './rating';

/** What the list and the next-puzzle choice know of a puzzle (the pages' summary, /puzzles/summary.json). */
export interface Summary {
  readonly id: string;
  readonly kind: 'compulsory' | 'stop';
  readonly themes: readonly string[];
  /** difficultyOf(puzzle): on the learner's rating scale, and the level 1 to 3. */
  readonly rating: number;
  readonly level: 1 | 2 | 3;
}

export interface Filters {
  readonly kind?: 'compulsory' | 'stop' | undefined;
  readonly theme?: string | undefined;
  readonly level?: 1 | 2 | 3 | undefined;
  /** Hide the puzzles solved in this browser. */
  readonly unsolved?: boolean | undefined;
}

/** What the choice reads of the learner's puzzle record (records/puzzles.ts): the puzzles tried, and the rating. */
export interface Learner {
  readonly puzzles: Readonly<Record<string, { readonly solved: boolean; readonly misses: number }>>;
  readonly rating: Rating;
}

const KINDS = ['compulsory', 'stop'] as const;
const LEVELS = ['1', '2', '3'] as const;

/** The filters an address asks for; only well-formed values count, the address is not trusted (a rule the list does not have matches no puzzle). */
export function filtersOf(search: string | URLSearchParams): Filters {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kind = KINDS.find((k) => k === q.get('kind'));
  const theme = q.get('theme') ?? '';
  const level = LEVELS.indexOf(q.get('level') as '1');
  return {
    ...(kind ? { kind } : {}),
    ...(/^[a-z][a-z-]{0,40}$/.test(theme) ? { theme } : {}),
    ...(level >= 0 ? { level: (level + 1) as 1 | 2 | 3 } : {}),
    ...(q.get('unsolved') === '1' ? { unsolved: true } : {}),
  };
}

/** The filters as an address's query: "" or "?kind=stop&level=2". */
export function searchOf(f: Filters): string {
  const q = new URLSearchParams();
  if (f.kind) q.set('kind', f.kind);
  if (f.theme) q.set('theme', f.theme);
  if (f.level) q.set('level', String(f.level));
  if (f.unsolved) q.set('unsolved', '1');
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const solvedIn = (r: Learner, id: string): boolean => r.puzzles[id]?.solved === true;

/** True when a puzzle passes the filters. */
export const passes = (e: Summary, f: Filters, r: Learner): boolean =>
  (!f.kind || e.kind === f.kind) && (!f.theme || e.themes.includes(f.theme)) && (!f.level || e.level === f.level) && (!f.unsolved || !solvedIn(r, e.id));

/**
 * The next puzzle: one not solved yet, within the filters, not the one just played, nearest
 * the learner's rating. Puzzles never tried come before those tried and missed (a missed
 * puzzle is no longer rated, and its answer has been seen); ties go to the lower id.
 * Null when every puzzle of the selection is solved.
 */
export function nextPuzzle(entries: readonly Summary[], r: Learner, f: Filters, current?: string): string | null {
  const near = r.rating.rating;
  const open = entries.filter((e) => e.id !== current && !solvedIn(r, e.id) && passes(e, f, r));
  const key = (e: Summary) => [e.id in r.puzzles ? 1 : 0, Math.abs(e.rating - near)] as const;
  open.sort((a, b) => {
    const [ta, da] = key(a);
    const [tb, db] = key(b);
    return ta - tb || da - db || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
  return open[0]?.id ?? null;
}
