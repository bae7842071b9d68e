/**
 * Unreadable records set aside, so that nothing the learner had is thrown away: a short list
 * under its own key, each copy added after the others and never written over. When the list is
 * full, unreadable or cannot grow (the storage is full), nothing is copied and the original
 * stays where it is. Done when the learner is told (scripts/storage-note.ts), so that pages
 * open without this code.
 */
import { KEPT_ASIDE_KEY } from './keys';
import type { Said, Unreadable } from './notes';
import type { Store } from './versioned';

export { KEPT_ASIDE_KEY };
/** Enough for a few accidents, small enough that the list never fills the storage. */
export const KEPT_ASIDE_MAX = 5;

export interface KeptAside {
  /** The key the record was under. */
  readonly key: string;
  /** When it was set aside (ISO date). */
  readonly savedAt: string;
  /** The record's text as it was found. */
  readonly raw: string;
}

/** The copies set aside, oldest first; null when the list itself cannot be read (and so must not be written over: its entries are only ever added to). */
export function keptAside(store: Store): KeptAside[] | null {
  try {
    const raw = store.getItem(KEPT_ASIDE_KEY);
    const list: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(list) ? (list as KeptAside[]) : null;
  } catch {
    return null;
  }
}

/** Copies `raw`, found under `key`, to the end of the list; false when it could not be kept. */
export function keepAside(store: Store, key: string, raw: string): boolean {
  const list = keptAside(store);
  if (!list || list.length >= KEPT_ASIDE_MAX) return false;
  try {
    store.setItem(KEPT_ASIDE_KEY, JSON.stringify([...list, { key, savedAt: new Date().toISOString(), raw }]));
    return true;
  } catch {
    return false;
  }
}

/** The copies as a file the learner can keep (or send to us): the list as it is stored. */
export const keptAsideFile = (list: readonly KeptAside[]): string => JSON.stringify(list, null, 2);
export const keptAsideName = (now: Date): string => `russian-bank-kept-aside-${now.toISOString().slice(0, 10)}.json`;

/** Empties the list, at the learner's word, making room for later copies; false when the browser refuses. */
export function clearKeptAside(store: Store): boolean {
  try {
    store.setItem(KEPT_ASIDE_KEY, '[]');
    return true;
  } catch {
    return false;
  }
}

/** True when the record was saved by a newer version of the site: its version is higher than this site reads. */
function newer(note: Unreadable): boolean {
  try {
    const v = (JSON.parse(note.raw) as { version?: unknown } | null)?.version;
    return typeof v === 'number' && v > note.version;
  } catch {
    return false;
  }
}

/** An unreadable record's note once its copy is tried: kept aside, and the page's fresh record then saved in its place; or left as it was. */
export function settle(store: Store, note: Unreadable): Said {
  const kept = keepAside(store, note.key, note.raw);
  const fresh = store.memory?.get(note.key);
  if (kept && fresh !== undefined) {
    try {
      store.setItem(note.key, fresh);
      store.memory!.delete(note.key);
    } catch {
      // The copy is safe; the page's record stays in memory.
    }
  }
  return newer(note) ? (kept ? 'newer' : 'newerNotKept') : kept ? 'keptAside' : 'notKept';
}
