/**
 * What the learner is told about this browser's storage, in a bar over the foot of the page
 * (it pushes nothing, and is in view wherever the learner is looking at their progress): each
 * thing once per page, however many islands read or write, and a refusal once whatever its
 * cause. An unreadable record is copied aside first, so that the note says truly whether it was.
 * Fetched with its words only when there is a note (storage-note-listener.ts).
 */
import { settle } from '../storage/kept-aside';
import type { Note } from '../storage/notes';
import type { Store } from '../storage/versioned';
import { noteText, noteWords } from '../i18n/storage/note';

const told = new Set<string>();
let bar: HTMLElement | undefined;

export async function tell(store: Store, note: Note): Promise<void> {
  const id = 'key' in note ? note.key : 'refused';
  if (told.has(id)) return;
  told.add(id);
  const said = 'key' in note ? settle(store, note) : note.code;
  const w = noteWords(document.documentElement.lang);
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'storage-note';
    bar.setAttribute('role', 'region');
    bar.setAttribute('aria-label', w.label);
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'close';
    close.textContent = w.close;
    close.addEventListener('click', () => bar?.remove());
    bar.append(close);
    document.body.append(bar);
  }
  const p = document.createElement('p');
  p.className = 'note';
  p.setAttribute('role', 'alert');
  p.dataset.storageNote = said;
  p.append(`${noteText(w, said, note.what)} `);
  // While the browser keeps nothing, the progress is offered as a file: it goes with the page.
  if (said === 'keptAside' || said === 'newer') {
    const a = document.createElement('a');
    a.href = w.progressPage;
    a.textContent = w.see;
    p.append(a);
  } else {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = w.download;
    b.addEventListener('click', () => import('./save-progress').then((m) => m.saveProgressFile(store), () => b.after(` ${w.downloadFailed}`)));
    p.append(b);
  }
  bar.prepend(p);
}
