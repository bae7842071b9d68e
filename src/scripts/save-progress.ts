/** Files handed to the learner to download, from what the page's store holds (its memory included). */
import { keptAside, keptAsideFile, keptAsideName } from '../storage/kept-aside';
import { exportFile, fileName } from '../records/transfer';
import type { Store } from '../storage/versioned';
import { downloadFile } from './download-file';

/** The learner's progress. */
export function saveProgressFile(store: Store): void {
  const now = new Date();
  downloadFile(exportFile(store, now), fileName(now));
}

/** The unreadable saves kept aside, as they were found. */
export function saveKeptAsideFile(store: Store): void {
  downloadFile(keptAsideFile(keptAside(store) ?? []), keptAsideName(new Date()));
}
