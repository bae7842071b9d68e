/**
 * Progress brought from another device merged into this one's, record by record, so that an
 * import never puts an older record in place of a newer one:
 * - an exercise or a puzzle: a solved one wins, with the misses counted before it was solved;
 *   when both sides are solved, or neither, the larger count of misses (misses only grow, so the
 *   larger is the later state of the same history);
 * - a daily puzzle, by date: each date either side has; on a date both have, as for a puzzle;
 * - the rating: the side with more rated answers, as it has seen more (this device's on a tie);
 * - the Stop rush: the larger best score and the larger number of runs, and each day's larger best
 *   (the latest days only, as a run keeps them);
 * - the "Is there a Stop?" deck: each item seen as a puzzle, and its rating as the puzzle rating;
 * - the game in play: the one saved later (a save made before saves were dated counts as oldest).
 * Each merge also says how much of this device's record it changed, to tell the learner.
 */
import type { Progress } from './lessons';
import { recentRushDays, type PuzzleRecord, type RushRecord } from './puzzles';
import type { PlayOutline } from './play-outline';
import type { Tries } from './tries';

export const mergeTries = <T extends Tries>(mine: T, theirs: T): T => (mine.solved !== theirs.solved ? (mine.solved ? mine : theirs) : theirs.misses > mine.misses ? theirs : mine);

/** Every key of both, merged where both have it; `changed` counts the keys whose entry is not this device's. */
function mergeEntries<T extends Tries>(mine: Readonly<Record<string, T>>, theirs: Readonly<Record<string, T>>) {
  const merged: Record<string, T> = { ...mine };
  let changed = 0;
  for (const [key, entry] of Object.entries(theirs)) {
    const now = mine[key] ? mergeTries(mine[key], entry) : entry;
    if (now !== mine[key]) (merged[key] = now), changed++;
  }
  return { merged, changed };
}

export function mergeProgress(mine: Progress, theirs: Progress): { value: Progress; exercises: number } {
  const { merged, changed } = mergeEntries(mine.exercises, theirs.exercises);
  return { value: { ...mine, exercises: merged }, exercises: changed };
}

export interface PuzzlesMerged {
  readonly value: PuzzleRecord;
  readonly puzzles: number;
  readonly days: number;
  readonly rating: boolean;
  readonly rush: boolean;
  readonly deck: boolean;
}

/** Both sides' rush merged: the larger of each count, each day's larger best. */
function mergeRush(mine: RushRecord, theirs: RushRecord): { value: RushRecord; changed: boolean } {
  const days: Record<string, number> = { ...mine.days };
  for (const [d, n] of Object.entries(theirs.days)) days[d] = Math.max(days[d] ?? 0, n);
  const value = { best: Math.max(mine.best, theirs.best), runs: Math.max(mine.runs, theirs.runs), days: recentRushDays(days) };
  const dates = Object.keys(value.days);
  const changed = value.best !== mine.best || value.runs !== mine.runs || dates.length !== Object.keys(mine.days).length || dates.some((d) => value.days[d] !== mine.days[d]);
  return { value, changed };
}

export function mergePuzzles(mine: PuzzleRecord, theirs: PuzzleRecord): PuzzlesMerged {
  const puzzles = mergeEntries(mine.puzzles, theirs.puzzles);
  const daily = mergeEntries(mine.daily, theirs.daily);
  const rating = theirs.rated > mine.rated;
  const rush = mergeRush(mine.rush, theirs.rush);
  const seen = mergeEntries(mine.deck.seen, theirs.deck.seen);
  const deckRating = theirs.deck.rated > mine.deck.rated;
  const value: PuzzleRecord = {
    ...mine,
    puzzles: puzzles.merged,
    daily: daily.merged,
    ...(rating ? { rating: theirs.rating, rated: theirs.rated } : {}),
    rush: rush.value,
    deck: { ...(deckRating ? theirs.deck : mine.deck), seen: seen.merged },
  };
  return { value, puzzles: puzzles.changed, days: daily.changed, rating, rush: rush.changed, deck: deckRating || seen.changed > 0 };
}

export const mergePlay = (mine: PlayOutline, theirs: PlayOutline): { value: PlayOutline; game: boolean } =>
  (theirs.savedAt ?? 0) > (mine.savedAt ?? 0) ? { value: theirs, game: true } : { value: mine, game: false };
