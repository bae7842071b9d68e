/**
 * "Stop!" and its correction: the wrong move is taken back, a compulsory move it skipped
 * is carried out, a turned card still waiting goes back face down on the hand, and the
 * turn passes to the next player.
 */
import type { Move } from './moves';
import { clonePosition, nextPlayer, type Position } from './position';
import { play, settled } from './turn';

export function afterStop(p: Position, compulsory: Move | null): Position {
  const next = compulsory ? play(p, compulsory) : clonePosition(p);
  const me = next[next.toMove]!;
  if (me.turned !== null) me.hand.push(me.turned), (me.turned = null);
  next.toMove = nextPlayer(next, next.toMove);
  return settled(next);
}
