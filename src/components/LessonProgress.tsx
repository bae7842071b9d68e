/** The lessons index with the learner's progress read from this browser. */
import { useEffect, useState } from 'preact/hooks';
import { emptyProgress, loadProgress, solved, type Progress } from '../records/lessons';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import type { LessonItem } from '../lessons/catalogue';
import { lessonWords } from '../i18n/lessons';
import { localized, type Locale } from '../i18n/locales';

export default function LessonProgress({ lessons, lang }: { lessons: LessonItem[]; lang: Locale }) {
  const w = lessonWords(lang);
  const [progress, setProgress] = useState<Progress>(emptyProgress());
  useEffect(() => {
    setProgress(loadProgress(browserStore()).progress);
  }, []);
  return (
    <>
      <ol class="lessons">
        {lessons.map((l) => {
          const done = l.exercises.filter((id) => solved(progress, id)).length;
          const complete = l.exercises.length > 0 && done === l.exercises.length;
          return (
            <li key={l.slug} class={complete ? 'complete' : ''} data-lesson={l.slug}>
              <a href={localized(`/lessons/${l.slug}/`, lang)}>{l.title}</a>
              <span class="progress">{complete ? w.done : w.count({ done, total: l.exercises.length })}</span>
              <p>{l.summary}</p>
            </li>
          );
        })}
      </ol>
    </>
  );
}
