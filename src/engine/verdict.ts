/**
 * The verdict on any attempted move: legal, or a Stop with the first rule it breaks, in
 * the order the interchange format fixes (no hand card, not available, bad target, does
 * not fit, then the priority rules in their order).
 */
import { availableCard, exposedCard, faceUpIn, pileName, pileOf, whyNotAvailable } from './availability';
import { fitsFoundation, fitsHouse, fitsLoad, whyFoundationRefuses, whyHouseRefuses, whyLoadRefuses } from './building';
import { HOUSE, isFoundation, isHouse, moveTo, PASS, TURN, TURNED, WASTE, type Move } from './moves';
import type { Position } from './position';
import { priorities, SOURCES, whyPriority, type Priorities } from './priorities';
import { RULE_OF, type Reason } from './reasons';
import { winResult } from './scoring';
import { houseMoves, loadTargets } from './strict';
import { whyBadTarget, whyNoHandCard, whyNoPass } from './turn';

export type Verdict =
  | { readonly legal: true }
  | {
      readonly legal: false;
      readonly reason: Reason;
      /** Where the broken rule stands in the rules text. */
      readonly rule: string;
      readonly explanation: string;
      /** The compulsory move the attempt skipped, carried out by the correction; null if none. */
      readonly compulsory: Move | null;
      /** For the strict searches: the whole sequence the player should have played. */
      readonly sequence: Move[] | null;
    };

const LEGAL: Verdict = { legal: true };
export const sameMove = (a: Move, b: Move) =>
  a.kind === b.kind && (a.kind !== 'move' || (b.kind === 'move' && a.from === b.from && a.to === b.to && a.count === b.count));

function fits(p: Position, to: number, c: number): boolean {
  if (isFoundation(to)) return fitsFoundation(pileOf(p, to), c);
  return isHouse(to) ? fitsHouse(pileOf(p, to), c) : fitsLoad(exposedCard(p, to), c);
}

function whyRefused(p: Position, to: number, c: number, count: number): string {
  const name = pileName(p, to);
  if (count > 1 && !isHouse(to)) return `A group of cards can only be moved onto a house, never onto ${name}.`;
  if (isFoundation(to)) return whyFoundationRefuses(pileOf(p, to), c, name);
  return isHouse(to) ? whyHouseRefuses(pileOf(p, to), c, name) : whyLoadRefuses(exposedCard(p, to), c, name);
}

/** The card that would move: the outermost one, or for a group the one at its bottom. */
function movingCard(p: Position, m: Move & { kind: 'move' }): number | undefined {
  if (m.count === 1) return availableCard(p, m.from);
  if (!p.rules.groupMoves || !isHouse(m.from) || m.count > faceUpIn(p, m.from - HOUSE)) return undefined;
  const house = pileOf(p, m.from);
  return house[house.length - m.count];
}

// At module level, not inside `verdict`: a closure made on every call costs the judge time.
const stop = (reason: Reason, explanation: string, compulsory: Move | null, sequence: Move[] | null = null): Verdict => ({
  legal: false,
  reason,
  rule: RULE_OF[reason],
  explanation,
  compulsory,
  sequence,
});

/** The Stop for skipping the compulsory move `owed`. */
const compelled = (p: Position, m: Move, pr: Priorities, owed: Move | null) =>
  stop(pr.forcedBy!, whyPriority(p, pr.forcedBy!, m, owed!, pr.sequence), owed, pr.sequence);

export function verdict(p: Position, m: Move, pr: Priorities = priorities(p)): Verdict {
  const noHand = whyNoHandCard(p, m);
  // An omitted compulsion is carried out by the correction whatever the first fault was.
  const owed = pr.forcedBy ? pr.forced[0]! : null;
  if (noHand) return stop('no-hand-card', noHand, owed);
  if (m.kind === 'move') {
    const c = movingCard(p, m);
    if (c === undefined) return stop('not-available', whyNotAvailable(p, m.from, m.count), owed);
    const bad = whyBadTarget(p, m.from, m.to);
    if (bad) return stop('bad-target', bad, owed);
    if (m.to !== WASTE && (!fits(p, m.to, c) || (m.count > 1 && !isHouse(m.to)))) return stop('does-not-fit', whyRefused(p, m.to, c, m.count), owed);
  } else if (m.kind === 'pass') {
    const why = whyNoPass(p);
    if (why) return stop('bad-target', why, owed);
  }
  const early = m.kind === 'turn' && p.rules.earlyHandTurn;
  const skips = !early && pr.forcedBy !== null && !pr.forced.some((f) => sameMove(f, m));
  // Rules 1 and 2, then rule 3, then the strict rules: release, load, spaces, uncover.
  if (skips && (pr.forcedBy === 'reserve-to-foundation-first' || pr.forcedBy === 'foundation-first')) return compelled(p, m, pr, owed);
  const bar = m.kind === 'turn' && !early ? pr.turnBar() : null;
  if (bar?.reason === 'fill-spaces-first') return stop(bar.reason, whyPriority(p, bar.reason, m, bar.fix, bar.sequence), bar.fix);
  if (skips && pr.forcedBy !== 'uncover-first') return compelled(p, m, pr, owed);
  if (bar) return stop(bar.reason, whyPriority(p, bar.reason, m, bar.fix, bar.sequence), bar.fix, bar.sequence);
  if (skips) return compelled(p, m, pr, owed);
  return LEGAL;
}

/** Every action the mover may take now without being stopped, in the order their strings sort. */
export function legalMoves(p: Position, pr: Priorities = priorities(p)): Move[] {
  if (winResult(p)) return [];
  const moves: Move[] = [];
  if (pr.forcedBy) {
    moves.push(...pr.forced);
  } else {
    const targets = loadTargets(p);
    const exposed = targets.map((to) => exposedCard(p, to));
    for (const from of SOURCES) {
      const c = availableCard(p, from);
      if (c === undefined) continue;
      if (from === TURNED) moves.push(moveTo(TURNED, WASTE));
      // No foundation play fits here: rule 2 would have forced it.
      if (isHouse(from)) houseMoves(p, from - HOUSE, moves);
      else for (let to = 0; to < p.houses.length; to++) if (to !== p.closedHouse && fitsHouse(p.houses[to]!, c)) moves.push(moveTo(from, HOUSE + to));
      for (let i = 0; i < targets.length; i++) if (fitsLoad(exposed[i], c)) moves.push(moveTo(from, targets[i]!));
    }
    if (!whyNoPass(p)) moves.push(PASS);
  }
  // `turn` sorts last; early hand turns are free of the priorities.
  if (!whyNoHandCard(p, TURN) && ((!pr.forcedBy && !pr.turnBar()) || p.rules.earlyHandTurn)) moves.push(TURN);
  return moves;
}
