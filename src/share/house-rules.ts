/**
 * The house-rules table: the same position judged under every preset and with each rule
 * option changed on its own, so players see which house rule makes the difference. Every
 * row asks the engine; nothing here knows a rule, nor a word: the analysis board tells the rows
 * in its reader's language (src/components/house-rules-words.ts).
 */
import {
  layoutOf,
  legalMoves,
  moveSteps,
  PRESETS,
  priorities,
  RULE_OPTIONS,
  ruleOf,
  STANDARD,
  stopRuleOn,
  underRules,
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

/** A table as a rule set lays it out: one pack or two, the players, the houses. */
export interface TableShape {
  readonly single: boolean;
  readonly players: number;
  readonly houses: number;
}

/** Why a row's rules cannot judge the position: by a code and its facts, for the board to tell in words. */
export type NotApplicable =
  /** The rules are played on another table than the position's. */
  | { readonly code: 'other-table'; readonly theirs: TableShape; readonly ours: TableShape }
  /** The row turns off options (`implied`) that another option the position keeps (`option`) brings with it. */
  | { readonly code: 'implied'; readonly option: OptionId; readonly implied: readonly OptionId[] }
  /** The cards could not lie this way under the row's rules. */
  | { readonly code: 'cannot-lie' }
  /** The row's options only decide the deal: no ruling reads them. */
  | { readonly code: 'deal-only' };

/** What one rule set says: about the move tried, or (no move) which moves are compulsory. */
export type Ruling =
  | { readonly kind: 'legal' }
  | { readonly kind: 'stop'; readonly reason: Reason; readonly rule: Rule; readonly why: Why }
  /** A move the rules do not allow under rules without the Stop (`stopRuleOn` false): nobody calls Stop, the move is refused. */
  | { readonly kind: 'refused'; readonly reason: Reason; readonly rule: Rule; readonly why: Why }
  /** The compulsory moves, one step each. */
  | { readonly kind: 'compulsory'; readonly moves: readonly Step[]; readonly reason: Reason }
  | { readonly kind: 'free'; readonly moves: number }
  | { readonly kind: 'not-applicable'; readonly why: NotApplicable };

/** The rules a row judges under: the position's own, a preset, the position's with one option turned on or off, or the options that only shape the deal. */
export type RowRules =
  | { readonly kind: 'own' }
  | { readonly kind: 'preset'; readonly preset: string }
  | { readonly kind: 'option'; readonly option: OptionId; readonly on: boolean }
  | { readonly kind: 'deal' };

export interface Row {
  readonly rules: RowRules;
  readonly ruling: Ruling;
  /** True when the ruling is not the one of the position's own rules. */
  readonly differs: boolean;
}

function rule(p: Position, move: Move | null): Ruling {
  if (move) {
    const v = verdict(p, move);
    return v.legal ? { kind: 'legal' } : { kind: stopRuleOn(p.rules) ? 'stop' : 'refused', reason: v.reason, rule: ruleOf(v), why: v.why };
  }
  const pr = priorities(p);
  if (pr.forcedBy) return { kind: 'compulsory', moves: pr.forced.flatMap((m) => moveSteps(p, [m])), reason: pr.forcedBy };
  return { kind: 'free', moves: legalMoves(p, pr).length };
}

const shapeOf = (r: RuleSet): TableShape => {
  const l = layoutOf(r);
  return { single: r.pack === 'single', players: l.players, houses: l.houses };
};

/** The ruling under other rules, or why those rules cannot judge this table. */
function ruleUnder(p: Position, move: Move | null, spec: RulesSpec): Ruling {
  const q = underRules(p, spec);
  if (q.ok) return rule(q.value, move);
  if (q.code === 'other-table') return { kind: 'not-applicable', why: { code: 'other-table', theirs: shapeOf(q.rules), ours: shapeOf(p.rules) } };
  if (q.code === 'implied') return { kind: 'not-applicable', why: { code: 'implied', option: q.option, implied: q.implied } };
  return { kind: 'not-applicable', why: { code: 'cannot-lie' } };
}

/** The options a row turns on and off one at a time: those verdicts read (the others shape the deal or the table). */
const PLAY_OPTIONS = RULE_OPTIONS.filter((o) => o.shapes === 'play').map((o) => o.id as OptionId);

const same = (a: Ruling, b: Ruling) => JSON.stringify(a) === JSON.stringify(b);

/** Only the options that differ from the standard game, as a position writes its rules. */
const specOf = (r: RuleSet): RulesSpec =>
  Object.fromEntries(Object.entries(r).filter(([k, v]) => STANDARD[k as keyof RuleSet] !== v));

/** The table: each row's rules and ruling in codes and facts, for the board to tell its reader. */
export function houseRules(p: Position, move: Move | null): Row[] {
  const own = rule(p, move);
  const rows: Row[] = [{ rules: { kind: 'own' }, ruling: own, differs: false }];
  const row = (rules: RowRules, spec: RulesSpec) => {
    const ruling = ruleUnder(p, move, spec);
    rows.push({ rules, ruling, differs: ruling.kind !== 'not-applicable' && !same(ruling, own) });
  };
  for (const preset of PRESETS) row({ kind: 'preset', preset: preset.id }, preset.options);
  const base = specOf(p.rules) as Record<string, unknown>;
  // An option implied by another that stays on cannot be switched off: the engine says so, and the row shows it.
  for (const key of PLAY_OPTIONS) row({ kind: 'option', option: key, on: !p.rules[key] }, { ...base, [key]: !p.rules[key] });
  // The options that only shape the deal: no verdict reads them (tests/share/house-rules.test.ts checks it).
  rows.push({ rules: { kind: 'deal' }, ruling: { kind: 'not-applicable', why: { code: 'deal-only' } }, differs: false });
  return rows;
}

/** The rows that rule alike, apart from the position's own rules: one group for each ruling, in the table's order. */
export interface Difference {
  readonly ruling: Ruling;
  readonly rows: readonly RowRules[];
}

/** The table in a few lines' facts, for the board to tell first: the position's own rules' ruling, and the rows that rule otherwise, grouped by their ruling. */
export interface Summary {
  readonly ruling: Ruling;
  readonly differences: readonly Difference[];
  /** How many rule sets cannot judge this table (those that only shape the deal left out: they never judge a move). */
  readonly notApplicable: number;
}

export function summaryOf(rows: readonly Row[]): Summary {
  const differences: { ruling: Ruling; rows: RowRules[] }[] = [];
  for (const r of rows) {
    if (!r.differs) continue;
    const group = differences.find((d) => same(d.ruling, r.ruling));
    if (group) group.rows.push(r.rules);
    else differences.push({ ruling: r.ruling, rows: [r.rules] });
  }
  const notApplicable = rows.filter((r) => r.ruling.kind === 'not-applicable' && r.ruling.why.code !== 'deal-only').length;
  return { ruling: rows[0]!.ruling, differences, notApplicable };
}
