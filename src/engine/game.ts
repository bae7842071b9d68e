/**
 * A game in progress: the position, the stalemate watch and the result. Every attempt is
 * judged; a Stop applies its correction, as at the card table.
 */
import type { Move } from './moves';
import type { Position } from './position';
import { priorities, type Priorities } from './priorities';
import { isStalemate, stalemateResult, startWatch, watch, winResult, type GameResult, type StalemateWatch } from './scoring';
import { afterStop } from './stop';
import { play } from './turn';
import { verdict, type Verdict } from './verdict';

export interface Game {
  readonly position: Position;
  readonly watch: StalemateWatch;
  readonly result: GameResult | null;
}

export const startGame = (position: Position): Game => ({ position, watch: startWatch(position), result: winResult(position) });

/** The position after an attempt: the move itself if legal, else the Stop's correction. */
export function positionAfter(p: Position, m: Move, v: Verdict): Position {
  return v.legal ? play(p, m) : afterStop(p, v.compulsory);
}

export interface Attempt {
  readonly verdict: Verdict;
  readonly game: Game;
}

/** Judges `m` in `g` and moves the game on; `pr` may be handed in when already worked out. A finished game does not change. */
export function attempt(g: Game, m: Move, pr: Priorities = priorities(g.position)): Attempt {
  const p = g.position;
  const v = verdict(p, m, pr);
  if (g.result) return { verdict: v, game: g };
  const after = positionAfter(p, m, v);
  const me = p[p.toMove]!;
  const cycled = v.legal && (m.kind === 'pass' || (m.kind === 'turn' && me.hand.length === 0));
  const w = watch(g.watch, after, p.toMove, cycled);
  return { verdict: v, game: { position: after, watch: w, result: winResult(after) ?? (isStalemate(w, after) ? stalemateResult(after) : null) } };
}
