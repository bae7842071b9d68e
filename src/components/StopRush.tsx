/**
 * The Stop rush: three minutes of B's moves, one at a time on the board (the table before
 * the move, the move marked from and to, and told in words above it), each to be called
 * "Stop!" or let go. A wrong call is a mistake, named at once with the rule it broke (or that
 * it broke none); the third ends the run, as time does. Then the review: the score, the best
 * scores of the day, the week and all time (kept in the puzzle record), each mistake with the
 * engine's explanation and the slowest right answers with their times, each of which can be
 * looked at again on its board (RushReview, fetched as the run starts); then a new run.
 * Keys: S for Stop!, L or G to let the move go. Fetched at the press on Start (./RushOnUse draws
 * the page until then), it starts the run as soon as its first moves are in.
 *
 * The items come from /puzzles/rush/<n>.json (shuffled at build time, in chunks): a run
 * loads one chunk at random and the next when it runs low, so no page carries them all.
 * A run deals only moves under the standard rules until the learner includes house rules in the
 * puzzle list (the record's setting), and never a move of today's daily puzzle.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { isStandard } from '../engine';
import { LEARNER } from '../puzzles/puzzle';
import { loadRecord, recordRush, saveRecord, type RushRecord } from '../records/puzzles';
import { dailyAmong } from '../puzzles/next';
import { dealtInRush } from '../puzzles/rush-deal';
import type { RushAnswer } from '../puzzles/rush-review';
import { utcDate } from '../puzzles/daily';
import { unpackPool, type PackedCandidate } from '../puzzles/pool';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import { rulesKey } from '../puzzles/rules-key';
import type { RushItem } from '../puzzles/rush';
import type { Learn } from '../puzzles/themes';
import { moveWords } from './aids';
import { ruleWords } from '../telling/moves';
import { bringIntoView } from './in-view';
import { prefetchExplanations, stopTeller, type StopTeller } from './explanations';
import { ForDevice } from './ForDevice';
import { TableHost } from './TableHost';
import { Calls } from './Feedback';
import type { RulesLineWords } from '../telling/rules-about';
import { RulesLine } from './RulesLine';
import { RushBests, RushReady } from './RushReady';
import { keepRushAnswer } from './rush-answers';
import { moveText, showItem } from './rush-shown';
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
  /** The daily pool as JSON (packPool), to leave today's daily puzzle out of the run. */
  readonly pool: string;
}

type Phase = 'ready' | 'running' | 'over';

type ReviewModule = typeof import('./RushReview');

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

export default function StopRush({ lang, chunks, houseRulesLesson, rulesLines, pool }: Props) {
  const w = rushWords(lang);
  const [phase, setPhase] = useState<Phase>('ready');
  const [queue, setQueue] = useState<RushItem[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [at, setAt] = useState(0);
  /** The run's answers, in the order made: its score, its mistakes and its review. */
  const [answers, setAnswers] = useState<RushAnswer[]>([]);
  const [last, setLast] = useState<{ right: boolean; text: string } | null>(null);
  const [started, setStarted] = useState(0);
  const [now, setNow] = useState(0);
  /** The learner's record as this opens: in the browser, as it is fetched at the press on Start. */
  const [opened] = useState(() => loadRecord(browserStore()).record);
  /** The rush's record before the last run and after it (the same until a run ends). */
  const [kept, setKept] = useState<{ before: RushRecord; after: RushRecord }>({ before: opened.rush, after: opened.rush });
  /** The day the best scores are told for (UTC, the daily puzzle's day): as this opens, then as each run ends. */
  const [today, setToday] = useState(() => utcDate(new Date()));
  /** The review's code, fetched as a run starts. */
  const [reviewCode, setReviewCode] = useState<ReviewModule | 'loading' | 'failed' | null>(null);
  const [ended, setEnded] = useState<'time' | 'mistakes' | null>(null);
  /** Why a move is a Stop, fetched as the first run starts, for the mistakes told at its end. */
  const [tell, setTell] = useState<StopTeller | null>(null);
  /** Which items a run may deal: the learner's setting and today's daily puzzle, fixed as the page opens. */
  const dealt = useRef<(item: RushItem) => boolean>(() => false);
  const nextChunk = useRef(0);
  const emptyChunks = useRef(0);
  const loading = useRef(false);
  const root = useRef<HTMLElement>(null);

  /** Loads one more chunk of items, shuffled, onto the end of the queue; after the last chunk, the first again. */
  function loadMore() {
    if (loading.current || chunks === 0) return;
    loading.current = true;
    const n = nextChunk.current;
    let kept = 0;
    let failed = false;
    fetch(`/puzzles/rush/${n}.json`)
      .then((r) => (r.ok ? (r.json() as Promise<RushItem[]>) : Promise.reject(new Error(String(r.status)))))
      .then(
        (items) => {
          nextChunk.current = (n + 1) % chunks;
          const mine = items.filter(dealt.current);
          kept = mine.length;
          setQueue((q) => [...q, ...shuffled(mine)]);
          setLoadFailed(false);
        },
        () => {
          failed = true;
          setLoadFailed(true);
        },
      )
      .finally(() => {
        loading.current = false;
        // A chunk with nothing the learner is dealt adds nothing: the next one is fetched, once round the chunks at most.
        emptyChunks.current = kept ? 0 : emptyChunks.current + 1;
        if (!kept && !failed && emptyChunks.current < chunks) loadMore();
      });
  }

  useEffect(() => {
    const daily = dailyAmong(unpackPool(JSON.parse(pool) as PackedCandidate[]), utcDate(new Date()));
    dealt.current = (item) => dealtInRush(item, opened, daily);
    nextChunk.current = Math.floor(Math.random() * chunks);
    loadMore();
  }, []);

  const shown = useMemo(() => (phase === 'running' && queue[at] ? showItem(queue[at]) : null), [phase, queue, at]);
  const score = answers.filter((a) => a.right).length;
  const missed = answers.length - score;
  /** When the move on show was first drawn (performance.now), from which its answer is timed. */
  const shownAt = useRef(0);
  const shownKey = shown ? `${at}-${shown.item.id}` : null;
  useLayoutEffect(() => {
    if (shownKey) shownAt.current = performance.now();
  }, [shownKey]);

  const fetchReview = () => {
    setReviewCode('loading');
    import('./RushReview').then(setReviewCode, () => setReviewCode('failed'));
  };

  function start() {
    if (!tell) void stopTeller(LEARNER, lang).then((t) => setTell(() => t));
    if (reviewCode === null || reviewCode === 'failed') fetchReview();
    setAt(0);
    setAnswers([]);
    setLast(null);
    setEnded(null);
    setQueue((q) => shuffled(q));
    const t = Date.now();
    setStarted(t);
    setNow(t);
    setPhase('running');
  }

  /** The run over, with all its answers: its score kept for the day and for all time. */
  function finish(why: 'time' | 'mistakes', run: readonly RushAnswer[]) {
    setEnded(why);
    setPhase('over');
    const day = utcDate(new Date());
    const { record } = loadRecord(browserStore());
    const after = recordRush(record, run.filter((a) => a.right).length, day);
    saveRecord(browserStore(), after);
    setKept({ before: record.rush, after: after.rush });
    setToday(day);
  }

  function call(stop: boolean) {
    if (phase !== 'running' || !shown) return;
    const right = stop !== shown.legal;
    // Counted for the coach too (the progress page), saved as it is made.
    keepRushAnswer(browserStore(), shown.item, shown.before, stop);
    const words = moveWords(shown.before, shown.move, LEARNER, lang);
    const run = [...answers, { item: shown.item, stop, right, ms: Math.round(performance.now() - shownAt.current) }];
    setAnswers(run);
    if (right) {
      setLast({ right: true, text: w.right({ what: (shown.legal ? w.wasLegal : w.wasError)({ move: words }) }) });
    } else {
      // Why it was a mistake, in a word, at once: the rule the move broke (its full explanation waits for the run's end), or that it broke none.
      const n = { n: missed + 1, of: MISTAKES, move: words };
      setLast({ right: false, text: shown.stop ? w.mistakeStop({ ...n, rule: ruleWords(shown.stop, lang) }) : w.mistakeLegal(n) });
      if (missed + 1 >= MISTAKES) return finish('mistakes', run);
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
    if (t - started >= RUN_MS) finish('time', answers);
  };
  useEffect(() => {
    if (phase !== 'running') return;
    const every = setInterval(() => tick.current(), 250);
    return () => clearInterval(every);
  }, [phase]);

  // Keys: S for Stop!, L or G to let it go (not while typing, not with a modifier). The listener is set
  // once a run starts and calls the latest `call`, so a key never acts on a move already answered. Set as
  // the run is drawn, not in an effect after the paint: a key pressed as soon as the first move shows, on
  // a busy phone, was lost (a CI run caught it).
  const latest = useRef(call);
  latest.current = call;
  useLayoutEffect(() => {
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

  // Fetched at the press on Start: the first run starts as soon as its first moves are in.
  useEffect(() => {
    if (phase === 'ready' && queue.length > 0) start();
  }, [queue.length > 0]);

  // The queue ran out (a very fast run, or a chunk that did not load): the run waits for more.
  useEffect(() => {
    if (phase === 'running' && !queue[at]) loadMore();
  }, [phase, at, queue.length]);

  const left = RUN_MS - (now - started);
  const bests = <RushBests rush={kept.after} today={today} lang={lang} />;

  return (
    <section class="rush" ref={root} data-phase={phase} data-item={shown?.item.id} onPointerDownCapture={prefetchExplanations} onKeyDownCapture={prefetchExplanations}>
      {phase === 'ready' ? (
        <RushReady lang={lang} rush={kept.after} today={today} houseRules={opened.houseRules} waiting={queue.length === 0} retry={loadFailed ? loadMore : null} onStart={start} />
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
              <strong data-mistakes={missed}>
                <span class="sr-only">
                  {w.of({ n: missed, of: MISTAKES })}
                </span>
                <span aria-hidden="true">
                  {'✗'.repeat(missed)}
                  {'○'.repeat(MISTAKES - missed)}
                </span>
              </strong>
            </span>
          </div>
          <p class={`rush-last ${last ? (last.right ? 'right' : 'wrong') : ''}`} aria-hidden="true">
            {last ? `${last.right ? '✓' : '✗'} ${last.text}` : <ForDevice words={w.howTo} />}
          </p>
          {shown ? (
            <>
              <RulesLine line={rulesLines[rulesKey(shown.item.position.rules)]!} lesson={isStandard(shown.item.position.rules) ? null : houseRulesLesson} />
              <div class="rush-call">
                <p class="rush-move">{moveText(shown, lang)}</p>
                <div class="calls">
                  <Calls onCall={call} lang={lang} />
                </div>
              </div>
              <TableHost
                key={`${at}-${shown.item.id}`}
                position={shown.before}
                seat={LEARNER}
                interactive={false}
                lastMove={shown.coming.piles}
                highlights={{ waiting: shown.coming.waiting?.pile ?? null }}
                announce={`${last ? `${last.text} ` : ''}${moveText(shown, lang)}.`}
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
          {score > kept.before.best ? <p class="rush-new-best">{w.newBest({ score })}</p> : null}
          {bests}
          {reviewCode === 'failed' ? (
            <p class="note" role="alert">
              {w.reviewFailed} <button type="button" onClick={fetchReview}>{w.tryAgain}</button>
            </p>
          ) : reviewCode && reviewCode !== 'loading' ? (
            <reviewCode.RushReview answers={answers} tell={tell} lang={lang} />
          ) : null}
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
