/**
 * A Stop rush item's answer as the coach's record counts it (records/coach.ts), kept in the
 * page's store; part of the run, which is fetched as the learner reaches for Start, so that the
 * rush page opens no heavier and an answer is counted as it is made.
 */
import type { Position } from '../engine';
import { puzzleOfItem } from '../puzzles/rush-deal';
import type { RushItem } from '../puzzles/rush';
import type { Answer, Stake } from '../records/coach';
import type { Store } from '../storage/versioned';
import { ownPuzzle } from './own-puzzles';
import { keepAnswers, wrongAnswer } from './puzzle-answers';

/**
 * An item's answer (`stop`: Stop! was called), for the rule the move broke, or `none` for a
 * legal move; a mistake is kept as the site puzzle the item was taken from, or else as the
 * learner's own puzzle of the move.
 */
export function rushAnswer(item: RushItem, before: Position, stop: boolean): Answer {
  const stake: Stake = item.reason ?? 'none';
  if (stop !== (item.expect === 'legal')) return { source: 'rush', stake, right: true };
  const kind = stop ? 'falseCall' : 'missed';
  const site = puzzleOfItem(item.id);
  if (site) return wrongAnswer('rush', stake, kind, site, { id: site });
  const own = ownPuzzle(before, item.move, item.reason, item.id);
  return wrongAnswer('rush', stake, kind, own.id, { own: own.own });
}

export const keepRushAnswer = (store: Store, ...answer: Parameters<typeof rushAnswer>) => keepAnswers(store, [rushAnswer(...answer)]);
