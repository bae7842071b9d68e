/**
 * Positions for rule cases, written in the interchange format with only what matters:
 * every house holds a king unless the case says otherwise, so no stray move interferes.
 */
import { contractMessage, FORMAT, layoutOf, parseMove, parsePosition, parseRules, STANDARD, type JudgeAnswer, type Move, type Position, type SideJSON } from '../../src/engine';
import { judgeRequest } from '../../src/telling/judge';

export interface Layout {
  rules?: unknown;
  toMove?: 'A' | 'B' | 'C';
  A?: Partial<SideJSON>;
  B?: Partial<SideJSON>;
  /** Only for three players. */
  C?: Partial<SideJSON>;
  /** Face-down tableau: counts by house number. */
  faceDown?: Record<number, number>;
  /** Houses by number, 1 to 8. */
  houses?: Record<number, string[] | null>;
  /** Foundations by number, 1 to 8. */
  foundations?: Record<number, string[]>;
  /** Early hand turn: the player to move has already moved this turn. */
  turnBegun?: true;
}

const KINGS = ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC'];

/** A position for a rule case; with a variant's rules, the houses and foundations it lays out. */
export function layout(l: Layout = {}) {
  const rules = parseRules(l.rules ?? 'standard');
  const shape = layoutOf(rules.ok ? rules.value : STANDARD);
  return {
    format: FORMAT,
    rules: l.rules ?? 'standard',
    toMove: l.toMove ?? 'A',
    A: { reserve: ['5S'], hand: 10, waste: [], turned: null, ...l.A },
    B: { reserve: ['5H'], hand: 10, waste: [], turned: null, ...l.B },
    ...(shape.players === 3 ? { C: { reserve: ['5D'], hand: 10, waste: [], turned: null, ...l.C } } : {}),
    houses: Array.from({ length: shape.houses }, (_, i) => (l.houses && i + 1 in l.houses ? l.houses[i + 1] : [KINGS[i % 8]!])),
    foundations: Array.from({ length: shape.foundations }, (_, i) => l.foundations?.[i + 1] ?? []),
    ...(l.faceDown ? { faceDown: Array.from({ length: shape.houses }, (_, i) => l.faceDown![i + 1] ?? 0) } : {}),
    ...(l.turnBegun ? { turnBegun: true } : {}),
  };
}

export function positionOf(l: Layout): Position {
  const p = parsePosition(layout(l));
  if (!p.ok) throw new Error(contractMessage(p.fault));
  return p.value;
}

/** The judge's answer; a bad case fails loudly rather than passing by accident. */
export function ask(l: Layout, move?: string): JudgeAnswer {
  const out = judgeRequest(move === undefined ? { position: layout(l) } : { position: layout(l), move });
  if ('error' in out) throw new Error(out.error);
  return out;
}

/** A move written in the interchange format ("R-f1"), read under `rules` (the standard table by default). */
export function moveOf(text: string, rules: Parameters<typeof parseMove>[1] = STANDARD): Move {
  const m = parseMove(text, rules);
  if (!m.ok) throw new Error(`${text}: ${m.error}`);
  return m.value;
}

/** A late table of many cards, for the boards' pictures and the phone's screen: long houses on both sides of the foundations. */
export const LATE_GAME: Layout = {
  A: { reserve: ['9C', '4D'], hand: 12, waste: ['JS', '6H'] },
  B: { reserve: ['2C', 'QH'], hand: 7, waste: ['8D'] },
  houses: {
    1: ['KS', 'QH', 'JC', 'TD', '9S', '8H', '7C', '6D', '5S'],
    2: ['4S', '3H', '2S'],
    3: [],
    4: ['5H', '4C'],
    5: ['KD', 'QC', 'JH', 'TS', '9H', '8C', '7H', '6S'],
    6: ['9D'],
    7: ['QS', 'JD'],
    8: ['TC', '9D', '8S', '7D'],
  },
  foundations: { 1: ['AH', '2H'], 2: ['AC'], 5: ['AS'] },
};
