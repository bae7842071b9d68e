/**
 * A record kept in the browser under a versioned key. Unreadable or newer data is never
 * thrown away: the page works on a fresh record in memory while the note about it copies it
 * into the kept-aside list (kept-aside.ts); only once it is copied does the fresh record take
 * its place. A record of an older version is upgraded in place when its kind knows how
 * (`read`), keeping everything it holds. Every read and write is checked, and what the
 * learner should hear is handed to the store's `tell` as a code (notes.ts).
 */
import type { Note, Refusal, What } from './notes';

/** The browser's storage, and the page's own (page-store.ts): what the browser would not keep, and whom to tell. */
export interface Store extends Pick<Storage, 'getItem' | 'setItem'> {
  readonly memory?: Map<string, string>;
  readonly tell?: ((note: Note) => void) | undefined;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Kept<T> {
  readonly key: string;
  readonly version: number;
  /** Which of the learner's records this is, named in the notes. */
  readonly what: What;
  /** The record `v` holds, brought up to this version if it is of an older one (keeping all it holds); null when it holds none. */
  readonly read: (v: unknown) => T | null;
  readonly empty: () => T;
  /** The record as it is written, when not as it is held (the game keeps its positions in the interchange format). */
  readonly json?: (value: T) => unknown;
}

export interface Loaded<T> {
  readonly value: T;
  /** What the learner is told, when something could not be read. */
  readonly note: Note | null;
}

const text = <T>(k: Kept<T>, value: T): string => JSON.stringify(k.json ? k.json(value) : value);

/** A refused write, from the browser's error: a full storage says so by name. */
const refusal = (e: unknown): Refusal => (/quota/i.test((e as { name?: string } | null)?.name ?? '') ? 'full' : 'off');

function told<T>(store: Store, value: T, note: Note): Loaded<T> {
  store.tell?.(note);
  return { value, note };
}

export function load<T>(store: Store, k: Kept<T>): Loaded<T> {
  let raw: string | null;
  try {
    raw = store.getItem(k.key);
  } catch (e) {
    return told(store, k.empty(), { code: refusal(e), what: k.what });
  }
  if (raw === null) return { value: k.empty(), note: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const read = k.read(parsed);
  if (read !== null) return { value: read, note: null };
  // Left as it was until it is copied aside: this page works on a fresh record in memory.
  store.memory?.set(k.key, text(k, k.empty()));
  return told(store, k.empty(), { code: 'unreadable', what: k.what, key: k.key, raw, version: k.version });
}

/** How a save went: kept by the browser, refused by it, or kept in this page's memory as before. */
export type Saved = 'saved' | Refusal | 'memory';

export function save<T>(store: Store, k: Kept<T>, value: T): Saved {
  const written = text(k, value);
  // A record this page keeps in memory stays there: its reads come from memory.
  if (store.memory?.has(k.key)) {
    store.memory.set(k.key, written);
    return 'memory';
  }
  try {
    store.setItem(k.key, written);
    return 'saved';
  } catch (e) {
    store.memory?.set(k.key, written);
    const code = refusal(e);
    store.tell?.({ code, what: k.what });
    return code;
  }
}
