/**
 * A computer that follows a set script, for the lessons: a watched turn whose moves the author
 * chose, errors included, and the guided first game. Each move is judged when it comes, by the
 * engine; what happens to one the rules refuse is the script's choice (`slips`).
 */
import { attempt, legalMoves, letStand, priorities, type Game, type Move, type Verdict } from '../engine';
import { computerMove } from './computer';

export interface Script {
  readonly moves: readonly Move[];
  /**
   * True: a move the rules refuse is played as a slip left on the table, open to a Stop (a
   * watched turn). False: it gives way to the computer's own move (the guided game, once the
   * learner has played otherwise than the script foresaw).
   */
  readonly slips: boolean;
}

/** The scripted move `at`, played: the game after it, and the verdict when it was a slip; null when the script has run out. */
export function scriptedStep(g: Game, script: Script, at: number, rearranged: number): { move: Move; game: Game; slip: (Verdict & { legal: false }) | null } | null {
  const wanted = script.moves[at];
  if (!wanted) return null;
  const pr = priorities(g.position);
  const tried = attempt(g, wanted, pr);
  if (tried.verdict.legal) return { move: wanted, game: tried.game, slip: null };
  if (script.slips) {
    const stands = letStand(g, wanted, pr);
    return { move: wanted, game: stands.game, slip: stands.verdict as Verdict & { legal: false } };
  }
  const own = legalMoves(g.position, pr).length ? computerMove(g.position, rearranged, pr) : wanted;
  return { move: own, game: attempt(g, own, pr).game, slip: null };
}
