/**
 * The house-rules table: the same position judged under every preset and with each rule
 * option changed on its own, so players see which house rule makes the difference. Every
 * row asks the engine; nothing here knows a rule.
 */
import { formatMove, type Move } from '../engine/moves';
import { parsePosition, positionJSON } from '../engine/interchange';
import type { Position } from '../engine/position';
import { priorities } from '../engine/priorities';
import type { Reason } from '../engine/reasons';
import { PRESETS, STANDARD, type RuleSet, type RulesSpec } from '../engine/variants';
import { legalMoves, verdict } from '../engine/verdict';

/** What one rule set says: about the move tried, or (no move) which moves are compulsory. */
export type Ruling =
  | { readonly kind: 'legal' }
  | { readonly kind: 'stop'; readonly reason: Reason; readonly rule: string; readonly explanation: string }
  | { readonly kind: 'compulsory'; readonly moves: readonly string[]; readonly reason: Reason }
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

type Bool = 'wasteAvailable' | 'strictRelease' | 'fewestMovesRelease' | 'strictLoad' | 'strictSpaces' | 'faceDownTableau' | 'earlyHandTurn' | 'faceDownReserve' | 'groupMoves';
const OPTIONS: readonly { key: Bool; name: string }[] = [
  { key: 'wasteAvailable', name: 'Own waste in play' },
  { key: 'strictRelease', name: 'Strict release' },
  { key: 'fewestMovesRelease', name: 'Release in the fewest moves' },
  { key: 'strictLoad', name: 'Strict loading' },
  { key: 'strictSpaces', name: 'Strict spaces' },
  { key: 'faceDownTableau', name: 'Face-down tableau' },
  { key: 'earlyHandTurn', name: 'Early hand turn' },
  { key: 'faceDownReserve', name: 'Face-down reserve' },
  { key: 'groupMoves', name: 'Group moves' },
];

function rule(p: Position, move: Move | null): Ruling {
  if (move) {
    const v = verdict(p, move);
    return v.legal ? { kind: 'legal' } : { kind: 'stop', reason: v.reason, rule: v.rule, explanation: v.explanation };
  }
  const pr = priorities(p);
  if (pr.forcedBy) return { kind: 'compulsory', moves: pr.forced.map(formatMove), reason: pr.forcedBy };
  return { kind: 'free', moves: legalMoves(p, pr).length };
}

/** The position under other rules, or why it cannot be read under them. */
function under(p: Position, spec: RulesSpec): Position | string {
  const read = parsePosition({ ...positionJSON(p), rules: spec });
  return read.ok ? read.value : read.error;
}

const same = (a: Ruling, b: Ruling) => JSON.stringify(a) === JSON.stringify(b);

/** Only the options that differ from the standard game, as a position writes its rules. */
const specOf = (r: RuleSet): RulesSpec =>
  Object.fromEntries(Object.entries(r).filter(([k, v]) => STANDARD[k as keyof RuleSet] !== v));

export function houseRules(p: Position, move: Move | null): Row[] {
  const own = rule(p, move);
  const rows: Row[] = [{ name: 'These rules', about: 'The rules the position was shared with.', ruling: own, differs: false }];
  const row = (name: string, about: string, spec: RulesSpec) => {
    const q = under(p, spec);
    const ruling: Ruling = typeof q === 'string' ? { kind: 'not-applicable', why: q } : rule(q, move);
    rows.push({ name, about, ruling, differs: ruling.kind !== 'not-applicable' && !same(ruling, own) });
  };
  for (const preset of PRESETS) {
    const layoutDiffers = (preset.options.pack ?? 'double') !== p.rules.pack || (preset.options.players ?? 2) !== p.rules.players;
    if (layoutDiffers) rows.push({ name: preset.name, about: preset.about, ruling: { kind: 'not-applicable', why: `It is played on another table (${preset.options.pack === 'single' ? 'one pack, six houses' : preset.options.players === 3 ? 'three players, nine houses' : 'two packs, eight houses'}).` }, differs: false });
    else row(preset.name, preset.about, { ...preset.options, ...(p.rules.pack === 'single' ? { pack: 'single' as const } : {}), ...(p.rules.players === 3 ? { players: 3 as const } : {}) });
  }
  const base = specOf(p.rules) as Record<string, unknown>;
  for (const { key, name } of OPTIONS) {
    const on = !p.rules[key];
    // An option implied by another that stays on cannot be switched off: the engine says so, and the row shows it.
    row(`${name}: ${on ? 'on' : 'off'}`, on ? `The position's rules with ${name.toLowerCase()} added.` : `The position's rules without ${name.toLowerCase()}.`, { ...base, [key]: on });
  }
  return rows;
}
