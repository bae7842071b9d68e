/**
 * The puzzle list, filtered by kind, rule, level and what is still unsolved (kept in the
 * address, so a filtered list can be shared, and carried by the links to the puzzles, whose
 * "Next puzzle" keeps to the same selection), with what this browser has solved, the
 * learner's puzzle rating and a way to start with a puzzle near it. The rows themselves are
 * drawn on the server (PuzzleRows); this island only keeps them to the filters and marks them.
 * Puzzles under house rules are listed only once the learner includes them (a switch kept in
 * the puzzle record, off for a newcomer). Today's daily puzzle is never the one to start with,
 * and its row leads to the daily page, where it counts for the streak.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { filtersOf, searchOf, type Filters } from '../puzzles/filters';
import { dailyAmong, nextPuzzle, passes, type Summary } from '../puzzles/next';
import { utcDate } from '../puzzles/daily';
import { emptyRecord, loadRecord, saveRecord, withHouseRules, type PuzzleRecord } from '../records/puzzles';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import { localized, type Locale } from '../i18n/locales';
import { puzzleListWords } from '../i18n/puzzle-list';
import { rowMeta } from './PuzzleRows';

interface Props {
  readonly lang: Locale;
  /** The summaries as JSON, read once: a string costs the page far less to carry and revive than Astro's encoding of every value (issue 15, the list's blocking time). */
  readonly entries: string;
  /** Each kind's name, in `lang` (kindNames). */
  readonly kinds: Readonly<Record<string, string>>;
  /** The themes the puzzles train, named in `lang` (themeLabel). */
  readonly themes: Readonly<Record<string, string>>;
}

export default function PuzzleIndex({ lang, entries: json, kinds, themes }: Props) {
  const w = puzzleListWords(lang);
  const entries = useMemo(() => JSON.parse(json) as readonly Summary[], [json]);
  const [filters, setFilters] = useState<Filters>({});
  const [record, setRecord] = useState<PuzzleRecord>(emptyRecord());
  // The UTC date is the browser's: the page is built on another day.
  const [today, setToday] = useState<string | null>(null);

  // State is set only when the address or the browser holds something: each change draws the hundreds of rows again, the page's longest task on a phone.
  useEffect(() => {
    const f = filtersOf(location.search);
    // Only the rules this list has: the address is not trusted.
    if (searchOf(f)) setFilters(f.theme && !Object.hasOwn(themes, f.theme) ? { ...f, theme: undefined } : f);
    const loaded = loadRecord(browserStore());
    if (JSON.stringify(loaded.record) !== JSON.stringify(record)) setRecord(loaded.record);
    setToday(utcDate(new Date()));
  }, []);

  function choose(change: Partial<Filters>) {
    const f = { ...filters, ...change };
    setFilters(f);
    history.replaceState(null, '', `${location.pathname}${searchOf(f)}`);
  }

  function includeHouseRules(on: boolean) {
    const after = withHouseRules(loadRecord(browserStore()).record, on);
    saveRecord(browserStore(), after);
    setRecord(after);
  }

  const query = searchOf(filters);
  const daily = today ? dailyAmong(entries, today) : null;
  const leftOut = record.houseRules ? 0 : entries.filter((e) => !e.standard).length;
  const shown = entries.filter((e) => passes(e, filters, record));
  const solved = entries.filter((e) => record.puzzles[e.id]?.solved).length;
  // "Near your rating" keeps to the kind, rule and level chosen, and always to unsolved puzzles.
  const near = nextPuzzle(entries, record, filters, [daily]);

  // The server's rows, one per entry in the same order: those the filters leave out are taken out of the list, and put back when they pass again.
  // Only rows that change are touched: moving hundreds of rows made the browser lay out the whole list again, the page's longest task on a phone.
  const rows = useRef<Element[] | null>(null);
  useEffect(() => {
    const list = document.querySelector('ol.puzzles')!;
    const all = (rows.current ??= [...list.children]);
    // Walking the rows in the server's order, `next` is the first row still to be passed in the list: a row put back goes before it.
    let next: Element | null = list.firstElementChild;
    all.forEach((li, i) => {
      const e = entries[i]!;
      const done = record.puzzles[e.id];
      // The server drew every row untried: only those this browser tried are written to.
      if (done) {
        li.classList.toggle('solved', !!done.solved);
        li.lastElementChild!.textContent = rowMeta(e, kinds[e.kind]!, lang, done);
      }
      const link = li.firstElementChild as HTMLAnchorElement;
      if (e.id === daily) {
        // Today's daily is played on the daily page, where it counts for the streak (its filters do not follow it there).
        link.href = localized('/puzzles/daily/', lang);
        li.lastElementChild!.textContent = `${rowMeta(e, kinds[e.kind]!, lang, done)}${w.dailyMark}`;
      } else if (link.search !== query) link.search = query; // Each link carries the filters, for its puzzle's "Next puzzle".
      const listed = li === next;
      if (listed) next = li.nextElementSibling;
      if (!passes(e, filters, record)) {
        if (listed) li.remove();
        return;
      }
      // Rows under house rules are drawn hidden, as a newcomer's list leaves them out.
      li.removeAttribute('hidden');
      if (!listed) list.insertBefore(li, next);
    });
  }, [filters, record, daily]);
  const select = (e: Event) => (e.target as HTMLSelectElement).value;
  return (
    <>
      <div class="start-near">
        <p>
          {w.rating} <strong data-rating={Math.round(record.rating.rating)}>{Math.round(record.rating.rating)}</strong>
          {record.rated === 0 ? w.newcomer : w.rated({ n: record.rated })}
        </p>
        {near ? (
          <a class="next-puzzle" href={`${localized(`/puzzles/${near}/`, lang)}${query}`} data-next={near}>
            {w.startNear}
          </a>
        ) : (
          <p>{w.allSolved({ selection: !!query || leftOut > 0 })}</p>
        )}
      </div>
      <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label={w.filter}>
        <label>
          {w.kind}{' '}
          <select value={filters.kind ?? ''} onChange={(e) => choose({ kind: (select(e) || undefined) as Filters['kind'] })}>
            <option value="">{w.bothKinds}</option>
            {Object.entries(kinds).map(([k, label]) => (
              <option value={k}>{label}</option>
            ))}
          </select>
        </label>
        <label>
          {w.rule}{' '}
          <select value={filters.theme ?? ''} onChange={(e) => choose({ theme: select(e) || undefined })}>
            <option value="">{w.everyRule}</option>
            {Object.entries(themes).map(([t, label]) => (
              <option value={t}>{label}</option>
            ))}
          </select>
        </label>
        <label>
          {w.difficulty}{' '}
          <select value={filters.level ? String(filters.level) : ''} onChange={(e) => choose({ level: select(e) ? (Number(select(e)) as 1 | 2 | 3) : undefined })}>
            <option value="">{w.everyLevel}</option>
            {Object.entries(w.levels).map(([l, label]) => (
              <option value={l}>{label}</option>
            ))}
          </select>
        </label>
        <label class="check">
          <input type="checkbox" checked={!!filters.unsolved} onChange={(e) => choose({ unsolved: (e.target as HTMLInputElement).checked || undefined })} /> {w.unsolvedOnly}
        </label>
        <label class="check">
          <input type="checkbox" name="house-rules" checked={record.houseRules} onChange={(e) => includeHouseRules((e.target as HTMLInputElement).checked)} /> {w.houseRules}
        </label>
      </form>
      <p class="count" aria-live="polite">
        {w.count({ shown: shown.length, all: entries.length, solved })}
        {leftOut ? w.houseLeftOut({ n: leftOut }) : null}
      </p>
    </>
  );
}
