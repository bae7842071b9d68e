/**
 * The bits under every link code (src/share/code.ts for a position, game-code.ts for a whole
 * game): written in order, six to a character of the URL-safe base64 alphabet after a version
 * character, and closed by a 16-bit check so that a code cut short or altered is refused rather
 * than read as something else.
 */

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export const bitsFor = (n: number) => Math.ceil(Math.log2(n + 1));

export class Bits {
  readonly out: number[] = [];
  write(value: number, width: number) {
    for (let i = width - 1; i >= 0; i--) this.out.push((value >> i) & 1);
  }
}

/** The bits ran out: the code may have been cut short. */
export class Short extends Error {}
/** The bits say something no code says: the code was altered. */
export class Bad extends Error {}

export class BitReader {
  at = 0;
  constructor(readonly bits: readonly number[]) {}
  read(width: number): number {
    if (this.at + width > this.bits.length) throw new Short();
    let v = 0;
    for (let i = 0; i < width; i++) v = (v << 1) | this.bits[this.at++]!;
    return v;
  }
}

export const check = (bits: readonly number[]): number => {
  // FNV-1a over the bits, folded to 16 bits: cheap, and any change or cut shows.
  let h = 0x811c9dc5;
  for (const b of bits) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return (h ^ (h >>> 16)) & 0xffff;
};

/** The code of some bits: the version character, the bits, their check, zeros to a whole character. */
export function toCode(version: string, body: readonly number[]): string {
  const bits = [...body];
  const sum = check(bits);
  for (let i = 15; i >= 0; i--) bits.push((sum >> i) & 1);
  let text = version;
  for (let i = 0; i < bits.length; i += 6) {
    let v = 0;
    for (let j = 0; j < 6; j++) v = (v << 1) | (bits[i + j] ?? 0);
    text += ALPHABET[v];
  }
  return text;
}

export const bitsOf = (body: string): number[] =>
  [...body].flatMap((ch) => {
    const v = ALPHABET.indexOf(ch);
    return [5, 4, 3, 2, 1, 0].map((j) => (v >> j) & 1);
  });

/** The first character outside the alphabet and its place (from 1), if any: markup or script in a link is named as such. */
export function strangeCharacter(code: string): { char: string; at: number } | null {
  const chars = [...code];
  const at = chars.findIndex((ch) => !ALPHABET.includes(ch));
  return at >= 0 ? { char: chars[at]!, at: at + 1 } : null;
}

/**
 * Every version, this one and those to come, ends with the check of the bits before it and
 * then zeros to a whole character: a code of a version this site does not know is a newer
 * one only when its check holds; otherwise it is damaged, whatever its first character.
 */
export function checkHolds(bits: readonly number[]): boolean {
  for (let pad = 0; pad < 6 && bits.length - pad > 16; pad++) {
    if (pad > 0 && bits[bits.length - pad]) return false;
    const end = bits.length - pad - 16;
    const sum = bits.slice(end, end + 16).reduce((v, b) => (v << 1) | b, 0);
    if (sum === check(bits.slice(0, end))) return true;
  }
  return false;
}

/** What every code's reader checks first: a code there, not too long, in the alphabet, of a version this site reads. */
export type HeadFault =
  | { readonly code: 'empty' | 'no-version' | 'corrupt' }
  | { readonly code: 'too-long'; readonly length: number }
  | { readonly code: 'bad-characters'; readonly char: string; readonly at: number }
  | { readonly code: 'newer-version'; readonly version: number };

/** A code's version and bits, or why it cannot be read at all; `versions` are its first characters, `current` the newest this site writes. */
export function readHead(code: unknown, max: number, versions: string, current: number): ({ readonly ok: true; readonly version: number; readonly bits: number[] }) | ({ readonly ok: false } & HeadFault) {
  if (typeof code !== 'string' || code.trim() === '') return { ok: false, code: 'empty' };
  if (code.length > max) return { ok: false, code: 'too-long', length: code.length };
  // Characters first: markup or script in a link is named as such, whatever its first character.
  const strange = strangeCharacter(code);
  if (strange) return { ok: false, code: 'bad-characters', ...strange };
  const version = versions.indexOf(code[0]!) + 1;
  if (version === 0) return { ok: false, code: 'no-version' };
  const bits = bitsOf(code.slice(1));
  if (version > current) return checkHolds(bits) ? { ok: false, code: 'newer-version', version } : { ok: false, code: 'corrupt' };
  return { ok: true, version, bits };
}

/** After a whole code, only the zeros that fill its last character: 'corrupt' for other bits there, 'extra' with a count for characters added. */
export function tailFault(bits: readonly number[], end: number): { code: 'corrupt' } | { code: 'extra'; extra: number } | null {
  const rest = bits.slice(end);
  if (rest.slice(0, (6 - (end % 6)) % 6).some((x) => x)) return { code: 'corrupt' };
  if (rest.length >= 6) return { code: 'extra', extra: Math.floor(rest.length / 6) };
  return null;
}
