/**
 * One exercise of a lesson: a board, a task, the engine's verdict as feedback, a retry,
 * and the answer saved in the learner's progress.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { formatMove, moveBetween, parseMove, pileRefName, pileRefOf, play, samePile, verdict, type PileRef, type Player, type Position } from '../engine';
import { pileRef, positionOf } from '../lessons/exercise';
import { browserStore, loadProgress, recordAnswer, saveProgress, solved } from '../lessons/progress';
import type { Exercise } from '../lessons/schema';
import { moveLine } from './aids';
import { Board } from './Board';
import { Calls, Feedback } from './Feedback';
import { ShareLink } from './ShareLink';
import './exercise.css';

type Outcome = { right: boolean; title: string; text: string } | null;

/** The learner sits as A, at the bottom: feedback says "you" of A and names B. */
const LEARNER: Player = 'A';

export default function ExerciseBoard({ exercise: e }: { exercise: Exercise }) {
  const start = useMemo(() => positionOf(e.position), [e]);
  const [position, setPosition] = useState<Position>(start);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [done, setDone] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    const loaded = loadProgress(browserStore());
    setDone(solved(loaded.progress, e.id));
    setNote(loaded.note);
  }, [e.id]);

  function answer(right: boolean, title: string, text: string) {
    const store = browserStore();
    const next = recordAnswer(loadProgress(store).progress, e.id, right);
    saveProgress(store, next);
    if (right) setDone(true);
    setOutcome({ right, title, text });
  }

  const judged = e.kind === 'judge' ? parseMove(e.move, start.rules) : null;
  const shownMove = judged?.ok ? judged.value : null;

  function attempt(from: PileRef, to: PileRef | null) {
    if (outcome) return;
    if (e.kind === 'point') {
      const right = e.piles.some((name) => samePile(pileRef(name), from));
      return answer(right, right ? 'Right.' : 'Not that one.', right ? e.success : `That is ${pileRefName(from, LEARNER)}. Try again.`);
    }
    if (e.kind !== 'play') return;
    const move = moveBetween(position, from, to);
    if (!move) return;
    const v = verdict(start, move, undefined, LEARNER);
    // A stopped card goes back where it was; a legal move is shown played.
    if (!v.legal) return answer(false, 'Stop!', v.explanation);
    setPosition(play(start, move));
    if (e.accept.includes(formatMove(move))) return answer(true, 'Right.', e.success);
    answer(false, 'Legal, but not the answer.', 'That move breaks no rule, but it is not what this task asks for.');
  }

  function call(stop: boolean) {
    if (e.kind !== 'judge' || outcome || !shownMove) return;
    const v = verdict(start, shownMove, undefined, LEARNER);
    const right = !v.legal === stop;
    const why = v.legal ? 'The move breaks no rule: letting it go was right.' : `${v.explanation} (${v.rule})`;
    answer(right, right ? (stop ? 'Well called.' : 'Right: no Stop.') : stop ? 'That was a legal move.' : 'You should have called Stop.', why);
  }

  const retry = () => {
    setPosition(start);
    setOutcome(null);
  };

  const highlights = shownMove?.kind === 'move' ? { culprit: pileRefOf(start, shownMove.from), fix: [pileRefOf(start, shownMove.to)] } : {};
  const announce = outcome ? `${outcome.title} ${outcome.text}` : shownMove ? `${moveLine(start, shownMove, LEARNER)}.` : '';

  return (
    <section class={`exercise ${done ? 'done' : ''}`} aria-labelledby={`${e.id}-task`} data-exercise={e.id}>
      <p class="task" id={`${e.id}-task`}>
        <span class="badge">{done ? 'Solved ✓' : 'Exercise'}</span> {e.prompt}
      </p>
      {note ? <p class="note">{note}</p> : null}
      {shownMove ? <p class="proposed">{moveLine(start, shownMove, LEARNER)}.</p> : null}
      <Board
        position={position}
        you={LEARNER}
        interactive={!outcome && e.kind !== 'judge'}
        pointing={e.kind === 'point'}
        onAttempt={attempt}
        highlights={highlights}
        announce={announce}
        label={`Exercise board: ${e.prompt}`}
      />
      {e.kind === 'judge' && !outcome ? (
        <div class="calls">
          <Calls onCall={call} />
        </div>
      ) : null}
      {outcome ? <Feedback {...outcome} onRetry={retry} /> : null}
      <ShareLink position={position} />
    </section>
  );
}

