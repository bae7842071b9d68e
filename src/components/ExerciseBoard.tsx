/**
 * One exercise of a lesson: a board, a task, the engine's verdict as feedback, a retry,
 * and the answer saved in the learner's progress. An exercise played under a house rule
 * names its rules above the board and has a switch that judges the same table and the same
 * move under the standard rules instead, so the learner sees what the house rule changes.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { formatMove, moveBetween, parseMove, pileRefName, pileRefOf, play, samePile, verdict, type Move, type PileRef, type Position } from '../engine';
import { LEARNER, pileRef, positionOf, standardPositionOf } from '../lessons/exercise';
import { browserStore, loadProgress, recordAnswer, saveProgress, solved } from '../lessons/progress';
import type { Exercise } from '../lessons/schema';
import { moveLine, stopPiles } from './aids';
import { Board, type Highlights } from './Board';
import { Calls, Feedback } from './Feedback';
import { ShareLink } from './ShareLink';
import './exercise.css';
import type { Locale } from '../i18n/locales';

/** What the learner did: the pile pointed at, the move tried, or the call on the move shown; and under which rules (a house-rule board's switch). */
type Answer = ({ kind: 'point'; pile: PileRef } | { kind: 'play'; move: Move } | { kind: 'judge'; stop: boolean }) & { readonly standard: boolean };
interface Outcome {
  readonly right: boolean;
  readonly title: string;
  readonly text: string;
  /** The engine's verdict on the move in words ("Stop! …" or "No Stop: …"); null for pointing at a pile. */
  readonly ruling: string | null;
  /** The table after the answer: a legal move played, a stopped one taken back. */
  readonly after: Position;
  readonly marks: Highlights;
}

const NO_STOP = 'no Stop, the move breaks no rule.';

/** The learner's answer judged on `start` (the exercise's table under the rules switched on), by the engine. */
function outcomeOf(e: Exercise, start: Position, a: Answer, shownMove: Move | null): Outcome {
  if (a.kind === 'point') {
    const right = e.kind === 'point' && e.piles.some((name) => samePile(pileRef(name), a.pile));
    return { right, title: right ? 'Right.' : 'Not that one.', text: right && e.kind === 'point' ? e.success : `That is ${pileRefName(a.pile, LEARNER)}. Try again.`, ruling: null, after: start, marks: {} };
  }
  if (a.kind === 'play') {
    const v = verdict(start, a.move, undefined, LEARNER);
    // A stopped card goes back where it was; a legal move is shown played.
    if (!v.legal) return { right: false, title: 'Stop!', text: v.explanation, ruling: `Stop! ${v.explanation}`, after: start, marks: stopPiles(start, a.move, []) };
    const after = play(start, a.move);
    if (e.kind === 'play' && e.accept.includes(formatMove(a.move))) return { right: true, title: 'Right.', text: e.success, ruling: NO_STOP, after, marks: {} };
    return { right: false, title: 'Legal, but not the answer.', text: 'That move breaks no rule, but it is not what this task asks for.', ruling: NO_STOP, after, marks: {} };
  }
  const v = verdict(start, shownMove!, undefined, LEARNER);
  const right = !v.legal === a.stop;
  const title = right ? (a.stop ? 'Well called.' : 'Right: no Stop.') : a.stop ? 'That was a legal move.' : 'You should have called Stop.';
  const ruling = v.legal ? NO_STOP : `Stop! ${v.explanation} (${v.rule})`;
  return { right, title, text: v.legal ? 'The move breaks no rule: letting it go is right.' : `${v.explanation} (${v.rule})`, ruling, after: start, marks: {} };
}

/**
 * A board under a house rule: its rules in words ("Standard, with strict loading on"), and why
 * the switch to the standard rules is not offered, or null when it is. Worked out when the site
 * is built (Exercise.astro), so the page ships no words for rule sets.
 */
export interface HouseRule {
  readonly name: string;
  readonly why: string | null;
}

const rulesWords = (standard: boolean) => (standard ? 'the standard rules' : 'the house rule');

export default function ExerciseBoard({ exercise: e, house = null, lang }: { exercise: Exercise; house?: HouseRule | null; lang: Locale }) {
  const own = useMemo(() => positionOf(e.position), [e]);
  // The same table under the standard rules, on a house-rule board whose table the standard rules allow.
  const standardTable = useMemo(() => (house && house.why === null ? standardPositionOf(e.position) : null), [e, house]);
  const switchable = standardTable?.ok === true;
  const [standard, setStandard] = useState(false);
  const startOf = (std: boolean) => (std && standardTable?.ok ? standardTable.value : own);
  const start = startOf(standard);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [done, setDone] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    const loaded = loadProgress(browserStore());
    setDone(solved(loaded.progress, e.id));
    setNote(loaded.note);
  }, [e.id]);

  const judged = e.kind === 'judge' ? parseMove(e.move, own.rules) : null;
  const shownMove = judged?.ok ? judged.value : null;
  // The answer judged under the rules it was given under; and, once the switch has changed the
  // rules, the same answer judged again under the rules now on: the verdict changes in front of the learner.
  const outcome = answer ? outcomeOf(e, startOf(answer.standard), answer, shownMove) : null;
  const other = answer && answer.standard !== standard ? outcomeOf(e, start, answer, shownMove) : null;
  const shown = other ?? outcome;

  function give(a: Answer) {
    // The task is set under the exercise's own rules: an answer under the standard rules is a comparison, not kept.
    if (!a.standard) {
      const right = outcomeOf(e, start, a, shownMove).right;
      const store = browserStore();
      saveProgress(store, recordAnswer(loadProgress(store).progress, e.id, right));
      if (right) setDone(true);
    }
    setAnswer(a);
  }

  function attempt(from: PileRef, to: PileRef | null) {
    if (answer) return;
    if (e.kind === 'point') return give({ kind: 'point', pile: from, standard });
    if (e.kind !== 'play') return;
    const move = moveBetween(start, from, to);
    if (move) give({ kind: 'play', move, standard });
  }

  function call(stop: boolean) {
    if (e.kind !== 'judge' || answer || !shownMove) return;
    give({ kind: 'judge', stop, standard });
  }

  const highlights: Highlights = shown?.marks.culprit ? shown.marks : shownMove?.kind === 'move' ? { culprit: pileRefOf(start, shownMove.from), fix: [pileRefOf(start, shownMove.to)] } : {};
  // An answer under the house rule is told as on any board (the bar names the rules); one under the standard rules says so.
  const feedbackText = outcome && answer?.standard ? `Under the standard rules: ${outcome.text}` : outcome?.text ?? '';
  const otherRuling = other?.ruling ? `Under ${rulesWords(standard)}: ${other.ruling}` : null;
  const said = otherRuling ?? (outcome ? `${outcome.title} ${feedbackText}` : shownMove ? `${moveLine(start, shownMove, LEARNER)}.` : '');
  const announce = switchable ? `${standard ? 'Judged under the standard rules.' : 'Judged under the house rule.'} ${said}` : said;

  return (
    <section class={`exercise ${done ? 'done' : ''}`} aria-labelledby={`${e.id}-task`} data-exercise={e.id}>
      <p class="task" id={`${e.id}-task`}>
        <span class="badge">{done ? 'Solved ✓' : 'Exercise'}</span> {e.prompt}
      </p>
      {note ? <p class="note">{note}</p> : null}
      {house ? <RulesBar id={e.id} house={house.name} standard={standard} why={house.why ?? (standardTable?.ok === false ? standardTable.why : null)} onSwitch={() => setStandard(!standard)} /> : null}
      {shownMove ? <p class="proposed">{moveLine(start, shownMove, LEARNER)}.</p> : null}
      <Board
        position={shown ? shown.after : start}
        you={LEARNER}
        interactive={!outcome && e.kind !== 'judge'}
        pointing={e.kind === 'point'}
        onAttempt={attempt}
        highlights={highlights}
        announce={announce}
        label={`Exercise board: ${e.prompt}`}
        lang={lang}
      />
      {e.kind === 'judge' && !outcome ? (
        <div class="calls">
          <Calls onCall={call} lang={lang} />
        </div>
      ) : null}
      {outcome ? (
        <Feedback right={outcome.right} title={outcome.title} text={feedbackText} onRetry={() => setAnswer(null)} lang={lang}>
          {answer!.standard ? <p class="compare">This answer was judged under the standard rules, so it does not count for the exercise: turn “Judge under the standard rules” off and try again.</p> : null}
          {switchable && !other && outcome.ruling ? <p class="compare">Now press “Judge under the standard rules” above the board to see how the standard game judges the same move.</p> : null}
        </Feedback>
      ) : null}
      {otherRuling ? (
        <p class={`ruling ${standard ? 'standard' : 'house'}`}>
          <strong>Under {rulesWords(standard)}:</strong> {other!.ruling}
        </p>
      ) : null}
      <ShareLink position={shown ? shown.after : start} lang={lang} />
    </section>
  );
}

interface RulesBarProps {
  readonly id: string;
  /** The exercise's rules in words: "Standard, with strict loading on". */
  readonly house: string;
  readonly standard: boolean;
  /** Why the switch is not offered, or null when it is. */
  readonly why: string | null;
  readonly onSwitch: () => void;
}

/** The rules a variant board is played under, marked as a house rule, and the switch to the standard rules. */
function RulesBar({ id, house, standard, why, onSwitch }: RulesBarProps) {
  const said = (std: boolean) =>
    std ? (
      <>
        <span class="rules-tag">Standard rules</span> Rules on this board: <strong>Standard</strong>. The house rule is switched off.
      </>
    ) : (
      <>
        <span class="rules-tag">House rule</span> Rules on this board: <strong>{house}</strong>, a house rule added to the standard game.
      </>
    );
  return (
    <div class={`rules-bar ${standard ? 'standard' : 'house'}`}>
      {/* The other wording stays in place, unseen, so that the board below never moves when the switch is pressed. */}
      <p class="rules-now">
        <span id={`${id}-rules`}>{said(standard)}</span>
        {why === null ? (
          <span class="spare" aria-hidden="true">
            {said(!standard)}
          </span>
        ) : null}
      </p>
      {why === null ? (
        <button type="button" role="switch" class="rules-switch" aria-checked={standard} aria-describedby={`${id}-rules`} onClick={onSwitch}>
          <span class="track" aria-hidden="true">
            <span class="knob" />
          </span>
          Judge under the standard rules
        </button>
      ) : (
        <p class="rules-why">No switch to the standard rules here: {why}</p>
      )}
    </div>
  );
}
