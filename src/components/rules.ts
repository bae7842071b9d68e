/** A table's rules named for a person, from the engine's presets and the house-rules table's words: never restated here. */
import { isStandard, PRESETS, type RulesSpec } from '../engine';
import { rulesInWords } from '../share/rules-words';

export interface RulesWords {
  readonly standard: boolean;
  /** "Standard rules", a preset's name ("Lenient"), or the options that differ. */
  readonly name: string;
  /** What a preset changes, in the preset's words; null when there is nothing to add. */
  readonly about: string | null;
}

export function rulesWords(spec: RulesSpec): RulesWords {
  if (isStandard(spec)) return { standard: true, name: 'Standard rules', about: null };
  const preset = typeof spec === 'string' ? PRESETS.find((p) => p.id === spec) : undefined;
  if (preset) return { standard: false, name: preset.name, about: preset.about };
  return { standard: false, name: rulesInWords(spec), about: null };
}

/** The first letter lowered, for a sentence that goes on after a dash: "you may turn…". */
export const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
