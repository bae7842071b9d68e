/**
 * The daily "find the Stop" puzzle: the same for everyone on a UTC date, worked out in the
 * browser from the date alone, so it needs no server. It is always a Stop puzzle (B moves,
 * the learner calls Stop or lets each move go). Most days are played under the standard
 * rules; every seventh day under named house rules, and every seventh day (another one)
 * is a turn with no error at all, where the right answer is to let every move go.
 * Within each kind of day, days are dealt in rounds: each round is the kind's pool in a
 * shuffled order, so no puzzle comes back before every other one has had its day, and a
 * round never starts with the puzzle that ended the last.
 */
import { rng, shuffle } from '../engine';

/** The first daily puzzle's date. */
export const FIRST_DAY = '2026-11-01';
const DAY = 86_400_000;

/** What the schedule needs to know of a puzzle. */
export interface DailyCandidate {
  readonly id: string;
  readonly kind: 'compulsory' | 'stop';
  /** Played under the standard rules. */
  readonly standard: boolean;
  /** A turn with no error: the answer is to let every move go. */
  readonly clean: boolean;
}

/** The kind of a day: a Stop under the standard rules, under named house rules, or no Stop at all. */
export type DayKind = 'standard' | 'named' | 'clean';

/** The UTC date of an instant, as YYYY-MM-DD. */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);

export const dayNumber = (date: string): number => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${FIRST_DAY}T00:00:00Z`)) / DAY);

export const addDays = (date: string, n: number): string => utcDate(new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY));

/** Milliseconds from an instant to the next UTC midnight, when the next puzzle arrives. */
export const untilNextPuzzle = (now: Date): number => DAY - (now.getTime() % DAY);

const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** Two days a week are not standard: the third of each week is named rules, the sixth has no error. */
export const dayKind = (date: string): DayKind => {
  const d = mod(dayNumber(date), 7);
  return d === 2 ? 'named' : d === 5 ? 'clean' : 'standard';
};

/** How many days of the same kind come before this one (negative before the first day). */
function indexInKind(date: string): number {
  const n = dayNumber(date);
  const week = Math.floor(n / 7);
  const kind = dayKind(date);
  return kind === 'standard' ? week * 5 + [0, 1, -1, 2, 3, -1, 4][mod(n, 7)]! : week;
}

const shuffled = (ids: readonly string[], seed: string): string[] => shuffle(rng(seed), [...ids].sort());

function order(ids: readonly string[], kind: DayKind, round: number): string[] {
  const out = shuffled(ids, `daily ${kind} ${round}`);
  const last = shuffled(ids, `daily ${kind} ${round - 1}`).at(-1);
  if (out.length > 1 && out[0] === last) [out[0], out[1]] = [out[1]!, out[0]!];
  return out;
}

/** The puzzles a kind of day draws from; a kind with none falls back to the standard Stops. */
export function poolOf(pool: readonly DailyCandidate[], kind: DayKind): string[] {
  const stops = pool.filter((p) => p.kind === 'stop');
  const of = (k: DayKind) =>
    stops.filter((p) => (k === 'clean' ? p.clean && p.standard : k === 'named' ? !p.clean && !p.standard : !p.clean && p.standard)).map((p) => p.id);
  const ids = of(kind);
  return ids.length ? ids : of('standard');
}

/** The puzzle id of a date; the pool's order does not matter. */
export function dailyPuzzle(pool: readonly DailyCandidate[], date: string): string {
  const kind = dayKind(date);
  const ids = poolOf(pool, kind);
  if (ids.length === 0) throw new Error('The daily pool has no Stop puzzle under the standard rules');
  const i = indexInKind(date);
  const n = ids.length;
  const round = Math.floor(i / n);
  return order(ids, kind, round)[i - round * n]!;
}
