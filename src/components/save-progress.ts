/** Files handed to the learner to download, from what this page holds (its memory included). */
import { browserStore } from '../storage/page-store';
import { keptAside, keptAsideFile, keptAsideName } from '../storage/kept-aside';
import { exportFile, fileName } from '../storage/transfer';

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Released once the browser has surely started the download; revoked at once, some browsers lose it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The learner's progress. */
export function saveProgressFile(): void {
  const now = new Date();
  download(exportFile(browserStore(), now), fileName(now));
}

/** The unreadable saves kept aside, as they were found. */
export function saveKeptAsideFile(): void {
  download(keptAsideFile(keptAside(browserStore()) ?? []), keptAsideName(new Date()));
}
