/**
 * The rule set ("Variations"): a value handed to every engine function, never a global.
 * Names follow the option table of shared/position-format.md.
 */
import { err, ok, type Result } from './result';

export const FIRST_PLAYER = ['lowerReserve', 'cut', 'higherReserve', 'tableauOnly', 'alternate'] as const;
export type FirstPlayer = (typeof FIRST_PLAYER)[number];

export interface RuleSet {
  readonly wasteAvailable: boolean;
  readonly reserveSize: 11 | 12 | 13;
  readonly firstPlayer: FirstPlayer;
  readonly strictRelease: boolean;
  readonly fewestMovesRelease: boolean;
  readonly strictLoad: boolean;
  readonly strictSpaces: boolean;
  readonly faceDownTableau: boolean;
  readonly earlyHandTurn: boolean;
  readonly faceDownReserve: boolean;
  readonly groupMoves: boolean;
  readonly pack: 'double' | 'single';
  readonly players: 2 | 3;
}

export const STANDARD: RuleSet = Object.freeze({
  wasteAvailable: false,
  reserveSize: 13,
  firstPlayer: 'lowerReserve',
  strictRelease: false,
  fewestMovesRelease: false,
  strictLoad: false,
  strictSpaces: false,
  faceDownTableau: false,
  earlyHandTurn: false,
  faceDownReserve: false,
  groupMoves: false,
  pack: 'double',
  players: 2,
});

/** What a position or link says about its rules: "standard" or only what differs. */
export type RulesSpec = 'standard' | { readonly [K in keyof RuleSet]?: RuleSet[K] };

type Option = keyof RuleSet;
const ALLOWED: { [K in Option]: readonly RuleSet[K][] } = {
  wasteAvailable: [false, true],
  reserveSize: [11, 12, 13],
  firstPlayer: FIRST_PLAYER,
  strictRelease: [false, true],
  fewestMovesRelease: [false, true],
  strictLoad: [false, true],
  strictSpaces: [false, true],
  faceDownTableau: [false, true],
  earlyHandTurn: [false, true],
  faceDownReserve: [false, true],
  groupMoves: [false, true],
  pack: ['double', 'single'],
  players: [2, 3],
};

/**
 * Options the engine plays today. The others are recognised and refused with a clear
 * message rather than silently judged by the standard rules.
 * `reserveSize` and `firstPlayer` only change the deal, which the engine already handles.
 */
const PLAYED: ReadonlySet<Option> = new Set<Option>(['wasteAvailable', 'strictLoad', 'reserveSize', 'firstPlayer']);

export function parseRules(spec: unknown, field = 'rules'): Result<RuleSet> {
  if (spec === 'standard') return ok(STANDARD);
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec))
    return err(`${field}: must be "standard" or an object of rule options`);
  const rules: Record<string, unknown> = { ...STANDARD };
  for (const [key, value] of Object.entries(spec)) {
    if (!(key in ALLOWED)) return err(`${field}.${key}: unknown rule option`);
    const allowed = ALLOWED[key as Option] as readonly unknown[];
    if (!allowed.includes(value))
      return err(`${field}.${key}: ${JSON.stringify(value)} is not one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`);
    if (value !== STANDARD[key as Option] && !PLAYED.has(key as Option))
      return err(`${field}.${key}: this variant is not supported yet`);
    rules[key] = value;
  }
  return ok(rules as unknown as RuleSet);
}
