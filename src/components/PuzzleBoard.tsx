/**
 * One puzzle on a board. A compulsory puzzle takes any move the learner tries and judges
 * it; a stop puzzle shows B's moves one at a time, with Stop! and Let it go after each.
 * The rules are named above the board. A wrong answer says why, offers a retry and counts
 * as a miss in the learner's record (and, a visit's first answer, in the coach's: the progress
 * page's rules missed most); the first answer to a puzzle moves the learner's
 * puzzle rating (retries do not). Once solved, the puzzle shows what it trains, and a
 * "Next puzzle" link (focused) leads to an unsolved one near the learner's rating, within
 * the filters the learner chose in the list (carried in the address), never today's daily puzzle.
 * A puzzle under house rules says so before it starts: the board waits until the learner has
 * read the rules and chosen to start. Under rules without the Stop, a wrong move is refused,
 * as in a game, and counts as a miss (docs/rules-decisions.md, "Puzzles under rules without the Stop").
 * On the daily page, "Solved" reads the day's entry, the one the streak counts. On the review of
 * the learner's mistakes, an answer is the review's alone (see `review`).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { stopRuleOn, type Position, type Stop } from '../engine';
import { filtersOf, searchOf, type Filters } from '../puzzles/filters';
import type { Summary } from '../puzzles/next';
import { LEARNER, startOf, stepsOf } from '../puzzles/puzzle';
import { PROVISIONAL_RD, ratePuzzleAnswer, shownChange, shownRating, type Rating } from '../puzzles/rating';
import { answeredBefore, dailySolved, loadRecord, recordAnswer, saveRecord, type PuzzleRecord } from '../records/puzzles';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import type { Difficulty } from '../puzzles/difficulty';
import type { Puzzle } from '../puzzles/schema';
import type { Texts } from '../puzzles/texts';
import type { Learn } from '../puzzles/themes';
import { attemptWords, comingMove, moveLine, moveWords, stopPiles } from './aids';
import { cardName } from '../telling/words';
import { ruleWords } from '../telling/moves';
import { prefetchExplanations, stopTeller } from './explanations';
import { keepPuzzleAnswer } from './puzzle-answers';
import { bringIntoView } from './in-view';
import type { Highlights } from './Board';
import { Calls, Feedback } from './Feedback';
import { TableHost } from './TableHost';
import { trialMarks, useTable } from './use-table';
import type { RulesLineWords } from '../telling/rules-about';
import { RulesLine } from './RulesLine';
import { ShareLink } from './ShareLink';
import './exercise.css';
import './trainer.css';
import { localized, type Locale } from '../i18n/locales';
import type { BoardWords } from '../i18n/puzzle-board';
import { puzzleLiveWords } from '../i18n/puzzle-live';
import { ForDevice } from './ForDevice';

interface Outcome {
  readonly right: boolean;
  readonly title: string;
  readonly text: string;
  readonly position: Position;
  readonly highlights: Highlights;
}

interface Rated {
  readonly before: Rating;
  readonly after: Rating;
  /** False for a retry: only the first answer to a puzzle is rated. */
  readonly counted: boolean;
}

interface Props {
  readonly lang: Locale;
  /** The puzzle, its title and explanation written in `lang` at build time. */
  readonly puzzle: Puzzle & Texts;
  /** The lessons that teach what the puzzle trains, shown once it is solved. */
  readonly learn: readonly Learn[];
  /** The puzzle's themes, as links to the puzzles that train them; shown once it is solved. */
  readonly trains: readonly Learn[];
  /** The lesson on the rules at stake, linked beside the rules above the board. */
  readonly rulesLesson: Learn | null;
  /** The board's sentences in `lang`, written at build time (puzzleBoardWords). */
  readonly words: BoardWords;
  readonly rulesLine: RulesLineWords;
  /** The UTC date when this is the daily puzzle: the answer counts for that day too. */
  readonly daily?: string;
  /** Told after each answer is saved. */
  readonly onAnswered?: () => void;
}

/**
 * How an answer counts: rated by the puzzle's difficulty (difficultyOf(puzzle), worked out when
 * the site is built); or, for a puzzle replayed as one of the learner's mistakes
 * (/puzzles/mistakes/), told to `review.onAnswer` and kept nowhere else (neither the puzzle
 * record, nor the rating, nor the coach's count: the review keeps it), `review.children` standing
 * in for the rating and next puzzle. A puzzle of the learner's own has no difficulty.
 */
type Counted = { readonly difficulty: Difficulty } | { readonly review: { readonly onAnswer: (right: boolean) => void; readonly children: ComponentChildren } };

/** Where the next-puzzle choice finds every puzzle's kind, themes and rating. */
export const SUMMARY_URL = '/puzzles/summary.json';

export default function PuzzleBoard(props: Props & Counted) {
  const { lang, puzzle: z, learn, trains, rulesLesson, words: w, rulesLine, daily, onAnswered } = props;
  const review = 'review' in props ? props.review : null;
  const live = puzzleLiveWords(lang);
  const start = useMemo(() => startOf(z), [z]);
  const steps = useMemo(() => (z.kind === 'stop' ? stepsOf(z, start) : []), [z, start]);
  // Stop puzzles: the move on show, or -1 before the first.
  const [shown, setShown] = useState(-1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [record, setRecord] = useState<PuzzleRecord | null>(null);
  const [rated, setRated] = useState<Rated | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const [summary, setSummary] = useState<readonly Summary[] | 'failed' | null>(null);
  /** The next-puzzle choice's code, which only an answer needs: fetched at the learner's first touch or key on the puzzle. */
  const [choice, setChoice] = useState<typeof import('../puzzles/next') | 'failed' | null>(null);
  const choiceAsked = useRef(false);
  const fetchChoice = () => {
    if (choiceAsked.current || review) return;
    choiceAsked.current = true;
    import('../puzzles/next').then(setChoice, () => setChoice('failed'));
  };
  const firstTouch = () => {
    prefetchExplanations();
    fetchChoice();
  };
  // A puzzle under house rules waits for the learner to read them and start.
  const [begun, setBegun] = useState(rulesLine.standard);
  const root = useRef<HTMLElement>(null);
  /** A wrong answer waiting for its explanation: moves and calls meanwhile are not taken. */
  const explaining = useRef(false);
  /** This visit's first answer is counted for the coach. */
  const coached = useRef(false);

  useEffect(() => {
    if (review) return;
    setRecord(loadRecord(browserStore()).record);
    // The daily puzzle is everyone's: the list's filters do not follow the learner there.
    if (!daily) setFilters(filtersOf(location.search));
    fetch(SUMMARY_URL)
      .then((r) => (r.ok ? (r.json() as Promise<Summary[]>) : Promise.reject(new Error(String(r.status)))))
      .then(setSummary, () => setSummary('failed'));
  }, [z.id]);

  // The answer takes the focus as it appears (Preact ignores autoFocus): "Next puzzle" when right, "Retry" when wrong.
  useEffect(() => {
    if (!outcome) return;
    root.current?.querySelector<HTMLElement>(outcome.right ? '.feedback .next-puzzle' : '.feedback button')?.focus();
  }, [outcome]);

  // Started under house rules: the focus goes on to the puzzle's first control, as the notice's button is gone.
  useEffect(() => {
    if (begun && !rulesLine.standard) root.current?.querySelector<HTMLElement>('.calls button, .board [tabindex="0"]')?.focus();
  }, [begun]);

  function answer(o: Outcome) {
    if ('review' in props) {
      setOutcome(o);
      return props.review.onAnswer(o.right);
    }
    fetchChoice();
    const { record } = loadRecord(browserStore());
    const after = recordAnswer(record, z.id, o.right, daily, (before) => ratePuzzleAnswer(before, props.difficulty.rating, o.right));
    saveRecord(browserStore(), after);
    // Counted for the coach too (the progress page), once a visit: a retry, the answer told, asks nothing new. Saved as it is made, with the
    // puzzle's record: this board is itself fetched at the first use, so the count's code costs the page's opening nothing.
    // A wrong answer on a legal move of B's was a false call.
    const legal = step?.verdict.legal === true;
    if (!coached.current) keepPuzzleAnswer(browserStore(), z, o.right, legal);
    coached.current = true;
    setRecord(after);
    setRated({ before: record.rating, after: after.rating, counted: !answeredBefore(record, z.id) });
    setOutcome(o);
    onAnswered?.();
  }

  /** A wrong answer that the rules stopped, told with why once the explanation is fetched. */
  function stopped(v: Stop, title: string, position: Position, highlights: Highlights) {
    explaining.current = true;
    void stopTeller(LEARNER, lang).then((tell) => {
      explaining.current = false;
      answer({ right: false, title, text: tell(v), position, highlights });
    });
  }

  // A compulsory puzzle's answer is a move tried on the table: right when the rules allow it (it is the only one they allow).
  const host = useTable({
    position: start,
    seat: LEARNER,
    lang,
    onTrial: (t) => {
      if (t.verdict.legal) return answer({ right: true, title: w.right, text: z.explanation, position: t.after, highlights: {} });
      // Rules without the Stop refuse the move, as a game under them does; the rule is named in the title, so the reason comes without it.
      const refused = !stopRuleOn(start.rules);
      answer({
        right: false,
        title: refused ? live.refused({ attempt: attemptWords(t.before, t.move, LEARNER, lang), rule: ruleWords(t.verdict, lang) }) : w.stop,
        text: refused ? `${t.tell(t.verdict, false)} ${live.refusedMiss}` : t.tell(t.verdict),
        position: start,
        highlights: trialMarks(t),
      });
    },
  });

  // Each of B's moves is told above the table and answered below it: both in view as it is shown.
  useEffect(() => {
    if (shown >= 0) bringIntoView(root.current?.querySelector('.proposed'), root.current?.querySelector('.calls'));
  }, [shown]);

  const step = shown >= 0 ? steps[shown] : undefined;
  // B's move is shown on the table before it, marked and told in words: a table after it would
  // give the answer away, as a move the rules could not produce is never drawn played.
  const table = outcome?.position ?? step?.before ?? start;

  function call(stop: boolean) {
    if (!step || outcome || explaining.current) return;
    const v = step.verdict;
    const marks = stopPiles(step.before, step.move, v.legal ? [] : v.correction);
    if (stop && !v.legal) return answer({ right: true, title: w.wellCalled, text: z.explanation, position: table, highlights: marks });
    if (stop) return answer({ right: false, title: w.falseAlarm, text: w.falseAlarmText, position: table, highlights: { culprit: marks.culprit } });
    if (!v.legal) return stopped(v, w.letPass, table, marks);
    if (shown < steps.length - 1) return setShown(shown + 1);
    answer({ right: true, title: w.noError, text: z.explanation, position: step.after ?? table, highlights: {} });
  }

  const retry = () => {
    host.takeBack();
    setOutcome(null);
    setShown(-1);
  };

  // On the daily page, solved means solved on that day: what the streak counts.
  const solved = record ? (daily ? dailySolved(record, daily) : record.puzzles[z.id]?.solved === true) : false;
  const list = `${localized('/puzzles/', lang)}${searchOf(filters)}`;
  const next = record && Array.isArray(summary) && choice !== null && choice !== 'failed' ? choice.nextAfter(summary, record, filters, z.id, new Date()) : null;
  const ratingText = rated
    ? rated.counted
      ? live.rating({ rating: shownRating(rated.after), change: shownChange(rated.before, rated.after), provisional: rated.after.rd > PROVISIONAL_RD })
      : live.ratingKept({ rating: shownRating(rated.after) })
    : '';
  // B's move is shown before it is made: a hand turn marks the hand, and a card already waiting is told apart from the one to come.
  const coming = step && !outcome ? comingMove(step.before, step.move) : null;
  const announce = outcome ? `${outcome.title} ${outcome.text} ${ratingText}` : step ? `${moveLine(step.before, step.move, LEARNER, lang)}.` : '';
  return (
    <section
      class={`exercise puzzle ${solved ? 'done' : ''}`}
      aria-labelledby={`${z.id}-task`}
      data-puzzle={z.id}
      ref={root}
      onPointerDownCapture={firstTouch}
      onKeyDownCapture={firstTouch}
    >
      <p class="task" id={`${z.id}-task`}>
        <span class="badge">{solved ? w.solved : z.kind === 'stop' ? w.callTheStop : w.findTheMove}</span>{' '}
        {z.kind === 'compulsory' ? <ForDevice words={w.compulsoryTask} /> : w.stopTask}
      </p>
      {begun ? (
        <RulesLine line={rulesLine} lesson={rulesLesson} />
      ) : (
        <div class="house-notice" role="group" aria-labelledby={`${z.id}-house`}>
          <p id={`${z.id}-house`}>
            <strong>{w.houseFirst}</strong>
          </p>
          <RulesLine line={rulesLine} lesson={rulesLesson} />
          <p>{w.houseWhy}</p>
          <button type="button" class="house-start" onClick={() => setBegun(true)}>
            {w.houseStart}
          </button>
        </div>
      )}
      {z.kind === 'stop' ? (
        // Kept in place before the first move and after the answer (naming the move answered), so that the board does not jump.
        <p class="proposed">
          {step
            ? coming?.waiting
              ? live.bMoveWaiting({ n: shown + 1, move: moveWords(step.before, step.move, LEARNER, lang), card: cardName(coming.waiting.card, lang) })
              : live.bMove({ n: shown + 1, move: moveWords(step.before, step.move, LEARNER, lang) })
            : w.movesToCome}
        </p>
      ) : null}
      <TableHost
        table={host}
        seat={LEARNER}
        lang={lang}
        position={table}
        interactive={z.kind === 'compulsory' && begun && !outcome}
        highlights={outcome?.highlights ?? { waiting: coming?.waiting?.pile ?? null }}
        lastMove={coming?.piles ?? null}
        announce={announce}
        label={w.label}
      />
      {z.kind === 'stop' && begun && !outcome ? (
        <div class="calls">
          {step ? (
            <Calls onCall={call} lang={lang} />
          ) : (
            <button type="button" onClick={() => setShown(0)}>
              {w.showFirst}
            </button>
          )}
        </div>
      ) : null}
      {outcome && review ? (
        <Feedback right={outcome.right} title={outcome.title} text={outcome.text} onRetry={retry} lang={lang}>
          {outcome.right ? <Trains trains={trains} learn={learn} words={w} /> : null}
          {review.children}
        </Feedback>
      ) : outcome ? (
        <Feedback right={outcome.right} title={outcome.title} text={outcome.text} onRetry={retry} lang={lang}>
          <p class="rating-change" data-rated={rated?.counted ? 'yes' : 'no'}>
            {ratingText}
          </p>
          {outcome.right ? <Trains trains={trains} learn={learn} words={w} /> : null}
          <p class="next-line">
            {!Array.isArray(summary) || choice === null || choice === 'failed' ? (
              <a class="next-puzzle" href={list}>
                {w.chooseNext}
              </a>
            ) : next ? (
              <a class="next-puzzle" href={`${localized(`/puzzles/${next}/`, lang)}${searchOf(filters)}`} data-next={next}>
                {w.next}
              </a>
            ) : (
              <>
                {/* Puzzles under house rules left out make a selection too. */}
                {searchOf(filters) || !record?.houseRules ? w.noneLeftHere : w.allSolved}{' '}
                <a class="next-puzzle" href={list}>
                  {w.backToList}
                </a>
              </>
            )}
          </p>
        </Feedback>
      ) : solved ? (
        <Trains trains={trains} learn={learn} words={w} />
      ) : (
        // Hidden until solved, as the answer would be given away; the line keeps its room.
        <p class="trains">{w.trainsHidden}</p>
      )}
      <ShareLink position={table} lang={lang} />
    </section>
  );
}

/** What a solved puzzle trains, each theme a link to the puzzles that train it, and the lessons behind them. */
function Trains({ trains, learn, words: w }: { readonly trains: readonly Learn[]; readonly learn: readonly Learn[]; readonly words: BoardWords }) {
  return (
    <p class="trains">
      {w.trains}{' '}
      {trains.map((t, i) => (
        <>
          {i ? ', ' : ''}
          <a href={t.href}>{t.label}</a>
        </>
      ))}
      .
      {learn.length ? (
        <>
          {' '}
          {w.learnMore}{' '}
          {learn.map((l, i) => (
            <>
              {i ? ', ' : ''}
              <a href={l.href}>{l.label}</a>
            </>
          ))}
          .
        </>
      ) : null}
    </p>
  );
}
