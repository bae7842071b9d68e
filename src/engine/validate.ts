/**
 * Is a position one the rules can produce? Each message names the pile and the fault,
 * so a puzzle author or an outside program can fix it.
 */
import { cardCode, isRed, RANKS, rankOf, UNKNOWN, type Card } from './cards';
import type { Position } from './position';

const COLOUR = (red: boolean) => (red ? 'red' : 'black');

/** Why `upper` may not lie on `lower` in a house, or null if it may. */
export function houseFault(lower: Card, upper: Card): string | null {
  if (rankOf(lower) === 1) return `nothing can lie on an ace`;
  if (rankOf(upper) === rankOf(lower) - 1 && isRed(upper) !== isRed(lower)) return null;
  return `needs a ${COLOUR(!isRed(lower))} ${RANKS[rankOf(lower) - 2]}`;
}

function foundationFault(pile: Card[], path: string): string | null {
  for (let i = 0; i < pile.length; i++) {
    const c = pile[i]!;
    if (c === UNKNOWN) return `${path}[${i}]: a foundation holds only face-up cards`;
    if (i === 0 && rankOf(c) !== 1) return `${path}[0]: ${cardCode(c)} cannot start a foundation (needs an ace)`;
    if (i > 0 && c !== pile[i - 1]! + 1)
      return `${path}[${i}]: ${cardCode(c)} cannot follow ${cardCode(pile[i - 1]!)} (needs ${cardCode(pile[i - 1]! + 1)})`;
  }
  return null;
}

/** The first fault found, or null for a valid position. */
export function validatePosition(p: Position): string | null {
  for (let h = 0; h < p.houses.length; h++) {
    const house = p.houses[h]!;
    for (let i = 0; i < house.length; i++) {
      if (house[i] === UNKNOWN) return `houses[${h}][${i}]: house cards lie face up, ?? is not allowed here`;
      const fault = i > 0 ? houseFault(house[i - 1]!, house[i]!) : null;
      if (fault) return `houses[${h}][${i}]: ${cardCode(house[i]!)} cannot lie on ${cardCode(house[i - 1]!)} (${fault})`;
    }
  }
  for (let f = 0; f < p.foundations.length; f++) {
    const fault = foundationFault(p.foundations[f]!, `foundations[${f}]`);
    if (fault) return fault;
  }
  for (const who of ['A', 'B'] as const) {
    const side = p[who];
    const topCard = side.reserve[side.reserve.length - 1];
    if (topCard === UNKNOWN && !p.rules.faceDownReserve) return `${who}.reserve: the top card must be face up, not ??`;
    const hidden = side.waste.indexOf(UNKNOWN);
    if (hidden >= 0) return `${who}.waste[${hidden}]: waste cards lie face up, ?? is not allowed here`;
    if (side.turned !== null && p.toMove !== who) return `${who}.turned: only the player to move (${p.toMove}) can have a turned card`;
  }
  const copies = new Array<number>(52).fill(0);
  let total = 0;
  const count = (pile: readonly Card[]) => {
    total += pile.length;
    for (const c of pile) if (c !== UNKNOWN) copies[c]!++;
  };
  for (const who of ['A', 'B'] as const) {
    const s = p[who];
    count(s.reserve), count(s.hand), count(s.waste);
    if (s.turned !== null) count([s.turned]);
  }
  p.houses.forEach(count);
  p.foundations.forEach(count);
  const tooMany = copies.findIndex((n) => n > 2);
  if (tooMany >= 0) return `cards: ${cardCode(tooMany)} appears ${copies[tooMany]} times, but two packs hold only two`;
  if (total > 104) return `cards: the position holds ${total} cards, but two packs hold only 104`;
  return null;
}

