/**
 * One turn of the "Is there a Stop?" deck on a board (StopOrNot fetches this file with the
 * engine once the page has opened): B's moves one at a time, each shown on the table before
 * it and told in words, with Stop! and Let it go, as a Stop puzzle shows them (PuzzleBoard); the
 * first move is on show at once, as the learner has asked for the turn (Start, or Next).
 * The turn ends at the first answer that settles it: Stop! (right on the error, a false call on
 * a legal move), an error let go (a miss), or the last move let go (right when every move was
 * legal). Then right or wrong, why in words, and what the deck adds (the rating, Next): no retry,
 * as the deck is rated. How many moves a turn has is never said: in every turn only the last
 * move can be an error (a puzzle's error ends it), so knowing which is last would give it away.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { DeckAnswer, DeckTurn } from '../puzzles/deck';
import type { BoardData } from '../puzzles/pages';
import { LEARNER, startOf, stepsOf } from '../puzzles/puzzle';
import { cardName } from '../telling/words';
import { comingMove, moveLine, moveWords, stopPiles } from './aids';
import type { Highlights } from './Board';
import { prefetchExplanations, stopTeller } from './explanations';
import { Calls } from './Feedback';
import { bringIntoView } from './in-view';
import { RulesLine } from './RulesLine';
import { TableHost } from './TableHost';
import './exercise.css';
import './trainer.css';
import { deckWords } from '../i18n/deck';
import type { Locale } from '../i18n/locales';
import { puzzleLiveWords } from '../i18n/puzzle-live';

interface Outcome {
  readonly right: boolean;
  readonly title: string;
  readonly text: string;
  readonly highlights: Highlights;
}

interface Props {
  readonly lang: Locale;
  /** The item's puzzle as /puzzles/<id>.json serves it, in the page's language. */
  readonly data: BoardData;
  /** The item: the puzzle's moves, whole or cut before its error. */
  readonly turn: DeckTurn;
  /** Told once, when the turn is answered. */
  readonly onAnswer: (answer: DeckAnswer) => void;
  /** Shown with the answer: the rating and Next. */
  readonly children?: ComponentChildren;
}

export default function StopOrNotBoard({ lang, data, turn, onAnswer, children }: Props) {
  const w = deckWords(lang);
  const live = puzzleLiveWords(lang);
  const z = data.puzzle;
  const start = useMemo(() => startOf(z), [z]);
  const steps = useMemo(() => stepsOf({ position: z.position, moves: turn.moves }, start), [z, turn, start]);
  const [shown, setShown] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** An error let pass, waiting for its explanation: calls meanwhile are not taken. */
  const explaining = useRef(false);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    bringIntoView(root.current?.querySelector('.proposed'), root.current?.querySelector('.calls'));
  }, [shown]);
  // The turn opens with the focus on its calls, as the button that asked for it is gone.
  useEffect(() => root.current?.querySelector<HTMLElement>('.calls button')?.focus({ preventScroll: true }), []);
  // The answer takes the focus as it appears: Next, which the page puts in it.
  useEffect(() => {
    if (outcome) root.current?.querySelector<HTMLElement>('.feedback .next-turn')?.focus();
  }, [outcome]);

  function answer(kind: DeckAnswer['kind'], o: Outcome) {
    setOutcome(o);
    onAnswer({ item: turn.id, reason: turn.error?.reason ?? null, right: kind === null, kind });
  }

  const step = steps[shown]!;

  function call(stop: boolean) {
    if (outcome || explaining.current) return;
    const v = step.verdict;
    const marks = stopPiles(step.before, step.move, v.legal ? [] : v.correction);
    if (stop && !v.legal) return answer(null, { right: true, title: w.caught, text: z.explanation, highlights: marks });
    if (stop) return answer('falseCall', { right: false, title: w.falseCall, text: w.falseCallWhy, highlights: { culprit: marks.culprit } });
    if (!v.legal) {
      explaining.current = true;
      void stopTeller(LEARNER, lang).then((tell) => {
        explaining.current = false;
        answer('missed', { right: false, title: w.missed, text: tell(v), highlights: marks });
      });
      return;
    }
    if (shown < steps.length - 1) return setShown(shown + 1);
    // A whole puzzle without error explains why its tempting moves stand; a turn cut before an error has only its moves.
    answer(null, { right: true, title: w.passed, text: turn.id === z.id ? z.explanation : w.allLegal, highlights: {} });
  }

  // B's move is shown on the table before it, marked and told in words: a table after it would give an error away.
  const coming = outcome ? null : comingMove(step.before, step.move);
  const announce = outcome ? `${outcome.title} ${outcome.text}` : `${moveLine(step.before, step.move, LEARNER, lang)}.`;
  return (
    <section class="exercise puzzle deck-turn" aria-labelledby="deck-task" data-turn={turn.id} ref={root} onPointerDownCapture={prefetchExplanations} onKeyDownCapture={prefetchExplanations}>
      <p class="task" id="deck-task">
        {w.task}
      </p>
      <RulesLine line={data.rulesLine} lesson={data.rulesLesson} />
      {/* Kept after the answer, naming the move answered. */}
      <p class="proposed">
        {coming?.waiting
          ? live.bMoveWaiting({ n: shown + 1, move: moveWords(step.before, step.move, LEARNER, lang), card: cardName(coming.waiting.card, lang) })
          : live.bMove({ n: shown + 1, move: moveWords(step.before, step.move, LEARNER, lang) })}
      </p>
      <TableHost
        seat={LEARNER}
        lang={lang}
        position={step.before}
        interactive={false}
        highlights={outcome?.highlights ?? { waiting: coming?.waiting?.pile ?? null }}
        lastMove={coming?.piles ?? null}
        announce={announce}
        label={w.label}
      />
      {outcome ? (
        <div class={`feedback ${outcome.right ? 'right' : 'wrong'}`} role="status" data-right={outcome.right ? 'yes' : 'no'}>
          <p>
            <strong>{outcome.title}</strong> {outcome.text}
          </p>
          {children}
        </div>
      ) : (
        <div class="calls">
          <Calls onCall={call} lang={lang} />
        </div>
      )}
    </section>
  );
}
