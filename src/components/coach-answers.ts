/**
 * The Stop questions the learner answers on the puzzle pages and in the rush, as the coach's
 * record counts them (records/coach.ts), the learner's own puzzles written from a move, and
 * the answers kept in the page's store. A false call always stands for the rule at stake
 * `none` (Stop called on a legal move), wherever it is made; a move let pass stands for the
 * rule it broke.
 */
import { formatMove, priorities, seatedAt, type Move, type Position, type Reason } from '../engine';
import { decoyOf, isTableMove, sketchOf, THEME_OF } from '../puzzles/puzzle';
import { puzzleOfItem } from '../puzzles/rush-deal';
import { utcDate } from '../puzzles/daily';
import type { Puzzle } from '../puzzles/schema';
import type { RushItem } from '../puzzles/rush';
import type { Theme } from '../puzzles/themes';
import { recordAnswers, type Answer, type Mistake, type MistakeKind, type OwnPuzzle, type Source, type Stake } from '../records/coach';
import { browserStore } from '../storage/page-store';

/** A short name for a text, the same on every device (FNV-1a, twice over for fewer clashes). */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(i), 0x811c9dc5) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * A Stop puzzle of one move written from `before` and `move`, with the rule it broke (null for
 * a legal move: the mistake was calling it). The puzzle board shows B moving to A, so the table
 * is turned round until the mover sits at B: a learner's own move is seen from across the table.
 * A move that is no card moved nor the hand turn (a pass) makes no puzzle: null.
 */
export function ownPuzzle(before: Position, move: Move, reason: Reason | null, source: string): { id: string; own: OwnPuzzle } | null {
  if (!isTableMove(move)) return null;
  const table = seatedAt(before, 'B');
  const position = sketchOf(table, 'A');
  const moves = [formatMove(move)];
  // A legal move called is trained by the puzzles of moves that look wrong, and by what it looked like it broke.
  const decoy = reason ? null : (decoyOf(table, move)?.theme ?? null);
  const themes: Theme[] = reason ? [THEME_OF[reason]] : decoy && decoy !== 'decoy' ? ['decoy', decoy] : ['decoy'];
  return { id: `own-${digest(JSON.stringify([position, moves]))}`, own: { kind: 'stop', themes, position, moves, error: reason ? { at: 0, reason } : null, source } };
}

/** A wrong answer: the question counted against its rule, and kept as a mistake. */
const wrong = (source: Source, stake: Stake, kind: MistakeKind, id: string, puzzle: Mistake['puzzle']): Answer => ({
  source,
  stake,
  right: false,
  mistake: { id, kind, reason: stake === 'none' ? null : stake, puzzle },
});

/**
 * A puzzle's answer. A Stop puzzle stands for its error's rule (`none` for a puzzle without
 * one), a false call for `none`. A compulsory-move puzzle is counted by the rule its position
 * enforces (the compulsory move's priority rule, or the rule that bars the hand turn), right or
 * wrong, a wrong move being the learner's own move stopped; a position no rule compels (a hand
 * turn or a discard that is the only move) asks which move, not which rule, and is not counted.
 * `calledLegal`: the move answered in a Stop puzzle was legal, so a wrong answer on it was a false call.
 */
export function puzzleAnswer(z: Puzzle, start: Position, right: boolean, calledLegal: boolean): Answer | null {
  if (z.kind === 'compulsory') {
    const pr = priorities(start);
    const stake = pr.forcedBy ?? pr.turnBar()?.reason ?? null;
    if (!stake) return null;
    return right ? { source: 'puzzle', stake, right } : wrong('puzzle', stake, 'stopped', z.id, { id: z.id });
  }
  if (right) return { source: 'puzzle', stake: z.error?.reason ?? 'none', right };
  return calledLegal ? wrong('puzzle', 'none', 'falseCall', z.id, { id: z.id }) : wrong('puzzle', z.error?.reason ?? 'none', 'missed', z.id, { id: z.id });
}

/** A rush item's answer (`stop`: Stop! was called); a mistake is kept as the puzzle the item was taken from, or as the learner's own puzzle of the move. */
export function rushAnswer(item: RushItem, before: Position, move: Move, stop: boolean): Answer {
  const legal = item.expect === 'legal';
  const stake: Stake = item.reason ?? 'none';
  if (stop !== legal) return { source: 'rush', stake, right: true };
  const kind = stop ? 'falseCall' : 'missed';
  const site = puzzleOfItem(item.id);
  if (site) return wrong('rush', stake, kind, site, { id: site });
  const own = ownPuzzle(before, move, item.reason, item.id);
  return own ? wrong('rush', stake, kind, own.id, { own: own.own }) : { source: 'rush', stake, right: false };
}

/** Answers kept in the page's store, on today's date (UTC, as the daily puzzle counts days). */
export const keepAnswers = (answers: readonly (Answer | null)[]) =>
  recordAnswers(
    browserStore(),
    answers.filter((a): a is Answer => a !== null),
    utcDate(new Date()),
  );
