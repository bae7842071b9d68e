/**
 * The turn: moving a card (or, in a variant, a group), turning up the next reserve card,
 * the hand turn, the waste turned over into a new hand, the discard that ends the turn,
 * and passing. `settle` applies what happens by itself after every move.
 */
import { compulsoryToFoundation, fitsFoundation } from './building';
import { JOKER, UNKNOWN, type Card } from './cards';
import { mover, pileOf } from './availability';
import { FOUNDATION, HOUSE, isFoundation, isHouse, RESERVE, TURNED, WASTE, type Move } from './moves';
import { pileRefOf, type PileRef } from './piles';
import { clonePosition, nextPlayer, playersOf, top, type Player, type Position } from './position';

/** Why the mover may not turn or play a hand card now (Stop reason `no-hand-card`). */
export type HandFault =
  | { readonly code: 'card-waiting'; readonly who: Player; readonly card: Card }
  | { readonly code: 'nothing-to-turn' | 'no-turned-card'; readonly who: Player };

/** Why the mover may not turn or play a hand card now, or null. */
export function whyNoHandCard(p: Position, m: Move): HandFault | null {
  const me = mover(p);
  const who = p.toMove;
  if (m.kind === 'turn') {
    if (me.turned !== null) return { code: 'card-waiting', who, card: me.turned };
    if (me.hand.length === 0 && me.waste.length === 0) return { code: 'nothing-to-turn', who };
  }
  if (m.kind === 'move' && m.from === TURNED && me.turned === null) return { code: 'no-turned-card', who };
  return null;
}

/** Why the mover may not pass: a turned card to discard, or cards left to turn. */
export type PassFault = { readonly code: 'pass-not-discard'; readonly who: Player; readonly card: Card } | { readonly code: 'pass-cards-left'; readonly who: Player };

/** Passing ends a turn without a discard, which only a player with nothing left to turn may do; null when they may. */
export function whyNoPass(p: Position): PassFault | null {
  const me = mover(p);
  const who = p.toMove;
  if (me.turned !== null) return { code: 'pass-not-discard', who, card: me.turned };
  if (me.hand.length || me.waste.length) return { code: 'pass-cards-left', who };
  return null;
}

/** Why no card may go where the move puts it. */
export type BadTarget =
  | { readonly code: 'already-there' }
  | { readonly code: 'no-such-pile'; readonly pile: PileRef }
  | { readonly code: 'waste-only-discard' | 'own-reserve'; readonly who: Player }
  | { readonly code: 'house-closed'; readonly pile: PileRef }
  /** A family rule: a house's only card (or whole run) moved to an empty house changes nothing. */
  | { readonly code: 'lone-card-space'; readonly pile: PileRef; readonly to: PileRef };

/** A family rule (`loneCardStays`): `count` cards, the whole of house `from`, moved to the empty house `to` change nothing, so that is no move (house indices). */
export const staysPut = (p: Position, from: number, to: number, count: number): boolean =>
  p.rules.loneCardStays && p.houses[to]!.length === 0 && count === p.houses[from]!.length;

/** Only the turned hand card may go on the mover's own waste (the discard), and no card on their own reserve or a closed house (nor, by a family rule, a whole house on an empty one); null when the target is one a card may go to. */
export function whyBadTarget(p: Position, from: number, to: number, count = 1): BadTarget | null {
  if (from === to) return { code: 'already-there' };
  if ((isHouse(to) && to - HOUSE >= p.houses.length) || (isFoundation(to) && to - FOUNDATION >= p.foundations.length)) return { code: 'no-such-pile', pile: pileRefOf(p, to) };
  const who = p.toMove;
  if (to === WASTE && from !== TURNED) return { code: 'waste-only-discard', who };
  if (to === RESERVE) return { code: 'own-reserve', who };
  if (isHouse(to) && to - HOUSE === p.closedHouse) return { code: 'house-closed', pile: pileRefOf(p, to) };
  if (isHouse(from) && isHouse(to) && staysPut(p, from - HOUSE, to - HOUSE, count))
    return { code: 'lone-card-space', pile: pileRefOf(p, from), to: pileRefOf(p, to) };
  return null;
}

/** Compulsory foundation plays open from the tableau alone (before a face-down reserve is turned up). */
const tableauFoundationPlay = (p: Position) =>
  p.houses.some((h) => h.length > 0 && compulsoryToFoundation(p.rules, h[h.length - 1]!) && p.foundations.some((f) => fitsFoundation(f, h[h.length - 1]!)));

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
 * The turn handed on with no move: a turned card still waiting goes back face down on the
 * hand and the next player begins (after a Stop's correction, or a turn a false call cost).
 */
export function handOn(p: Position): Position {
  const next = clonePosition(p);
  const me = next[next.toMove]!;
  if (me.turned !== null) me.hand.push(me.turned), (me.turned = null);
  next.toMove = nextPlayer(next, next.toMove);
  next.turnBegun = false;
  return settle(next);
}

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

