/**
 * The rule set ("Variations"): a value handed to every engine function, never a global.
 * Option names follow the table of shared/position-format.md; presets are named sets of
 * options a player can pick.
 */
import { err, ok, type Result } from './result';

export const FIRST_PLAYER = ['lowerReserve', 'cut', 'higherReserve', 'tableauOnly', 'alternate'] as const;
export type FirstPlayer = (typeof FIRST_PLAYER)[number];
/** What a false Stop call costs its caller (a family rule): nothing, their next turn, or points off their match score. */
export const FALSE_STOP_PENALTY = ['none', 'loseTurn', 'points'] as const;
export type FalseStopPenalty = (typeof FALSE_STOP_PENALTY)[number];

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
  /** The Stop rule off: an illegal move is refused, nothing moves and the player goes on. */
  readonly noStop: boolean;
  readonly falseStopPenalty: FalseStopPenalty;
  /** Family rules (docs/rules-decisions.md, "Family rules"): rules of other programs, not of the rules text. */
  readonly equalRankLoad: boolean;
  readonly alternateColourLoad: boolean;
  readonly acesAndReserveCompulsory: boolean;
  readonly loneCardStays: boolean;
}

type Option = keyof RuleSet;
export type OptionId = Option;
/** What a rule set says about its rules: "standard", a preset's name, or only what differs. */
export type RulesSpec = string | { readonly [K in Option]?: RuleSet[K] };

/** One rule option: the values it takes, its standard value, and what it shapes. */
export interface RuleOption<K extends Option = Option> {
  readonly id: K;
  /** `flag`: on or off; `count`: a number of cards; `choice`: one of a few values. */
  readonly kind: 'flag' | 'count' | 'choice';
  readonly values: readonly RuleSet[K][];
  readonly standard: RuleSet[K];
  /**
   * `play`: verdicts or what follows them read it; `deal`: only the deal does; `table`: it lays out another table
   * (pack, players); `calls`: only what a Stop call costs, which no ruling on a move reads.
   */
  readonly shapes: 'play' | 'deal' | 'table' | 'calls';
  /** A family rule (a rule of another program, not of the rules text): the play page offers it as a house rule on top of a preset. */
  readonly family?: true;
}

const BOOL = [false, true] as const;
const flag = <K extends Option>(id: K, family?: true): RuleOption<K> => ({ id, kind: 'flag', values: BOOL as never, standard: false as never, shapes: 'play', ...(family && { family }) });

/**
 * Every rule option, once: the interchange format checks a position's rules against it, share
 * links write it (the order is in every link: a change needs a new link version), the
 * house-rules table turns each option on and off, and the editor and the catalogs name it.
 * Each row's comment cites where the rule comes from (a comment, not a field: the browser has no use for it).
 */
export const RULE_OPTIONS = [
  // Variations: your own waste card may be played
  flag('wasteAvailable'),
  // Variations, strict rules: release buried cards that fit a foundation
  flag('strictRelease'),
  // Variations, strict rules: release in the fewest moves
  flag('fewestMovesRelease'),
  // Variations, strict rules: loading is compulsory
  flag('strictLoad'),
  // Variations, strict rules: make and fill spaces before turning
  flag('strictSpaces'),
  // Variations: a face-down card under each house, uncovered as soon as possible
  flag('faceDownTableau'),
  // Variations: the hand card may be turned at the start of the turn
  flag('earlyHandTurn'),
  // Variations: the whole reserve dealt face down, its top card turned up once the first turn's plays to the foundations are made
  flag('faceDownReserve'),
  // Variations: a run moves as a group when spaces could carry it card by card
  flag('groupMoves'),
  // Initial layout: 13 cards to each reserve; Variations: 11 or 12 (one pack 4-8, three players 6-10)
  { id: 'reserveSize', kind: 'count', values: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13], standard: 13, shapes: 'deal' },
  // Play: the lower reserve card begins; Variations: the other ways to decide
  { id: 'firstPlayer', kind: 'choice', values: FIRST_PLAYER, standard: 'lowerReserve', shapes: 'deal' },
  // Variations: the one-pack game
  { id: 'pack', kind: 'choice', values: ['double', 'single'], standard: 'double', shapes: 'table' },
  // Variations: the three-player game
  { id: 'players', kind: 'choice', values: [2, 3], standard: 2, shapes: 'table' },
  // Family rule: the Stop rule off, an illegal move is refused and the player goes on (RheaMars/russian-bank refuses a move that is not allowed)
  flag('noStop', true),
  // Family rule: a false Stop call costs the caller a turn (RheaMars/russian-bank's "knock") or points
  { id: 'falseStopPenalty', kind: 'choice', values: FALSE_STOP_PENALTY, standard: 'none', shapes: 'calls', family: true },
  // Family rule, Watashiku/CrapetteSolver (README, DiscardPile.cs): the opponent's waste also takes the same suit at the same rank
  flag('equalRankLoad', true),
  // Family rule, LeonardA-L/crapette (rules.model.ts) and Squizzy/crapette-python (stack_bin.py): the opponent's waste is loaded in the other colour
  flag('alternateColourLoad', true),
  // Family rule, boboul-cloud/Bobcrapette (Rules.swift, obligations): only aces and the reserve card are compulsory to the foundations
  flag('acesAndReserveCompulsory', true),
  // Family rule, boboul-cloud/Bobcrapette (Rules.swift, isLegal): a lone house card may not move to an empty house
  flag('loneCardStays', true),
] as const satisfies readonly { readonly [K in Option]: RuleOption<K> }[Option][];

/** A field of RuleSet without a row above fails to compile here. */
const everyOption: Exclude<Option, (typeof RULE_OPTIONS)[number]['id']> extends never ? true : never = true;
void everyOption;

export const STANDARD: RuleSet = Object.freeze(Object.fromEntries(RULE_OPTIONS.map((o) => [o.id, o.standard])) as unknown as RuleSet);

const optionOf = (id: string): RuleOption | undefined => (RULE_OPTIONS as readonly RuleOption[]).find((o) => o.id === id);

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

/** A preset's name and what it changes are words, in src/i18n/rules. */
export interface Preset {
  readonly id: string;
  readonly options: { readonly [K in Option]?: RuleSet[K] };
}

/** Named rule sets; a position's `rules` may also be one of these ids (an extension of the format). */
export const PRESETS: readonly Preset[] = [
  { id: 'standard', options: {} },
  { id: 'strict', options: { strictRelease: true, strictLoad: true, strictSpaces: true } },
  { id: 'face-down-tableau', options: { faceDownTableau: true } },
  { id: 'lenient', options: { earlyHandTurn: true, wasteAvailable: true } },
  { id: 'one-pack', options: { pack: 'single' } },
  { id: 'three-players', options: { players: 3 } },
  { id: 'casual', options: { noStop: true } },
  { id: 'knock', options: { falseStopPenalty: 'loseTurn' } },
  { id: 'crapette-solver', options: { equalRankLoad: true } },
  { id: 'bobcrapette', options: { acesAndReserveCompulsory: true, loneCardStays: true } },
];

/** True when an illegal move is called Stop (and corrected); false under the family rule that refuses it instead. */
export const stopRuleOn = (rules: RuleSet): boolean => !rules.noStop;

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
    const option = optionOf(key);
    if (!option) return err(`${field}.${key}: unknown rule option`);
    const allowed = option.values as readonly unknown[];
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
