/**
 * The rules a board is played under, named above it: "Standard rules", or a badge saying
 * "House rules" (words, not a colour alone) with the preset's name and what it changes, and a
 * link to the lesson that teaches the rules at stake. The words come made (`rulesLine`), at
 * build time where the table is fixed.
 */
import type { RulesLineWords } from '../telling/rules-about';
import type { Learn } from '../puzzles/themes';

export function RulesLine({ line, lesson }: { readonly line: RulesLineWords; readonly lesson: Learn | null }) {
  return (
    <p class={`rules-line ${line.standard ? 'standard' : 'house'}`} data-rules={line.standard ? 'standard' : 'house'}>
      {line.standard ? null : (
        <>
          <span class="house-badge">{line.badge}</span>{' '}
        </>
      )}
      <strong>{line.text}</strong>
      {lesson ? (
        <>
          {' '}
          <span class="rules-lesson">
            {line.lesson} <a href={lesson.href}>{lesson.label}</a>
          </span>
        </>
      ) : null}
    </p>
  );
}
