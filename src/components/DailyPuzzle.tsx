/**
 * Today's puzzle: picked in the browser from the UTC date, so everyone gets the same one and
 * it needs no server. The page carries only the pool (the Stop puzzles' ids and kinds of
 * day); the day's puzzle is fetched from its static files, its data and its drawing, and its live
 * board at the first use (./FetchedPuzzle). Shows the streak and history.
 */
import { useEffect, useState } from 'preact/hooks';
import { dailyPuzzle, utcDate } from '../puzzles/daily';
import { unpackPool, type PackedCandidate } from '../puzzles/pool';
import { history, loadRecord, streak, type PuzzleRecord } from '../records/puzzles';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import { FetchedPuzzle, fetchPuzzle, type Fetched } from './FetchedPuzzle';
import type { Unreachable } from './FirstUse';
import { localized, type Locale } from '../i18n/locales';
import { dailyWords } from '../i18n/daily';

interface Props {
  readonly lang: Locale;
  /** The pool as JSON (packPool), read once. */
  readonly pool: string;
  /** What the board says if it cannot be fetched at the first use, written by the build. */
  readonly unreachable: Unreachable;
}

/** A day of the history as its reader writes dates ("Sun 22 November", « dim. 22 novembre »): the last fortnight needs no year. */
const dayOf = (date: string, locale: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });

export default function DailyPuzzle({ pool, lang, unreachable }: Props) {
  const w = dailyWords(lang);
  const page = (id: string) => localized(`/puzzles/${id}/`, lang);
  const [candidates] = useState(() => unpackPool(JSON.parse(pool) as PackedCandidate[]));
  const today = utcDate(new Date());
  const id = dailyPuzzle(candidates, today);
  const [data, setData] = useState<Fetched | 'loading' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [record, setRecord] = useState<PuzzleRecord | null>(null);
  const reread = () => setRecord(loadRecord(browserStore()).record);
  useEffect(reread, []);

  useEffect(() => {
    setData('loading');
    fetchPuzzle(id, lang).then((f) => setData(f ?? 'failed'), () => setData('failed'));
  }, [id, attempt]);

  const days = record ? streak(record, today) : 0;
  const past = record ? history(record).slice(0, 14) : [];
  return (
    <>
      <p class="daily-date">
        {new Date(`${today}T12:00:00Z`).toLocaleDateString(w.dateLocale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} (UTC) ·{' '}
        <a href={page(id)}>{w.puzzle({ id })}</a>
      </p>
      {/* The title arrives with the puzzle: within the board's kept room, so the lines above never grow and push it. */}
      <div class="daily-board">
        {typeof data === 'object' ? <p class="daily-title">{data.data.puzzle.title}</p> : null}
        {data === 'loading' ? (
          <p class="loading" role="status">
            {w.loading}
          </p>
        ) : data === 'failed' ? (
          <div class="note" role="alert">
            <p>
              {w.failed}
            </p>
            <p>
              <button type="button" onClick={() => setAttempt(attempt + 1)}>
                {w.tryAgain}
              </button>{' '}
              {w.orOpen} <a href={page(id)}>{w.puzzle({ id })}</a> {w.onceOnline}
            </p>
          </div>
        ) : (
          <FetchedPuzzle key={id} fetched={data} daily={today} onAnswered={reread} lang={lang} unreachable={unreachable} />
        )}
      </div>
      <section aria-labelledby="streak-title" class="streak">
        <h2 id="streak-title">{w.streakTitle}</h2>
        <p data-streak={days}>{days === 0 ? w.noStreak : w.streak({ days })}</p>
        {past.length ? (
          <ul class="history">
            {past.map(([date, e]) => (
              <li key={date}>
                {dayOf(date, w.dateLocale)}
                {w.colon}
                <a href={page(e.id)}>{w.puzzle({ id: e.id })}</a> — {e.solved ? w.solved({ misses: e.misses }) : w.notSolved({ misses: e.misses })}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
