/**
 * The page's storage notes reach the learner: imported by every module that asks for the page's
 * store (storage/page-store.ts), before it reads anything, so that no note is said to no one.
 * The note's code and words (storage-note.ts) are fetched only when there is a note.
 */
import { hearNotes } from '../storage/page-store';

hearNotes((store, note) => void import('./storage-note').then((m) => m.tell(store, note)).catch(() => undefined));
