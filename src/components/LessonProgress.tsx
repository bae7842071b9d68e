/**
 * The learner's progress through the course, read from this browser: on the lessons index, each
 * lesson's steps solved, where to continue, and a reset of one lesson (asked first, the others
 * kept); on a lesson's page (`LessonStatus`), the same for that lesson.
 */
import { useEffect, useState } from 'preact/hooks';
import { emptyProgress, firstUnsolved, forget, loadProgress, saveProgress, solved, type Progress } from '../records/lessons';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import type { LessonItem } from '../lessons/catalogue';
import { lessonWords } from '../i18n/lessons';
import { localized, type Locale } from '../i18n/locales';
import './lesson-progress.css';

const stepHref = (slug: string, id: string | null, lang: Locale) => localized(`/lessons/${slug}/`, lang) + (id ? `#${id}` : '');

function useProgress(): [Progress, (p: Progress) => void] {
  const [progress, setProgress] = useState<Progress>(emptyProgress());
  useEffect(() => setProgress(loadProgress(browserStore()).progress), []);
  return [progress, (p) => (saveProgress(browserStore(), p), setProgress(p))];
}

/** One lesson's reset, asked before anything is forgotten. */
function Reset({ lesson, progress, onReset, lang }: { lesson: LessonItem; progress: Progress; onReset: (p: Progress) => void; lang: Locale }) {
  const w = lessonWords(lang);
  const [asking, setAsking] = useState(false);
  if (!lesson.exercises.some((id) => progress.exercises[id])) return null;
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

export default function LessonProgress({ lessons, lang }: { lessons: LessonItem[]; lang: Locale }) {
  const w = lessonWords(lang);
  const [progress, keep] = useProgress();
  const [said, setSaid] = useState('');
  const next = lessons.map((l) => ({ l, id: firstUnsolved(progress, l.exercises) })).find((x) => x.id !== null);
  const started = Object.keys(progress.exercises).length > 0;
  return (
    <>
      <p class="continue">
        {next ? <a href={stepHref(next.l.slug, started ? next.id : null, lang)}>{started ? w.continueAt({ lesson: next.l.title }) : w.startCourse}</a> : w.courseDone}
      </p>
      <p class="sr-only" role="status">
        {said}
      </p>
      <ol class="lessons">
        {lessons.map((l) => {
          const done = l.exercises.filter((id) => solved(progress, id)).length;
          const complete = l.exercises.length > 0 && done === l.exercises.length;
          return (
            <li key={l.slug} class={complete ? 'complete' : ''} data-lesson={l.slug}>
              <a href={localized(`/lessons/${l.slug}/`, lang)}>{l.title}</a>
              <span class="progress">{complete ? w.done : w.count({ done, total: l.exercises.length })}</span>
              <p>{l.summary}</p>
              <Reset lesson={l} progress={progress} lang={lang} onReset={(p) => (keep(p), setSaid(w.resetDone({ lesson: l.title })))} />
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** A lesson's own progress, on its page: steps solved, the first step left, and its reset (the page starts again from its first step). */
export function LessonStatus({ lesson, lang }: { lesson: LessonItem; lang: Locale }) {
  const w = lessonWords(lang);
  const [progress, keep] = useProgress();
  const done = lesson.exercises.filter((id) => solved(progress, id)).length;
  const next = firstUnsolved(progress, lesson.exercises);
  return (
    <p class="lesson-status">
      <span class="progress">{done === lesson.exercises.length ? w.done : w.count({ done, total: lesson.exercises.length })}</span>{' '}
      {done > 0 && next ? <a href={`#${next}`}>{w.continueAt({ lesson: w.stepOf({ n: lesson.exercises.indexOf(next) + 1 }) })}</a> : null}{' '}
      <Reset lesson={lesson} progress={progress} lang={lang} onReset={(p) => (keep(p), location.reload())} />
    </p>
  );
}
