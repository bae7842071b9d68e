/**
 * The rule set ("Variations"): a value handed to every engine function, never a global.
 * Option names follow the table of shared/position-format.md; presets are named sets of
 * options a player can pick.
 */
import { err, ok, type Result } from './result';

export const FIRST_PLAYER = ['lowerReserve', 'cut', 'higherReserve', 'tableauOnly', 'alternate'] as const;
export type FirstPlayer = (typeof FIRST_PLAYER)[number];

export interface RuleSet {
  readonly wasteAvailable: boolean;
  /** Cards dealt to each reserve; the hand takes the rest. */
  readonly reserveSize: number;
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

type Option = keyof RuleSet;
/** What a position or link says about its rules: "standard", a preset's name, or only what differs. */
export type RulesSpec = string | { readonly [K in Option]?: RuleSet[K] };

const BOOL = [false, true] as const;
const ALLOWED: { [K in Option]: readonly RuleSet[K][] } = {
  wasteAvailable: BOOL,
  reserveSize: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  firstPlayer: FIRST_PLAYER,
  strictRelease: BOOL,
  fewestMovesRelease: BOOL,
  strictLoad: BOOL,
  strictSpaces: BOOL,
  faceDownTableau: BOOL,
  earlyHandTurn: BOOL,
  faceDownReserve: BOOL,
  groupMoves: BOOL,
  pack: ['double', 'single'],
  players: [2, 3],
};

/** The deal of each game: how many houses each player lays out, and the reserve sizes allowed. */
export interface Layout {
  readonly players: 2 | 3;
  readonly housesEach: number;
  readonly houses: number;
  readonly foundations: number;
  /** Cards each player is dealt: a full pack, half a pack, or 35 of two packs and a joker. */
  readonly cardsEach: number;
  readonly reserveSizes: readonly number[];
  readonly defaultReserve: number;
}

export function layoutOf(r: Pick<RuleSet, 'pack' | 'players'>): Layout {
  if (r.players === 3) return { players: 3, housesEach: 3, houses: 9, foundations: 8, cardsEach: 35, reserveSizes: [6, 7, 8, 9, 10], defaultReserve: 8 };
  if (r.pack === 'single') return { players: 2, housesEach: 3, houses: 6, foundations: 4, cardsEach: 26, reserveSizes: [4, 5, 6, 7, 8], defaultReserve: 5 };
  return { players: 2, housesEach: 4, houses: 8, foundations: 8, cardsEach: 52, reserveSizes: [11, 12, 13], defaultReserve: 13 };
}

export interface Preset {
  readonly id: string;
  readonly name: string;
  readonly about: string;
  readonly options: { readonly [K in Option]?: RuleSet[K] };
}

/** Named rule sets; a position's `rules` may also be one of these ids (an extension of the format). */
export const PRESETS: readonly Preset[] = [
  { id: 'standard', name: 'Standard', about: 'The rules as most books give them.', options: {} },
  { id: 'strict', name: 'Strict', about: 'Releasing buried cards, loading and making spaces become compulsory.', options: { strictRelease: true, strictLoad: true, strictSpaces: true } },
  { id: 'face-down-tableau', name: 'Face-down tableau', about: 'A face-down card under each house, the strict rules, and uncovering is compulsory.', options: { faceDownTableau: true } },
  { id: 'lenient', name: 'Lenient', about: 'You may turn your hand card at the start of your turn, and your own waste card is in play.', options: { earlyHandTurn: true, wasteAvailable: true } },
  { id: 'one-pack', name: 'One pack', about: 'One pack: hearts and clubs against spades and diamonds, three houses each.', options: { pack: 'single' } },
  { id: 'three-players', name: 'Three players', about: 'Two packs and a joker for three players, nine houses until the first is emptied.', options: { players: 3 } },
];

/** True when a rule set is the standard one, however it is written ("standard", {}, or options set to their standard values). */
export function isStandard(spec: unknown): boolean {
  const r = parseRules(spec);
  return r.ok && (Object.keys(STANDARD) as Option[]).every((k) => r.value[k] === STANDARD[k]);
}

/** Rules that imply others: each option, and the options that come with it. */
export const IMPLIED: readonly (readonly [Option, readonly Option[]])[] = [
  ['faceDownTableau', ['strictRelease', 'strictLoad', 'strictSpaces']],
  ['fewestMovesRelease', ['strictRelease']],
];

/** Reads a rule set, checking each option and the ways options depend on each other. */
export function parseRules(spec: unknown, field = 'rules'): Result<RuleSet> {
  if (typeof spec === 'string') {
    const preset = PRESETS.find((p) => p.id === spec);
    return preset ? parseRules(preset.options, field) : err(`${field}: must be "standard", a preset (${PRESETS.map((p) => p.id).join(', ')}) or an object of rule options`);
  }
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec))
    return err(`${field}: must be "standard", a preset (${PRESETS.map((p) => p.id).join(', ')}) or an object of rule options`);
  const given = spec as Record<string, unknown>;
  for (const [key, value] of Object.entries(given)) {
    if (!(key in ALLOWED)) return err(`${field}.${key}: unknown rule option`);
    const allowed = ALLOWED[key as Option] as readonly unknown[];
    if (!allowed.includes(value)) return err(`${field}.${key}: ${JSON.stringify(value)} is not one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`);
  }
  const rules = { ...STANDARD, ...given } as { -readonly [K in Option]: RuleSet[K] };
  if (rules.pack === 'single' && rules.players === 3) return err(`${field}.pack: the three-player game is played with two packs and a joker`);
  const layout = layoutOf(rules);
  if (!('reserveSize' in given)) rules.reserveSize = layout.defaultReserve;
  if (!layout.reserveSizes.includes(rules.reserveSize))
    return err(`${field}.reserveSize: with this pack and number of players the reserve holds ${layout.reserveSizes.join(', ')} cards`);
  // A stated contradiction of an implied option is an error, silence means yes.
  for (const [option, implies] of IMPLIED) {
    if (!rules[option]) continue;
    for (const o of implies) {
      if (given[o] === false) return err(`${field}.${o}: cannot be false when ${option} is true, which implies it`);
      (rules as Record<Option, unknown>)[o] = true;
    }
  }
  return ok(Object.freeze(rules));
}
