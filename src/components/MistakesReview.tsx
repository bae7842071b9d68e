/**
 * The learner's mistakes, each kept as a puzzle (records/coach.ts), listed by the theme of the
 * rule at stake with where and when each was made, to replay when the learner chooses: no
 * forced repetition, nothing said elsewhere. "Replay the ones I missed" plays a theme's (or all)
 * one after another on the puzzle board, which is fetched then (MistakeReplay), not as the page
 * opens; `?theme=<theme>` (or `all`) in the address opens that replay directly.
 */
import { useEffect, useState } from 'preact/hooks';
import { localized, type Locale } from '../i18n/locales';
import { mistakesWords } from '../i18n/mistakes';
import { utcDate } from '../puzzles/daily';
import type { Theme } from '../puzzles/themes';
import { loadCoach, type CoachRecord, type Mistake } from '../records/coach';
import { FALSE_CALLS, replayAsked, replayList, reviewGroups, solvedOnReview, themeOfMistake } from '../records/review';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import { mistakeLine } from './mistake-line';
import type { OwnBoard } from './MistakeReplay';

interface Props {
  readonly lang: Locale;
  /** Every theme's name in `lang`. */
  readonly themes: Readonly<Record<Theme, string>>;
  readonly own: OwnBoard;
}

interface Replaying {
  readonly asked: Theme | 'all';
  /** Taken as the replay starts: a mistake solved meanwhile keeps its place. */
  readonly mistakes: readonly Mistake[];
}

type Replay = typeof import('./MistakeReplay').default;

export default function MistakesReview({ lang, themes, own }: Props) {
  const w = mistakesWords(lang);
  const [record, setRecord] = useState<CoachRecord | null>(null);
  const [replaying, setReplaying] = useState<Replaying | null>(null);
  /** A theme asked for by the address with nothing left in it. */
  const [emptyTheme, setEmptyTheme] = useState<Theme | null>(null);
  const [Board, setBoard] = useState<Replay | 'failed' | null>(null);
  const label = (t: Theme) => (t === FALSE_CALLS ? w.falseCalls : themes[t]);

  /** The list or the replay the address asks for, from the record as kept now. */
  function follow() {
    const r = loadCoach(browserStore()).record;
    setRecord(r);
    const asked = replayAsked(location.search);
    const mistakes = asked ? replayList(r, asked) : [];
    setReplaying(mistakes.length ? { asked: asked!, mistakes } : null);
    setEmptyTheme(asked && asked !== 'all' && !mistakes.length ? asked : null);
  }

  useEffect(() => {
    follow();
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);

  /** The board's code, fetched when a replay first needs it (again after a failure: offline). */
  function fetchBoard() {
    setBoard(null);
    import('./MistakeReplay').then((m) => setBoard(() => m.default), () => setBoard('failed'));
  }

  useEffect(() => {
    if (replaying && Board === null) fetchBoard();
  }, [replaying]);

  // Each replay and the list back have an address of their own: the browser's Back returns from a replay to the list.
  function go(asked: Theme | 'all' | null) {
    history.pushState(null, '', asked ? `?theme=${asked}` : location.pathname);
    follow();
    scrollTo(0, 0);
  }

  if (!record) return <p class="loading">{w.loading}</p>;

  if (replaying) {
    const title = replaying.asked === 'all' ? w.allThemes : label(replaying.asked);
    return Board === null ? (
      <p class="loading" role="status">
        {w.loading}
      </p>
    ) : Board === 'failed' ? (
      <div class="note" role="alert">
        <p>{w.failed}</p>
        <p>
          <button type="button" onClick={fetchBoard}>
            {w.tryAgain}
          </button>{' '}
          <button type="button" onClick={() => go(null)}>
            {w.backToList}
          </button>
        </p>
      </div>
    ) : (
      <Board key={replaying.asked} lang={lang} title={title} mistakes={replaying.mistakes} themes={themes} own={own} onBack={() => go(null)} />
    );
  }

  const groups = reviewGroups(record);
  const solved = solvedOnReview(record);
  const today = utcDate(new Date());
  const open = groups.reduce((n, g) => n + g.mistakes.length, 0);
  return (
    <div class="mistakes">
      {emptyTheme ? <p class="note">{w.nothingInTheme({ theme: label(emptyTheme) })}</p> : null}
      {groups.length ? (
        <p>
          <button type="button" class="replay-all" onClick={() => go('all')}>
            {w.replayAll({ n: open })}
          </button>
        </p>
      ) : (
        <div class="mistakes-empty">
          <p>
            <strong>{w.emptyTitle}</strong>
          </p>
          <p>
            {w.emptyText} <a href={localized('/puzzles/', lang)}>{w.emptyPuzzles}</a>, <a href={localized('/puzzles/rush/', lang)}>{w.emptyRush}</a> {w.emptyOr}{' '}
            <a href={localized('/play/', lang)}>{w.emptyGame}</a>.
          </p>
        </div>
      )}
      {groups.map((g) => (
        <section class="mistake-theme" key={g.theme} aria-labelledby={`theme-${g.theme}`} data-theme={g.theme}>
          <h2 id={`theme-${g.theme}`}>
            {label(g.theme)} <span class="mistake-count">({w.count({ n: g.mistakes.length })})</span>
          </h2>
          <ul>
            {g.mistakes.map((m) => (
              <li key={m.id}>{mistakeLine(m, today, lang)}</li>
            ))}
          </ul>
          <button type="button" aria-describedby={`theme-${g.theme}`} onClick={() => go(g.theme)}>
            {w.replayTheme}
          </button>
        </section>
      ))}
      {solved.length ? (
        <details class="mistakes-solved">
          <summary>{w.solvedFolded({ n: solved.length })}</summary>
          <ul>
            {solved.map((m) => (
              <li key={m.id}>
                {label(themeOfMistake(m))}: {mistakeLine(m, today, lang)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
