/**
 * A lesson step played on the turn machine: a whole turn, a watched turn, or the guided game.
 * The island opens with the board as its machine starts it, drawn when the site was built (its
 * children), and fetches the machine (./TurnBoard, with XState) as it starts, so the lesson page
 * opens light.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Position } from '../engine';
import { keepAnswer, loadProgress, solved } from '../records/lessons';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import type { Locale } from '../i18n/locales';
import { lessonWords } from '../i18n/lessons';
import type { StepNo } from './ExerciseBoard';
import type { TurnExercise } from './TurnBoard';
import './exercise.css';

type View = typeof import('./TurnBoard').TurnBoard;

export default function TurnStep({ exercise: e, step, position: start, lang, children }: { exercise: TurnExercise; step: StepNo; position: Position; lang: Locale; children?: ComponentChildren }) {
  const w = lessonWords(lang);
  const [View, setView] = useState<View | null>(null);
  const [done, setDone] = useState(false);
  // Starting again is a new machine, from the step's own table.
  const [round, setRound] = useState(0);
  useEffect(() => {
    setDone(solved(loadProgress(browserStore()).progress, e.id));
    void import('./TurnBoard').then((m) => setView(() => m.TurnBoard));
  }, [e.id]);
  const answer = (right: boolean) => {
    keepAnswer(browserStore(), e.id, right);
    if (right) setDone(true);
  };

  return (
    <section class={`exercise turn-step ${e.kind} ${done ? 'done' : ''}`} aria-labelledby={`${e.id}-task`} data-exercise={e.id}>
      <p class="task" id={`${e.id}-task`}>
        <span class="badge">{done ? `${w.step(step)} · ${w.solved}` : w.step(step)}</span> {e.prompt[lang]}
      </p>
      {View ? <View key={round} exercise={e} start={start} lang={lang} onAnswer={answer} onRestart={() => setRound(round + 1)} /> : children}
    </section>
  );
}
