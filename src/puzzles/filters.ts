/**
 * The puzzle list's filters, which live in the address (`?kind=stop&theme=loading&level=2&unsolved=1`):
 * the list keeps them there, its links to puzzles carry them, and so does each "Next puzzle"
 * link (./next), so a learner who chose Stop puzzles of level 2 keeps getting them.
 */

export interface Filters {
  readonly kind?: 'compulsory' | 'stop' | undefined;
  readonly theme?: string | undefined;
  readonly level?: 1 | 2 | 3 | undefined;
  /** Hide the puzzles solved in this browser. */
  readonly unsolved?: boolean | undefined;
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

