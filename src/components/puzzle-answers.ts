/**
 * A puzzle's answer as the coach's record counts it (records/coach.ts), kept in the page's
 * store; part of the live puzzle board, which is fetched at the first use, so that the puzzle pages
 * open no heavier and an answer is counted as it is made.
 */
import type { Reason } from '../engine';
import { utcDate } from '../puzzles/daily';
import { THEME_OF } from '../puzzles/themes';
import type { Puzzle } from '../puzzles/schema';
import { OWN_ID, recordAnswers, type Answer, type Mistake, type MistakeKind, type Source, type Stake } from '../records/coach';
import type { Store } from '../storage/versioned';

/** A wrong answer: the question counted against its rule at stake, and kept as a mistake. */
export const wrongAnswer = (source: Source, stake: Stake, kind: MistakeKind, id: string, puzzle: Mistake['puzzle']): Answer => ({
  source,
  stake,
  right: false,
  mistake: { id, kind, reason: stake === 'none' ? null : stake, puzzle },
});

/**
 * A puzzle's answer. A Stop puzzle stands for its error's rule (`none` for a puzzle without
 * one); a false call, Stop called on a legal move, always for `none`. A compulsory-move puzzle
 * is counted by the rule it trains, its first theme's (the compulsory move's priority rule, or
 * the rule that bars the hand turn), right or wrong, a wrong move being the learner's own move
 * stopped; one that trains no rule (a hand turn or a discard that is the only move) asks which
 * move, not which rule, and is not counted. `calledLegal`: the move answered in a Stop puzzle
 * was legal, so a wrong answer on it was a false call.
 */
export function puzzleAnswer(z: Puzzle, right: boolean, calledLegal: boolean): Answer | null {
  // The learner's own puzzle, played again on review, is kept by its data: no page holds it.
  const site: Mistake['puzzle'] = z.kind === 'stop' && z.id.startsWith(OWN_ID) ? { own: { kind: 'stop', themes: z.themes, position: z.position, moves: z.moves, error: z.error, source: z.source } } : { id: z.id };
  if (z.kind === 'compulsory') {
    // The hand turn's theme names the rule of a hand card turned too soon, not of a hand turn that is the only move.
    const trains = z.themes[0];
    const stake = trains === 'hand-turn' ? undefined : (Object.keys(THEME_OF) as Reason[]).find((r) => THEME_OF[r] === trains);
    if (!stake) return null;
    return right ? { source: 'puzzle', stake, right } : wrongAnswer('puzzle', stake, 'stopped', z.id, site);
  }
  if (right) return { source: 'puzzle', stake: z.error?.reason ?? 'none', right };
  return calledLegal ? wrongAnswer('puzzle', 'none', 'falseCall', z.id, site) : wrongAnswer('puzzle', z.error?.reason ?? 'none', 'missed', z.id, site);
}

/** Answers kept in `store` on today's date (UTC, as the daily puzzle counts days). */
export const keepAnswers = (store: Store, answers: readonly (Answer | null)[]) =>
  recordAnswers(
    store,
    answers.filter((a): a is Answer => a !== null),
    utcDate(new Date()),
  );

export const keepPuzzleAnswer = (store: Store, ...answer: Parameters<typeof puzzleAnswer>) => keepAnswers(store, [puzzleAnswer(...answer)]);
