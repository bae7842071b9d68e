/**
 * The JSON position of shared/position-format.md, read into a Position (a loose setup
 * checked field by field) and written back exactly as the contract spells it. The
 * variant extensions (a third player, face-down cards) are in docs/position-format-extensions.md.
 */
import { cardCode, parseCard, UNKNOWN, type Card } from './cards';
import type { Player, Position, Side } from './position';
import { err, ok, type Result } from './result';
import { validatePosition } from './validate';
import { layoutOf, parseRules, type RulesSpec } from './variants';

export const FORMAT = 'russian-bank/position@1';

export interface SideJSON {
  reserve: string[];
  hand: string[] | number;
  waste: string[];
  turned: string | null;
  reserveFaceDown?: true;
}

export interface PositionJSON {
  format: typeof FORMAT;
  rules: RulesSpec;
  toMove: Player;
  A: SideJSON;
  B: SideJSON;
  C?: SideJSON;
  houses: (string[] | null)[];
  foundations: string[][];
  faceDown?: number[];
  /** Early hand turn only: the player to move has made a move this turn (written only when true). */
  turnBegun?: true;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

class Invalid extends Error {}
const fail = (message: string): never => {
  throw new Invalid(message);
};

function only(obj: Record<string, unknown>, required: readonly string[], optional: readonly string[], path: string) {
  const at = (k: string) => `${path}${path ? '.' : ''}${k}`;
  for (const k of Object.keys(obj)) if (!required.includes(k) && !optional.includes(k)) fail(`${at(k)}: unknown field`);
  for (const k of required) if (!(k in obj)) fail(`${at(k)}: missing`);
}

function readCard(v: unknown, path: string): Card {
  const c = parseCard(v);
  if (c === undefined) fail(`${path}: ${JSON.stringify(v)} is not a card (rank A 2-9 T J Q K, then suit S H D C, e.g. "TD"; or ??)`);
  return c!;
}

function readPile(v: unknown, path: string): Card[] {
  if (!Array.isArray(v)) return fail(`${path}: must be a list of cards`);
  return v.map((c, i) => readCard(c, `${path}[${i}]`));
}

const isCount = (v: unknown, max: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;

function readSide(v: unknown, who: Player, faceDownReserve: boolean): Side {
  if (!isObject(v)) return fail(`${who}: must be an object with reserve, hand, waste and turned`);
  only(v, ['reserve', 'hand', 'waste', 'turned'], faceDownReserve ? ['reserveFaceDown'] : [], who);
  if ('reserveFaceDown' in v && v.reserveFaceDown !== true) fail(`${who}.reserveFaceDown: must be true, or left out`);
  const handAsCount = typeof v.hand === 'number';
  if (handAsCount && !isCount(v.hand, 105)) fail(`${who}.hand: a count of cards must be a whole number from 0 to 104`);
  const reserve = readPile(v.reserve, `${who}.reserve`);
  return {
    reserve,
    // An unknown top card of a reserve that starts face down has not been turned up.
    reserveFaceDown: v.reserveFaceDown === true || (faceDownReserve && reserve[reserve.length - 1] === UNKNOWN),
    hand: handAsCount ? new Array<Card>(v.hand as number).fill(UNKNOWN) : readPile(v.hand, `${who}.hand`),
    handAsCount,
    waste: readPile(v.waste, `${who}.waste`),
    turned: v.turned === null ? null : readCard(v.turned, `${who}.turned`),
  };
}

/** Reads a JSON position and checks it against the rules; every fault is a message naming the field, never an exception. */
export function parsePosition(v: unknown): Result<Position> {
  const read = readSetup(v);
  if (!read.ok) return read;
  const fault = validatePosition(read.value);
  return fault ? err(fault) : read;
}

/**
 * Reads a JSON position's shape only (fields, cards, pile counts), not whether the rules
 * allow it: for the editor, which shows a table while it is being set up.
 */
export function readSetup(v: unknown): Result<Position> {
  try {
    if (!isObject(v)) return err('position: must be a JSON object');
    if (v.format !== FORMAT) return err(`format: must be "${FORMAT}"`);
    const parsed = parseRules(v.rules);
    if (!parsed.ok) return parsed;
    const rules = parsed.value;
    const layout = layoutOf(rules);
    const who = layout.players === 3 ? ['A', 'B', 'C'] : ['A', 'B'];
    const optional = [...(rules.faceDownTableau ? ['faceDown'] : []), ...(rules.earlyHandTurn ? ['turnBegun'] : [])];
    only(v, ['format', 'rules', 'toMove', ...who, 'houses', 'foundations'], optional, '');
    if ('turnBegun' in v && v.turnBegun !== true) return err('turnBegun: must be true, or left out');
    if (!who.includes(v.toMove as string)) return err(`toMove: must be ${who.map((w) => `"${w}"`).join(' or ')}`);
    if (!Array.isArray(v.houses) || v.houses.length !== layout.houses) return err(`houses: must be a list of exactly ${layout.houses} piles`);
    if (!Array.isArray(v.foundations) || v.foundations.length !== layout.foundations) return err(`foundations: must be a list of exactly ${layout.foundations} piles`);
    const closed = v.houses.flatMap((h, i) => (h === null ? [i] : []));
    if (closed.length > (layout.players === 3 ? 1 : 0))
      return err(`houses[${closed[layout.players === 3 ? 1 : 0]}]: ${layout.players === 3 ? 'only the first house emptied leaves play' : 'must be a list of cards'}`);
    const houses = v.houses.map((h, i) => (h === null ? [] : readPile(h, `houses[${i}]`)));
    let faceDown: number[] | null = null;
    if (rules.faceDownTableau) {
      const fd = v.faceDown ?? houses.map(() => 0);
      if (!Array.isArray(fd) || fd.length !== layout.houses) return err(`faceDown: must be a list of ${layout.houses} counts, one per house`);
      faceDown = fd.map((n, i) => (isCount(n, 13) ? n : fail(`faceDown[${i}]: must be a whole number of cards`)));
    }
    const position: Position = {
      spec: isObject(v.rules) ? { ...v.rules } : (v.rules as string),
      rules,
      toMove: v.toMove as Player,
      A: readSide(v.A, 'A', rules.faceDownReserve),
      B: readSide(v.B, 'B', rules.faceDownReserve),
      C: layout.players === 3 ? readSide(v.C, 'C', rules.faceDownReserve) : null,
      houses,
      closedHouse: closed.length ? closed[0]! : null,
      faceDown,
      foundations: v.foundations.map((f, i) => readPile(f, `foundations[${i}]`)),
      turnBegun: v.turnBegun === true,
    };
    return ok(position);
  } catch (e) {
    if (e instanceof Invalid) return err(e.message);
    throw e;
  }
}

const codes = (pile: readonly Card[]) => pile.map(cardCode);

function sideJSON(s: Side): SideJSON {
  return {
    reserve: codes(s.reserve),
    hand: s.handAsCount && s.hand.every((c) => c === UNKNOWN) ? s.hand.length : codes(s.hand),
    waste: codes(s.waste),
    turned: s.turned === null ? null : cardCode(s.turned),
    ...(s.reserveFaceDown && s.reserve.length && s.reserve[s.reserve.length - 1] !== UNKNOWN ? { reserveFaceDown: true as const } : {}),
  };
}

export function positionJSON(p: Position): PositionJSON {
  return {
    format: FORMAT,
    rules: p.spec,
    toMove: p.toMove,
    A: sideJSON(p.A),
    B: sideJSON(p.B),
    ...(p.C ? { C: sideJSON(p.C) } : {}),
    houses: p.houses.map((h, i) => (i === p.closedHouse ? null : codes(h))),
    foundations: p.foundations.map(codes),
    ...(p.faceDown ? { faceDown: p.faceDown.slice() } : {}),
    ...(p.turnBegun && p.rules.earlyHandTurn ? { turnBegun: true as const } : {}),
  };
}
