/**
 * One puzzle on a board. A compulsory puzzle takes any move the learner tries and judges
 * it; a stop puzzle shows B's moves one at a time, with Stop! and Let it go after each.
 * A wrong answer says why, offers a retry and counts as a miss in the learner's record.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { moveBetween, play, verdict, type PileRef, type Position } from '../engine';
import { LEARNER, startOf, stepsOf } from '../puzzles/puzzle';
import { loadRecord, recordAnswer, saveRecord } from '../puzzles/record';
import type { Puzzle } from '../puzzles/schema';
import type { Learn } from '../puzzles/themes';
import { moveLine, moveWords, stopPiles } from './aids';
import { Board, type Highlights } from './Board';
import { Calls, Feedback } from './Feedback';
import { ShareLink } from './ShareLink';
import './exercise.css';

interface Outcome {
  readonly right: boolean;
  readonly title: string;
  readonly text: string;
  readonly position: Position;
  readonly highlights: Highlights;
}

interface Props {
  readonly puzzle: Puzzle;
  /** The lessons that teach what the puzzle trains, shown once it is solved. */
  readonly learn: readonly Learn[];
  /** The UTC date when this is the daily puzzle: the answer counts for that day too. */
  readonly daily?: string;
  /** Told after each answer is saved. */
  readonly onAnswered?: () => void;
}

export default function PuzzleBoard({ puzzle: z, learn, daily, onAnswered }: Props) {
  const start = useMemo(() => startOf(z), [z]);
  const steps = useMemo(() => (z.kind === 'stop' ? stepsOf(z, start) : []), [z, start]);
  // Stop puzzles: the move on show, or -1 before the first.
  const [shown, setShown] = useState(-1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [solved, setSolved] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    const { record, note } = loadRecord();
    setSolved(record.puzzles[z.id]?.solved === true);
    setNote(note);
  }, [z.id]);

  function answer(o: Outcome) {
    const { record } = loadRecord();
    saveRecord(recordAnswer(record, z.id, o.right, daily));
    if (o.right) setSolved(true);
    setOutcome(o);
    onAnswered?.();
  }

  function attempt(from: PileRef, to: PileRef | null) {
    if (z.kind !== 'compulsory' || outcome) return;
    const move = moveBetween(start, from, to);
    if (!move) return;
    const v = verdict(start, move, undefined, LEARNER);
    if (v.legal) return answer({ right: true, title: 'Right.', text: z.explanation, position: play(start, move), highlights: {} });
    answer({ right: false, title: 'Stop!', text: `${v.explanation} (${v.rule})`, position: start, highlights: stopPiles(start, move, v.correction) });
  }

  const step = shown >= 0 ? steps[shown] : undefined;
  const table = outcome?.position ?? step?.after ?? step?.before ?? start;

  function call(stop: boolean) {
    if (!step || outcome) return;
    const v = step.verdict;
    const marks = stopPiles(step.before, step.move, v.legal ? [] : v.correction);
    if (stop && !v.legal) return answer({ right: true, title: 'Well called.', text: z.explanation, position: table, highlights: marks });
    if (stop) return answer({ right: false, title: 'That move was legal.', text: 'It breaks no rule, so calling Stop was a false alarm. Watch again.', position: table, highlights: { culprit: marks.culprit } });
    if (!v.legal) return answer({ right: false, title: 'You let an error pass.', text: `${v.explanation} (${v.rule})`, position: table, highlights: marks });
    if (shown < steps.length - 1) return setShown(shown + 1);
    answer({ right: true, title: 'Right: no error.', text: z.explanation, position: table, highlights: {} });
  }

  const retry = () => {
    setOutcome(null);
    setShown(-1);
  };

  const announce = outcome ? `${outcome.title} ${outcome.text}` : step ? `${moveLine(step.before, step.move, LEARNER)}.` : '';
  return (
    <section class={`exercise puzzle ${solved ? 'done' : ''}`} aria-labelledby={`${z.id}-task`} data-puzzle={z.id}>
      <p class="task" id={`${z.id}-task`}>
        <span class="badge">{solved ? 'Solved ✓' : z.kind === 'stop' ? 'Call the Stop' : 'Find the move'}</span>{' '}
        {z.kind === 'compulsory'
          ? 'You are A, at the bottom. Make the move the rules require of you now: drag or click a card, or click your hand to turn it.'
          : 'You are A. B is to move: watch each of B’s moves and call Stop at the first error, or let every move go if there is none.'}
      </p>
      {note ? <p class="note">{note}</p> : null}
      {step && !outcome ? (
        <p class="proposed">
          B’s move {shown + 1}: {moveWords(step.before, step.move, LEARNER)}
        </p>
      ) : null}
      <Board
        position={table}
        you={LEARNER}
        interactive={z.kind === 'compulsory' && !outcome}
        onAttempt={attempt}
        highlights={outcome?.highlights ?? {}}
        announce={announce}
        label={`Puzzle board: ${z.title}`}
      />
      {z.kind === 'stop' && !outcome ? (
        <div class="calls">
          {step ? (
            <Calls onCall={call} />
          ) : (
            <button type="button" onClick={() => setShown(0)}>
              Show B’s first move
            </button>
          )}
        </div>
      ) : null}
      {outcome ? (
        <Feedback right={outcome.right} title={outcome.title} text={outcome.text} onRetry={retry}>
          {outcome.right && learn.length ? (
            <p>
              Learn more:{' '}
              {learn.map((l, i) => (
                <>
                  {i ? ', ' : ''}
                  <a href={l.href}>{l.label}</a>
                </>
              ))}
            </p>
          ) : null}
        </Feedback>
      ) : null}
      <ShareLink position={table} />
    </section>
  );
}
