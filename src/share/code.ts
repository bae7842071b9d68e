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
 * turn is allowed only before). Version 3 writes the rule options of the engine's table as it
 * is now (versions 1 and 2 keep the thirteen they were written with) and a preset's number in 6
 * bits rather than 4. A later version gets a new first character; the readers of
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

export const CODE_VERSION = 3;
const VERSIONS = '123456789';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
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
 * the options below and a preset's number in 4 bits, so their codes are read with them.
 * Version 3 writes every option of the table, so rows appended to it extend version 3 (a code
 * written before they came reads their presence bits as the first bits of whose turn it is:
 * a row added after links are out needs a new version, as this one did).
 */
const OPTIONS_V1 = ['wasteAvailable', 'strictRelease', 'fewestMovesRelease', 'strictLoad', 'strictSpaces', 'faceDownTableau', 'earlyHandTurn', 'faceDownReserve', 'groupMoves', 'reserveSize', 'firstPlayer', 'pack', 'players'].map(
  (id) => (RULE_OPTIONS as readonly RuleOption[]).find((o) => o.id === id)!,
);
/** Versions 1 and 2 knew the first six presets, in the order PRESETS still has them. */
const PRESETS_V1 = 6;
interface RulesFormat {
  readonly options: readonly RuleOption[];
  readonly presetBits: number;
  readonly presets: number;
}
const V1: RulesFormat = { options: OPTIONS_V1, presetBits: 4, presets: PRESETS_V1 };
const V3: RulesFormat = { options: RULE_OPTIONS as readonly RuleOption[], presetBits: 6, presets: 64 };
const rulesFormat = (version: number): RulesFormat => (version >= 3 ? V3 : V1);
const bitsFor = (n: number) => Math.ceil(Math.log2(n + 1));
const widthOf = (o: RuleOption) => (o.kind === 'count' ? bitsFor(Math.max(...(o.values as number[]))) : bitsFor(o.values.length - 1));

class Bits {
  readonly out: number[] = [];
  write(value: number, width: number) {
    for (let i = width - 1; i >= 0; i--) this.out.push((value >> i) & 1);
  }
}

/** Reads bits in order, keeping the cards read and those announced but not read yet (a pile's count comes before its cards, a hand may be a count alone). */
class Reader {
  at = 0;
  readonly cards: string[] = [];
  owed = 0;
  constructor(readonly bits: readonly number[]) {}
  read(width: number): number {
    if (this.at + width > this.bits.length) throw new Short();
    let v = 0;
    for (let i = 0; i < width; i++) v = (v << 1) | this.bits[this.at++]!;
    return v;
  }
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
class Short extends Error {}
class Bad extends Error {}

const check = (bits: readonly number[]): number => {
  // FNV-1a over the bits, folded to 16 bits: cheap, and any change or cut shows.
  let h = 0x811c9dc5;
  for (const b of bits) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return (h ^ (h >>> 16)) & 0xffff;
};

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

function readRules(r: Reader, version: number): RulesSpec {
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
const readPile = (r: Reader): string[] => Array.from({ length: r.owe(r.read(7)) }, () => r.card());

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
function readSide(r: Reader): SideJSON {
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
function readFoundation(r: Reader): string[] {
  const n = r.read(4);
  if (n > 13) throw new Bad();
  if (n === 0) return [];
  const run = foundationRun(r.read(2), n).map(cardCode);
  r.cards.push(...run);
  return run;
}
const isRun = (f: readonly string[]) => isFoundationRun(f.map(cardNumber));

/** The code of a valid position. */
export function encodePosition(p: Position): string {
  const json = positionJSON(p);
  const b = new Bits();
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
  const bits = [...b.out];
  const sum = check(bits);
  for (let i = 15; i >= 0; i--) bits.push((sum >> i) & 1);
  let text = VERSIONS[CODE_VERSION - 1]!;
  for (let i = 0; i < bits.length; i += 6) {
    let v = 0;
    for (let j = 0; j < 6; j++) v = (v << 1) | (bits[i + j] ?? 0);
    text += ALPHABET[v];
  }
  return text;
}

/**
 * Could a real code begin with what was read before the bits ran out? A code cut short reads
 * as the start of a table; a changed character mostly does not (rules the site does not have,
 * a card three times, more cards than a table holds), and the engine says which: the cards
 * read and announced so far, in one hand of an otherwise empty table, must make a position.
 */
function couldBegin(so: SoFar, r: Reader): boolean {
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
interface SoFar {
  rules?: RulesSpec;
  toMove?: 'A' | 'B' | 'C';
  three?: boolean;
  houses?: number;
  foundations?: number;
}

/**
 * Every version, this one and those to come, ends with the check of the bits before it and
 * then zeros to a whole character: a code of a version this site does not know is a newer
 * one only when its check holds; otherwise it is damaged, whatever its first character.
 */
function checkHolds(bits: readonly number[]): boolean {
  for (let pad = 0; pad < 6 && bits.length - pad > 16; pad++) {
    if (pad > 0 && bits[bits.length - pad]) return false;
    const end = bits.length - pad - 16;
    const sum = bits.slice(end, end + 16).reduce((v, b) => (v << 1) | b, 0);
    if (sum === check(bits.slice(0, end))) return true;
  }
  return false;
}

const bitsOf = (body: string): number[] =>
  [...body].flatMap((ch) => {
    const v = ALPHABET.indexOf(ch);
    return [5, 4, 3, 2, 1, 0].map((j) => (v >> j) & 1);
  });

/** Reads a code from a link; never throws, and the position it gives is one the engine accepts. */
export function decodePosition(code: unknown): Decoded {
  if (typeof code !== 'string' || code.trim() === '') return { ok: false, code: 'empty' };
  if (code.length > MAX_CODE) return { ok: false, code: 'too-long', length: code.length };
  // Characters first: markup or script in a link is named as such, whatever its first character.
  const chars = [...code];
  const at = chars.findIndex((ch) => !ALPHABET.includes(ch));
  if (at >= 0) return { ok: false, code: 'bad-characters', char: chars[at]!, at: at + 1 };
  const version = VERSIONS.indexOf(code[0]!) + 1;
  if (version === 0) return { ok: false, code: 'no-version' };
  const bits = bitsOf(code.slice(1));
  if (version > CODE_VERSION) return checkHolds(bits) ? { ok: false, code: 'newer-version', version } : { ok: false, code: 'corrupt' };
  const r = new Reader(bits);
  const so: SoFar = {};
  let json: PositionJSON;
  try {
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
    json = { format: FORMAT, rules, toMove, A, B, ...(C ? { C } : {}), houses, foundations, ...(faceDown ? { faceDown } : {}), ...(turnBegun ? { turnBegun: true as const } : {}) };
    const end = r.at;
    if (r.read(16) !== check(bits.slice(0, end))) return { ok: false, code: 'check-failed' };
  } catch (e) {
    return { ok: false, code: e instanceof Short && couldBegin(so, r) ? 'truncated' : 'corrupt' };
  }
  // A whole code, then only the zeros that fill its last character; more characters were added to it.
  const rest = bits.slice(r.at);
  if (rest.slice(0, (6 - (r.at % 6)) % 6).some((x) => x)) return { ok: false, code: 'corrupt' };
  if (rest.length >= 6) return { ok: false, code: 'extra', extra: Math.floor(rest.length / 6) };
  const read = parsePosition(json);
  return read.ok ? { ok: true, position: read.value } : { ok: false, code: 'invalid-position', fault: read.fault };
}
