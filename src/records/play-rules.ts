/**
 * The rules a game on the play page is played under: a preset, and the house rules chosen on
 * top of it (the family rules: RULE_OPTIONS marked `family`). The settings keep the preset and
 * only the house rules that differ from it; the address writes them as
 * `house=<flag>,-<flag>` (on, or off) and `<choice option>=<value>` (falseStopPenalty=points).
 */
import { parseRules, PRESETS, RULE_OPTIONS, type OptionId, type RuleOption, type RulesSpec, type RuleSet } from '../engine';

export type HouseRules = { readonly [K in OptionId]?: RuleSet[K] };

/** The options offered as house rules, in the engine's order. */
export const FAMILY: readonly RuleOption[] = (RULE_OPTIONS as readonly RuleOption[]).filter((o) => o.family);

/** The address's parameters that choose house rules. */
export const HOUSE_PARAMS = ['house', ...FAMILY.filter((o) => o.kind !== 'flag').map((o) => o.id)];

const presetOptions = (preset: string): HouseRules => PRESETS.find((p) => p.id === preset)?.options ?? {};

/** The game's rules: the preset's id when no house rule changes it, else its options with the house rules over them (implied options stay implied). */
export function playRules(preset: string, house: HouseRules | undefined): RulesSpec {
  return house && Object.keys(house).length ? { ...presetOptions(preset), ...house } : preset;
}

/** Each family option's value under a preset and house rules, for the controls. */
export function houseValue(preset: string, house: HouseRules | undefined, o: RuleOption): unknown {
  return house?.[o.id] ?? presetOptions(preset)[o.id] ?? o.standard;
}

/** The house rules kept for a preset: only those that differ from it, so that choosing the preset's own value clears the choice. */
export function houseFor(preset: string, house: HouseRules): HouseRules | undefined {
  const kept = Object.entries(house).filter(([id, v]) => v !== (presetOptions(preset)[id as OptionId] ?? FAMILY.find((o) => o.id === id)?.standard));
  return kept.length ? (Object.fromEntries(kept) as HouseRules) : undefined;
}

/** House rules read from a save: family options with allowed values, which the engine accepts with the preset; null otherwise. */
export function readHouse(preset: string, v: unknown): HouseRules | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const fits = Object.entries(v).every(([id, value]) => FAMILY.some((o) => o.id === id && (o.values as readonly unknown[]).includes(value)));
  return fits && parseRules(playRules(preset, v as HouseRules)).ok ? (v as HouseRules) : null;
}

/** House rules from the address; `bad` is the text that could not be read. */
export function houseFromAddress(q: URLSearchParams, preset: string): { readonly house: HouseRules | undefined } | { readonly bad: string } {
  const chosen: Record<string, unknown> = {};
  for (const item of (q.get('house') ?? '').split(',').filter(Boolean)) {
    const id = item.replace(/^-/, '');
    if (!FAMILY.some((o) => o.id === id && o.kind === 'flag')) return { bad: item };
    chosen[id] = !item.startsWith('-');
  }
  for (const o of FAMILY.filter((o) => o.kind !== 'flag' && q.has(o.id))) {
    const text = q.get(o.id)!;
    const value = o.values.find((v) => String(v) === text);
    if (value === undefined) return { bad: `${o.id}=${text}` };
    chosen[o.id] = value;
  }
  const house = readHouse(preset, chosen);
  return house ? { house: houseFor(preset, house) } : { bad: q.get('house') ?? '' };
}
