/**
 * The learner's progress, kept in the browser under a versioned key. Unreadable data is
 * never thrown away: it is set aside under another key and a fresh record is started.
 */
export const PROGRESS_KEY = 'russian-bank:progress';
export const PROGRESS_VERSION = 1;

export interface Progress {
  readonly version: typeof PROGRESS_VERSION;
  /** Exercise id → solved, and how many wrong answers came first. */
  readonly exercises: Readonly<Record<string, { readonly solved: boolean; readonly misses: number }>>;
}

export const emptyProgress = (): Progress => ({ version: PROGRESS_VERSION, exercises: {} });

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function valid(v: unknown): v is Progress {
  if (!isRecord(v) || v.version !== PROGRESS_VERSION || !isRecord(v.exercises)) return false;
  return Object.values(v.exercises).every((e) => isRecord(e) && typeof e.solved === 'boolean' && Number.isInteger(e.misses));
}

export interface Loaded {
  readonly progress: Progress;
  /** Said to the learner when something could not be read. */
  readonly note: string | null;
}

export function loadProgress(store: Store | null): Loaded {
  let raw: string | null;
  try {
    raw = store?.getItem(PROGRESS_KEY) ?? null;
  } catch {
    return { progress: emptyProgress(), note: 'Progress cannot be saved in this browser (storage is turned off).' };
  }
  if (raw === null) return { progress: emptyProgress(), note: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (valid(parsed)) return { progress: parsed, note: null };
  // Set the unreadable record aside rather than overwrite it.
  try {
    store?.setItem(`${PROGRESS_KEY}:unreadable`, raw);
  } catch {
    // Nowhere to keep it: the original stays in place until the next save.
  }
  const newer = isRecord(parsed) && typeof parsed.version === 'number' && parsed.version > PROGRESS_VERSION;
  return {
    progress: emptyProgress(),
    note: newer
      ? 'Your progress was saved by a newer version of this site; it has been kept aside and a fresh record started.'
      : 'Your saved progress could not be read; it has been kept aside and a fresh record started.',
  };
}

export function saveProgress(store: Store | null, p: Progress): boolean {
  try {
    store?.setItem(PROGRESS_KEY, JSON.stringify(p));
    return !!store;
  } catch {
    return false;
  }
}

export function recordAnswer(p: Progress, id: string, right: boolean): Progress {
  const before = p.exercises[id] ?? { solved: false, misses: 0 };
  const after = right ? { ...before, solved: true } : { ...before, misses: before.misses + (before.solved ? 0 : 1) };
  return { ...p, exercises: { ...p.exercises, [id]: after } };
}

export const solved = (p: Progress, id: string): boolean => p.exercises[id]?.solved === true;

export const browserStore = (): Store | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};
