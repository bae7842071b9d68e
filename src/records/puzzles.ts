/**
 * The learner's puzzles, kept under a versioned key in the store it is handed: each puzzle
 * solved or not with its misses, the daily puzzles by date (from which the streak is counted), the
 * puzzle rating (Glicko-2, see puzzles/rating.ts), the best Stop rush scores (of all time and
 * of each recent day), and the "Is there a Stop?" deck (puzzles/deck.ts) with its own rating
 * and the items seen.
 *
 * Version 2 added the rating and the rush; a version 1 record is upgraded on load, keeping
 * every puzzle and daily entry, with a newcomer's rating (the puzzles answered before
 * version 2 were never rated, and are not rated later: their first answer is past).
 * The deck came later within version 2: a record without it reads with a newcomer's deck, as
 * a record from before the house-rules setting reads with it off.
 * The rush's days came later within version 2, as a field a record may lack: a save from
 * before them reads with no day's best, and a page from before them still reads a save
 * that has them (a new version would have set it aside as unreadable).
 */
import { isRecord, load, save, type Kept, type Saved, type Store } from '../storage/versioned';
import type { Rating } from '../puzzles/rating';
import { isTries, tried, type Tries } from './tries';
import type { Note } from '../storage/notes';

/** A newcomer, as Glickman suggests for an unrated player. */
export const NEWCOMER: Rating = { rating: 1500, rd: 350, vol: 0.06 };

export const isRating = (v: unknown): v is Rating =>
  isRecord(v) && [v.rating, v.rd, v.vol].every((n) => typeof n === 'number' && Number.isFinite(n)) && (v.rd as number) > 0 && (v.vol as number) > 0;

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
  /** YYYY-MM-DD (UTC, the daily puzzle's day) → the best score of the runs finished that day; the RUSH_DAYS latest such days only. */
  readonly days: Readonly<Record<string, number>>;
}

/** The "Is there a Stop?" deck: a rating of its own (answers to whole turns, not to puzzles), and each item seen. */
export interface DeckRecord {
  readonly rating: Rating;
  /** How many answers were rated (first answers to an item). */
  readonly rated: number;
  readonly seen: Readonly<Record<string, Tries>>;
}

/** Days of rush scores kept: a week's, all the best of the week needs. */
export const RUSH_DAYS = 7;

export interface PuzzleRecord {
  readonly version: typeof RECORD_VERSION;
  readonly puzzles: Readonly<Record<string, Tries>>;
  /** YYYY-MM-DD (UTC) → that day's puzzle and how it went on that day. */
  readonly daily: Readonly<Record<string, DailyEntry>>;
  readonly rating: Rating;
  /** How many answers were rated (first answers since version 2). */
  readonly rated: number;
  readonly rush: RushRecord;
  /** The list, "Next puzzle" and the rush offer puzzles under house rules too; off for a newcomer, who learns the standard rules first. */
  readonly houseRules: boolean;
  readonly deck: DeckRecord;
}

const emptyDeck = (): DeckRecord => ({ rating: NEWCOMER, rated: 0, seen: {} });

export const emptyRecord = (): PuzzleRecord => ({ version: RECORD_VERSION, puzzles: {}, daily: {}, rating: NEWCOMER, rated: 0, rush: { best: 0, runs: 0, days: {} }, houseRules: false, deck: emptyDeck() });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** What versions 1 and 2 share: the puzzles and the daily entries. */
const validHistory = (v: Record<string, unknown>): boolean =>
  isRecord(v.puzzles) &&
  Object.values(v.puzzles).every(isTries) &&
  isRecord(v.daily) &&
  Object.entries(v.daily).every(([d, e]) => DATE.test(d) && isTries(e) && typeof (e as { id?: unknown }).id === 'string');

/** A rush of version 2, with its days or from before them. */
const isRush = (v: unknown): v is Omit<RushRecord, 'days'> & Partial<Pick<RushRecord, 'days'>> =>
  isRecord(v) && count(v.best) && count(v.runs) && (v.days === undefined || (isRecord(v.days) && Object.entries(v.days).every(([d, n]) => DATE.test(d) && count(n))));

const isDeck = (v: unknown): v is DeckRecord => isRecord(v) && isRating(v.rating) && count(v.rated) && isRecord(v.seen) && Object.values(v.seen).every(isTries);

/** A version 1 record as version 2: every puzzle and daily entry kept, a newcomer's rating, no rush yet. */
function upgradeFrom1(v: Record<string, unknown>): PuzzleRecord {
  const { puzzles, daily } = v as unknown as Pick<PuzzleRecord, 'puzzles' | 'daily'>;
  return { ...emptyRecord(), puzzles, daily };
}

/** A record of this version, or one of version 1 upgraded; null when it is neither. A version 2 record from before the house-rules setting has it off, from before the deck a newcomer's deck. */
function readRecord(v: unknown): PuzzleRecord | null {
  if (!isRecord(v) || !validHistory(v)) return null;
  if (v.version === 1) return upgradeFrom1(v);
  if (v.version !== RECORD_VERSION || !isRating(v.rating) || !count(v.rated) || !isRush(v.rush)) return null;
  if (v.houseRules !== undefined && typeof v.houseRules !== 'boolean') return null;
  if (v.deck !== undefined && !isDeck(v.deck)) return null;
  return { ...(v as unknown as PuzzleRecord), rush: { ...v.rush, days: v.rush.days ?? {} }, houseRules: v.houseRules === true, deck: (v.deck as DeckRecord | undefined) ?? emptyDeck() };
}

export const RECORD: Kept<PuzzleRecord> = {
  key: RECORD_KEY,
  version: RECORD_VERSION,
  what: 'puzzles',
  read: readRecord,
  empty: emptyRecord,
};

export function loadRecord(store: Store): { record: PuzzleRecord; note: Note | null } {
  const { value, note } = load(store, RECORD);
  return { record: value, note };
}

export const saveRecord = (store: Store, record: PuzzleRecord): Saved => save(store, RECORD, record);

/** True when the learner has answered this puzzle before, right or wrong: a new answer is then a retry, and not rated. */
export const answeredBefore = (r: PuzzleRecord, id: string): boolean => id in r.puzzles;

/**
 * An answer to a puzzle; on its own day, an answer to the daily puzzle counts for the streak
 * too. The first answer to a puzzle (none recorded before) moves the rating by `rate`
 * (`(before) => ratePuzzleAnswer(before, puzzleRating, right)`); retries never call it.
 */
export function recordAnswer(r: PuzzleRecord, id: string, right: boolean, today?: string, rate?: (before: Rating) => Rating): PuzzleRecord {
  const first = !answeredBefore(r, id);
  const rating = first && rate ? { rating: rate(r.rating), rated: r.rated + 1 } : {};
  const puzzles = { ...r.puzzles, [id]: tried(r.puzzles[id], right) };
  if (!today) return { ...r, ...rating, puzzles };
  const before = r.daily[today];
  const entry: DailyEntry = { id, ...tried(before?.id === id ? before : undefined, right) };
  return { ...r, ...rating, puzzles, daily: { ...r.daily, [today]: entry } };
}

/**
 * An answer to a deck item. The first answer to an item moves the deck's rating by `rate`
 * (`(before) => ratePuzzleAnswer(before, itemRating, right)`); an item dealt again is known,
 * so its answer is kept but not rated, as a retried puzzle is not.
 */
export function recordDeckAnswer(r: PuzzleRecord, item: string, right: boolean, rate: (before: Rating) => Rating): PuzzleRecord {
  const first = !(item in r.deck.seen);
  const rating = first ? { rating: rate(r.deck.rating), rated: r.deck.rated + 1 } : {};
  return { ...r, deck: { ...r.deck, ...rating, seen: { ...r.deck.seen, [item]: tried(r.deck.seen[item], right) } } };
}

/** The house-rules setting turned on or off. */
export const withHouseRules = (r: PuzzleRecord, on: boolean): PuzzleRecord => ({ ...r, houseRules: on });

/** True when the learner's answers to this day's daily puzzle solved it: what the daily page's badge and the streak both read. */
export const dailySolved = (r: PuzzleRecord, date: string): boolean => r.daily[date]?.solved === true;

/** The day `n` days before a YYYY-MM-DD date (puzzles/daily.ts has the calendar; not imported, so that reading the record never loads the daily pick). */
const daysBefore = (date: string, n: number): string => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/**
 * The RUSH_DAYS latest days of `days`: as long as no date lies ahead of today (a clock set
 * wrong on some device), they hold every day of the week to today.
 */
export const recentRushDays = (days: Readonly<Record<string, number>>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(days)
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .slice(0, RUSH_DAYS),
  );

/** A Stop rush run finished on `today` (YYYY-MM-DD, UTC): the best scores of all time and of the day kept. */
export const recordRush = (r: PuzzleRecord, score: number, today: string): PuzzleRecord => ({
  ...r,
  rush: { best: Math.max(r.rush.best, score), runs: r.rush.runs + 1, days: recentRushDays({ ...r.rush.days, [today]: Math.max(r.rush.days[today] ?? 0, score) }) },
});

/** The best rush scores to show: null for a day or a week without a finished run. */
export interface RushBests {
  readonly today: number | null;
  readonly week: number | null;
  readonly all: number;
}

/**
 * The best rush scores of today, of the week and of all time. The week is a rolling one, today
 * and the six days before it, not the calendar's: the week's best never drops to nothing on a Monday.
 */
export function rushBests(r: RushRecord, today: string): RushBests {
  const from = daysBefore(today, RUSH_DAYS - 1);
  const week = Object.entries(r.days).flatMap(([d, n]) => (d >= from && d <= today ? [n] : []));
  return { today: r.days[today] ?? null, week: week.length ? Math.max(...week) : null, all: r.best };
}

/** Days in a row with the daily puzzle solved, up to today (or up to yesterday while today's is still open). */
export function streak(r: PuzzleRecord, today: string): number {
  let day = dailySolved(r, today) ? today : daysBefore(today, 1);
  let n = 0;
  while (dailySolved(r, day)) n++, (day = daysBefore(day, 1));
  return n;
}

/** The daily puzzles played, newest first. */
export const history = (r: PuzzleRecord): [string, DailyEntry][] => Object.entries(r.daily).sort(([a], [b]) => (a < b ? 1 : -1));
