/**
 * The verdict on any attempted move: legal, or a Stop with the first rule it breaks, in
 * the order the interchange format fixes (no hand card, not available, bad target, does
 * not fit, then the priority rules in their order).
 */
import { availableCard, pileName, pileOf, whyNotAvailable } from './availability';
import { fitsFoundation, fitsHouse, fitsLoad, whyFoundationRefuses, whyHouseRefuses, whyLoadRefuses } from './building';
import { isFoundation, isHouse, OPP_RESERVE, OPP_WASTE, PASS, TURN, TURNED, WASTE, type Move } from './moves';
import type { Position } from './position';
import { firstSpaceFill, moveTo, priorities, SOURCES, whyPriority, type Priorities } from './priorities';
import { RULE_OF, type Reason } from './reasons';
import { winResult } from './scoring';
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
    };

const LEGAL: Verdict = { legal: true };
const sameMove = (a: Move, b: Move) =>
  a.kind === b.kind && (a.kind !== 'move' || (b.kind === 'move' && a.from === b.from && a.to === b.to && a.count === b.count));

/** The building rule that a card going to `to` must meet. */
function fits(p: Position, to: number, c: number): boolean {
  const pile = pileOf(p, to);
  return isFoundation(to) ? fitsFoundation(pile, c) : isHouse(to) ? fitsHouse(pile, c) : fitsLoad(pile, c);
}

function whyRefused(p: Position, to: number, c: number): string {
  const pile = pileOf(p, to);
  const name = pileName(p, to);
  if (isFoundation(to)) return whyFoundationRefuses(pile, c, name);
  return isHouse(to) ? whyHouseRefuses(pile, c, name) : whyLoadRefuses(pile, c, name);
}

/** The compulsory move a Stop for `reason` carries out, if the attempt skipped one. */
export function compulsoryMove(p: Position, reason: Reason, pr: Priorities): Move | null {
  if (pr.forcedBy) return pr.forced[0]!;
  return reason === 'fill-spaces-first' ? firstSpaceFill(p) : null;
}

export function verdict(p: Position, m: Move, pr: Priorities = priorities(p)): Verdict {
  const stop = (reason: Reason, explanation: string): Verdict => ({
    legal: false,
    reason,
    rule: RULE_OF[reason],
    explanation,
    compulsory: compulsoryMove(p, reason, pr),
  });
  const noHand = whyNoHandCard(p, m);
  if (noHand) return stop('no-hand-card', noHand);
  if (m.kind === 'move') {
    const c = availableCard(p, m.from);
    if (c === undefined || m.count > 1) return stop('not-available', whyNotAvailable(p, m.from, m.count));
    const bad = whyBadTarget(m.from, m.to);
    if (bad) return stop('bad-target', bad);
    if (m.to !== WASTE && !fits(p, m.to, c)) return stop('does-not-fit', whyRefused(p, m.to, c));
  } else if (m.kind === 'pass') {
    const why = whyNoPass(p);
    if (why) return stop('bad-target', why);
  }
  const skips = pr.forcedBy !== null && !pr.forced.some((f) => sameMove(f, m));
  if (skips && pr.forcedBy !== 'load-first') return stop(pr.forcedBy!, whyPriority(p, pr.forcedBy!, m, pr.forced[0]!));
  if (m.kind === 'turn' && pr.spacesFirst) return stop('fill-spaces-first', whyPriority(p, 'fill-spaces-first', m, firstSpaceFill(p)));
  if (skips) return stop(pr.forcedBy!, whyPriority(p, pr.forcedBy!, m, pr.forced[0]!));
  return LEGAL;
}

/** Every action the mover may take now without being stopped, in the order their strings sort. */
export function legalMoves(p: Position, pr: Priorities = priorities(p)): Move[] {
  if (winResult(p)) return [];
  if (pr.forcedBy) return pr.forced;
  const moves: Move[] = [];
  for (const from of SOURCES) {
    const c = availableCard(p, from);
    if (c === undefined) continue;
    if (from === TURNED) moves.push(moveTo(TURNED, WASTE));
    // No foundation play fits here: rule 2 would have forced it.
    for (let to = 0; to < 8; to++) if (to !== from && fitsHouse(p.houses[to]!, c)) moves.push(moveTo(from, to));
    for (const to of [OPP_RESERVE, OPP_WASTE]) if (fitsLoad(pileOf(p, to), c)) moves.push(moveTo(from, to));
  }
  if (!whyNoPass(p)) moves.push(PASS);
  if (!whyNoHandCard(p, TURN) && !pr.spacesFirst) moves.push(TURN);
  return moves;
}
