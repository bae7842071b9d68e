/**
 * A lesson step played on the turn machine: a whole turn, a watched turn, or the guided game.
 * The island opens with the table drawn and its buttons in place, and fetches the machine
 * (./TurnBoard, with XState) as it starts, so the lesson page opens light.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { LEARNER, positionOf } from '../lessons/exercise';
import { keepAnswer, loadProgress, solved } from '../records/lessons';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import type { Locale } from '../i18n/locales';
import { lessonWords } from '../i18n/lessons';
import type { StepNo } from './ExerciseBoard';
import { TableHost } from './TableHost';
import { PhaseLine, TurnButtons, WatchButtons } from './TurnControls';
import type { TurnExercise } from './TurnBoard';
import './exercise.css';

type View = typeof import('./TurnBoard').TurnBoard;
const ignore = () => undefined;

export default function TurnStep({ exercise: e, step, lang }: { exercise: TurnExercise; step: StepNo; lang: Locale }) {
  const w = lessonWords(lang);
  const [View, setView] = useState<View | null>(null);
  const [done, setDone] = useState(false);
  // Starting again is a new machine, from the step's own table.
  const [round, setRound] = useState(0);
  useEffect(() => {
    setDone(solved(loadProgress(browserStore()).progress, e.id));
    void import('./TurnBoard').then((m) => setView(() => m.TurnBoard));
  }, [e.id]);
  const start = useMemo(() => positionOf(e.position), [e]);
  const answer = (right: boolean) => {
    keepAnswer(browserStore(), e.id, right);
    if (right) setDone(true);
  };

  return (
    <section class={`exercise turn-step ${e.kind} ${done ? 'done' : ''}`} aria-labelledby={`${e.id}-task`} data-exercise={e.id}>
      <p class="task" id={`${e.id}-task`}>
        <span class="badge">{done ? `${w.step(step)} · ${w.solved}` : w.step(step)}</span> {e.prompt[lang]}
      </p>
      {View ? (
        <View key={round} exercise={e} lang={lang} onAnswer={answer} onRestart={() => setRound(round + 1)} />
      ) : (
        <div class="turn-board">
          <PhaseLine phase={null} text="" lang={lang} />
          <TableHost seat={LEARNER} lang={lang} position={start} interactive={false} label={w.boardLabel({ prompt: e.prompt[lang] })} />
          {e.kind === 'watch' ? (
            <WatchButtons next={false} call={false} onNext={ignore} onCall={ignore} lang={lang} />
          ) : (
            <TurnButtons live={false} turned={false} onAction={ignore} lang={lang} />
          )}
        </div>
      )}
    </section>
  );
}
