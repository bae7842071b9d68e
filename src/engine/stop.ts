/**
 * "Stop!" and its correction (shared/position-format.md, "The correction after a Stop"):
 * the wrong move is taken back, the correction the verdict names is carried out (a
 * compulsory move skipped, or the spaces filled from the reserve), a turned card still
 * waiting goes back face down on the hand, and the turn passes to the next player.
 */
import type { Move } from './moves';
import { clonePosition, nextPlayer, type Position } from './position';
import { play, settled } from './turn';

export function afterStop(p: Position, correction: readonly Move[]): Position {
  let next = clonePosition(p);
  for (const m of correction) next = play(next, m);
  const me = next[next.toMove]!;
  if (me.turned !== null) me.hand.push(me.turned), (me.turned = null);
  next.toMove = nextPlayer(next, next.toMove);
  next.turnBegun = false;
  return settled(next);
}
