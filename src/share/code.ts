/**
 * The position code of a share link: a version character, then the position packed into
 * bits and written in the URL-safe base64 alphabet, then a 16-bit check so that a link cut
 * short or altered is refused rather than read as some other position.
 *
 * Version 1 packs, in order: the rules (a preset's number, or each option's presence and
 * value), whose turn, each player's reserve, hand (cards or a count), waste and turned card,
 * the houses (a closed house is marked), the foundations (a suit and a height: their cards
 * follow from it), and the face-down counts. Cards take 6 bits (0-51, 52 unknown, 53 joker).
 * Version 2 adds one bit at the end: the player to move has begun the turn (the early hand
 * turn is allowed only before). Version 3 writes the rules with the family rules' options and
 * presets (below). A later version gets a new first character; the readers of
 * earlier ones stay, so old links keep opening. Every version, later ones too, ends with the
 * check and then zeros to a whole character: that is how a code newer than this site is told
 * from a damaged one.
 */
import {
  cardCode,
  FORMAT,
  foundationRun,
  isFoundationRun,
  layoutOf,
  parseCard,
  parsePosition,
  parseRules,
  positionJSON,
  PRESETS,
  RULE_OPTIONS,
  suitOf,
  type Position,
  type PositionFault,
  type PositionJSON,
  type RuleOption,
  type RulesSpec,
  type SideJSON,
} from '../engine';

import { Bad, BitReader, Bits, bitsFor, check, readHead, Short, tailFault, toCode } from './bits';

export const CODE_VERSION = 3;
/** Position codes begin with a digit; game codes (game-code.ts) with a capital letter. */
export const VERSIONS = '123456789';
/** Far above any real position (about 200 characters), far below anything that could hurt. */
export const MAX_CODE = 2000;

export const CODE_ERRORS = ['empty', 'too-long', 'bad-characters', 'no-version', 'newer-version', 'truncated', 'corrupt', 'check-failed', 'extra', 'invalid-position'] as const;
export type CodeError = (typeof CODE_ERRORS)[number];
/**
 * Why a link opens no position, with the facts that tell the reader what happened to it
 * (src/i18n/faults words it): a character no code uses and where, the version a newer code
 * names, how many characters follow a whole code, the engine's fault of an impossible table.
 */
export type LinkFault =
  | { readonly code: 'empty' | 'no-version' | 'truncated' | 'corrupt' | 'check-failed' }
  | { readonly code: 'too-long'; readonly length: number }
  | { readonly code: 'bad-characters'; readonly char: string; readonly at: number }
  | { readonly code: 'newer-version'; readonly version: number }
  | { readonly code: 'extra'; readonly extra: number }
  | { readonly code: 'invalid-position'; readonly fault: PositionFault };
export type Decoded = { readonly ok: true; readonly position: Position } | ({ readonly ok: false } & LinkFault);

/**
 * The engine's rule options, in its order: each is written as its place among its values, a
 * count (the reserve size) as itself, in as few bits as its values need. Versions 1 and 2 wrote
 * the thirteen options and six presets they knew (in the order RULE_OPTIONS and PRESETS still
 * have them); version 3 writes every option and preset, the preset's number in 6 bits. A
 * change to the options' table needs a new version.
 */
const OPTIONS_V1 = ['wasteAvailable', 'strictRelease', 'fewestMovesRelease', 'strictLoad', 'strictSpaces', 'faceDownTableau', 'earlyHandTurn', 'faceDownReserve', 'groupMoves', 'reserveSize', 'firstPlayer', 'pack', 'players'].map(
  (id) => (RULE_OPTIONS as readonly RuleOption[]).find((o) => o.id === id)!,
);
interface RulesFormat {
  readonly options: readonly RuleOption[];
  readonly presetBits: number;
  readonly presets: number;
}
const V1: RulesFormat = { options: OPTIONS_V1, presetBits: 4, presets: 6 };
const V3: RulesFormat = { options: RULE_OPTIONS as readonly RuleOption[], presetBits: 6, presets: 64 };
const rulesFormat = (version: number): RulesFormat => (version >= 3 ? V3 : V1);
const widthOf = (o: RuleOption) => (o.kind === 'count' ? bitsFor(Math.max(...(o.values as number[]))) : bitsFor(o.values.length - 1));

/**
 * Reads a position's bits in order, keeping the cards read and those announced but not read yet
 * (a pile's count comes before its cards, a hand may be a count alone) and the table's shape so
 * far: what tells a code cut short from a damaged one.
 */
export class PositionReader extends BitReader {
  readonly cards: string[] = [];
  owed = 0;
  readonly so: SoFar = {};
  owe(n: number) {
    this.owed += n;
    return n;
  }
  card(): string {
    const c = this.read(6);
    if (c > 53) throw new Bad();
    this.owed--;
    this.cards.push(cardCode(c));
    return cardCode(c);
  }
}

const cardNumber = (c: string): number => parseCard(c)!;

function writeRules(b: Bits, spec: RulesSpec) {
  const { options: OPTIONS, presetBits } = V3;
  const preset = typeof spec === 'string' ? PRESETS.findIndex((p) => p.id === spec) : -1;
  b.write(preset >= 0 ? 1 : 0, 1);
  if (preset >= 0) return b.write(preset, presetBits);
  const o = spec as Record<string, unknown>;
  for (const k of OPTIONS) b.write(k.id in o ? 1 : 0, 1);
  for (const k of OPTIONS) {
    const value = o[k.id];
    b.write(k.kind === 'count' ? (typeof value === 'number' ? value : 0) : Math.max(0, (k.values as readonly unknown[]).indexOf(value)), widthOf(k));
  }
}

function readRules(r: PositionReader, version: number): RulesSpec {
  const { options: OPTIONS, presetBits, presets } = rulesFormat(version);
  if (r.read(1)) {
    const n = r.read(presetBits);
    const preset = n < presets ? PRESETS[n] : undefined;
    if (!preset) throw new Bad();
    return preset.id;
  }
  const present = OPTIONS.map(() => r.read(1) === 1);
  const values = OPTIONS.map((k) => {
    const n = r.read(widthOf(k));
    return k.kind === 'count' ? n : k.values[n];
  });
  // A value beyond an option's list reads as undefined: the engine then refuses the rules.
  return Object.fromEntries(OPTIONS.flatMap((k, i) => (present[i] ? [[k.id, values[i]]] : [])));
}

const writePile = (b: Bits, pile: readonly string[]) => {
  b.write(pile.length, 7);
  for (const c of pile) b.write(cardNumber(c), 6);
};
const readPile = (r: PositionReader): string[] => Array.from({ length: r.owe(r.read(7)) }, () => r.card());

function writeSide(b: Bits, s: SideJSON) {
  writePile(b, s.reserve);
  b.write(typeof s.hand === 'number' ? 1 : 0, 1);
  if (typeof s.hand === 'number') b.write(s.hand, 7);
  else writePile(b, s.hand);
  writePile(b, s.waste);
  b.write(s.turned === null ? 0 : 1, 1);
  if (s.turned !== null) b.write(cardNumber(s.turned), 6);
  b.write(s.reserveFaceDown ? 1 : 0, 1);
}
function readSide(r: PositionReader): SideJSON {
  const reserve = readPile(r);
  const hand = r.read(1) ? r.owe(r.read(7)) : readPile(r);
  const waste = readPile(r);
  const turned = r.read(1) ? (r.owe(1), r.card()) : null;
  return { reserve, hand, waste, turned, ...(r.read(1) ? { reserveFaceDown: true as const } : {}) };
}

/** A foundation is a run from the ace in one suit: its suit and height say it all. */
function writeFoundation(b: Bits, f: readonly string[]) {
  b.write(f.length, 4);
  if (f.length) b.write(suitOf(cardNumber(f[0]!)), 2);
}
function readFoundation(r: PositionReader): string[] {
  const n = r.read(4);
  if (n > 13) throw new Bad();
  if (n === 0) return [];
  const run = foundationRun(r.read(2), n).map(cardCode);
  r.cards.push(...run);
  return run;
}
const isRun = (f: readonly string[]) => isFoundationRun(f.map(cardNumber));

/** A valid position packed into bits: the body of a position code, and the start of a game code. */
export function packPosition(b: Bits, p: Position) {
  const json = positionJSON(p);
  writeRules(b, json.rules);
  b.write(['A', 'B', 'C'].indexOf(json.toMove), 2);
  b.write(json.C ? 1 : 0, 1);
  for (const s of [json.A, json.B, ...(json.C ? [json.C] : [])]) writeSide(b, s);
  b.write(json.houses.length, 4);
  for (const h of json.houses) {
    b.write(h === null ? 1 : 0, 1);
    if (h) writePile(b, h);
  }
  b.write(json.foundations.length, 4);
  // A foundation that is not a plain run (never in a valid position) is written card by card.
  const runs = json.foundations.every(isRun);
  b.write(runs ? 1 : 0, 1);
  for (const f of json.foundations) (runs ? writeFoundation : writePile)(b, f);
  b.write(json.faceDown ? 1 : 0, 1);
  for (const n of json.faceDown ?? []) b.write(n, 4);
  b.write(json.turnBegun ? 1 : 0, 1);
}

/** The code of a valid position. */
export function encodePosition(p: Position): string {
  const b = new Bits();
  packPosition(b, p);
  return toCode(VERSIONS[CODE_VERSION - 1]!, b.out);
}

/**
 * Could a real code begin with what was read before the bits ran out? A code cut short reads
 * as the start of a table; a changed character mostly does not (rules the site does not have,
 * a card three times, more cards than a table holds), and the engine says which: the cards
 * read and announced so far, in one hand of an otherwise empty table, must make a position.
 */
function couldBegin(r: PositionReader): boolean {
  const so = r.so;
  if (so.rules === undefined || so.toMove === undefined) return true;
  const rules = parseRules(so.rules);
  if (!rules.ok) return false;
  const layout = layoutOf(rules.value);
  const none = (): SideJSON => ({ reserve: [], hand: [], waste: [], turned: null });
  const houses = so.houses ?? layout.houses;
  const json: PositionJSON = {
    format: FORMAT,
    rules: so.rules,
    toMove: so.toMove,
    A: { ...none(), hand: [...r.cards, ...new Array<string>(r.owed).fill('??')] },
    B: none(),
    ...((so.three ?? layout.players === 3) ? { C: none() } : {}),
    houses: Array.from({ length: houses }, () => []),
    foundations: Array.from({ length: so.foundations ?? layout.foundations }, () => []),
    ...(rules.value.faceDownTableau ? { faceDown: new Array<number>(houses).fill(0) } : {}),
  };
  return parsePosition(json).ok;
}
export interface SoFar {
  rules?: RulesSpec;
  toMove?: 'A' | 'B' | 'C';
  three?: boolean;
  houses?: number;
  foundations?: number;
}

/** Why reading a position's bits failed: cut short (what was read could begin a table) or damaged. */
export const cutOrDamaged = (e: unknown, r: PositionReader): 'truncated' | 'corrupt' => (e instanceof Short && couldBegin(r) ? 'truncated' : 'corrupt');

/** A packed position of a code of the given version, read from r; throws Short or Bad (see cutOrDamaged). */
export function unpackPosition(r: PositionReader, version: number): PositionJSON {
  const so = r.so;
  const rules = (so.rules = readRules(r, version));
  const toMove = (['A', 'B', 'C'] as const)[r.read(2)];
  if (!toMove) throw new Bad();
  so.toMove = toMove;
  const three = (so.three = r.read(1) === 1);
  const [A, B, C] = [readSide(r), readSide(r), three ? readSide(r) : null];
  const houses = Array.from({ length: (so.houses = r.read(4)) }, () => (r.read(1) ? null : readPile(r)));
  const count = (so.foundations = r.read(4));
  const runs = r.read(1) === 1;
  const foundations = Array.from({ length: count }, () => (runs ? readFoundation(r) : readPile(r)));
  const faceDown = r.read(1) ? houses.map(() => r.read(4)) : null;
  const turnBegun = version >= 2 && r.read(1) === 1;
  return { format: FORMAT, rules, toMove, A, B, ...(C ? { C } : {}), houses, foundations, ...(faceDown ? { faceDown } : {}), ...(turnBegun ? { turnBegun: true as const } : {}) };
}

/** Reads a code; `damage` says why its bits could not be read as a position. */
function decodeWith(code: unknown, damage: (e: unknown, r: PositionReader) => 'truncated' | 'corrupt'): Decoded {
  const head = readHead(code, MAX_CODE, VERSIONS, CODE_VERSION);
  if (!head.ok) return head;
  const { version, bits } = head;
  const r = new PositionReader(bits);
  let json: PositionJSON;
  try {
    json = unpackPosition(r, version);
    const end = r.at;
    if (r.read(16) !== check(bits.slice(0, end))) return { ok: false, code: 'check-failed' };
  } catch (e) {
    return { ok: false, code: damage(e, r) };
  }
  const tail = tailFault(bits, r.at);
  if (tail) return { ok: false, ...tail };
  const read = parsePosition(json);
  return read.ok ? { ok: true, position: read.value } : { ok: false, code: 'invalid-position', fault: read.fault };
}

/** Reads a code from a link; never throws, and the position it gives is one the engine accepts. */
export const decodePosition = (code: unknown): Decoded => decodeWith(code, cutOrDamaged);

/**
 * The position of a code, or null, without why it is not read: for the picture a link opens with, which leaves saying why to the
 * page that comes after it (src/components/AnalysisDrawing.tsx), and so goes without the engine's help in telling a code cut
 * short from a damaged one (couldBegin).
 */
export function readPosition(code: string): Position | null {
  const d = decodeWith(code, () => 'corrupt');
  return d.ok ? d.position : null;
}
