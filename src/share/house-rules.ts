/**
 * The house-rules table: the same position judged under every preset and with each rule
 * option changed on its own, so players see which house rule makes the difference. Every
 * row asks the engine; nothing here knows a rule.
 */
import type { Move } from '../engine/moves';
import { parsePosition, positionJSON } from '../engine/interchange';
import type { Position } from '../engine/position';
import { moveSteps, priorities, type Step } from '../engine/priorities';
import type { Reason } from '../engine/reasons';
import { IMPLIED, layoutOf, PRESETS, STANDARD, type RuleSet, type RulesSpec } from '../engine/variants';
import { OPTIONS } from './rules-words';
import { legalMoves, ruleOf, verdict, type Rule, type Why } from '../engine/verdict';

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

export { rulesInWords } from './rules-words';

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
function under(p: Position, spec: RulesSpec): Position | string {
  const read = parsePosition({ ...positionJSON(p), rules: spec });
  if (read.ok) return read.value;
  const given = spec as Record<string, unknown>;
  const lost = IMPLIED.find(([by, implies]) => (by in given ? given[by] : p.rules[by]) && implies.some((o) => given[o] === false));
  if (lost) return `${nameOf(lost[0])} brings ${lost[1].filter((o) => given[o] === false).map((o) => nameOf(o).toLowerCase()).join(', ')} with it: it cannot be switched off alone.`;
  return 'The cards on this table could not lie this way under these rules.';
}

const nameOf = (key: string) => OPTIONS.find((o) => o.key === key)?.name ?? key;

/** A table in words: "two packs, 2 players, 8 houses". */
function table(r: Pick<RuleSet, 'pack' | 'players'>): string {
  const l = layoutOf(r);
  return `${r.pack === 'single' ? 'one pack' : 'two packs'}, ${l.players} players, ${l.houses} houses`;
}

/** Options that only shape the deal: no verdict reads them (tests/share/house-rules.test.ts checks it). */
export const DEAL_ONLY = 'These only decide the deal; once the cards are out they change no ruling.';

const same = (a: Ruling, b: Ruling) => JSON.stringify(a) === JSON.stringify(b);

/** Only the options that differ from the standard game, as a position writes its rules. */
const specOf = (r: RuleSet): RulesSpec =>
  Object.fromEntries(Object.entries(r).filter(([k, v]) => STANDARD[k as keyof RuleSet] !== v));

/** The table: each ruling in codes and facts, for the board to tell its reader. */
export function houseRules(p: Position, move: Move | null): Row[] {
  const own = rule(p, move);
  const rows: Row[] = [{ name: 'These rules', about: 'The rules the position was shared with.', ruling: own, differs: false }];
  const row = (name: string, about: string, spec: RulesSpec) => {
    const q = under(p, spec);
    const ruling: Ruling = typeof q === 'string' ? { kind: 'not-applicable', why: q } : rule(q, move);
    rows.push({ name, about, ruling, differs: ruling.kind !== 'not-applicable' && !same(ruling, own) });
  };
  for (const preset of PRESETS) {
    const theirs = { pack: preset.options.pack ?? STANDARD.pack, players: preset.options.players ?? STANDARD.players };
    if (theirs.pack !== p.rules.pack || theirs.players !== p.rules.players)
      rows.push({ name: preset.name, about: preset.about, ruling: { kind: 'not-applicable', why: `It is played on another table (${table(theirs)}); this position is on ${table(p.rules)}.` }, differs: false });
    else row(preset.name, preset.about, preset.options);
  }
  const base = specOf(p.rules) as Record<string, unknown>;
  for (const { key, name } of OPTIONS) {
    const on = !p.rules[key];
    // An option implied by another that stays on cannot be switched off: the engine says so, and the row shows it.
    row(`${name}: ${on ? 'on' : 'off'}`, on ? `The position's rules with ${name.toLowerCase()} added.` : `The position's rules without ${name.toLowerCase()}.`, { ...base, [key]: on });
  }
  rows.push({ name: 'Reserve size, who begins', about: 'How many cards each reserve is dealt, and who plays first.', ruling: { kind: 'not-applicable', why: DEAL_ONLY }, differs: false });
  return rows;
}
