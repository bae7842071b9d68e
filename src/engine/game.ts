/**
 * A game in progress: the position, the progress watch and the result. Every attempt is
 * judged; a Stop applies its correction, as at the card table. When a turn passes the game
 * may end: a win, a stalemate once nothing can ever be played again (the judge's certain
 * stalemate, or the discards followed to the end), or a draw at the bound on turns without
 * progress. Under the family rule `noStop` an illegal attempt is refused and changes nothing; a
 * turn a false Stop call cost (`falseStopPenalty: 'loseTurn'`, ./false-call.ts) is owed in the
 * game and skipped when it comes.
 */
import type { Move } from './moves';
import { cardsHeld, playersOf, type Player, type Position } from './position';
import { priorities, type Priorities } from './priorities';
import { DRAWN, NO_PROGRESS_TURNS, stalemateResult, startWatch, watch, winResult, type GameResult, type ProgressWatch } from './scoring';
import { deadPosition } from './stalemate';
import { positionAfter } from './stop';
import { handOn, play } from './turn';
import { stopRuleOn } from './variants';
import { positionFault } from './validate';
import { verdict, type Verdict } from './verdict';

export interface Game {
  readonly position: Position;
  readonly watch: ProgressWatch;
  readonly result: GameResult | null;
  /** Turns each player must miss, for false Stop calls; absent when nobody owes one. */
  readonly owedTurns?: Readonly<Partial<Record<Player, number>>>;
}

export const startGame = (position: Position): Game => ({ position, watch: startWatch(position), result: winResult(position) });


export interface Attempt {
  readonly verdict: Verdict;
  readonly game: Game;
}

/** `g` moved on to `position`, the turns owed carried over: written out, as a spread of `g` costs at every attempt of every game played. */
const movedOn = (g: Game, position: Position, w: ProgressWatch, result: GameResult | null): Game =>
  g.owedTurns ? { position, watch: w, result, owedTurns: g.owedTurns } : { position, watch: w, result };

/** Judges `m` in `g` and moves the game on; `pr` may be handed in when already worked out. A finished game does not change. */
export function attempt(g: Game, m: Move, pr: Priorities = priorities(g.position)): Attempt {
  const p = g.position;
  const v = verdict(p, m, pr);
  if (g.result || (!v.legal && !stopRuleOn(p.rules))) return { verdict: v, game: g };
  const after = positionAfter(p, m, v);
  const passed = after.toMove !== p.toMove;
  const w = watch(g.watch, after, passed);
  return { verdict: v, game: movedOn(g, after, w, resultAfter(after, w, passed)) };
}

/** True when the player to move owes a turn for a false Stop call: it is skipped (`skipTurn`). */
export const owesTurn = (g: Game): boolean => !g.result && (g.owedTurns?.[g.position.toMove] ?? 0) > 0;

/** The owed turn skipped: the turn passes straight on, and one turn fewer is owed. */
export function skipTurn(g: Game): Game {
  const who = g.position.toMove;
  const after = handOn(g.position);
  const w = watch(g.watch, after, true);
  const { [who]: owed = 0, ...others } = g.owedTurns ?? {};
  const owedTurns = owed > 1 ? { ...others, [who]: owed - 1 } : others;
  return { position: after, watch: w, result: resultAfter(after, w, true), ...(Object.keys(owedTurns).length ? { owedTurns } : {}) };
}

/** How the game stands after a move: over only with a win, or when a turn has just passed. */
export function resultAfter(after: Position, w: ProgressWatch, turnPassed: boolean): GameResult | null {
  const won = winResult(after);
  if (won || !turnPassed) return won;
  if (deadPosition(after)) return stalemateResult(after);
  return w.quietTurns >= NO_PROGRESS_TURNS ? DRAWN : null;
}

/**
 * A slip nobody has called yet: it is played out on the table as if it were legal (the
 * deliberate errors of Stop training leave a table the rules could produce). The game cannot
 * end on it while a Stop may still take it back; calling Stop later is `attempt` on the game
 * before it, which applies the correction.
 */
export function letStand(g: Game, m: Move, pr: Priorities = priorities(g.position)): Attempt {
  const p = g.position;
  const v = verdict(p, m, pr);
  const after = play(p, m);
  return { verdict: v, game: movedOn(g, after, watch(g.watch, after, after.toMove !== p.toMove), null) };
}

/**
 * Whether a move the rules forbid can still be carried out at the table and left to stand
 * (`letStand`) until somebody calls Stop: the table stays one the rules could produce, and
 * nobody is left without cards, which would end the game on an error no one may call any more.
 * A hand card turned over another one, or a card from an empty pile, cannot.
 */
export function canStand(p: Position, m: Move): boolean {
  const after = play(p, m);
  return positionFault(after) === null && playersOf(after).every((who) => cardsHeld(after[who]!) > 0);
}
