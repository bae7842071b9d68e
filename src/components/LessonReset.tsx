/** The learner's lesson progress as a page holds it, and one lesson's reset, asked before anything is forgotten. */
import { useEffect, useState } from 'preact/hooks';
import { emptyProgress, forget, loadProgress, saveProgress, type Progress } from '../records/lessons';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import type { LessonItem } from '../lessons/catalogue';
import { lessonWords } from '../i18n/lessons';
import type { Locale } from '../i18n/locales';
import './lesson-progress.css';

export function useProgress(): [Progress, (p: Progress) => void] {
  const [progress, setProgress] = useState<Progress>(emptyProgress());
  useEffect(() => setProgress(loadProgress(browserStore()).progress), []);
  return [progress, (p) => (saveProgress(browserStore(), p), setProgress(p))];
}

/** One lesson's reset, asked before anything is forgotten. */
export function Reset({ lesson, progress, onReset, lang }: { lesson: LessonItem; progress: Progress; onReset: (p: Progress) => void; lang: Locale }) {
  const w = lessonWords(lang);
  const [asking, setAsking] = useState(false);
  // With nothing to forget the button keeps its room, unseen, so that the page never moves when progress is read.
  if (!lesson.exercises.some((id) => progress.exercises[id]))
    return (
      <button type="button" class="reset" style={{ visibility: 'hidden' }} tabIndex={-1} aria-hidden="true">
        {w.reset}
      </button>
    );
  return asking ? (
    <span class="reset-ask" role="group" aria-label={w.reset}>
      <span>{w.resetAsk({ lesson: lesson.title, n: lesson.exercises.length })}</span>{' '}
      <button type="button" ref={(el) => el?.focus()} onClick={() => (setAsking(false), onReset(forget(progress, lesson.exercises)))}>
        {w.resetYes}
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        {w.resetNo}
      </button>
    </span>
  ) : (
    <button type="button" class="reset" onClick={() => setAsking(true)}>
      {w.reset}
    </button>
  );
}
