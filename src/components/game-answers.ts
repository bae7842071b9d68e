/**
 * The Stop questions of a game on the play page that the learner answered, read from the turn
 * machine's context before and after a change: an error of the computer's called (right), one
 * let pass (missed), a legal move called (a false call), and the learner's own move stopped.
 * Only in Stop training, and only with one learner at the table: two people at one table are
 * both answering, so neither's answers are counted.
 */
import { formatMove, stopRuleOn, type Move, type Player, type Position, type Reason } from '../engine';
import type { PlayContext, PlayInput } from '../machine/play';
import type { Answer, MistakeKind } from '../records/coach';
import type { Store } from '../storage/versioned';
import { ownPuzzle } from './own-puzzles';
import { keepAnswers } from './puzzle-answers';

/** What the answers are read from. */
export type GameMoment = Pick<PlayContext, 'input' | 'stats' | 'stop' | 'missed' | 'falseCall'>;

/**
 * The learner: the one human seat of a game under rules with the Stop; null otherwise (two at
 * one table answer to each other, not to a coach). Without Stop training the computer makes no
 * errors to call, but the learner's own moves stopped and false calls still count.
 */
function learnerOf(input: PlayInput): Player | null {
  if (!stopRuleOn(input.rules)) return null;
  const humans = (Object.entries(input.seats) as [Player, string][]).filter(([, seat]) => seat === 'human');
  return humans.length === 1 ? humans[0]![0] : null;
}

export function gameAnswers(before: GameMoment, after: GameMoment): Answer[] {
  const learner = learnerOf(after.input);
  if (!learner) return [];
  const answers: Answer[] = [];
  const grew = (k: 'caught' | 'missed' | 'falseCalls') => after.stats[k] > before.stats[k];
  const stop = after.stop !== before.stop ? after.stop : null;
  if (grew('caught') && stop?.calledBy === 'human') answers.push({ source: 'game', stake: stop.verdict.reason, right: true });
  // A move made closes the window on the computer's last error: missed, then the learner's move judged.
  if (grew('missed') && after.missed) answers.push(ownMistake(after.missed.before, after.missed.move, after.missed.verdict.reason, 'missed'));
  if (grew('falseCalls') && after.falseCall?.caller === learner) answers.push(ownMistake(after.falseCall.before, after.falseCall.move, null, 'falseCall'));
  if (stop?.calledBy === 'computer' && stop.player === learner) answers.push(ownMistake(stop.before, stop.move, stop.verdict.reason, 'stopped'));
  return answers;
}

/** A wrong answer, kept as the learner's own puzzle of the move (`reason` null: a legal move, called); a pass, which the puzzle board does not show, is counted but not kept. */
function ownMistake(table: Position, move: Move, reason: Reason | null, kind: MistakeKind): Answer {
  const own = move.kind === 'pass' ? null : ownPuzzle(table, formatMove(move), reason, 'game');
  const stake = reason ?? 'none';
  return { source: 'game', stake, right: false, mistake: own ? { id: own.id, kind, reason, puzzle: { own: own.own } } : undefined };
}

/** The answers between two moments of the game kept in `store`. */
export const keepGameAnswers = (store: Store, before: GameMoment, after: GameMoment) => keepAnswers(store, gameAnswers(before, after));
