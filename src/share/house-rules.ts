/**
 * The house-rules table: the same position judged under every preset and with each rule
 * option changed on its own, so players see which house rule makes the difference. Every
 * row asks the engine; nothing here knows a rule.
 */
import {
  IMPLIED,
  layoutOf,
  legalMoves,
  moveSteps,
  parsePosition,
  positionJSON,
  PRESETS,
  priorities,
  RULE_OPTIONS,
  ruleOf,
  STANDARD,
  verdict,
  type Move,
  type OptionId,
  type Position,
  type Reason,
  type Rule,
  type RuleSet,
  type RulesSpec,
  type Step,
  type Why,
} from '../engine';
import type { Locale } from '../i18n/locales';
import { optionAbout, optionName, presetAbout, presetName } from '../telling/rules';
import { rulesText } from '../i18n/rules';

/** What one rule set says: about the move tried, or (no move) which moves are compulsory. */
export type Ruling =
  | { readonly kind: 'legal' }
  | { readonly kind: 'stop'; readonly reason: Reason; readonly rule: Rule; readonly why: Why }
  /** The compulsory moves, one step each. */
  | { readonly kind: 'compulsory'; readonly moves: readonly Step[]; readonly reason: Reason }
  | { readonly kind: 'free'; readonly moves: number }
  | { readonly kind: 'not-applicable'; readonly why: string };

export interface Row {
  readonly name: string;
  /** What the row's rules change, in words. */
  readonly about: string;
  readonly ruling: Ruling;
  /** True when the ruling is not the one of the position's own rules. */
  readonly differs: boolean;
}

function rule(p: Position, move: Move | null): Ruling {
  if (move) {
    const v = verdict(p, move);
    return v.legal ? { kind: 'legal' } : { kind: 'stop', reason: v.reason, rule: ruleOf(v), why: v.why };
  }
  const pr = priorities(p);
  if (pr.forcedBy) return { kind: 'compulsory', moves: pr.forced.flatMap((m) => moveSteps(p, [m])), reason: pr.forcedBy };
  return { kind: 'free', moves: legalMoves(p, pr).length };
}

/** The position under other rules, or why it cannot be read under them, in words. */
function under(p: Position, spec: RulesSpec, locale: Locale): Position | string {
  const read = parsePosition({ ...positionJSON(p), rules: spec });
  if (read.ok) return read.value;
  const given = spec as Record<string, unknown>;
  const lost = IMPLIED.find(([by, implies]) => (by in given ? given[by] : p.rules[by]) && implies.some((o) => given[o] === false));
  const t = rulesText(locale).table;
  if (lost) return t.implied({ option: optionName(lost[0], locale), implied: lost[1].filter((o) => given[o] === false).map((o) => optionName(o, locale)) });
  return t.cannotLie;
}

/** A table in words: "two packs, 2 players, 8 houses". */
function table(r: Pick<RuleSet, 'pack' | 'players'>, locale: Locale): string {
  const l = layoutOf(r);
  return rulesText(locale).table.tableWords({ single: r.pack === 'single', players: l.players, houses: l.houses });
}

/** The options a row turns on and off one at a time: those verdicts read (the others shape the deal or the table). */
const PLAY_OPTIONS = RULE_OPTIONS.filter((o) => o.shapes === 'play').map((o) => o.id as OptionId);

const same = (a: Ruling, b: Ruling) => JSON.stringify(a) === JSON.stringify(b);

/** Only the options that differ from the standard game, as a position writes its rules. */
const specOf = (r: RuleSet): RulesSpec =>
  Object.fromEntries(Object.entries(r).filter(([k, v]) => STANDARD[k as keyof RuleSet] !== v));

/** The table in `locale`: rows named in words, each ruling in codes and facts for the board to tell its reader. */
export function houseRules(p: Position, move: Move | null, locale: Locale): Row[] {
  const t = rulesText(locale).table;
  const own = rule(p, move);
  const rows: Row[] = [{ name: t.ownName, about: t.ownAbout, ruling: own, differs: false }];
  const row = (name: string, about: string, spec: RulesSpec) => {
    const q = under(p, spec, locale);
    const ruling: Ruling = typeof q === 'string' ? { kind: 'not-applicable', why: q } : rule(q, move);
    rows.push({ name, about, ruling, differs: ruling.kind !== 'not-applicable' && !same(ruling, own) });
  };
  for (const preset of PRESETS) {
    const theirs = { pack: preset.options.pack ?? STANDARD.pack, players: preset.options.players ?? STANDARD.players };
    const [name, about] = [presetName(preset.id, locale), presetAbout(preset.id, locale)];
    if (theirs.pack !== p.rules.pack || theirs.players !== p.rules.players)
      rows.push({ name, about, ruling: { kind: 'not-applicable', why: t.otherTable({ theirs: table(theirs, locale), ours: table(p.rules, locale) }) }, differs: false });
    else row(name, about, preset.options);
  }
  const base = specOf(p.rules) as Record<string, unknown>;
  for (const key of PLAY_OPTIONS) {
    const on = !p.rules[key];
    const option = optionName(key, locale);
    // An option implied by another that stays on cannot be switched off: the engine says so, and the row shows it.
    // Turned on, the row also says what the option changes.
    row(t.optionRow({ option, on }), on ? `${t.optionAbout({ option, on })} ${optionAbout(key, locale)}` : t.optionAbout({ option, on }), { ...base, [key]: on });
  }
  // The options that only shape the deal: no verdict reads them (tests/share/house-rules.test.ts checks it).
  rows.push({ name: t.dealName, about: t.dealAbout, ruling: { kind: 'not-applicable', why: t.dealOnly }, differs: false });
  return rows;
}
