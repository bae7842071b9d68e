/** The learner's progress handed to them as a file to download, from what this page holds (its memory included). */
import { browserStore } from '../storage/page-store';
import { exportFile, fileName } from '../storage/transfer';

export function saveProgressFile(): void {
  const now = new Date();
  const url = URL.createObjectURL(new Blob([exportFile(browserStore(), now)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName(now);
  document.body.append(a);
  a.click();
  a.remove();
  // Released once the browser has surely started the download; revoked at once, some browsers lose it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
