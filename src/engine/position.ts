/** The layout ("Initial layout"): what lies where, and whose turn it is. */
import type { Card } from './cards';
import type { RuleSet, RulesSpec } from './variants';

export type Player = 'A' | 'B';
export const opponent = (p: Player): Player => (p === 'A' ? 'B' : 'A');

export interface Side {
  /** Bottom first; the last card is the face-up top. */
  reserve: Card[];
  /** Face down, bottom first; the last card is turned next. */
  hand: Card[];
  /** Kept so a hand given as a count is written back as a count. */
  handAsCount: boolean;
  /** Face up, bottom first: the first card is the first discarded. */
  waste: Card[];
  /** The hand card turned up and not yet played or discarded. */
  turned: Card | null;
}

export interface Position {
  /** The rules as written in the position, kept for writing it back unchanged. */
  spec: RulesSpec;
  rules: RuleSet;
  toMove: Player;
  A: Side;
  B: Side;
  /** Eight houses, innermost card first; houses 1-4 are A's, 5-8 are B's. */
  houses: Card[][];
  /** Eight foundations, ace first. */
  foundations: Card[][];
}

const cloneSide = (s: Side): Side => ({
  reserve: s.reserve.slice(),
  hand: s.hand.slice(),
  handAsCount: s.handAsCount,
  waste: s.waste.slice(),
  turned: s.turned,
});

export const clonePosition = (p: Position): Position => ({
  spec: p.spec,
  rules: p.rules,
  toMove: p.toMove,
  A: cloneSide(p.A),
  B: cloneSide(p.B),
  houses: p.houses.map((h) => h.slice()),
  foundations: p.foundations.map((f) => f.slice()),
});

/** Cards a player still has to get rid of: reserve, hand (with a turned card) and waste. */
export const cardsHeld = (s: Side): number => s.reserve.length + s.hand.length + s.waste.length + (s.turned === null ? 0 : 1);

// Checking the length first: reading past the end of an array is slow in V8.
export const top = <T>(pile: readonly T[]): T | undefined => (pile.length === 0 ? undefined : pile[pile.length - 1]);
