/**
 * What the learner is told about the browser's storage, as codes: the storage catalogs hold
 * the sentences, and the page's storage note (scripts/storage-note.ts) says each once per page.
 */

/** The browser keeps nothing: storage turned off (or absent), or full. */
export type Refusal = 'off' | 'full';
/** The learner's records. */
export type What = 'lessons' | 'puzzles' | 'game' | 'coach' | 'offline';

/**
 * A note as reading or saving finds it: a refusal, or a record that cannot be read, with its
 * text, which is yet to be copied aside (settle), and the version this site reads.
 */
export type Note = { readonly code: Refusal; readonly what: What } | Unreadable;
export interface Unreadable {
  readonly code: 'unreadable';
  readonly what: What;
  readonly key: string;
  readonly raw: string;
  readonly version: number;
}

/** What the learner is told: a refusal, or an unreadable record kept aside or, when no copy could be made, left as it was. */
export type Said = Refusal | 'keptAside' | 'notKept' | 'newer' | 'newerNotKept';
