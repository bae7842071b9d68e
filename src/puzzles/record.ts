/**
 * The learner's puzzles, kept in the browser under a versioned key: each puzzle solved or
 * not with its misses, the daily puzzles by date (from which the streak is counted), the
 * puzzle rating (Glicko-2, see rating.ts) and the best Stop rush score.
 *
 * Version 2 added the rating and the rush; a version 1 record is upgraded on load, keeping
 * every puzzle and daily entry, with a newcomer's rating (the puzzles answered before
 * version 2 were never rated, and are not rated later: their first answer is past).
 */
import { browserStore, isRecord, isTries, load, save, tried, type Kept, type Store, type Tries } from '../storage/versioned';
import { addDays } from './daily';
import { isRating, NEWCOMER, ratePuzzleAnswer, type Rating } from './rating';

export const RECORD_KEY = 'russian-bank:puzzles';
export const RECORD_VERSION = 2;

export interface DailyEntry extends Tries {
  readonly id: string;
}

export interface RushRecord {
  /** The best score of a run: moves called right. */
  readonly best: number;
  /** Runs finished. */
  readonly runs: number;
}

export interface PuzzleRecord {
  readonly version: typeof RECORD_VERSION;
  readonly puzzles: Readonly<Record<string, Tries>>;
  /** YYYY-MM-DD (UTC) → that day's puzzle and how it went on that day. */
  readonly daily: Readonly<Record<string, DailyEntry>>;
  readonly rating: Rating;
  /** How many answers were rated (first answers since version 2). */
  readonly rated: number;
  readonly rush: RushRecord;
}

export const emptyRecord = (): PuzzleRecord => ({ version: RECORD_VERSION, puzzles: {}, daily: {}, rating: NEWCOMER, rated: 0, rush: { best: 0, runs: 0 } });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** What versions 1 and 2 share: the puzzles and the daily entries. */
const validHistory = (v: Record<string, unknown>): boolean =>
  isRecord(v.puzzles) &&
  Object.values(v.puzzles).every(isTries) &&
  isRecord(v.daily) &&
  Object.entries(v.daily).every(([d, e]) => DATE.test(d) && isTries(e) && typeof (e as { id?: unknown }).id === 'string');

const isRush = (v: unknown): v is RushRecord => isRecord(v) && count(v.best) && count(v.runs);

const RECORD: Kept<PuzzleRecord> = {
  key: RECORD_KEY,
  version: RECORD_VERSION,
  what: 'puzzle history',
  valid: (v): v is PuzzleRecord => isRecord(v) && v.version === RECORD_VERSION && validHistory(v) && isRating(v.rating) && count(v.rated) && isRush(v.rush),
  empty: emptyRecord,
  upgrade: (v) => (isRecord(v) && v.version === 1 && validHistory(v) ? upgradeFrom1(v) : null),
};

/** A version 1 record as version 2: every puzzle and daily entry kept, a newcomer's rating, no rush yet. */
function upgradeFrom1(v: Record<string, unknown>): PuzzleRecord {
  const { puzzles, daily } = v as unknown as Pick<PuzzleRecord, 'puzzles' | 'daily'>;
  return { ...emptyRecord(), puzzles, daily };
}

export function loadRecord(store: Store | null = browserStore()): { record: PuzzleRecord; note: string | null } {
  const { value, note } = load(store, RECORD);
  return { record: value, note };
}

export const saveRecord = (record: PuzzleRecord, store: Store | null = browserStore()): boolean => save(store, RECORD, record);

/** True when the learner has answered this puzzle before, right or wrong: a new answer is then a retry, and not rated. */
export const answeredBefore = (r: PuzzleRecord, id: string): boolean => id in r.puzzles;

/**
 * An answer to a puzzle; on its own day, an answer to the daily puzzle counts for the streak
 * too. The first answer to a puzzle (none recorded before) moves the rating, when the
 * puzzle's rating is given; retries never do.
 */
export function recordAnswer(r: PuzzleRecord, id: string, right: boolean, today?: string, puzzleRating?: number): PuzzleRecord {
  const first = !answeredBefore(r, id);
  const rating = first && puzzleRating !== undefined ? { rating: ratePuzzleAnswer(r.rating, puzzleRating, right), rated: r.rated + 1 } : {};
  const puzzles = { ...r.puzzles, [id]: tried(r.puzzles[id], right) };
  if (!today) return { ...r, ...rating, puzzles };
  const before = r.daily[today];
  const entry: DailyEntry = { id, ...tried(before?.id === id ? before : undefined, right) };
  return { ...r, ...rating, puzzles, daily: { ...r.daily, [today]: entry } };
}

/** A finished Stop rush run: the best score kept. */
export const recordRush = (r: PuzzleRecord, score: number): PuzzleRecord => ({ ...r, rush: { best: Math.max(r.rush.best, score), runs: r.rush.runs + 1 } });

/** Days in a row with the daily puzzle solved, up to today (or up to yesterday while today's is still open). */
export function streak(r: PuzzleRecord, today: string): number {
  let day = r.daily[today]?.solved ? today : addDays(today, -1);
  let n = 0;
  while (r.daily[day]?.solved) n++, (day = addDays(day, -1));
  return n;
}

/** The daily puzzles played, newest first. */
export const history = (r: PuzzleRecord): [string, DailyEntry][] => Object.entries(r.daily).sort(([a], [b]) => (a < b ? 1 : -1));
