/**
 * "Stop!" and its correction (shared/position-format.md, "The correction after a Stop"):
 * the wrong move is taken back, the correction the verdict names is carried out (a
 * compulsory move skipped, or the spaces filled from the reserve), a turned card still
 * waiting goes back face down on the hand, and the turn passes to the next player.
 */
import type { Move } from './moves';
import type { Position } from './position';
import { handOn, play } from './turn';
import { stopRuleOn } from './variants';
import type { Verdict } from './verdict';

export function afterStop(p: Position, correction: readonly Move[]): Position {
  let next = p;
  for (const m of correction) next = play(next, m);
  return handOn(next);
}

/** The position after an attempt: the move itself if legal, else the Stop's correction, or, with the Stop rule off, the position as it was. */
export function positionAfter(p: Position, m: Move, v: Verdict): Position {
  if (v.legal) return play(p, m);
  return stopRuleOn(p.rules) ? afterStop(p, v.correction) : p;
}
