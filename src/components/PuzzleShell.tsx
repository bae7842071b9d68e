/**
 * Any puzzle's page, offline: the service worker answers /puzzles/<id>/ with this one page when
 * it has not kept that page (it keeps the puzzles as data, not as hundreds of pages), and this
 * draws the puzzle its address names from /puzzles/<id>.json, as the puzzle's own page would
 * (./FetchedPuzzle: offline, where no drawing is kept, with its live board at once, from the files kept).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Summary } from '../puzzles/next';
import { localized, type Locale } from '../i18n/locales';
import { offlineUseWords } from '../i18n/offline-use';
import { FetchedPuzzle, fetchPuzzle, type Fetched } from './FetchedPuzzle';
import type { Unreachable } from './FirstUse';

interface Props {
  readonly lang: Locale;
  /** What the board says if it cannot be fetched, written by the build. */
  readonly unreachable: Unreachable;
}

type Shown = { readonly fetched: Fetched; readonly ids: readonly string[] } | 'loading' | 'missing';

const json = <T,>(url: string): Promise<T> => fetch(url).then((r) => (r.ok ? (r.json() as Promise<T>) : Promise.reject(new Error(`${url}: ${r.status}`))));

export default function PuzzleShell({ lang, unreachable }: Props) {
  const w = offlineUseWords(lang);
  const id = /\/puzzles\/(\d+)\/?$/.exec(location.pathname)?.[1];
  const [shown, setShown] = useState<Shown>(id ? 'loading' : 'missing');
  useEffect(() => {
    if (!id) return;
    Promise.all([fetchPuzzle(id, lang), json<Summary[]>('/puzzles/summary.json')]).then(
      ([fetched, summary]) => {
        if (!fetched) return setShown('missing');
        document.title = w.puzzleTitle({ id, title: fetched.data.puzzle.title });
        setShown({ fetched, ids: summary.map((s) => s.id) });
      },
      () => setShown('missing'),
    );
  }, [id]);
  const page = (other: string) => localized(`/puzzles/${other}/`, lang);

  if (shown === 'loading') return <p role="status">{w.shellLoading}</p>;
  if (shown === 'missing' || !id) {
    return (
      <p class="note" role="alert">
        {w.shellMissing} <a href={localized('/puzzles/', lang)}>{w.shellList}</a>
      </p>
    );
  }
  const at = shown.ids.indexOf(id);
  const previous = shown.ids[at - 1];
  const next = at < 0 ? undefined : shown.ids[at + 1];
  return (
    <>
      <h1>{w.shellHeading({ id, title: shown.fetched.data.puzzle.title })}</h1>
      <FetchedPuzzle key={id} fetched={shown.fetched} lang={lang} unreachable={unreachable} />
      <nav class="pager" aria-label={w.pager}>
        {previous ? <a href={page(previous)}>{w.previous({ id: previous })}</a> : <span />}
        <a href={localized('/puzzles/daily/', lang)}>{w.today}</a>
        {next ? <a href={page(next)}>{w.next({ id: next })}</a> : <span />}
      </nav>
    </>
  );
}
