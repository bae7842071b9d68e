/**
 * The rules a board is played under, named above it: "Standard rules", or a badge saying
 * "House rules" (words, not a colour alone) with the preset's name and what it changes, and a
 * link to the lesson that teaches the rules at stake.
 */
import type { RulesSpec } from '../engine';
import type { Learn } from '../puzzles/themes';
import { lowerFirst, rulesWords } from './rules';

export function RulesLine({ spec, lesson }: { readonly spec: RulesSpec; readonly lesson: Learn | null }) {
  const w = rulesWords(spec);
  return (
    <p class={`rules-line ${w.standard ? 'standard' : 'house'}`} data-rules={w.standard ? 'standard' : 'house'}>
      {w.standard ? (
        <strong>Standard rules.</strong>
      ) : (
        <>
          <span class="house-badge">House rules</span> <strong>Not the standard rules: {w.name}</strong>
          {w.about ? ` — ${lowerFirst(w.about)}` : '.'}
        </>
      )}
      {lesson ? (
        <>
          {' '}
          <span class="rules-lesson">
            Lesson: <a href={lesson.href}>{lesson.label}</a>
          </span>
        </>
      ) : null}
    </p>
  );
}
