/**
 * The coach's record, kept in the browser: every Stop question the learner answered wherever
 * it was asked (a game, a puzzle, the rush, the "Is there a Stop?" deck), counted by the rule
 * at stake; and the mistakes among them, each kept as a puzzle to go through again when the
 * learner chooses (no forced repetition: a mistake stays until it is solved on review).
 *
 * A mistake is a site puzzle named by its id (a missed puzzle, a rush item, a deck item), or
 * the learner's own puzzle written from a game: the table before the move and the move, as a
 * Stop puzzle of one move (`error` null when the move was legal: the mistake was a false call).
 */
import type { Reason } from '../engine';
import type { PuzzleData } from '../puzzles/schema';
import { isRecord, load, save, type Kept, type Saved, type Store } from '../storage/versioned';
import type { Note } from '../storage/notes';

export const COACH_KEY = 'russian-bank:coach';
export const COACH_VERSION = 1;
/** Mistakes kept: the oldest solved ones go first, then the oldest. */
export const MAX_MISTAKES = 200;

/** Where a Stop question was asked. */
export type Source = 'game' | 'puzzle' | 'rush' | 'deck';
export const SOURCES: readonly Source[] = ['game', 'puzzle', 'rush', 'deck'];

/**
 * What went wrong: a move that broke a rule let pass (`missed`), Stop called on a legal move
 * (`falseCall`), or the learner's own move broke a rule (`stopped`, by a Stop or the tutor).
 */
export type MistakeKind = 'missed' | 'falseCall' | 'stopped';
export const MISTAKE_KINDS: readonly MistakeKind[] = ['missed', 'falseCall', 'stopped'];

/** The rule at stake in a question: the reason of the move's verdict, or `none` when nothing was wrong (only a false call fails it). */
export type Stake = Reason | 'none';

export interface Tally {
  readonly right: number;
  readonly wrong: number;
}

/** Answers by source, then by the rule at stake. */
export type Tallies = Readonly<Partial<Record<Source, Readonly<Partial<Record<Stake, Tally>>>>>>;

/** A Stop puzzle of the learner's own, written from a game's move (or a rush move no site puzzle holds). */
export type OwnPuzzle = PuzzleData & { readonly kind: 'stop' };
/** How an own puzzle's id begins (a site puzzle's is its number). */
export const OWN_ID = 'own-';

export interface Mistake {
  /** The same question asked again is the same mistake: a site puzzle's id, or the own puzzle's position and move. */
  readonly id: string;
  readonly source: Source;
  readonly kind: MistakeKind;
  /** The rule the move broke; null when it broke none (a false call). */
  readonly reason: Reason | null;
  /** YYYY-MM-DD (UTC) of the last time it was made. */
  readonly date: string;
  readonly puzzle: { readonly id: string } | { readonly own: OwnPuzzle };
  /** Solved on review since it was last made. */
  readonly cleared: boolean;
}

export interface CoachRecord {
  readonly version: typeof COACH_VERSION;
  readonly tallies: Tallies;
  /** Oldest first. */
  readonly mistakes: readonly Mistake[];
}

export const emptyCoach = (): CoachRecord => ({ version: COACH_VERSION, tallies: {}, mistakes: [] });

const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isTally = (v: unknown): v is Tally => isRecord(v) && count(v.right) && count(v.wrong);
const isTallies = (v: unknown): v is Tallies =>
  isRecord(v) && Object.entries(v).every(([s, by]) => SOURCES.includes(s as Source) && isRecord(by) && Object.values(by).every(isTally));

/** An own puzzle as far as the record can tell without the engine: a position is checked when it is played (an unreadable one is said, not thrown). */
const isOwn = (v: unknown): v is OwnPuzzle =>
  isRecord(v) && v.kind === 'stop' && isRecord(v.position) && Array.isArray(v.moves) && v.moves.length > 0 && v.moves.every((m) => typeof m === 'string') && Array.isArray(v.themes) && typeof v.source === 'string' && (v.error === null || isRecord(v.error));

const isMistake = (v: unknown): v is Mistake =>
  isRecord(v) &&
  typeof v.id === 'string' &&
  SOURCES.includes(v.source as Source) &&
  MISTAKE_KINDS.includes(v.kind as MistakeKind) &&
  (v.reason === null || typeof v.reason === 'string') &&
  typeof v.date === 'string' &&
  DATE.test(v.date) &&
  typeof v.cleared === 'boolean' &&
  isRecord(v.puzzle) &&
  (typeof v.puzzle.id === 'string' || isOwn(v.puzzle.own));

function readCoach(v: unknown): CoachRecord | null {
  if (!isRecord(v) || v.version !== COACH_VERSION || !isTallies(v.tallies) || !Array.isArray(v.mistakes) || !v.mistakes.every(isMistake)) return null;
  return { version: COACH_VERSION, tallies: v.tallies, mistakes: v.mistakes };
}

export const COACH: Kept<CoachRecord> = { key: COACH_KEY, version: COACH_VERSION, what: 'coach', read: readCoach, empty: emptyCoach };

export function loadCoach(store: Store): { record: CoachRecord; note: Note | null } {
  const { value, note } = load(store, COACH);
  return { record: value, note };
}

export const saveCoach = (store: Store, record: CoachRecord): Saved => save(store, COACH, record);

/** One answer to a Stop question; a wrong one brings its mistake (made again: back on the list, as the newest). */
export interface Answer {
  readonly source: Source;
  readonly stake: Stake;
  readonly right: boolean;
  readonly mistake?: Omit<Mistake, 'source' | 'date' | 'cleared'> | undefined;
}

/** The mistakes kept to MAX_MISTAKES: the oldest solved ones leave first, then the oldest. */
export function keptMistakes(all: readonly Mistake[]): Mistake[] {
  const list = [...all];
  while (list.length > MAX_MISTAKES) {
    const solved = list.findIndex((m) => m.cleared);
    list.splice(solved >= 0 ? solved : 0, 1);
  }
  return list;
}

/** The record with an answer counted, on `today` (YYYY-MM-DD). */
export function noteAnswer(r: CoachRecord, a: Answer, today: string): CoachRecord {
  const bySource = r.tallies[a.source] ?? {};
  const was = bySource[a.stake] ?? { right: 0, wrong: 0 };
  const tally = a.right ? { ...was, right: was.right + 1 } : { ...was, wrong: was.wrong + 1 };
  const tallies = { ...r.tallies, [a.source]: { ...bySource, [a.stake]: tally } };
  if (a.right || !a.mistake) return { ...r, tallies };
  const made: Mistake = { ...a.mistake, source: a.source, date: today, cleared: false };
  return { ...r, tallies, mistakes: keptMistakes([...r.mistakes.filter((m) => m.id !== made.id), made]) };
}

/**
 * Answers counted into the record kept in `store`, read afresh so that answers saved meanwhile
 * (another tab) are kept too; a refusal is told to the learner by the store's notes, as for the
 * puzzle record. Nothing is written for no answers.
 */
export function recordAnswers(store: Store, answers: readonly Answer[], today: string): Saved | null {
  if (!answers.length) return null;
  const { record } = loadCoach(store);
  return saveCoach(store, answers.reduce((r, a) => noteAnswer(r, a, today), record));
}

/** The record with a mistake solved on review: it stays listed as solved until it is made again. */
export const clearMistake = (r: CoachRecord, id: string): CoachRecord => ({ ...r, mistakes: r.mistakes.map((m) => (m.id === id ? { ...m, cleared: true } : m)) });

/** The mistakes still to go through, newest first. */
export const openMistakes = (r: CoachRecord): Mistake[] => r.mistakes.filter((m) => !m.cleared).reverse();

/** A rule's answers over every source. */
export interface StakeTally extends Tally {
  readonly stake: Stake;
}

/**
 * The rules the learner misses most, over every source: each rule at stake with its answers,
 * the most wrong first (then the larger share wrong, then the rule's name for a stable order);
 * rules never answered wrong are left out.
 */
export function missedMost(r: CoachRecord): StakeTally[] {
  const by = new Map<Stake, Tally>();
  for (const source of SOURCES) {
    for (const [stake, t] of Object.entries(r.tallies[source] ?? {}) as [Stake, Tally][]) {
      const was = by.get(stake) ?? { right: 0, wrong: 0 };
      by.set(stake, { right: was.right + t.right, wrong: was.wrong + t.wrong });
    }
  }
  const share = (t: Tally) => t.wrong / (t.right + t.wrong);
  return [...by]
    .map(([stake, t]) => ({ stake, ...t }))
    .filter((t) => t.wrong > 0)
    .sort((a, b) => b.wrong - a.wrong || share(b) - share(a) || (a.stake < b.stake ? -1 : 1));
}
