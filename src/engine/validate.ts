/**
 * Is a position one the rules can produce? Each fault is a value (faults.ts) that names the
 * pile and the cards: ./contract writes a program's message from it, src/i18n/faults a person's words.
 */
import { card, isRed, JOKER, rankOf, suitOf, UNKNOWN, type Card } from './cards';
import type { PositionFault } from './faults';
import { faceDownIn, playersOf, type Position } from './position';
import { layoutOf } from './variants';


/** A foundation `height` cards high in `suit`: a run from the ace, so its suit and height say it all. */
export const foundationRun = (suit: number, height: number): Card[] => Array.from({ length: height }, (_, i) => card(i + 1, suit));

/** True when the cards are a foundation as the building rules make it: a run from the ace in one suit. */
export const isFoundationRun = (pile: readonly Card[]): boolean => pile.every((c, i) => c < UNKNOWN && rankOf(c) === i + 1 && suitOf(c) === suitOf(pile[0]!));

function foundationFault(pile: Card[], index: number): PositionFault | null {
  // Pile refs are built only for a fault: the computer player checks many positions.
  for (let i = 0; i < pile.length; i++) {
    const c = pile[i]!;
    if (c >= UNKNOWN) return { code: 'foundation-hidden', pile: { kind: 'foundation', index }, at: i, card: c };
    if (i === 0 && rankOf(c) !== 1) return { code: 'foundation-start', pile: { kind: 'foundation', index }, card: c };
    if (i > 0 && c !== pile[i - 1]! + 1) return { code: 'foundation-order', pile: { kind: 'foundation', index }, at: i, card: c, under: pile[i - 1]!, wanted: pile[i - 1]! + 1 };
  }
  return null;
}

/** What a house takes on `under` ("Houses: ... only a red Seven can be placed on a black Eight"); null on an ace, which takes nothing. */
const houseWants = (under: Card) => (rankOf(under) === 1 ? null : { red: !isRed(under), rank: rankOf(under) - 1 });
/** True when `upper` may lie on `lower` in a house: the next rank down in the other colour (as houseWants says, without building its answer: every position a computer player weighs is checked). */
const liesOn = (lower: Card, upper: Card) => rankOf(lower) !== 1 && rankOf(upper) === rankOf(lower) - 1 && isRed(upper) !== isRed(lower);

function housesFault(p: Position): PositionFault | null {
  for (let h = 0; h < p.houses.length; h++) {
    const house = p.houses[h]!;
    const down = faceDownIn(p, h);
    if (down > 0 && down >= house.length) return { code: 'face-down-outermost', pile: { kind: 'house', index: h }, count: down, held: house.length };
    for (let i = down; i < house.length; i++) {
      if (house[i]! >= UNKNOWN) return { code: 'house-hidden', pile: { kind: 'house', index: h }, at: i, card: house[i]! };
      if (i > down && !liesOn(house[i - 1]!, house[i]!)) return { code: 'house-order', pile: { kind: 'house', index: h }, at: i, card: house[i]!, under: house[i - 1]!, wanted: houseWants(house[i - 1]!) };
    }
  }
  return null;
}

function sidesFault(p: Position): PositionFault | null {
  for (const who of playersOf(p)) {
    const side = p[who]!;
    const topCard = side.reserve[side.reserve.length - 1];
    if (topCard !== undefined && topCard >= UNKNOWN && !side.reserveFaceDown) return { code: 'reserve-hidden', pile: { kind: 'reserve', player: who }, card: topCard };
    const inWaste = side.waste.findIndex((c) => c >= UNKNOWN);
    if (inWaste >= 0) return { code: 'waste-hidden', pile: { kind: 'waste', player: who }, at: inWaste, card: side.waste[inWaste]! };
    if (side.turned === JOKER) return { code: 'turned-joker', pile: { kind: 'turned', player: who } };
    if (side.turned !== null && p.toMove !== who) return { code: 'turned-not-mover', pile: { kind: 'turned', player: who }, toMove: p.toMove };
  }
  return null;
}

function censusFault(p: Position): PositionFault | null {
  const layout = layoutOf(p.rules);
  const packs = p.rules.pack === 'single' ? 1 : 2;
  const copies = new Array<number>(54).fill(0);
  let total = 0;
  const count = (pile: readonly Card[]) => {
    total += pile.length;
    for (const c of pile) copies[c]!++;
  };
  for (const who of playersOf(p)) {
    const s = p[who]!;
    count(s.reserve), count(s.hand), count(s.waste);
    if (s.turned !== null) count([s.turned]);
  }
  p.houses.forEach(count);
  p.foundations.forEach(count);
  const players = layout.players;
  if (copies[JOKER]! > (players === 3 ? 1 : 0)) return { code: 'joker', count: copies[JOKER]!, players };
  const tooMany = copies.findIndex((n, c) => c < UNKNOWN && n > packs);
  if (tooMany >= 0) return { code: 'duplicate-card', card: tooMany, count: copies[tooMany]!, packs };
  const limit = layout.cardsEach * players;
  if (total > limit) return { code: 'card-count', count: total, limit, players, packs };
  return null;
}

/** The first fault found, or null for a valid position. */
export function positionFault(p: Position): PositionFault | null {
  const houses = housesFault(p);
  if (houses) return houses;
  for (let f = 0; f < p.foundations.length; f++) {
    const found = foundationFault(p.foundations[f]!, f);
    if (found) return found;
  }
  return sidesFault(p) ?? censusFault(p);
}

