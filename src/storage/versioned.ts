/**
 * A record kept in the browser under a versioned key. Unreadable or newer data is never
 * thrown away: it is set aside under another key and a fresh record is started, so a
 * corrupt save can neither break a page nor be lost. A record of an older version is
 * upgraded in place when its kind knows how (`upgrade`), keeping everything it holds.
 */
export type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Kept<T> {
  readonly key: string;
  readonly version: number;
  /** What the record holds, in words for the messages ("progress", "puzzle history"). */
  readonly what: string;
  readonly valid: (v: unknown) => v is T;
  readonly empty: () => T;
  /** A record of an older version brought up to this one, keeping all it holds; null when it is not one. */
  readonly upgrade?: (v: unknown) => T | null;
}

export interface Loaded<T> {
  readonly value: T;
  /** Said to the learner when something could not be read. */
  readonly note: string | null;
}

export function load<T>(store: Store | null, k: Kept<T>): Loaded<T> {
  let raw: string | null;
  try {
    raw = store?.getItem(k.key) ?? null;
  } catch {
    return { value: k.empty(), note: `Your ${k.what} cannot be saved in this browser (storage is turned off).` };
  }
  if (raw === null) return { value: k.empty(), note: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (k.valid(parsed)) return { value: parsed, note: null };
  const upgraded = k.upgrade?.(parsed) ?? null;
  if (upgraded !== null && k.valid(upgraded)) return { value: upgraded, note: null };
  try {
    store?.setItem(`${k.key}:unreadable`, raw);
  } catch {
    // Nowhere to keep it: the original stays in place until the next save.
  }
  const newer = isRecord(parsed) && typeof parsed.version === 'number' && parsed.version > k.version;
  return {
    value: k.empty(),
    note: newer
      ? `Your ${k.what} was saved by a newer version of this site; it has been kept aside and a fresh record started.`
      : `Your saved ${k.what} could not be read; it has been kept aside and a fresh record started.`,
  };
}

export function save<T>(store: Store | null, k: Kept<T>, value: T): boolean {
  try {
    store?.setItem(k.key, JSON.stringify(value));
    return !!store;
  } catch {
    return false;
  }
}

export const browserStore = (): Store | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** One exercise's or puzzle's record: solved, and how many wrong answers came first. */
export interface Tries {
  readonly solved: boolean;
  readonly misses: number;
}

export const isTries = (e: unknown): e is Tries => isRecord(e) && typeof e.solved === 'boolean' && Number.isInteger(e.misses) && (e.misses as number) >= 0;

/** A wrong answer after the task was solved is practice, not a miss. */
export const tried = (before: Tries | undefined, right: boolean): Tries => {
  const b = before ?? { solved: false, misses: 0 };
  return right ? { ...b, solved: true } : { ...b, misses: b.misses + (b.solved ? 0 : 1) };
};
