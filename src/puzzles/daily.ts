/**
 * The daily puzzle: the same for everyone on a UTC date, worked out in the browser from
 * the date alone, so it needs no server and works offline. Days are dealt in rounds:
 * each round is the whole pool in a shuffled order, so no puzzle comes back before every
 * other one has had its day, and a round never starts with the puzzle that ended the last.
 */
import { rng, shuffle } from '../engine/random';

/** The first daily puzzle's date. */
export const FIRST_DAY = '2026-11-01';
const DAY = 86_400_000;

/** The UTC date of an instant, as YYYY-MM-DD. */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);

export const dayNumber = (date: string): number => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${FIRST_DAY}T00:00:00Z`)) / DAY);

export const addDays = (date: string, n: number): string => utcDate(new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY));

const shuffled = (ids: readonly string[], round: number): string[] => shuffle(rng(`daily ${round}`), [...ids].sort());

function order(ids: readonly string[], round: number): string[] {
  const out = shuffled(ids, round);
  const last = shuffled(ids, round - 1).at(-1);
  if (out.length > 1 && out[0] === last) [out[0], out[1]] = [out[1]!, out[0]!];
  return out;
}

/** The puzzle id of a date; the pool's order does not matter. */
export function dailyPuzzle(ids: readonly string[], date: string): string {
  if (ids.length === 0) throw new Error('The daily pool is empty');
  const day = dayNumber(date);
  const n = ids.length;
  const round = Math.floor(day / n);
  return order(ids, round)[day - round * n]!;
}
