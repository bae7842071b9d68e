/**
 * The browser's storage as the site's pages use it. It fails as the browser does (a write
 * refused, storage turned off or absent), so saving can tell the truth; and what the browser
 * would not keep is remembered for the page's life, read back before the browser's copy, so
 * solved marks, ratings and the game go on on screen.
 */
import type { Note } from './notes';
import type { Store } from './versioned';

export class PageStore implements Store {
  readonly memory = new Map<string, string>();

  constructor(
    private readonly browser: () => Pick<Storage, 'getItem' | 'setItem'> | undefined,
    readonly tell?: (note: Note) => void,
  ) {}

  // No storage at all fails as a blocked one does: reading or writing throws.
  getItem(key: string): string | null {
    return this.memory.get(key) ?? this.browser()!.getItem(key);
  }

  setItem(key: string, value: string): void {
    this.browser()!.setItem(key, value);
  }
}

/** Whoever shows the learner what the page's store has to say (the page's storage note). */
export type Listener = (store: Store, note: Note) => void;

let page: PageStore | undefined;
let listener: Listener | undefined;

/**
 * The page's one store, shared by its islands; the browser's storage is looked up at each use,
 * as a getter may throw. Its notes go to the page's listener.
 */
export const browserStore = (): PageStore => (page ??= new PageStore(() => globalThis.localStorage, (note) => listener?.(page!, note)));

/** The page's listener, set once by the page's scripts (scripts/storage-note-listener.ts): storage draws nothing itself. */
export function hearNotes(l: Listener): void {
  listener ??= l;
}
