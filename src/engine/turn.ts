/**
 * The turn: moving a card (or, in a variant, a group), turning up the next reserve card,
 * the hand turn, the waste turned over into a new hand, the discard that ends the turn,
 * and passing. `settle` applies what happens by itself after every move.
 */
import { fitsFoundation } from './building';
import { cardLabel, JOKER, UNKNOWN } from './cards';
import { mover, pileOf } from './availability';
import { FOUNDATION, HOUSE, isFoundation, isHouse, RESERVE, TURNED, WASTE, type Move } from './moves';
import { clonePosition, nextPlayer, playersOf, top, type Player, type Position } from './position';
import { agree, capitalize, must, subject, whose } from './text';

/** Why the mover cannot turn or play a hand card now (Stop reason `no-hand-card`), or null; told to `viewer` (the mover by default). */
export function whyNoHandCard(p: Position, m: Move, viewer: Player = p.toMove): string | null {
  const me = mover(p);
  const who = p.toMove;
  if (m.kind === 'turn') {
    if (me.turned !== null)
      return `${capitalize(whose(who, viewer))} hand card ${cardLabel(me.turned)} is still waiting: ${must(who, viewer)}play it, or discard it to ${whose(who, viewer)} waste pile, before ${subject(who, viewer)} ${agree(who, viewer, 'turn', 'turns')} another.`;
    if (me.hand.length === 0 && me.waste.length === 0)
      return `${capitalize(subject(who, viewer))} ${agree(who, viewer, 'have', 'has')} no hand and no waste pile left, so there is no card to turn.`;
  }
  if (m.kind === 'move' && m.from === TURNED && me.turned === null)
    return `${capitalize(subject(who, viewer))} ${agree(who, viewer, 'have', 'has')} no turned hand card to play: ${must(who, viewer)}turn up the top card of ${whose(who, viewer)} hand first.`;
  return null;
}

/** Passing ends a turn without a discard, which only a player with nothing left to turn may do; told to `viewer`. */
export function whyNoPass(p: Position, viewer: Player = p.toMove): string | null {
  const me = mover(p);
  const who = p.toMove;
  const their = whose(who, viewer);
  if (me.turned !== null) return `${capitalize(their)} turn ends by discarding ${their} hand card ${cardLabel(me.turned)} to ${their} waste pile, not by passing.`;
  if (me.hand.length || me.waste.length)
    return `${capitalize(subject(who, viewer))} still ${agree(who, viewer, 'have', 'has')} cards to turn: ${their} turn ends when ${subject(who, viewer)} ${agree(who, viewer, 'discard', 'discards')} a turned hand card, and passing is only for a player with no hand and no waste left.`;
  return null;
}

/** Only the turned hand card may go on the mover's own waste (the discard), and no card on their own reserve or a closed house; told to `viewer`. */
export function whyBadTarget(p: Position, from: number, to: number, viewer: Player = p.toMove): string | null {
  if (from === to) return `That card is already there.`;
  if ((isHouse(to) && to - HOUSE >= p.houses.length) || (isFoundation(to) && to - FOUNDATION >= p.foundations.length))
    return `There is no ${isHouse(to) ? 'house' : 'foundation'} ${to - (isHouse(to) ? HOUSE : FOUNDATION) + 1} in this game.`;
  const who = p.toMove;
  const their = whose(who, viewer);
  if (to === WASTE && from !== TURNED) return `Only ${their} turned hand card may go on ${their} own waste pile, as the discard that ends ${their} turn.`;
  if (to === RESERVE) return `${capitalize(subject(who, viewer))} may never put a card on ${their} own reserve.`;
  if (isHouse(to) && to - HOUSE === p.closedHouse) return `House ${to - HOUSE + 1} has left play: the first house emptied is no longer used.`;
  return null;
}

/** Foundation plays open from the tableau alone (before a face-down reserve is turned up). */
const tableauFoundationPlay = (p: Position) =>
  p.houses.some((h) => h.length > 0 && p.foundations.some((f) => fitsFoundation(f, h[h.length - 1]!)));

/**
 * What happens by itself: a joker that shows its face is set aside; a face-down house
 * card left uncovered is turned up; in the three-player game the first house emptied
 * leaves play; a face-down reserve is turned up once no tableau card can go to a foundation.
 */
function settle(p: Position): Position {
  for (const who of playersOf(p)) {
    const s = p[who]!;
    if (s.reserveFaceDown && (s.reserve.length === 0 || (who === p.toMove && top(s.reserve) !== UNKNOWN && !tableauFoundationPlay(p)))) {
      s.reserveFaceDown = false;
    }
    while (!s.reserveFaceDown && top(s.reserve) === JOKER) s.reserve.pop();
    if (s.turned === JOKER) s.turned = null;
  }
  for (let h = 0; h < p.houses.length; h++) {
    const house = p.houses[h]!;
    for (;;) {
      if (p.faceDown && p.faceDown[h]! > 0 && p.faceDown[h]! >= house.length) p.faceDown[h]!--;
      else if (top(house) === JOKER) house.pop();
      else break;
    }
  }
  if (p.rules.players === 3 && p.closedHouse === null) {
    const empty = p.houses.findIndex((h) => h.length === 0);
    if (empty >= 0) p.closedHouse = empty;
  }
  return p;
}

/** A new position with what happens by itself applied, for a deal or a position read from outside. */
export const settled = (p: Position): Position => settle(clonePosition(p));

/**
 * The position after a move the rules allow (or a compulsory move carried out after a Stop).
 * The pile arrays of `p` are never changed.
 */
export function play(p: Position, m: Move): Position {
  const next = clonePosition(p);
  const me = mover(next);
  next.turnBegun = true;
  if (m.kind === 'pass') {
    next.toMove = nextPlayer(next, next.toMove);
  } else if (m.kind === 'turn') {
    // The waste becomes the new hand without mixing: the first card discarded comes up first.
    if (me.hand.length === 0) (me.hand = me.waste.reverse()), (me.waste = []);
    me.turned = me.hand.pop()!;
  } else {
    const from = pileOf(next, m.from);
    const moving = m.from === TURNED ? [me.turned!] : from.splice(from.length - m.count, m.count);
    if (m.from === TURNED) me.turned = null;
    pileOf(next, m.to).push(...moving);
    if (m.from === TURNED && m.to === WASTE) next.toMove = nextPlayer(next, next.toMove);
  }
  if (next.toMove !== p.toMove) next.turnBegun = false;
  return settle(next);
}

