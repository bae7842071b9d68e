/** The learner's progress through the lessons' exercises, kept in the browser (see storage/versioned). */
import { isRecord, load, save, type Kept, type Saved, type Store } from '../storage/versioned';
import { isTries, tried, type Tries } from './tries';
import type { Note } from '../storage/notes';

export const PROGRESS_KEY = 'russian-bank:progress';
export const PROGRESS_VERSION = 1;

export interface Progress {
  readonly version: typeof PROGRESS_VERSION;
  /** Exercise id → solved, and how many wrong answers came first. */
  readonly exercises: Readonly<Record<string, Tries>>;
}

export const emptyProgress = (): Progress => ({ version: PROGRESS_VERSION, exercises: {} });

export const PROGRESS: Kept<Progress> = {
  key: PROGRESS_KEY,
  version: PROGRESS_VERSION,
  what: 'lessons',
  read: (v) => (isRecord(v) && v.version === PROGRESS_VERSION && isRecord(v.exercises) && Object.values(v.exercises).every(isTries) ? (v as unknown as Progress) : null),
  empty: emptyProgress,
};

export function loadProgress(store: Store): { progress: Progress; note: Note | null } {
  const { value, note } = load(store, PROGRESS);
  return { progress: value, note };
}

export const saveProgress = (store: Store, p: Progress): Saved => save(store, PROGRESS, p);

export const recordAnswer = (p: Progress, id: string, right: boolean): Progress => ({ ...p, exercises: { ...p.exercises, [id]: tried(p.exercises[id], right) } });

export const solved = (p: Progress, id: string): boolean => p.exercises[id]?.solved === true;

/** One lesson's answers forgotten, the others kept: resetting a lesson. */
export const forget = (p: Progress, ids: readonly string[]): Progress => ({ ...p, exercises: Object.fromEntries(Object.entries(p.exercises).filter(([id]) => !ids.includes(id))) });

/** The first step not yet solved, of steps in course order; null when every one is. */
export const firstUnsolved = (p: Progress, ids: readonly string[]): string | null => ids.find((id) => !solved(p, id)) ?? null;

/** An answer kept in the browser's progress; what the store says of the save (a note tells the learner when it fails). */
export function keepAnswer(store: Store, id: string, right: boolean): Saved {
  return saveProgress(store, recordAnswer(loadProgress(store).progress, id, right));
}
