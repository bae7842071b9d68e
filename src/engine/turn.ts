/**
 * The turn: moving a card, turning up the next reserve card, the hand turn, the waste
 * turned over into a new hand, the discard that ends the turn, and passing.
 */
import { cardLabel } from './cards';
import { pileOf } from './availability';
import { RESERVE, TURNED, WASTE, type Move } from './moves';
import { clonePosition, opponent, type Position } from './position';

/** Why the mover cannot turn or play a hand card now (Stop reason `no-hand-card`), or null. */
export function whyNoHandCard(p: Position, m: Move): string | null {
  const me = p[p.toMove];
  if (m.kind === 'turn') {
    if (me.turned !== null)
      return `Your hand card ${cardLabel(me.turned)} is still waiting: play it, or discard it to your waste pile, before you turn another.`;
    if (me.hand.length === 0 && me.waste.length === 0) return `You have no hand and no waste pile left, so there is no card to turn.`;
  }
  if (m.kind === 'move' && m.from === TURNED && me.turned === null)
    return `You have no turned hand card to play: turn up the top card of your hand first.`;
  return null;
}

/** Passing ends a turn without a discard, which only a player with nothing left to turn may do. */
export function whyNoPass(p: Position): string | null {
  const me = p[p.toMove];
  if (me.turned !== null) return `Your turn ends by discarding your hand card ${cardLabel(me.turned)} to your waste pile, not by passing.`;
  if (me.hand.length || me.waste.length)
    return `You still have cards to turn: your turn ends when you discard a turned hand card, and passing is only for a player with no hand and no waste left.`;
  return null;
}

/** Only the turned hand card may go on your own waste (the discard), and no card on your own reserve. */
export function whyBadTarget(from: number, to: number): string | null {
  if (from === to) return `That card is already there.`;
  if (to === WASTE && from !== TURNED) return `Only your turned hand card may go on your own waste pile, as the discard that ends your turn.`;
  if (to === RESERVE) return `You may never put a card on your own reserve.`;
  return null;
}

/**
 * The position after a move the rules allow (or a compulsory move carried out after a Stop).
 * The pile arrays of `p` are never changed.
 */
export function play(p: Position, m: Move): Position {
  const next = clonePosition(p);
  const me = next[next.toMove];
  if (m.kind === 'pass') {
    next.toMove = opponent(next.toMove);
  } else if (m.kind === 'turn') {
    // The waste becomes the new hand without mixing: the first card discarded comes up first.
    if (me.hand.length === 0) (me.hand = me.waste.reverse()), (me.waste = []);
    me.turned = me.hand.pop()!;
  } else {
    const from = pileOf(next, m.from);
    const moving = m.from === TURNED ? [me.turned!] : from.splice(from.length - m.count, m.count);
    if (m.from === TURNED) me.turned = null;
    pileOf(next, m.to).push(...moving);
    if (m.from === TURNED && m.to === WASTE) next.toMove = opponent(next.toMove);
  }
  return next;
}
