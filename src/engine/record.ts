/**
 * A whole game as it was played: the position it started from and every move attempted at the
 * table, each with whether Stop was called on it. Replaying asks the engine again at every
 * step, so a record carries no verdicts to trust: what a move did follows from the rules.
 *
 * At the table a move that breaks a rule stands until the opponent calls Stop (the rules
 * text's "Stop"): called, it is taken back and corrected; never called, it stays played. A call
 * on a legal move is a false call. So `called` is all a record needs besides the move.
 *
 * The family rules play out as in a game: with the Stop rule off a wrong move is refused (and
 * `called` means nothing), and a false call costs what `falseStopPenalty` says: a turn owed
 * is skipped when it comes. Points taken off belong to the match, not to one game's record.
 */
import { falseCall } from './false-call';
import { attempt, letStand, owesTurn, skipTurn, startGame, type Game } from './game';
import type { Move } from './moves';
import { playersOf, type Player, type Position } from './position';
import { priorities } from './priorities';
import { newMatch } from './scoring';
import { stopRuleOn } from './variants';
import { verdict, type Verdict } from './verdict';

export interface RecordedMove {
  readonly move: Move;
  /** Stop was called on it: the Stop and its correction on a move that broke a rule, a false call on a legal one. */
  readonly called: boolean;
}

export interface GameRecord {
  readonly start: Position;
  readonly moves: readonly RecordedMove[];
}

/** One move of a replay: the game either side of it and the engine's verdict. */
export interface ReplayStep {
  readonly player: Player;
  readonly move: Move;
  readonly called: boolean;
  readonly verdict: Verdict;
  readonly before: Game;
  readonly after: Game;
}

/** Why a record cannot be replayed to its end: a move after the game was over. */
export interface RecordFault {
  readonly code: 'after-end';
  /** The move's index in the record. */
  readonly at: number;
}

/** `end`: the game where the replay stopped, the start itself when no move was played (a start may already be won). */
export type Replay = { readonly ok: true; readonly steps: readonly ReplayStep[]; readonly end: Game } | ({ readonly ok: false; readonly steps: readonly ReplayStep[]; readonly end: Game } & RecordFault);

/**
 * Who calls a false Stop in a record: the opponent, in the three-player game A (the play page
 * seats the learner there, and only the learner calls), or B when A made the move.
 */
export function callerOf(p: Position, mover: Player): Player {
  const players = playersOf(p);
  if (players.length === 2) return players.find((who) => who !== mover)!;
  return mover === 'A' ? 'B' : 'A';
}

/** Turns owed for false calls, skipped as they come. */
const paid = (g: Game): Game => (owesTurn(g) ? paid(skipTurn(g)) : g);

/** The game after one recorded move. */
export function stepGame(g: Game, m: RecordedMove): { verdict: Verdict; game: Game } {
  const p = g.position;
  const pr = priorities(p);
  const v = verdict(p, m.move, pr);
  // An uncalled slip stays on the table; everything else is judged as at once.
  const made = !v.legal && !m.called && stopRuleOn(p.rules) ? letStand(g, m.move, pr) : attempt(g, m.move, pr);
  const called = v.legal && m.called && stopRuleOn(p.rules) ? falseCall(made.game, newMatch(), callerOf(p, p.toMove)).game : made.game;
  return { verdict: v, game: paid(called) };
}

/** Every step of a record, or the steps up to the first that cannot be played and why. */
export function replay(r: GameRecord): Replay {
  const steps: ReplayStep[] = [];
  let g = startGame(r.start);
  for (const [at, m] of r.moves.entries()) {
    if (g.result) return { ok: false, steps, end: g, code: 'after-end', at };
    const { verdict: v, game } = stepGame(g, m);
    steps.push({ player: g.position.toMove, move: m.move, called: m.called, verdict: v, before: g, after: game });
    g = game;
  }
  return { ok: true, steps, end: g };
}
