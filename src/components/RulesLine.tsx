/**
 * The rules a board is played under, named above it: "Standard rules", or a badge saying
 * "House rules" (words, not a colour alone) with the preset's name and what it changes, and a
 * link to the lesson that teaches the rules at stake.
 */
import type { RulesSpec } from '../engine';
import { lowerFirst, RULES, rulesWords } from '../i18n/rules';
import type { Locale } from '../i18n/locales';
import type { Learn } from '../puzzles/themes';

export function RulesLine({ spec, lesson, lang }: { readonly spec: RulesSpec; readonly lesson: Learn | null; readonly lang: Locale }) {
  const w = rulesWords(spec, lang);
  const line = RULES[lang].line;
  return (
    <p class={`rules-line ${w.standard ? 'standard' : 'house'}`} data-rules={w.standard ? 'standard' : 'house'}>
      {w.standard ? (
        <strong>{line.standardLine}</strong>
      ) : (
        <>
          <span class="house-badge">{line.badge}</span> <strong>{line.notStandard({ name: w.name })}</strong>
          {w.about ? ` — ${lowerFirst(w.about)}` : '.'}
        </>
      )}
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
