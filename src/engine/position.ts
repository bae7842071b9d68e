/** The layout ("Initial layout"): what lies where, and whose turn it is. */
import type { Card } from './cards';
import { layoutOf, type RuleSet, type RulesSpec } from './variants';

export type Player = 'A' | 'B' | 'C';
export const PLAYERS: readonly Player[] = ['A', 'B', 'C'];

export interface Side {
  /** Bottom first; the last card is the top. */
  reserve: Card[];
  /** Face-down reserve variant: the top card has not been turned up yet. */
  reserveFaceDown: boolean;
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
  /** Only in the three-player game. */
  C: Side | null;
  /** Innermost card first. Houses 1-4 are A's and 5-8 B's (1-3, 4-6, 7-9 with three houses each). */
  houses: Card[][];
  /** Three-player game: the first house emptied leaves play; its index, or null. */
  closedHouse: number | null;
  /** Face-down tableau: how many cards at the bottom of each house are face down; else null. */
  faceDown: number[] | null;
  /** Ace first. */
  foundations: Card[][];
  /**
   * The player to move has already made a move this turn. The early hand turn is allowed
   * only "at the start of your turn", so the rules need to know.
   */
  turnBegun: boolean;
}

/** The seats of a game by its rules (or layout), in seat order, which is the order of play. */
const TWO: readonly Player[] = ['A', 'B'];
export const seatsOf = (r: { readonly players: 2 | 3 }): readonly Player[] => (r.players === 3 ? PLAYERS : TWO);
/** The players of a position's game, in seat order. A position only, so that the engine's hot paths see one shape. */
export const playersOf = (p: Position): readonly Player[] => seatsOf(p.rules);

export const sideOf = (p: Position, who: Player): Side => p[who]!;

/** Who plays after `who`; with two players, the opponent. */
export function nextPlayer(p: Position, who: Player): Player {
  if (p.rules.players === 3) return who === 'A' ? 'B' : who === 'B' ? 'C' : 'A';
  return who === 'A' ? 'B' : 'A';
}

/** The players other than `who`, in the order they play after `who`. */
export function opponentsOf(p: Position, who: Player): Player[] {
  const first = nextPlayer(p, who);
  return p.rules.players === 3 ? [first, nextPlayer(p, first)] : [first];
}

export const housesOf = (rules: RuleSet): number => layoutOf(rules).houses;

const cloneSide = (s: Side): Side => ({
  reserve: s.reserve.slice(),
  reserveFaceDown: s.reserveFaceDown,
  hand: s.hand.slice(),
  handAsCount: s.handAsCount,
  waste: s.waste.slice(),
  turned: s.turned,
});

// Every field written out, so every position has the same shape (V8 keeps it fast).
export const clonePosition = (p: Position): Position => ({
  spec: p.spec,
  rules: p.rules,
  toMove: p.toMove,
  A: cloneSide(p.A),
  B: cloneSide(p.B),
  C: p.C && cloneSide(p.C),
  houses: p.houses.map((h) => h.slice()),
  closedHouse: p.closedHouse,
  faceDown: p.faceDown && p.faceDown.slice(),
  foundations: p.foundations.map((f) => f.slice()),
  turnBegun: p.turnBegun,
});

/** Cards a player still has to get rid of: reserve, hand (with a turned card) and waste. */
export const cardsHeld = (s: Side): number => s.reserve.length + s.hand.length + s.waste.length + (s.turned === null ? 0 : 1);
/** Every card on the table, held or in the middle: none on a table still being set up in the editor. */
export const cardsOnTable = (p: Position): number =>
  [...p.houses, ...p.foundations].reduce((n, pile) => n + pile.length, 0) + playersOf(p).reduce((n, who) => n + cardsHeld(p[who]!), 0);

// Checking the length first: reading past the end of an array is slow in V8.
export const top = <T>(pile: readonly T[]): T | undefined => (pile.length === 0 ? undefined : pile[pile.length - 1]);

/** A house card the players can see: past the face-down cards at the bottom. */
export const faceDownIn = (p: Position, house: number): number => (p.faceDown ? p.faceDown[house]! : 0);
