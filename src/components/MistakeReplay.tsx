/**
 * The learner's mistakes replayed one after another on the puzzle board (fetched by
 * MistakesReview when a replay starts, with the engine). A site puzzle is fetched from
 * /puzzles/<id>.json; a puzzle of the learner's own is read here, and one that cannot be read
 * (a table the rules do not allow) is said, with a way to remove it. The first answer to each
 * counts: right, it is solved and leaves the list (saved at once, a refusal told by the
 * page's storage note); wrong, it stays. A retry is open either way, for practice.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { isStandard } from '../engine';
import { localized, type Locale } from '../i18n/locales';
import { mistakesWords } from '../i18n/mistakes';
import { utcDate } from '../puzzles/daily';
import type { BoardData } from '../puzzles/pages';
import { LEARNER, startOf, stepsOf } from '../puzzles/puzzle';
import type { Learn, Theme } from '../puzzles/themes';
import type { BoardWords } from '../i18n/puzzle-board';
import { clearMistake, loadCoach, saveCoach, type Mistake, type OwnPuzzle } from '../records/coach';
import { withoutMistake } from '../records/review';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import { rulesLine } from '../telling/rules-about';
import { stopTeller } from './explanations';
import { mistakeLine } from './mistake-line';
import PuzzleBoard from './PuzzleBoard';

/** What a puzzle of the learner's own needs on the board, written at build time in the page's language. */
export interface OwnBoard {
  /** The board's sentences, its label naming an own puzzle. */
  readonly words: BoardWords;
  /** Each theme's lessons, shown once the puzzle is solved. */
  readonly lessons: Readonly<Partial<Record<Theme, readonly Learn[]>>>;
  /** The lesson on house rules, linked beside them above the board. */
  readonly variants: Learn | null;
}

interface Props {
  readonly lang: Locale;
  /** The theme replayed, in words ("All themes" for all). */
  readonly title: string;
  readonly mistakes: readonly Mistake[];
  readonly themes: Readonly<Record<Theme, string>>;
  readonly own: OwnBoard;
  readonly onBack: () => void;
}

/** What the board takes: a puzzle of the learner's own has no difficulty, and nothing is rated on review. */
type Board = Omit<BoardData, 'difficulty'>;

/** A mistake's board, or why there is none: offline, no longer on the site, or an own puzzle that cannot be read. */
type Loaded = Board | 'loading' | 'failed' | 'gone' | 'unreadable';

/** An own puzzle as the board takes it, or null when its table or move cannot be read. */
async function ownBoard(m: Mistake, own: OwnPuzzle, p: Props): Promise<Board | null> {
  const w = mistakesWords(p.lang);
  try {
    const last = stepsOf(own, startOf(own)).at(-1);
    if (!last) return null;
    const why = last.verdict.legal ? w.legalMove : (await stopTeller(LEARNER, p.lang))(last.verdict);
    const lessons = own.themes.flatMap((t) => p.own.lessons[t] ?? []);
    return {
      puzzle: { ...own, id: m.id, title: w.ownTitle, explanation: why },
      learn: lessons,
      trains: own.themes.map((t) => ({ href: localized(`/puzzles/?theme=${t}`, p.lang), label: p.themes[t] })),
      rulesLesson: isStandard(own.position.rules) ? (lessons[0] ?? null) : p.own.variants,
      words: p.own.words,
      rulesLine: rulesLine(own.position.rules, p.lang),
    };
  } catch {
    return null;
  }
}

export default function MistakeReplay(props: Props) {
  const { lang, title, mistakes, onBack } = props;
  const w = mistakesWords(lang);
  const [at, setAt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const [attempt, setAttempt] = useState(0);
  /** The first answer to the mistake on show: the one that counts. */
  const [first, setFirst] = useState<boolean | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const m = mistakes[at]!;
  const last = at === mistakes.length - 1;

  useEffect(() => {
    setLoaded('loading');
    setFirst(null);
    let current = true;
    const show = (l: Loaded) => current && setLoaded(l);
    if ('own' in m.puzzle) {
      ownBoard(m, m.puzzle.own, props).then((b) => show(b ?? 'unreadable'), () => show('unreadable'));
    } else {
      fetch(`/puzzles/${m.puzzle.id}.json`)
        // Only a missing file says the puzzle is gone; anything else (offline, a server's hiccup) may be tried again.
        .then((r) => (r.ok ? (r.json() as Promise<Record<Locale, BoardData>>).then((all) => show(all[lang])) : show(r.status === 404 ? 'gone' : 'failed')))
        .catch(() => show('failed'));
    }
    return () => {
      current = false;
    };
  }, [at, attempt]);

  // Each mistake takes the focus to its heading, as the button that asked for it (Replay, Next) is gone.
  useEffect(() => heading.current?.focus(), [at]);

  function answered(right: boolean) {
    if (first !== null) return;
    setFirst(right);
    // Read afresh: answers saved meanwhile (another tab, a game) are kept.
    if (right) saveCoach(browserStore(), clearMistake(loadCoach(browserStore()).record, m.id));
  }

  function remove() {
    saveCoach(browserStore(), withoutMistake(loadCoach(browserStore()).record, m.id));
    next();
  }

  const next = () => (last ? onBack() : setAt(at + 1));

  const onward = (
    <p class="next-line">
      {last ? (
        <>
          {w.done}{' '}
          <button type="button" class="next-puzzle" onClick={onBack}>
            {w.backToList}
          </button>
        </>
      ) : (
        <button type="button" class="next-puzzle" onClick={next}>
          {w.next}
        </button>
      )}
    </p>
  );

  return (
    <div class="mistake-replay" data-mistake={m.id}>
      <p class="replay-back">
        <button type="button" class="link-like" onClick={onBack}>
          {w.back}
        </button>
      </p>
      <h2 ref={heading} tabIndex={-1}>
        {title} <span class="mistake-count">({w.position({ at: at + 1, of: mistakes.length })})</span>
      </h2>
      <p class="replay-what">{mistakeLine(m, utcDate(new Date()), lang)}</p>
      <div class="replay-board">
        {loaded === 'loading' ? (
          <p class="loading" role="status">
            {w.loading}
          </p>
        ) : typeof loaded === 'object' ? (
          <PuzzleBoard
            key={m.id}
            {...loaded}
            lang={lang}
            review={{
              onAnswer: answered,
              children: (
                <>
                  <p class="review-status">{first ? w.cleared : w.stays}</p>
                  {onward}
                </>
              ),
            }}
          />
        ) : (
          <div class="note" role="alert">
            <p>{loaded === 'failed' ? w.failed : loaded === 'gone' ? w.gone : w.unreadable}</p>
            <p class="replay-actions">
              {loaded === 'failed' ? (
                <button type="button" onClick={() => setAttempt(attempt + 1)}>
                  {w.tryAgain}
                </button>
              ) : (
                <button type="button" onClick={remove}>
                  {w.remove}
                </button>
              )}{' '}
              <button type="button" onClick={next}>
                {last ? w.backToList : w.skip}
              </button>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
