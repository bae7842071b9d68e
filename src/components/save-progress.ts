/** Files handed to the learner to download, from what this page holds (its memory included). */
import { browserStore } from '../storage/page-store';
import { keptAside, keptAsideFile, keptAsideName } from '../storage/kept-aside';
import { exportFile, fileName } from '../records/transfer';
import { downloadFile } from './download-file';

/** The learner's progress. */
export function saveProgressFile(): void {
  const now = new Date();
  downloadFile(exportFile(browserStore(), now), fileName(now));
}

/** The unreadable saves kept aside, as they were found. */
export function saveKeptAsideFile(): void {
  downloadFile(keptAsideFile(keptAside(browserStore()) ?? []), keptAsideName(new Date()));
}
