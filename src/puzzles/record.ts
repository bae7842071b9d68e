/**
 * The learner's puzzles, kept in the browser under a versioned key: each puzzle solved or
 * not with its misses, and the daily puzzles by date, from which the streak is counted.
 */
import { browserStore, isRecord, isTries, load, save, tried, type Kept, type Store, type Tries } from '../storage/versioned';
import { addDays } from './daily';

export const RECORD_KEY = 'russian-bank:puzzles';
export const RECORD_VERSION = 1;

export interface DailyEntry extends Tries {
  readonly id: string;
}

export interface PuzzleRecord {
  readonly version: typeof RECORD_VERSION;
  readonly puzzles: Readonly<Record<string, Tries>>;
  /** YYYY-MM-DD (UTC) → that day's puzzle and how it went on that day. */
  readonly daily: Readonly<Record<string, DailyEntry>>;
}

export const emptyRecord = (): PuzzleRecord => ({ version: RECORD_VERSION, puzzles: {}, daily: {} });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RECORD: Kept<PuzzleRecord> = {
  key: RECORD_KEY,
  version: RECORD_VERSION,
  what: 'puzzle history',
  valid: (v): v is PuzzleRecord =>
    isRecord(v) &&
    v.version === RECORD_VERSION &&
    isRecord(v.puzzles) &&
    Object.values(v.puzzles).every(isTries) &&
    isRecord(v.daily) &&
    Object.entries(v.daily).every(([d, e]) => DATE.test(d) && isTries(e) && typeof (e as { id?: unknown }).id === 'string'),
  empty: emptyRecord,
};

export function loadRecord(store: Store | null = browserStore()): { record: PuzzleRecord; note: string | null } {
  const { value, note } = load(store, RECORD);
  return { record: value, note };
}

export const saveRecord = (record: PuzzleRecord, store: Store | null = browserStore()): boolean => save(store, RECORD, record);

/** An answer to a puzzle; on its own day, an answer to the daily puzzle counts for the streak too. */
export function recordAnswer(r: PuzzleRecord, id: string, right: boolean, today?: string): PuzzleRecord {
  const puzzles = { ...r.puzzles, [id]: tried(r.puzzles[id], right) };
  if (!today) return { ...r, puzzles };
  const before = r.daily[today];
  const entry: DailyEntry = { id, ...tried(before?.id === id ? before : undefined, right) };
  return { ...r, puzzles, daily: { ...r.daily, [today]: entry } };
}

/** Days in a row with the daily puzzle solved, up to today (or up to yesterday while today's is still open). */
export function streak(r: PuzzleRecord, today: string): number {
  let day = r.daily[today]?.solved ? today : addDays(today, -1);
  let n = 0;
  while (r.daily[day]?.solved) n++, (day = addDays(day, -1));
  return n;
}

/** The daily puzzles played, newest first. */
export const history = (r: PuzzleRecord): [string, DailyEntry][] => Object.entries(r.daily).sort(([a], [b]) => (a < b ? 1 : -1));
