/**
 * The Stop rush: three minutes of B's moves, one at a time on the board (the table before
 * the move, the move marked from and to, and told in words above it), each to be called
 * "Stop!" or let go. A wrong
 * call is a mistake; the third ends the run, as time does. Then the score, each mistake
 * with the engine's explanation, and the best score kept in the puzzle record.
 * Keys: S for Stop!, L or G to let the move go.
 *
 * The items come from /puzzles/rush/<n>.json (shuffled at build time, in chunks): a run
 * loads one chunk at random and the next when it runs low, so no page carries them all.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { isStandard, parseMove, verdict, type Move, type Position, type Stop } from '../engine';
import { positionOf } from '../lessons/exercise';
import { LEARNER } from '../puzzles/puzzle';
import { loadRecord, recordRush, saveRecord } from '../records/puzzles';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import { rulesKey } from '../puzzles/rules-key';
import type { RushItem } from '../puzzles/rush';
import type { Learn } from '../puzzles/themes';
import { moveLine, movedPiles, moveWords } from './aids';
import { bringIntoView } from './in-view';
import { prefetchExplanations, stopTeller, type StopTeller } from './explanations';
import { TableHost } from './TableHost';
import { Calls } from './Feedback';
import type { RulesLineWords } from '../telling/rules';
import { RulesLine } from './RulesLine';
import { shareUrl } from '../share/links';
import './exercise.css';
import './trainer.css';
import type { Locale } from '../i18n/locales';
import { rushWords } from '../i18n/rush';

export const RUN_MS = 3 * 60_000;
export const MISTAKES = 3;

interface Props {
  readonly lang: Locale;
  /** How many chunks /puzzles/rush/<n>.json serves. */
  readonly chunks: number;
  /** The lesson on house rules, linked when an item is played under them. */
  readonly houseRulesLesson: Learn | null;
  /** The line above the board for each rule set the rush deals (`rulesKey`), in the page's language. */
  readonly rulesLines: Readonly<Record<string, RulesLineWords>>;
}

/**
 * An item on the table: the position B moves on, the move, and the engine's verdict from A's
 * seat. The table is shown before the move, the move marked from and to: a table after it would
 * give illegal moves away, as an error that leaves no table the rules could produce cannot be drawn played.
 */
interface Shown {
  readonly item: RushItem;
  readonly before: Position;
  readonly move: Move;
  readonly legal: boolean;
  /** The verdict when the move is a Stop, told at the end of the run; null for a legal move. */
  readonly stop: Stop | null;
}

interface Mistake {
  readonly shown: Shown;
  /** The call made: true for Stop!. */
  readonly stop: boolean;
}

type Phase = 'ready' | 'running' | 'over';

function showItem(item: RushItem): Shown {
  const before = positionOf(item.position);
  const m = parseMove(item.move, before.rules);
  if (!m.ok) throw new Error(`rush item ${item.id}: ${m.error}`);
  const v = verdict(before, m.value);
  return { item, before, move: m.value, legal: v.legal, stop: v.legal ? null : v };
}

const shuffled = <T,>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export default function StopRush({ lang, chunks, houseRulesLesson, rulesLines }: Props) {
  const w = rushWords(lang);
  const [phase, setPhase] = useState<Phase>('ready');
  const [queue, setQueue] = useState<RushItem[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [at, setAt] = useState(0);
  const [score, setScore] = useState(0);
  const [mistakes, setMistakes] = useState<Mistake[]>([]);
  const [last, setLast] = useState<{ right: boolean; text: string } | null>(null);
  const [started, setStarted] = useState(0);
  const [now, setNow] = useState(0);
  const [best, setBest] = useState<{ before: number; after: number } | null>(null);
  const [ended, setEnded] = useState<'time' | 'mistakes' | null>(null);
  /** Why a move is a Stop, fetched as the first run starts, for the mistakes told at its end. */
  const [tell, setTell] = useState<StopTeller | null>(null);
  const nextChunk = useRef(0);
  const loading = useRef(false);
  const root = useRef<HTMLElement>(null);

  /** Loads one more chunk of items, shuffled, onto the end of the queue; after the last chunk, the first again. */
  function loadMore() {
    if (loading.current || chunks === 0) return;
    loading.current = true;
    const n = nextChunk.current;
    fetch(`/puzzles/rush/${n}.json`)
      .then((r) => (r.ok ? (r.json() as Promise<RushItem[]>) : Promise.reject(new Error(String(r.status)))))
      .then(
        (items) => {
          nextChunk.current = (n + 1) % chunks;
          setQueue((q) => [...q, ...shuffled(items)]);
          setLoadFailed(false);
        },
        () => setLoadFailed(true),
      )
      .finally(() => (loading.current = false));
  }

  useEffect(() => {
    nextChunk.current = Math.floor(Math.random() * chunks);
    loadMore();
    const { record } = loadRecord(browserStore());
    setBest({ before: record.rush.best, after: record.rush.best });
  }, []);

  const shown = useMemo(() => (phase === 'running' && queue[at] ? showItem(queue[at]) : null), [phase, queue, at]);
  /** Why a Stop let pass was one, with its rule; until the explanations arrive (a slow network), that they are on their way. */
  const why = (v: Stop) => (tell ? tell(v) : w.whyComing);

  function start() {
    if (!tell) void stopTeller(LEARNER, lang).then((t) => setTell(() => t));
    setAt(0);
    setScore(0);
    setMistakes([]);
    setLast(null);
    setEnded(null);
    setQueue((q) => shuffled(q));
    const t = Date.now();
    setStarted(t);
    setNow(t);
    setPhase('running');
  }

  function finish(why: 'time' | 'mistakes', final: number) {
    setEnded(why);
    setPhase('over');
    const { record } = loadRecord(browserStore());
    saveRecord(browserStore(), recordRush(record, final));
    setBest({ before: record.rush.best, after: Math.max(record.rush.best, final) });
  }

  function call(stop: boolean) {
    if (phase !== 'running' || !shown) return;
    const right = stop !== shown.legal;
    const words = moveWords(shown.before, shown.move, LEARNER, lang);
    if (right) {
      setScore(score + 1);
      setLast({ right: true, text: w.right({ what: (shown.legal ? w.wasLegal : w.wasError)({ move: words }) }) });
    } else {
      const all = [...mistakes, { shown, stop }];
      setMistakes(all);
      setLast({ right: false, text: w.mistake({ n: all.length, of: MISTAKES, what: (shown.legal ? w.wasLegal : w.wasError)({ move: words }) }) });
      if (all.length >= MISTAKES) return finish('mistakes', score);
    }
    setAt(at + 1);
    if (queue.length - (at + 1) < 15) loadMore();
  }

  // The clock: a tick a quarter of a second, the run over at three minutes (decided in the tick itself, with the latest score).
  const tick = useRef(() => {});
  tick.current = () => {
    if (phase !== 'running') return;
    const t = Date.now();
    setNow(t);
    if (t - started >= RUN_MS) finish('time', score);
  };
  useEffect(() => {
    if (phase !== 'running') return;
    const every = setInterval(() => tick.current(), 250);
    return () => clearInterval(every);
  }, [phase]);

  // Keys: S for Stop!, L or G to let it go (not while typing, not with a modifier). The listener is set
  // once a run starts and calls the latest `call`, so a key never acts on a move already answered.
  const latest = useRef(call);
  latest.current = call;
  useEffect(() => {
    if (phase !== 'running') return;
    const key = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || (e.target as HTMLElement | null)?.closest?.('input, select, textarea')) return;
      const k = e.key.toLowerCase();
      if (k === 's') latest.current(true);
      else if (k === 'l' || k === 'g') latest.current(false);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [phase]);

  // The run's start puts the focus on the calls, its end on the score.
  useEffect(() => {
    // The run fills the screen from its bar down, the board in view on a desktop.
    if (phase !== 'ready') root.current?.scrollIntoView({ block: 'start' });
    if (phase === 'running') root.current?.querySelector<HTMLElement>('.calls button')?.focus({ preventScroll: true });
    if (phase === 'over') root.current?.querySelector<HTMLElement>('#rush-result')?.focus({ preventScroll: true });
  }, [phase]);
  // On a phone, each move in words, its calls and the whole table in view, the bar above going out of it if they need the room.
  useEffect(() => {
    if (phase === 'running') bringIntoView(root.current?.querySelector('.rush-move'), root.current?.querySelector('.board'));
  }, [phase, at]);

  // The queue ran out (a very fast run, or a chunk that did not load): the run waits for more.
  useEffect(() => {
    if (phase === 'running' && !queue[at]) loadMore();
  }, [phase, at, queue.length]);

  const left = RUN_MS - (now - started);
  return (
    <section class="rush" ref={root} data-phase={phase} data-item={shown?.item.id} onPointerDownCapture={prefetchExplanations} onKeyDownCapture={prefetchExplanations}>
      {phase === 'ready' ? (
        <div class="rush-start">
          <p>
            {best && best.before > 0 ? (
              <>
                {w.best} <strong data-best={best.before}>{best.before}</strong>.
              </>
            ) : (
              w.noRun
            )}
          </p>
          {loadFailed ? (
            <p class="note" role="alert">
              {w.loadFailed} <button type="button" onClick={loadMore}>{w.tryAgain}</button>
            </p>
          ) : null}
          <button type="button" class="rush-go" onClick={start} disabled={queue.length === 0}>
            {queue.length === 0 && !loadFailed ? w.loading : w.start}
          </button>
        </div>
      ) : null}

      {phase === 'running' ? (
        <>
          <div class="rush-bar">
            <span>
              {w.timeLeft}{' '}
              <strong role="timer" aria-label={w.timeLeftLabel({ clock: clock(left) })}>
                {clock(left)}
              </strong>
            </span>
            <span>
              {w.score} <strong data-score={score}>{score}</strong>
            </span>
            <span>
              {w.mistakes}{' '}
              <strong data-mistakes={mistakes.length}>
                <span class="sr-only">
                  {w.of({ n: mistakes.length, of: MISTAKES })}
                </span>
                <span aria-hidden="true">
                  {'✗'.repeat(mistakes.length)}
                  {'○'.repeat(MISTAKES - mistakes.length)}
                </span>
              </strong>
            </span>
          </div>
          <p class={`rush-last ${last ? (last.right ? 'right' : 'wrong') : ''}`} aria-hidden="true">
            {last ? `${last.right ? '✓' : '✗'} ${last.text}` : w.howTo}
          </p>
          {shown ? (
            <>
              <RulesLine line={rulesLines[rulesKey(shown.item.position.rules)]!} lesson={isStandard(shown.item.position.rules) ? null : houseRulesLesson} />
              <div class="rush-call">
                <p class="rush-move">{w.bMove({ move: moveWords(shown.before, shown.move, LEARNER, lang) })}</p>
                <div class="calls">
                  <Calls onCall={call} lang={lang} />
                </div>
              </div>
              <TableHost
                key={`${at}-${shown.item.id}`}
                position={shown.before}
                seat={LEARNER}
                interactive={false}
                lastMove={movedPiles(shown.before, shown.move)}
                announce={`${last ? `${last.text} ` : ''}${moveLine(shown.before, shown.move, LEARNER, lang)}.`}
                label={w.boardLabel}
                lang={lang}
              />
            </>
          ) : (
            <p role="status">{w.loadingMore}</p>
          )}
        </>
      ) : null}

      {phase === 'over' ? (
        <div class="rush-over">
          <h2 id="rush-result" tabIndex={-1}>
            {ended === 'time' ? w.timeUp : w.threeMistakes} {w.yourScore} <span data-final={score}>{score}</span>
          </h2>
          <p data-best={best?.after}>
            {best && score > best.before ? w.newBest({ score }) : w.yourBest({ score: best?.after ?? score })}
          </p>
          {mistakes.length ? (
            <>
              <h3>{w.yourMistakes}</h3>
              <ol class="rush-mistakes">
                {mistakes.map((m, i) => (
                  <li key={i} data-item={m.shown.item.id}>
                    <strong>{w.bMove({ move: moveWords(m.shown.before, m.shown.move, LEARNER, lang) })}.</strong>{' '}
                    {m.shown.stop ? w.letError({ why: why(m.shown.stop) }) : w.calledLegal}{' '}
                    <a href={shareUrl(m.shown.before)}>{w.analyse}</a>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p>{w.noMistakes}</p>
          )}
          <p>
            <button type="button" class="rush-go" onClick={start}>
              {w.again}
            </button>
          </p>
        </div>
      ) : null}
    </section>
  );
}
