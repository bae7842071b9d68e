/**
 * "Stop!" and its correction: the wrong move is taken back, a compulsory move it skipped
 * is carried out, a turned card still waiting goes back face down on the hand, and the
 * turn passes to the opponent.
 */
import type { Move } from './moves';
import { opponent, clonePosition, type Position } from './position';
import { play } from './turn';

export function afterStop(p: Position, compulsory: Move | null): Position {
  const next = compulsory ? play(p, compulsory) : clonePosition(p);
  const me = next[next.toMove];
  if (me.turned !== null) me.hand.push(me.turned), (me.turned = null);
  next.toMove = opponent(next.toMove);
  return next;
}
