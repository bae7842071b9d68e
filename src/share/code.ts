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
 * turn is allowed only before). A later version gets a new first character; the readers of
 * earlier ones stay, so old links keep opening.
 */
import {
  cardCode,
  FORMAT,
  foundationRun,
  isFoundationRun,
  parseCard,
  parsePosition,
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

export const CODE_VERSION = 2;
const VERSIONS = '123456789';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Far above any real position (about 200 characters), far below anything that could hurt. */
export const MAX_CODE = 2000;

export const CODE_ERRORS = ['empty', 'too-long', 'bad-characters', 'newer-version', 'truncated', 'corrupt', 'invalid-position'] as const;
export type CodeError = (typeof CODE_ERRORS)[number];
/**
 * A decoded link, or why not: a code (src/i18n/faults tells it to the reader); an
 * `invalid-position` also carries the engine's fault.
 */
export type Decoded =
  | { readonly ok: true; readonly position: Position }
  | { readonly ok: false; readonly code: CodeError; readonly fault?: PositionFault };

/**
 * The engine's rule options, in its order: each is written as its place among its values, a
 * count (the reserve size) as itself, in as few bits as its values need. Versions 1 and 2 wrote
 * exactly this, so a change to the options' table needs a new version.
 */
const OPTIONS = RULE_OPTIONS as readonly RuleOption[];
const bitsFor = (n: number) => Math.ceil(Math.log2(n + 1));
const widthOf = (o: RuleOption) => (o.kind === 'count' ? bitsFor(Math.max(...(o.values as number[]))) : bitsFor(o.values.length - 1));

class Bits {
  readonly out: number[] = [];
  write(value: number, width: number) {
    for (let i = width - 1; i >= 0; i--) this.out.push((value >> i) & 1);
  }
}

class Reader {
  at = 0;
  constructor(readonly bits: readonly number[]) {}
  read(width: number): number {
    if (this.at + width > this.bits.length) throw new Short();
    let v = 0;
    for (let i = 0; i < width; i++) v = (v << 1) | this.bits[this.at++]!;
    return v;
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
  const preset = typeof spec === 'string' ? PRESETS.findIndex((p) => p.id === spec) : -1;
  b.write(preset >= 0 ? 1 : 0, 1);
  if (preset >= 0) return b.write(preset, 4);
  const o = spec as Record<string, unknown>;
  for (const k of OPTIONS) b.write(k.id in o ? 1 : 0, 1);
  for (const k of OPTIONS) {
    const value = o[k.id];
    b.write(k.kind === 'count' ? (typeof value === 'number' ? value : 0) : Math.max(0, (k.values as readonly unknown[]).indexOf(value)), widthOf(k));
  }
}

function readRules(r: Reader): RulesSpec {
  if (r.read(1)) {
    const preset = PRESETS[r.read(4)];
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
function readPile(r: Reader): string[] {
  const n = r.read(7);
  return Array.from({ length: n }, () => {
    const c = r.read(6);
    if (c > 53) throw new Bad();
    return cardCode(c);
  });
}

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
  const hand = r.read(1) ? r.read(7) : readPile(r);
  const waste = readPile(r);
  const turned = r.read(1) ? cardCode(r.read(6)) : null;
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
  return foundationRun(r.read(2), n).map(cardCode);
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

const fail = (code: CodeError, fault?: PositionFault): Decoded => (fault ? { ok: false, code, fault } : { ok: false, code });

/** Reads a code from a link; never throws, and the position it gives is one the engine accepts. */
export function decodePosition(code: unknown): Decoded {
  if (typeof code !== 'string' || code.trim() === '') return fail('empty');
  if (code.length > MAX_CODE) return fail('too-long');
  // Characters first: markup or script in a link is named as such, whatever its first character.
  if (/[^A-Za-z0-9_-]/.test(code)) return fail('bad-characters');
  const version = VERSIONS.indexOf(code[0]!) + 1;
  if (version > CODE_VERSION) return fail('newer-version');
  if (version === 0) return fail('corrupt');
  const bits: number[] = [];
  for (const ch of code.slice(1)) {
    const v = ALPHABET.indexOf(ch);
    for (let j = 5; j >= 0; j--) bits.push((v >> j) & 1);
  }
  let json: PositionJSON;
  try {
    const r = new Reader(bits);
    const rules = readRules(r);
    const toMove = (['A', 'B', 'C'] as const)[r.read(2)];
    if (!toMove) throw new Bad();
    const three = r.read(1) === 1;
    const [A, B, C] = [readSide(r), readSide(r), three ? readSide(r) : null];
    const houses = Array.from({ length: r.read(4) }, () => (r.read(1) ? null : readPile(r)));
    const count = r.read(4);
    const runs = r.read(1) === 1;
    const foundations = Array.from({ length: count }, () => (runs ? readFoundation(r) : readPile(r)));
    const faceDown = r.read(1) ? houses.map(() => r.read(4)) : null;
    const turnBegun = version >= 2 && r.read(1) === 1;
    json = { format: FORMAT, rules, toMove, A, B, ...(C ? { C } : {}), houses, foundations, ...(faceDown ? { faceDown } : {}), ...(turnBegun ? { turnBegun: true as const } : {}) };
    const end = r.at;
    if (r.read(16) !== check(bits.slice(0, end))) throw new Bad();
    // Only the padding of the last character may follow.
    if (bits.length - r.at >= 6 || bits.slice(r.at).some((x) => x)) throw new Bad();
  } catch (e) {
    return fail(e instanceof Short ? 'truncated' : 'corrupt');
  }
  const read = parsePosition(json);
  return read.ok ? { ok: true, position: read.value } : fail('invalid-position', read.fault);
}
