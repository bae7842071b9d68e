/**
 * Positions for rule cases, written in the interchange format with only what matters:
 * every house holds a king unless the case says otherwise, so no stray move interferes.
 */
import { FORMAT, judge, parsePosition, type JudgeAnswer, type Position, type SideJSON } from '../../src/engine';

export interface Layout {
  rules?: unknown;
  toMove?: 'A' | 'B';
  A?: Partial<SideJSON>;
  B?: Partial<SideJSON>;
  /** Houses by number, 1 to 8. */
  houses?: Record<number, string[]>;
  /** Foundations by number, 1 to 8. */
  foundations?: Record<number, string[]>;
}

const KINGS = ['KS', 'KH', 'KD', 'KC', 'KS', 'KH', 'KD', 'KC'];

export function layout(l: Layout = {}) {
  return {
    format: FORMAT,
    rules: l.rules ?? 'standard',
    toMove: l.toMove ?? 'A',
    A: { reserve: ['5S'], hand: 10, waste: [], turned: null, ...l.A },
    B: { reserve: ['5H'], hand: 10, waste: [], turned: null, ...l.B },
    houses: KINGS.map((k, i) => l.houses?.[i + 1] ?? [k]),
    foundations: Array.from({ length: 8 }, (_, i) => l.foundations?.[i + 1] ?? []),
  };
}

export function positionOf(l: Layout): Position {
  const p = parsePosition(layout(l));
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

/** The judge's answer; a bad case fails loudly rather than passing by accident. */
export function ask(l: Layout, move?: string): JudgeAnswer {
  const out = judge(move === undefined ? { position: layout(l) } : { position: layout(l), move });
  if ('error' in out) throw new Error(out.error);
  return out;
}
