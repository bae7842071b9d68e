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
 * - the game in play: the one saved later (a save made before saves were dated counts as oldest);
 * - the coach's answers, by source and rule: the larger count of right and of wrong answers, as
 *   answers carry no name, so the same answers imported twice cannot be told from new ones: the
 *   larger keeps an import that is repeated from doubling them, and loses neither device's longer history;
 * - the coach's mistakes, by id: each either side has; on an id both have, the one made later
 *   (this device's on the same day), the list kept oldest first.
 * Each merge also says how much of this device's record it changed, to tell the learner.
 */
import type { Progress } from './lessons';
import { recentRushDays, type PuzzleRecord, type RushRecord } from './puzzles';
import type { PlayOutline } from './play-outline';
import type { Tries } from './tries';
import { keptMistakes, SOURCES, type CoachRecord, type Mistake, type Stake, type Tally } from './coach';

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

export interface CoachMerged {
  readonly value: CoachRecord;
  /** Answers counted that this device had not. */
  readonly answers: number;
  /** Mistakes new to this device, or made again later there. */
  readonly mistakes: number;
}

export function mergeCoach(mine: CoachRecord, theirs: CoachRecord): CoachMerged {
  let answers = 0;
  const tallies: Record<string, Record<string, Tally>> = {};
  for (const source of SOURCES) {
    const [a, b] = [mine.tallies[source] ?? {}, theirs.tallies[source] ?? {}];
    const stakes = new Set([...Object.keys(a), ...Object.keys(b)] as Stake[]);
    if (!stakes.size) continue;
    tallies[source] = {};
    for (const stake of stakes) {
      const [x, y] = [a[stake] ?? { right: 0, wrong: 0 }, b[stake] ?? { right: 0, wrong: 0 }];
      const t = { right: Math.max(x.right, y.right), wrong: Math.max(x.wrong, y.wrong) };
      answers += t.right - x.right + t.wrong - x.wrong;
      tallies[source][stake] = t;
    }
  }
  const byId = new Map<string, Mistake>(mine.mistakes.map((m) => [m.id, m]));
  let mistakes = 0;
  for (const m of theirs.mistakes) {
    const was = byId.get(m.id);
    if (!was || m.date > was.date) (byId.set(m.id, m), mistakes++);
  }
  // Oldest first, as they were made; a stable sort keeps each side's order within a day.
  const list = keptMistakes([...byId.values()].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0)));
  return { value: { ...mine, tallies, mistakes: list }, answers, mistakes };
}
