/**
 * How hard a puzzle is, worked out from the position rather than guessed by its author:
 * a rating on the scale of a learner's puzzle rating (Glicko-2, 1500 for a newcomer), and
 * the level 1 to 3 shown in the lists. The formula is documented in puzzles/README.md:
 * the rating is a sum of terms, each growing with one thing that makes the puzzle harder,
 * so more of any of them never makes a puzzle easier.
 */
import { FOUNDATION, isFoundation, legalMoves, priorities, PRIORITY_REASONS, RESERVE, TURNED, WASTE, type Position } from '../engine';
import { looksWrong, slipOf, startOf, stepsOf, temptingMoves, uniqueAnswer, VARIANT_REASONS } from './puzzle';
import type { PuzzleData } from './schema';

export interface Difficulty {
  /** On the learner's rating scale. */
  readonly rating: number;
  readonly level: 1 | 2 | 3;
}

/** Levels split the ratings: below 1300 is 1, below 1600 is 2, the rest is 3. */
export const levelOf = (rating: number): 1 | 2 | 3 => (rating < 1300 ? 1 : rating < 1600 ? 2 : 3);

/** What makes a compulsory puzzle hard. */
export interface CompulsoryFeatures {
  readonly kind: 'compulsory';
  /** Moves that would be legal but for a priority rule or a strict variant's rule. */
  readonly tempting: number;
  /**
   * How deep the answer hides: 0 the reserve's top card, 1 the turned hand card, the waste,
   * the hand turn or the discard, 2 a house card, 3 the first move of a sequence a strict
   * rule asks for. One more when the card goes onto a foundation already started: the
   * learner must read the eight foundations to see that it fits.
   */
  readonly depth: number;
  /** Cards the learner may move (reserve top, turned card, waste top if in play, house tops): the more, the more to look through. */
  readonly available: number;
  /** The rule that decides is a house rule's (a strict rule, or the early hand turn's limit). */
  readonly variant: boolean;
}

/** What makes a Stop puzzle hard. */
export interface StopFeatures {
  readonly kind: 'stop';
  /** Legal moves to let go before the error, or every move of a turn with none. */
  readonly before: number;
  /** The rule the error breaks: 0 available cards and where cards go, 1 building, 2 the priorities (the whole table must be read), 3 a house rule's; -1 for no error. */
  readonly rule: number;
  /** The error nearly passes: a card one colour, rank or suit off, or a card out of reach that would fit where it went. */
  readonly nearMiss: boolean;
  /** Legal moves shown that look wrong (each tempts a false Stop). */
  readonly decoys: number;
  /** A turn with no error: the learner must let every move go. */
  readonly clean: boolean;
}

export type Features = CompulsoryFeatures | StopFeatures;

function available(p: Position): number {
  const me = p[p.toMove]!;
  let n = p.houses.filter((h, i) => h.length > 0 && i !== p.closedHouse).length;
  if (me.reserve.length && !me.reserveFaceDown) n++;
  if (me.turned !== null) n++;
  if (me.waste.length && p.rules.wasteAvailable) n++;
  return n;
}

function compulsoryFeatures(p: Position): CompulsoryFeatures {
  const pr = priorities(p);
  const answer = uniqueAnswer(p, legalMoves(p, pr))?.[0] ?? legalMoves(p, pr)[0];
  const tempting = temptingMoves(p, pr);
  let depth = 1;
  if (answer?.kind === 'move') {
    const sequence = pr.forcedBy ? pr.sequence : pr.turnBar()?.sequence;
    depth = sequence && sequence.length > 1 ? 3 : answer.from === RESERVE ? 0 : answer.from === TURNED || answer.from === WASTE ? 1 : 2;
    const onto = isFoundation(answer.to) ? p.foundations[answer.to - FOUNDATION]! : null;
    if (onto && onto.length > 0) depth++;
  }
  const variant = (pr.forcedBy !== null && VARIANT_REASONS.includes(pr.forcedBy)) || (p.rules.earlyHandTurn && p.turnBegun && tempting.some((t) => t.move.kind === 'turn'));
  return { kind: 'compulsory', tempting: tempting.length, depth, available: available(p), variant };
}

function stopFeatures(p: PuzzleData & { kind: 'stop' }): StopFeatures {
  const steps = stepsOf(p);
  const decoys = steps.filter((s) => s.verdict.legal && looksWrong(s.before, s.move) !== null).length;
  if (!p.error) return { kind: 'stop', before: steps.length, rule: -1, nearMiss: false, decoys, clean: true };
  const last = steps[p.error.at]!;
  const reason = p.error.reason;
  const rule = VARIANT_REASONS.includes(reason) ? 3 : PRIORITY_REASONS.includes(reason) ? 2 : reason === 'does-not-fit' ? 1 : 0;
  const slip = slipOf(last.before, last.move, last.verdict);
  const near = slip === 'near-miss' || slip === 'out-of-reach';
  return { kind: 'stop', before: p.error.at, rule, nearMiss: near, decoys, clean: false };
}

/** The facts the rating is made of. */
export function featuresOf(p: PuzzleData): Features {
  return p.kind === 'compulsory' ? compulsoryFeatures(startOf(p)) : stopFeatures(p);
}

/** The weights of the formula (puzzles/README.md, "Difficulty"). */
export const WEIGHTS = {
  compulsory: { base: 900, tempting: 160, depth: 150, available: 25, variant: 200 },
  stop: { base: 950, before: 100, rule: 150, nearMiss: 100, decoys: 80, clean: 300 },
} as const;

/** Ratings stay within the scale the trainer uses. */
const clamp = (x: number): number => Math.round(Math.min(2200, Math.max(800, x)));

/** The rating of a puzzle's features: a sum of terms, none of which shrinks as its feature grows, kept within 800 to 2200. */
export function ratingOf(f: Features): number {
  if (f.kind === 'compulsory') {
    const w = WEIGHTS.compulsory;
    return clamp(w.base + w.tempting * Math.log2(1 + Math.min(f.tempting, 30)) + w.depth * f.depth + w.available * Math.max(0, Math.min(f.available, 14) - 6) + (f.variant ? w.variant : 0));
  }
  const w = WEIGHTS.stop;
  return clamp(w.base + w.before * Math.min(f.before, 6) + w.rule * Math.max(f.rule, 0) + (f.nearMiss ? w.nearMiss : 0) + w.decoys * Math.min(f.decoys, 4) + (f.clean ? w.clean : 0));
}

export function difficultyOf(p: PuzzleData): Difficulty {
  const rating = ratingOf(featuresOf(p));
  return { rating, level: levelOf(rating) };
}
