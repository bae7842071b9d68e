/** A lesson's own progress, on its page: steps solved, where to continue, and its reset. */
import { firstUnsolved, solved } from '../records/lessons';
import type { LessonItem } from '../lessons/catalogue';
import { lessonWords } from '../i18n/lessons';
import type { Locale } from '../i18n/locales';
import { Reset, useProgress } from './LessonReset';

/** The page starts again from its first step once the lesson is reset. */
export default function LessonStatus({ lesson, lang }: { lesson: LessonItem; lang: Locale }) {
  const w = lessonWords(lang);
  const [progress, keep] = useProgress();
  const done = lesson.exercises.filter((id) => solved(progress, id)).length;
  const next = firstUnsolved(progress, lesson.exercises);
  return (
    <p class="lesson-status">
      <span class="progress">{done === lesson.exercises.length ? w.done : w.count({ done, total: lesson.exercises.length })}</span>{' '}
      {/* The link keeps its room, unseen, until there is somewhere to continue: the page never moves when progress is read. */}
      <a href={`#${next ?? lesson.exercises[0]}`} style={done > 0 && next ? undefined : { visibility: 'hidden' }} tabIndex={done > 0 && next ? undefined : -1} aria-hidden={done > 0 && next ? undefined : 'true'}>
        {w.continueAt({ lesson: w.stepOf({ n: lesson.exercises.indexOf(next ?? lesson.exercises[0]!) + 1 }) })}
      </a>{' '}
      <Reset lesson={lesson} progress={progress} lang={lang} onReset={(p) => (keep(p), location.reload())} />
    </p>
  );
}
