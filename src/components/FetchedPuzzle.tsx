/**
 * A puzzle the browser names once the page opens (the day's, or the one an offline address names):
 * its data and the drawing the site made of it (/puzzles/<id>.html) are fetched, the drawing is
 * shown, and the live board comes at the learner's first use (./FirstUse), as on a puzzle's own
 * page. Without a drawing (offline, where they are not kept: the worker keeps the puzzles as data)
 * the live board comes at once, from the files kept.
 */
import type { ComponentProps } from 'preact';
import type { BoardData } from '../puzzles/pages';
import { answeredBefore, loadRecord } from '../records/puzzles';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import { localized, type Locale } from '../i18n/locales';
import { Drawing, FirstUse, type Unreachable } from './FirstUse';
import type PuzzleBoard from './PuzzleBoard';
// The drawing's styles, which the live board brings too: here so that it is drawn styled before it.
import './board.css';
import './exercise.css';
import './trainer.css';
import './share.css';

export interface Fetched {
  readonly data: BoardData;
  /** The board as drawn at build time, or null when it could not be fetched. */
  readonly drawing: string | null;
}

const json = <T,>(url: string): Promise<T> => fetch(url).then((r) => (r.ok ? (r.json() as Promise<T>) : Promise.reject(new Error(`${url}: ${r.status}`))));

/** Puzzle `id` in `lang`, or undefined when its data has no such language; rejected when its data cannot be fetched. */
export function fetchPuzzle(id: string, lang: Locale): Promise<Fetched | undefined> {
  // The id may come from the address (the offline shell): only a puzzle's number names one of our files.
  if (!/^\d+$/.test(id)) return Promise.resolve(undefined);
  // Drawn as HTML (Drawing): only our own file of this origin, as the build wrote it (a puzzle's board, nothing else), is taken.
  const drawing = fetch(localized(`/puzzles/${id}.html`, lang)).then(
    (r) => (r.ok && new URL(r.url).origin === location.origin ? r.text().then((html) => (html.startsWith('<section class="exercise puzzle') ? html : null)) : null),
    () => null,
  );
  // The data holds every language's words; the page shows its own.
  return Promise.all([json<Partial<Record<Locale, BoardData>>>(`/puzzles/${id}.json`), drawing]).then(([all, drawing]) => {
    const data = all[lang];
    return data && { data, drawing };
  });
}

type More = Pick<ComponentProps<typeof PuzzleBoard>, 'daily' | 'onAnswered'>;

export function FetchedPuzzle({ fetched: { data, drawing }, lang, unreachable, ...more }: { readonly fetched: Fetched; readonly lang: Locale; readonly unreachable: Unreachable } & More) {
  return (
    <FirstUse
      load={() => import('./PuzzleBoard').then((m) => m.default)}
      props={{ ...data, ...more, lang }}
      unreachable={unreachable}
      // A puzzle answered before comes alive at once to show it, as on its own page.
      liveAtOnce={() => drawing === null || answeredBefore(loadRecord(browserStore()).record, data.puzzle.id)}
    >
      {drawing === null ? null : <Drawing html={drawing} />}
    </FirstUse>
  );
}
