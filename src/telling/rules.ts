/**
 * Rule sets in words, in each language: an option's or a preset's name, a rule set as a
 * person would say it, and the line above a board. The options and presets themselves are
 * the engine's (RULE_OPTIONS, PRESETS); only their words live here.
 */
import { FALSE_CALL_POINTS, PRESETS, type FalseStopPenalty, type OptionId, type Preset, type RulesSpec } from '../engine';
import type { Locale } from '../i18n/locales';
import { rulesText } from '../i18n/rules';
import type { en } from '../i18n/rules/en';

export const optionName = (id: OptionId, locale: Locale): string => rulesText(locale).options[id];

/** The preset a rule set is, if it is one. */
export const presetOf = (spec: RulesSpec): Preset | undefined => (typeof spec === 'string' ? PRESETS.find((p) => p.id === spec) : undefined);
const presetWords = (id: string, locale: Locale) => rulesText(locale).presets[id as keyof typeof en.presets];

/** A preset's name ("Lenient", « Souple »); an unknown id is shown as given. */
export const presetName = (id: string, locale: Locale): string => presetWords(id, locale)?.name ?? id;

/** What a false Stop call costs under a value of the rule, in words: "the caller's next turn". */
export function falseStopCost(penalty: FalseStopPenalty, locale: Locale): string {
  const w = rulesText(locale).falseStopPenalty;
  return penalty === 'points' ? w.points({ points: FALSE_CALL_POINTS }) : w[penalty];
}

/** One value of a choice option in words: "the caller's next turn", "by a cut". */
export function valueWords(id: OptionId, value: unknown, locale: Locale): string {
  if (id === 'falseStopPenalty') return falseStopCost(value as FalseStopPenalty, locale);
  if (id === 'firstPlayer') return rulesText(locale).firstPlayer[value as keyof typeof en.firstPlayer] ?? String(value);
  return String(value);
}

/** Each option of a rule set that differs, in words: "strict loading on", "reserve of 11". */
function changesInWords(options: Exclude<RulesSpec, string>, locale: Locale): string[] {
  const w = rulesText(locale);
  return Object.entries(options).map(([key, value]) => {
    if (typeof value === 'boolean') return w.optionSet({ option: w.options[key as OptionId] ?? key, on: value });
    if (key === 'reserveSize') return w.reserveOf({ n: Number(value) });
    if (key === 'pack') return w.packs({ single: value === 'single' });
    if (key === 'players') return w.playersCount({ n: Number(value) });
    if (key === 'falseStopPenalty') return w.falseStopPenaltyIs({ cost: valueWords(key, value, locale) });
    return w.firstPlayerIs({ how: valueWords(key as OptionId, value, locale) });
  });
}

/** A rule set as a person would say it: "Strict", or "Standard, with strict loading on, reserve of 11". */
export function rulesInWords(spec: RulesSpec, locale: Locale): string {
  const w = rulesText(locale);
  if (typeof spec === 'string') return presetName(spec, locale);
  const parts = changesInWords(spec, locale);
  return parts.length ? w.standardWith({ changes: w.list({ items: parts }) }) : w.standard;
}

/** A preset with house rules over it: "CrapetteSolver, with lone card stays on". */
export function presetWithWords(preset: string, house: Exclude<RulesSpec, string>, locale: Locale): string {
  if (preset === 'standard') return rulesInWords(house, locale);
  const w = rulesText(locale);
  const parts = changesInWords(house, locale);
  return parts.length ? w.presetWith({ name: presetName(preset, locale), changes: w.list({ items: parts }) }) : presetName(preset, locale);
}
