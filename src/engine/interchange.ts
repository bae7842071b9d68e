/**
 * The JSON position of shared/position-format.md, read into a Position (a loose setup
 * checked field by field) and written back exactly as the contract spells it. The
 * variant extensions (a third player, face-down cards) are in docs/position-format-extensions.md.
 */
import { cardCode, parseCard, UNKNOWN, type Card } from './cards';
import type { CardPile, FaultFacts, PositionFault } from './faults';
import { seatsOf, type Player, type Position, type Side } from './position';
import { positionFault } from './validate';
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

/**
 * A position read, or why not, as a value: a page tells the fault in words (src/i18n/faults),
 * `judge` prints the contract's message for it (./contract).
 */
export type PositionRead = { readonly ok: true; readonly value: Position } | { readonly ok: false; readonly fault: PositionFault };

const refuse = (fault: FaultFacts): PositionRead => ({ ok: false, fault });

class Invalid extends Error {
  constructor(readonly facts: FaultFacts) {
    super();
  }
}
const fail = (facts: FaultFacts): never => {
  throw new Invalid(facts);
};

function only(obj: Record<string, unknown>, required: readonly string[], optional: readonly string[], path: string) {
  const at = (k: string) => `${path}${path ? '.' : ''}${k}`;
  for (const k of Object.keys(obj)) if (!required.includes(k) && !optional.includes(k)) fail({ code: 'unknown-field', field: at(k) });
  for (const k of required) if (!(k in obj)) fail({ code: 'missing-field', field: at(k) });
}

function readCard(v: unknown, pile: CardPile | { kind: 'turned'; player: Player }, at?: number): Card {
  const c = parseCard(v);
  if (c === undefined) fail({ code: 'not-a-card', pile, ...(at === undefined ? {} : { at }), value: v });
  return c!;
}

function readPile(v: unknown, pile: CardPile): Card[] {
  if (!Array.isArray(v)) return fail({ code: 'not-a-list', pile });
  return v.map((c, i) => readCard(c, pile, i));
}

const isCount = (v: unknown, max: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
/** A hand given as a count holds at most both packs (shared/position-format.md: no card more than twice). */
const MOST_IN_HAND = 104;
/** Face-down cards under one house, at most (the variant deals one; a share code has room for 15, src/share/code.ts). */
const MOST_FACE_DOWN = 13;

function readSide(v: unknown, who: Player, faceDownReserve: boolean): Side {
  if (!isObject(v)) return fail({ code: 'not-a-side', player: who });
  only(v, ['reserve', 'hand', 'waste', 'turned'], faceDownReserve ? ['reserveFaceDown'] : [], who);
  if ('reserveFaceDown' in v && v.reserveFaceDown !== true) fail({ code: 'flag', field: 'reserveFaceDown', player: who });
  const handAsCount = typeof v.hand === 'number';
  if (handAsCount && !isCount(v.hand, MOST_IN_HAND)) fail({ code: 'hand-count', player: who, most: MOST_IN_HAND });
  const reserve = readPile(v.reserve, { kind: 'reserve', player: who });
  return {
    reserve,
    // An unknown top card of a reserve that starts face down has not been turned up.
    reserveFaceDown: v.reserveFaceDown === true || (faceDownReserve && reserve[reserve.length - 1] === UNKNOWN),
    hand: handAsCount ? new Array<Card>(v.hand as number).fill(UNKNOWN) : readPile(v.hand, { kind: 'hand', player: who }),
    handAsCount,
    waste: readPile(v.waste, { kind: 'waste', player: who }),
    turned: v.turned === null ? null : readCard(v.turned, { kind: 'turned', player: who }),
  };
}

/**
 * Reads a JSON position and checks it against the rules; every fault is a value (its facts name
 * the field and the cards), never an exception.
 */
export function parsePosition(v: unknown): PositionRead {
  const read = readSetup(v);
  if (!read.ok) return read;
  const fault = positionFault(read.value);
  return fault ? { ok: false, fault } : read;
}

/**
 * Reads a JSON position's shape only (fields, cards, pile counts), not whether the rules
 * allow it: for the editor, which shows a table while it is being set up.
 */
export function readSetup(v: unknown): PositionRead {
  try {
    if (!isObject(v)) return refuse({ code: 'not-an-object' });
    if (v.format !== FORMAT) return refuse({ code: 'format' });
    const parsed = parseRules(v.rules);
    if (!parsed.ok) return refuse({ code: 'rules', detail: parsed.error });
    const rules = parsed.value;
    const layout = layoutOf(rules);
    const who = seatsOf(layout);
    const optional = [...(rules.faceDownTableau ? ['faceDown'] : []), ...(rules.earlyHandTurn ? ['turnBegun'] : [])];
    only(v, ['format', 'rules', 'toMove', ...who, 'houses', 'foundations'], optional, '');
    if ('turnBegun' in v && v.turnBegun !== true) return refuse({ code: 'flag', field: 'turnBegun' });
    if (!who.includes(v.toMove as Player)) return refuse({ code: 'to-move', players: who });
    if (!Array.isArray(v.houses) || v.houses.length !== layout.houses) return refuse({ code: 'pile-count', kind: 'house', expected: layout.houses });
    if (!Array.isArray(v.foundations) || v.foundations.length !== layout.foundations) return refuse({ code: 'pile-count', kind: 'foundation', expected: layout.foundations });
    const closed = v.houses.flatMap((h, i) => (h === null ? [i] : []));
    if (closed.length > (layout.players === 3 ? 1 : 0))
      return refuse({ code: 'closed-house', pile: { kind: 'house', index: closed[layout.players === 3 ? 1 : 0]! }, players: layout.players });
    const houses = v.houses.map((h, i) => (h === null ? [] : readPile(h, { kind: 'house', index: i })));
    let faceDown: number[] | null = null;
    if (rules.faceDownTableau) {
      const fd = v.faceDown ?? houses.map(() => 0);
      if (!Array.isArray(fd) || fd.length !== layout.houses) return refuse({ code: 'face-down-counts', expected: layout.houses });
      faceDown = fd.map((n, i) => (isCount(n, MOST_FACE_DOWN) ? n : fail({ code: 'face-down-count', pile: { kind: 'house', index: i }, most: MOST_FACE_DOWN })));
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
      foundations: v.foundations.map((f, i) => readPile(f, { kind: 'foundation', index: i })),
      turnBegun: v.turnBegun === true,
    };
    return { ok: true, value: position };
  } catch (e) {
    if (e instanceof Invalid) return refuse(e.facts);
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
