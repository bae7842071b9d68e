/**
 * The learner's progress through the course, read from this browser, on the lessons index: each
 * lesson's steps solved, where to continue, and a reset of one lesson (asked first, the others
 * kept). A lesson's page shows its own (./LessonStatus).
 */
import { useState } from 'preact/hooks';
import { firstUnsolved, solved } from '../records/lessons';
import { Reset, useProgress } from './LessonReset';
import type { LessonItem } from '../lessons/catalogue';
import { lessonWords } from '../i18n/lessons';
import { localized, type Locale } from '../i18n/locales';
import './lesson-progress.css';

const stepHref = (slug: string, id: string | null, lang: Locale) => localized(`/lessons/${slug}/`, lang) + (id ? `#${id}` : '');

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
