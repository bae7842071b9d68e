/**
 * Is a position one the rules can produce? Each message names the pile and the fault,
 * so a puzzle author or an outside program can fix it.
 */
import { cardCode, isRed, JOKER, RANKS, rankOf, UNKNOWN, type Card } from './cards';
import { faceDownIn, playersOf, type Position } from './position';
import { layoutOf } from './variants';

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
    if (c >= UNKNOWN) return `${path}[${i}]: a foundation holds only face-up cards`;
    if (i === 0 && rankOf(c) !== 1) return `${path}[0]: ${cardCode(c)} cannot start a foundation (needs an ace)`;
    if (i > 0 && c !== pile[i - 1]! + 1) return `${path}[${i}]: ${cardCode(c)} cannot follow ${cardCode(pile[i - 1]!)} (needs ${cardCode(pile[i - 1]! + 1)})`;
  }
  return null;
}

const hidden = (c: Card) => (c === UNKNOWN ? '??' : 'the joker');

function housesFault(p: Position): string | null {
  for (let h = 0; h < p.houses.length; h++) {
    const house = p.houses[h]!;
    const down = faceDownIn(p, h);
    if (down > 0 && down >= house.length) return `faceDown[${h}]: ${down} face-down cards, but the outermost card of a house is always face up`;
    for (let i = down; i < house.length; i++) {
      if (house[i]! >= UNKNOWN) return `houses[${h}][${i}]: face-up house cards must be known, ${hidden(house[i]!)} is not allowed here`;
      const fault = i > down ? houseFault(house[i - 1]!, house[i]!) : null;
      if (fault) return `houses[${h}][${i}]: ${cardCode(house[i]!)} cannot lie on ${cardCode(house[i - 1]!)} (${fault})`;
    }
  }
  return null;
}

function sidesFault(p: Position): string | null {
  for (const who of playersOf(p)) {
    const side = p[who]!;
    const topCard = side.reserve[side.reserve.length - 1];
    if (topCard !== undefined && topCard >= UNKNOWN && !side.reserveFaceDown)
      return `${who}.reserve: the top card must be face up, not ${hidden(topCard)}`;
    const inWaste = side.waste.findIndex((c) => c >= UNKNOWN);
    if (inWaste >= 0) return `${who}.waste[${inWaste}]: waste cards lie face up, ${hidden(side.waste[inWaste]!)} is not allowed here`;
    if (side.turned === JOKER) return `${who}.turned: the joker is set aside as soon as it is turned up`;
    if (side.turned !== null && p.toMove !== who) return `${who}.turned: only the player to move (${p.toMove}) can have a turned card`;
  }
  return null;
}

function censusFault(p: Position): string | null {
  const layout = layoutOf(p.rules);
  const most = p.rules.pack === 'single' ? 1 : 2;
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
  if (copies[JOKER]! > (layout.players === 3 ? 1 : 0)) return `cards: ${layout.players === 3 ? 'there is only one joker' : 'the joker is only in the three-player game'}`;
  const tooMany = copies.findIndex((n, c) => c < UNKNOWN && n > most);
  if (tooMany >= 0) return `cards: ${cardCode(tooMany)} appears ${copies[tooMany]} times, but ${most === 1 ? 'one pack holds only one' : 'two packs hold only two'}`;
  const all = layout.cardsEach * layout.players;
  const packs = layout.players === 3 ? 'two packs and a joker hold' : most === 1 ? 'one pack holds' : 'two packs hold';
  if (total > all) return `cards: the position holds ${total} cards, but ${packs} only ${all}`;
  return null;
}

/** The first fault found, or null for a valid position. */
export function validatePosition(p: Position): string | null {
  const houses = housesFault(p);
  if (houses) return houses;
  for (let f = 0; f < p.foundations.length; f++) {
    const fault = foundationFault(p.foundations[f]!, `foundations[${f}]`);
    if (fault) return fault;
  }
  return sidesFault(p) ?? censusFault(p);
}
