/**
 * What a rule option or a preset changes, in a sentence, and the line above a board that says it: apart from the rules' names
 * (./rules.ts), so that a table's turn line ("rules: Strict") loads the names alone, not the sentences (src/i18n/rules-about).
 */
import { isStandard, type OptionId, type RulesSpec } from '../engine';
import { rulesAboutText } from '../i18n/rules-about';
import type { en } from '../i18n/rules-about/en';
import type { Locale } from '../i18n/locales';
import { rulesText } from '../i18n/rules';
import { presetName, presetOf, rulesInWords } from './rules';

/** What an option that verdicts or Stop calls read changes, in a sentence; '' for the options that shape the deal or the table. */
export const optionAbout = (id: OptionId, locale: Locale): string => rulesAboutText(locale).options[id as keyof typeof en.options] ?? '';
/** What a preset changes, in a sentence. */
export const presetAbout = (id: string, locale: Locale): string => rulesAboutText(locale).presets[id as keyof typeof en.presets] ?? '';

export interface RulesWords {
  readonly standard: boolean;
  /** "Standard rules", a preset's name ("Lenient"), or the options that differ. */
  readonly name: string;
  /** What a preset changes, in the preset's words; null when there is nothing to add. */
  readonly about: string | null;
}

/** A table's rules named for a person: standard or not, a name, and what a preset changes. */
export function rulesWords(spec: RulesSpec, locale: Locale): RulesWords {
  if (isStandard(spec)) return { standard: true, name: rulesText(locale).line.standard, about: null };
  const preset = presetOf(spec);
  if (preset) return { standard: false, name: presetName(preset.id, locale), about: presetAbout(preset.id, locale) };
  return { standard: false, name: rulesInWords(spec, locale), about: null };
}

/** The first letter lowered, for a sentence that goes on after a dash: "you may turn…". */
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** The line above a board, in words: written when the page is built for a fixed table, so that page ships no rules catalog. */
export interface RulesLineWords {
  readonly standard: boolean;
  /** "House rules", a badge in words rather than a colour alone; shown only off the standard rules. */
  readonly badge: string;
  readonly text: string;
  /** The words before the link to the lesson that teaches these rules. */
  readonly lesson: string;
}

export function rulesLine(spec: RulesSpec, locale: Locale): RulesLineWords {
  const w = rulesWords(spec, locale);
  const line = rulesText(locale).line;
  const text = w.standard ? line.standardLine : `${line.notStandard({ name: w.name })}${w.about ? ` — ${lowerFirst(w.about)}` : '.'}`;
  return { standard: w.standard, badge: line.badge, text, lesson: line.lesson };
}
