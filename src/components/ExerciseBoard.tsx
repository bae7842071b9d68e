/**
 * One exercise of a lesson: a board, a task, the engine's verdict as feedback, a retry,
 * and the answer saved in the learner's progress. An exercise played under a house rule
 * names its rules above the board and has a switch that judges the same table and the same
 * move under the standard rules instead, so the learner sees what the house rule changes.
 */
import { useEffect, useState } from 'preact/hooks';
import { parseMove, pileRefOf, positionAfter, samePile, verdict, type Move, type PileRef, type Position } from '../engine';
import { accepts, LEARNER, pileRef } from '../lessons/exercise';
import { keepAnswer, loadProgress, solved } from '../records/lessons';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import type { Exercise } from '../lessons/schema';
import type { Highlights } from './Board';
import { prefetchExplanations, stopTeller, type StopTeller } from './explanations';
import { Calls, Feedback } from './Feedback';
import { TableHost } from './TableHost';
import { judged, trialMarks, useTable, type Trial } from './use-table';
import { movedFrom, stopPiles } from './aids';

import { RulesBar } from './RulesBar';
import { ShareLink } from './ShareLink';
import './exercise.css';
import { sequenceWords } from '../telling/moves';
import type { Locale } from '../i18n/locales';
import { lessonWords } from '../i18n/lessons';
import { pileWords } from '../telling/words';

type Words = ReturnType<typeof lessonWords>;

/** What the learner did: the pile pointed at, the move tried (judged on the table), or the call on the move shown; and under which rules (a house-rule board's switch). */
type Answer = ({ kind: 'point'; pile: PileRef } | { kind: 'play'; trial: Trial } | { kind: 'judge'; stop: boolean }) & { readonly standard: boolean };
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

/**
 * The learner's answer judged on `start` (the exercise's table under the rules switched on), by the engine, told in the
 * learner's language with `tell` (fetched with the first answer). A move tried is the table host's trial; under the other
 * rules of the switch it is judged again.
 */
function outcomeOf(e: Exercise, start: Position, a: Answer, shownMove: Move | null, tell: StopTeller, lang: Locale): Outcome {
  const w = lessonWords(lang);
  if (a.kind === 'point') {
    const right = e.kind === 'point' && e.piles.some((name) => samePile(pileRef(name), a.pile));
    return { right, title: right ? w.right : w.notThatOne, text: right && e.kind === 'point' ? e.success[lang] : w.thatIs({ pile: pileWords(a.pile, LEARNER, lang) }), ruling: null, after: start, marks: {} };
  }
  if (a.kind === 'play') {
    const t = a.trial.before === start ? a.trial : { ...judged(start, a.trial.move), tell };
    const v = t.verdict;
    // A stopped card goes back where it was (its pile marked); a legal move is shown played.
    if (!v.legal) {
      const why = tell(v, false);
      return { right: false, title: w.stop, text: why, ruling: w.stopBecause({ why }), after: start, marks: { culprit: trialMarks(t).culprit ?? null } };
    }
    if (e.kind === 'play' && accepts(e, t.move, start.rules)) return { right: true, title: w.right, text: e.success[lang], ruling: w.noStop, after: t.after, marks: {} };
    return { right: false, title: w.legalNotAnswer, text: w.legalNotAnswerText, ruling: w.noStop, after: t.after, marks: {} };
  }
  const v = verdict(start, shownMove!);
  const right = !v.legal === a.stop;
  const title = right ? (a.stop ? w.wellCalled : w.rightNoStop) : a.stop ? w.wasLegal : w.shouldHaveCalled;
  // Once called, the board shows what follows: a legal move played, a stopped one taken back with its correction made.
  const after = positionAfter(start, shownMove!, v);
  if (v.legal) return { right, title, text: w.letGoRight, ruling: w.noStop, after, marks: {} };
  const why = tell(v);
  return { right, title, text: why, ruling: w.stopBecause({ why }), after, marks: { fix: stopPiles(start, shownMove!, v.correction).fix } };
}

/** The move a judge exercise shows, told from the learner's seat: "B: 5♦ from house 4 to house 8". */
function proposedWords(p: Position, m: Move, w: Words, lang: Locale): string {
  const who = p.toMove;
  if (m.kind === 'turn') return w.turned({ who });
  if (m.kind === 'pass') return w.passed({ who });
  return w.moved({ who, move: sequenceWords(p, [m], LEARNER, lang) });
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

/** Where a step stands in its lesson: "Step 3 of 10". */
export interface StepNo {
  readonly n: number;
  readonly of: number;
}

/**
 * A step's table as the engine read it when the site was built (so the page ships no position
 * reader), and on a house-rule board the same table under the standard rules, when they allow it.
 */
export interface StepTables {
  readonly position: Position;
  readonly standardPosition?: Position | null;
}

export default function ExerciseBoard({ exercise: e, step, house = null, position: own, standardPosition = null, lang }: { exercise: Exercise; step: StepNo; house?: HouseRule | null; lang: Locale } & StepTables) {
  const w = lessonWords(lang);
  const switchable = standardPosition !== null;
  const [standard, setStandard] = useState(false);
  const startOf = (std: boolean) => (std && standardPosition ? standardPosition : own);
  const start = startOf(standard);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Why a move is stopped, in the learner's words: fetched with the first answer, not with the page.
  const [tell, setTell] = useState<StopTeller | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    setDone(solved(loadProgress(browserStore()).progress, e.id));
  }, [e.id]);

  const judged = e.kind === 'judge' ? parseMove(e.move, own.rules) : null;
  const shownMove = judged?.ok ? judged.value : null;
  // The answer judged under the rules it was given under; and, once the switch has changed the
  // rules, the same answer judged again under the rules now on: the verdict changes in front of the learner.
  const outcome = answer && tell ? outcomeOf(e, startOf(answer.standard), answer, shownMove, tell, lang) : null;
  const other = answer && tell && answer.standard !== standard ? outcomeOf(e, start, answer, shownMove, tell, lang) : null;
  const shown = other ?? outcome;

  function give(a: Answer) {
    void stopTeller(LEARNER, lang).then((told) => {
      // The task is set under the exercise's own rules: an answer under the standard rules is a comparison, not kept.
      if (!a.standard) {
        const right = outcomeOf(e, start, a, shownMove, told, lang).right;
        keepAnswer(browserStore(), e.id, right);
        if (right) setDone(true);
        // A wrong move is taken back at once: the board stays live for the next try, the answer's words stay until then.
        else table.takeBack();
      }
      setTell(() => told);
      setAnswer(a);
    });
  }

  const table = useTable({ position: start, seat: LEARNER, lang, onTrial: (trial) => give({ kind: 'play', trial, standard }) });
  const retry = () => {
    table.takeBack();
    setAnswer(null);
  };

  function call(stop: boolean) {
    if (e.kind !== 'judge' || answer || !shownMove) return;
    give({ kind: 'judge', stop, standard });
  }

  const settled = shown?.right === true;
  // A judged move is shown played, or taken back with its correction; a wrong try is taken back, its card's pile marked.
  const board = shown && (settled || e.kind === 'judge') ? shown.after : start;
  // The move to judge marked where it starts, as the words say: a hand turn at the mover's hand.
  const highlights: Highlights = shown
    ? shown.marks
    : shownMove?.kind === 'move'
      ? { culprit: movedFrom(start, shownMove), fix: [pileRefOf(start, shownMove.to)] }
      : shownMove?.kind === 'turn'
        ? { culprit: { kind: 'hand', player: start.toMove } }
        : {};
  // An answer under the house rule is told as on any board (the bar names the rules); one under the standard rules says so.
  const feedbackText = outcome && answer?.standard ? w.underStandard({ text: outcome.text }) : outcome?.text ?? '';
  const otherRuling = other?.ruling ? `${w.under({ standard })} ${other.ruling}` : null;
  const proposed = shownMove ? `${proposedWords(start, shownMove, w, lang)}.` : null;
  const said = otherRuling ?? (outcome ? `${outcome.title} ${feedbackText}` : proposed ?? '');
  const announce = switchable ? `${w.judgedUnder({ standard })} ${said}` : said;

  return (
    <section class={`exercise ${done ? 'done' : ''}`} aria-labelledby={`${e.id}-task`} data-exercise={e.id} onPointerDownCapture={prefetchExplanations} onKeyDownCapture={prefetchExplanations}>
      <p class="task" id={`${e.id}-task`}>
        <span class="badge">{done ? `${w.step(step)} · ${w.solved}` : w.step(step)}</span> {e.prompt[lang]}
      </p>
      {house ? <RulesBar w={w} id={e.id} house={house.name} standard={standard} why={house.why} onSwitch={() => setStandard(!standard)} /> : null}
      {proposed ? <p class="proposed">{proposed}</p> : null}
      <TableHost
        table={table}
        seat={LEARNER}
        lang={lang}
        position={board}
        interactive={!settled && e.kind !== 'judge'}
        onPoint={e.kind === 'point' ? (pile) => !settled && give({ kind: 'point', pile, standard }) : undefined}
        highlights={highlights}
        announce={announce}
        label={w.boardLabel({ prompt: e.prompt[lang] })}
      />
      {e.kind === 'judge' && !outcome ? (
        <div class="calls">
          <Calls onCall={call} lang={lang} />
        </div>
      ) : null}
      {outcome ? (
        <Feedback right={outcome.right} title={outcome.title} text={feedbackText} onRetry={retry} lang={lang}>
          {answer!.standard ? <p class="compare">{w.notCounted}</p> : null}
          {switchable && !other && outcome.ruling ? <p class="compare">{w.compare}</p> : null}
        </Feedback>
      ) : null}
      {otherRuling ? (
        <p class={`ruling ${standard ? 'standard' : 'house'}`}>
          <strong>{w.under({ standard })}</strong> {other!.ruling}
        </p>
      ) : null}
      <ShareLink position={board} lang={lang} />
    </section>
  );
}
