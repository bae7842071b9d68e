/**
 * A lesson's board steps as islands that open as the site drew them and fetch their live board at
 * the learner's first use (./FirstUse): the lesson page opens without the engine's judging. A step
 * the learner has solved comes alive at once, to show it solved.
 */
import type { ComponentProps, ComponentChildren } from 'preact';
import { loadProgress, solved } from '../records/lessons';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import type ChoiceStep from './ChoiceStep';
import type ExerciseBoard from './ExerciseBoard';
import { FirstUse, type Unreachable } from './FirstUse';

const solvedStep = (id: string) => () => solved(loadProgress(browserStore()).progress, id);

export function ExerciseOnUse({ children, unreachable, ...props }: ComponentProps<typeof ExerciseBoard> & { unreachable: Unreachable; children?: ComponentChildren }) {
  return (
    <FirstUse load={() => import('./ExerciseBoard').then((m) => m.default)} props={props} unreachable={unreachable} liveAtOnce={solvedStep(props.exercise.id)}>
      {children}
    </FirstUse>
  );
}

export function ChoiceOnUse({ children, unreachable, ...props }: ComponentProps<typeof ChoiceStep> & { unreachable: Unreachable; children?: ComponentChildren }) {
  return (
    <FirstUse load={() => import('./ChoiceStep').then((m) => m.default)} props={props} unreachable={unreachable} liveAtOnce={solvedStep(props.exercise.id)}>
      {children}
    </FirstUse>
  );
}
