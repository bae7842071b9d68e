/**
 * Puzzles against the engine: the opponent's moves played out one by one, the answer to
 * a compulsory-move puzzle, and what is wrong with a puzzle as written.
 */
import { formatMove, legalMoves, parseMove, parsePosition, parseRules, positionJSON as interchangeJSON, play, STANDARD, validatePosition, verdict, type Move, type Player, type Position, type RulesSpec, type Verdict } from '../engine';
import type { DailyCandidate } from './daily';
import { positionJSON } from '../lessons/exercise';
import type { Sketch } from '../lessons/schema';
import type { Puzzle, PuzzleData } from './schema';

/** The learner's seat in every puzzle: A, at the bottom; sentences say "you" of A and name B. */
export const LEARNER: Player = 'A';

export interface Step {
  readonly before: Position;
  readonly move: Move;
  readonly verdict: Verdict;
  /** The table with the move made; null for an error that leaves no table the rules could produce (it is shown as attempted). */
  readonly after: Position | null;
}

/** True when a rule set is the standard one, however it is written. */
export function isStandard(spec: RulesSpec): boolean {
  const r = parseRules(spec);
  return r.ok && (Object.keys(STANDARD) as (keyof typeof STANDARD)[]).every((k) => r.value[k] === STANDARD[k]);
}

/** What the daily schedule needs to know of a puzzle. */
export const candidateOf = (p: Puzzle): DailyCandidate => ({
  id: p.id,
  kind: p.kind,
  standard: isStandard(p.position.rules),
  clean: p.kind === 'stop' && p.error === null,
});

/** The position as a puzzle writes it; the hand of the player who does not move is shown as a count. */
export function sketchOf(p: Position, hideHandOf: 'A' | 'B'): Sketch {
  const { format: _, ...json } = interchangeJSON(p) as unknown as Sketch & { format: string };
  return { ...json, [hideHandOf]: { ...json[hideHandOf], hand: p[hideHandOf]!.hand.length } };
}

export function startOf(p: PuzzleData): Position {
  const read = parsePosition(positionJSON(p.position));
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

/** The opponent's moves of a stop puzzle, each judged on the table it was made on and explained to the learner. */
export function stepsOf(p: PuzzleData & { kind: 'stop' }, start: Position = startOf(p)): Step[] {
  const steps: Step[] = [];
  let before = start;
  for (const text of p.moves) {
    const m = parseMove(text, before.rules);
    if (!m.ok) throw new Error(`"${text}": ${m.error}`);
    const v = verdict(before, m.value, undefined, LEARNER);
    const played = play(before, m.value);
    const after = v.legal || !validatePosition(played) ? played : null;
    steps.push({ before, move: m.value, verdict: v, after });
    if (!after) break;
    before = after;
  }
  return steps;
}

/** The moves that solve a compulsory puzzle: exactly those the rules allow. */
export const allowed = (start: Position): string[] => legalMoves(start).map(formatMove);

/**
 * What is wrong with a puzzle as written, or null. A compulsory puzzle's answer must be
 * exactly the moves the rules allow; a stop puzzle's first illegal move must be where and
 * why it says, and be the last move shown (a turn with no error ends at its last move).
 */
export function puzzleFault(p: Puzzle): string | null {
  const at = (s: string) => `${p.id}: ${s}`;
  const read = parsePosition(positionJSON(p.position));
  if (!read.ok) return at(read.error);
  const start = read.value;
  if (p.kind === 'compulsory') {
    if (start.toMove !== 'A') return at('in a compulsory puzzle the learner plays A, so A must be to move');
    for (const m of p.answer) if (!parseMove(m, start.rules).ok) return at(`"${m}" is not a move`);
    const legal = allowed(start);
    if ([...legal].sort().join() !== [...p.answer].sort().join()) return at(`the rules allow exactly ${legal.join(', ') || 'nothing'}, so those are the answer`);
    return null;
  }
  if (start.toMove !== 'B') return at('in a stop puzzle the learner watches B, so B must be to move');
  let steps: Step[];
  try {
    steps = stepsOf(p, start);
  } catch (e) {
    return at((e as Error).message);
  }
  const first = steps.findIndex((s) => !s.verdict.legal);
  if (p.error === null) {
    if (first >= 0) return at(`move ${first + 1} (${p.moves[first]}) is illegal, but the puzzle says there is no error`);
    if (steps.some((s, i) => i < steps.length - 1 && s.after?.toMove !== 'B')) return at('B\'s turn ends before the last move');
    return null;
  }
  if (first !== p.error.at) return at(first < 0 ? 'every move is legal' : `the first illegal move is move ${first + 1} (${p.moves[first]}), not ${p.error.at + 1}`);
  const v = steps[first]!.verdict;
  if (!v.legal && v.reason !== p.error.reason) return at(`move ${first + 1} breaks ${v.reason}, not ${p.error.reason}`);
  if (first !== p.moves.length - 1) return at('the moves after the error would never be seen: end the sequence at the error');
  return null;
}
