/**
 * The review after a Stop rush run (StopRush, which fetches it as a run starts): each mistake
 * with the engine's explanation, and the slowest right answers with their times. Each can be
 * looked at again: the table before the move with the move marked, the right call and why, the
 * puzzle the move comes from, and the analysis board.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Stop } from '../engine';
import { LEARNER } from '../puzzles/puzzle';
import { puzzleOfItem } from '../puzzles/rush-deal';
import { reviewOf, type RushAnswer } from '../puzzles/rush-review';
import { shareUrl } from '../share/links';
import { localized, type Locale } from '../i18n/locales';
import { rushReviewWords } from '../i18n/rush-review';
import type { StopTeller } from './explanations';
import { bringIntoView } from './in-view';
import { moveText, showItem, type Shown } from './rush-shown';
import { TableHost } from './TableHost';

interface Props {
  /** The run's answers, in the order made. */
  readonly answers: readonly RushAnswer[];
  /** Why a move is a Stop; null while the explanations are on their way. */
  readonly tell: StopTeller | null;
  readonly lang: Locale;
}

export function RushReview({ answers, tell, lang }: Props) {
  const w = rushReviewWords(lang);
  const rows = useMemo(() => {
    const { misses, slowest } = reviewOf(answers);
    const shown = (list: readonly RushAnswer[]) => list.map((answer) => ({ answer, shown: showItem(answer.item) }));
    return { misses: shown(misses), slowest: shown(slowest) };
  }, [answers]);
  /** The row looked at again, on its board: "miss-<n>" or "slow-<n>". */
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  /** Why a Stop is one, with its rule; until the explanations arrive (a slow network), that they are on their way. */
  const why = (v: Stop) => (tell ? tell(v) : w.whyComing);

  // A row looked at again: its move in words and its board in view, or on a screen too short for both (a phone), the board with what is said above it.
  useEffect(() => {
    const again = open ? root.current?.querySelector('.rush-again') : null;
    const row = again?.closest('li');
    const board = again?.querySelector('.board');
    if (!again || !row || !board) return;
    const both = board.getBoundingClientRect().bottom - row.getBoundingClientRect().top <= innerHeight;
    bringIntoView(both ? row : again, board);
  }, [open]);

  /** A row's button, and once pressed its move again on its board, with `said` above it (the right call and why, for a row that does not say it already). */
  const again = (key: string, s: Shown, said: string | null) => {
    const puzzle = puzzleOfItem(s.item.id);
    return (
      <>
        <button type="button" class="rush-look" aria-expanded={open === key} onClick={() => setOpen(open === key ? null : key)}>
          {w.lookAgain}
        </button>
        {open === key ? (
          <div class="rush-again">
            {said ? <p>{said}</p> : null}
            <TableHost
              position={s.before}
              seat={LEARNER}
              interactive={false}
              lastMove={s.coming.piles}
              highlights={{ waiting: s.coming.waiting?.pile ?? null }}
              announce={`${moveText(s, lang)}.`}
              label={w.boardLabel}
              lang={lang}
            />
            <p class="rush-again-links">
              {puzzle ? <a href={localized(`/puzzles/${puzzle}/`, lang)}>{w.openPuzzle}</a> : null} <a href={shareUrl(s.before)}>{w.analyse}</a>
            </p>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <div ref={root}>
      {rows.misses.length ? (
        <>
          <h3>{w.yourMistakes}</h3>
          <ol class="rush-mistakes">
            {rows.misses.map(({ shown: s }, i) => (
              <li key={i} data-item={s.item.id}>
                <strong>{moveText(s, lang)}.</strong> {s.stop ? w.letError({ why: why(s.stop) }) : w.calledLegal} {again(`miss-${i}`, s, null)}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>{w.noMistakes}</p>
      )}
      {rows.slowest.length ? (
        <>
          <h3>{w.slowest}</h3>
          <ol class="rush-slowest">
            {rows.slowest.map(({ answer, shown: s }, i) => (
              <li key={i} data-item={s.item.id} data-ms={answer.ms}>
                <strong>{moveText(s, lang)}.</strong> {w.took({ seconds: answer.ms / 1000 })} {again(`slow-${i}`, s, s.stop ? w.rightStop({ why: why(s.stop) }) : w.rightLegal)}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
