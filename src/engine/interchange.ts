/**
 * The JSON position of shared/position-format.md, read into a Position (a loose setup
 * checked field by field) and written back exactly as the contract spells it.
 */
import { cardCode, parseCard, UNKNOWN, type Card } from './cards';
import type { Player, Position, Side } from './position';
import { err, ok, type Result } from './result';
import { validatePosition } from './validate';
import { parseRules, type RulesSpec } from './variants';

export const FORMAT = 'russian-bank/position@1';

export interface SideJSON {
  reserve: string[];
  hand: string[] | number;
  waste: string[];
  turned: string | null;
}

export interface PositionJSON {
  format: typeof FORMAT;
  rules: RulesSpec;
  toMove: Player;
  A: SideJSON;
  B: SideJSON;
  houses: string[][];
  foundations: string[][];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

class Invalid extends Error {}
const fail = (message: string): never => {
  throw new Invalid(message);
};

function only(obj: Record<string, unknown>, keys: readonly string[], path: string) {
  for (const k of Object.keys(obj)) if (!keys.includes(k)) fail(`${path}${path ? '.' : ''}${k}: unknown field`);
  for (const k of keys) if (!(k in obj)) fail(`${path}${path ? '.' : ''}${k}: missing`);
}

function readCard(v: unknown, path: string): Card {
  const c = parseCard(v);
  if (c === undefined)
    fail(`${path}: ${JSON.stringify(v)} is not a card (rank A 2-9 T J Q K, then suit S H D C, e.g. "TD"; or ??)`);
  return c!;
}

function readPile(v: unknown, path: string): Card[] {
  if (!Array.isArray(v)) return fail(`${path}: must be a list of cards`);
  return v.map((c, i) => readCard(c, `${path}[${i}]`));
}

function readPiles(v: unknown, path: string, count: number): Card[][] {
  if (!Array.isArray(v) || v.length !== count) return fail(`${path}: must be a list of exactly ${count} piles`);
  return v.map((pile, i) => readPile(pile, `${path}[${i}]`));
}

function readSide(v: unknown, who: Player): Side {
  if (!isObject(v)) return fail(`${who}: must be an object with reserve, hand, waste and turned`);
  only(v, ['reserve', 'hand', 'waste', 'turned'], who);
  const handAsCount = typeof v.hand === 'number';
  if (handAsCount && !(Number.isInteger(v.hand) && (v.hand as number) >= 0 && (v.hand as number) <= 104))
    fail(`${who}.hand: a count of cards must be a whole number from 0 to 104`);
  return {
    reserve: readPile(v.reserve, `${who}.reserve`),
    hand: handAsCount ? new Array<Card>(v.hand as number).fill(UNKNOWN) : readPile(v.hand, `${who}.hand`),
    handAsCount,
    waste: readPile(v.waste, `${who}.waste`),
    turned: v.turned === null ? null : readCard(v.turned, `${who}.turned`),
  };
}

/** Reads a JSON position; every fault is a message naming the field, never an exception. */
export function parsePosition(v: unknown): Result<Position> {
  try {
    if (!isObject(v)) return err('position: must be a JSON object');
    if (v.format !== FORMAT) return err(`format: must be "${FORMAT}"`);
    only(v, ['format', 'rules', 'toMove', 'A', 'B', 'houses', 'foundations'], '');
    const rules = parseRules(v.rules);
    if (!rules.ok) return rules;
    if (v.toMove !== 'A' && v.toMove !== 'B') return err('toMove: must be "A" or "B"');
    const position: Position = {
      spec: v.rules as RulesSpec,
      rules: rules.value,
      toMove: v.toMove,
      A: readSide(v.A, 'A'),
      B: readSide(v.B, 'B'),
      houses: readPiles(v.houses, 'houses', 8),
      foundations: readPiles(v.foundations, 'foundations', 8),
    };
    const fault = validatePosition(position);
    return fault ? err(fault) : ok(position);
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
  };
}

export const positionJSON = (p: Position): PositionJSON => ({
  format: FORMAT,
  rules: p.spec,
  toMove: p.toMove,
  A: sideJSON(p.A),
  B: sideJSON(p.B),
  houses: p.houses.map(codes),
  foundations: p.foundations.map(codes),
});
