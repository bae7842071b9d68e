/**
 * The verdict on any attempted move: legal, or a Stop with the first rule it breaks, in
 * the order the interchange format fixes (no hand card, not available, bad target, does
 * not fit, then the priority rules in their order).
 */
import { availableCard, exposedCard, faceUpIn, pileOf, spacesBesides, whyNotAvailable, type Unavailable } from './availability';
import { compulsoryToFoundation, fits, fitsFoundation, fitsHouse, fitsLoad, loadRuleOf, whyFoundationRefuses, whyHouseRefuses, whyLoadRefuses, type Misfit } from './building';
import { FOUNDATION, HOUSE, isFoundation, isHouse, moveTo, PASS, RESERVE, sameMove, sortedAsStrings, TURN, TURNED, WASTE, type Move } from './moves';
import { pileRefOf } from './piles';
import type { Position } from './position';
import { earlyTurnOpen, fitOf, priorities, SOURCES, whyPriority, type Compulsion, type Fit, type Priorities } from './priorities';
import type { Reason } from './reasons';
import { winResult } from './win';
import { houseMoves, loadTargets } from './strict';
import { whyBadTarget, whyNoHandCard, whyNoPass, type BadTarget, type HandFault, type PassFault } from './turn';

/**
 * Why a move is stopped, as a code and the facts it rests on (cards, piles, players,
 * counts, the sequence); the message layer (src/i18n/engine) writes it for a reader.
 */
export type Why =
  | HandFault
  | Unavailable
  | BadTarget
  | PassFault
  | Misfit
  | Compulsion
  /** A group moved one card at a time would make `fit.card` available on the way, and rule 2 would send it to a foundation. */
  | { readonly code: 'group-card-fits'; readonly fit: Fit };

/**
 * The rule a Stop enforces: its reason's, or for a pass stopped as `bad-target` how a turn ends, or a family rule that Stops with a
 * reason of the standard game, or for a card that does not fit the opponent's pile it is loaded on, the rules text's paragraph on
 * loading (Building Rules, "Reserve and waste pile"), which the course teaches apart from building on houses and foundations.
 */
export type Rule = Reason | 'turn-ends-by-discard' | 'aces-compulsory' | 'lone-card-stays' | 'loading';

export type Verdict =
  | { readonly legal: true }
  | {
      readonly legal: false;
      readonly reason: Reason;
      readonly why: Why;
      /**
       * What the correction carries out once the attempt is taken back, in order: the
       * compulsory move skipped, or after a hand turn stopped by rule 3 the spaces filled
       * from the reserve; empty when the attempt is only taken back.
       */
      readonly correction: readonly Move[];
      /** For the strict searches: the whole sequence the player should have played. */
      readonly sequence: Move[] | null;
    };

/** A Stop: a verdict that is not legal. */
export type Stop = Extract<Verdict, { legal: false }>;

const LEGAL: Verdict = { legal: true };

function whyRefused(p: Position, to: number, c: number, count: number): Misfit {
  const ref = pileRefOf(p, to);
  if (count > 1 && !isHouse(to)) return { code: 'group-off-house', to: ref };
  if (isFoundation(to)) return whyFoundationRefuses(pileOf(p, to), c, ref);
  return isHouse(to) ? whyHouseRefuses(pileOf(p, to), c, ref) : whyLoadRefuses(exposedCard(p, to), c, ref, p.toMove, loadRuleOf(p.rules, to));
}

/**
 * The card that would move: the outermost one, or for a group the innermost of its cards.
 * Without the permissive variant a group stands for single moves through empty houses, so
 * it needs 2^s >= k for s spaces (shared/position-format.md, "Group moves").
 */
function movingCard(p: Position, m: Move & { kind: 'move' }): number | undefined {
  if (m.count === 1) return availableCard(p, m.from);
  if (!isHouse(m.from) || m.count > faceUpIn(p, m.from - HOUSE)) return undefined;
  if (!p.rules.groupMoves && m.count > 2 ** spacesBesides(p, m.to)) return undefined;
  const house = pileOf(p, m.from);
  return house[house.length - m.count];
}

/**
 * Why a group may not move one card at a time: one of its cards fits a foundation, would
 * become available on the way, and rule 2 would send it there. Null when none fits.
 */
function whyGroupCardFits(p: Position, m: Move & { kind: 'move' }): Why | null {
  const house = pileOf(p, m.from);
  for (let i = house.length - m.count; i < house.length; i++) {
    const f = compulsoryToFoundation(p.rules, house[i]!) ? p.foundations.findIndex((pile) => fitsFoundation(pile, house[i]!)) : -1;
    if (f >= 0) return { code: 'group-card-fits', fit: fitOf(p, m.from, FOUNDATION + f, house[i]!) };
  }
  return null;
}

/** Every empty house in play filled from the reserve, in house order, while it lasts: "fill any empty spaces". */
function fillSpaces(p: Position): Move[] {
  const moves: Move[] = [];
  let left = p[p.toMove]!.reserve.length;
  for (let h = 0; h < p.houses.length && left > 0; h++) if (p.houses[h]!.length === 0 && h !== p.closedHouse) moves.push(moveTo(RESERVE, HOUSE + h)), left--;
  return moves;
}

const isDiscard = (m: Move) => m.kind === 'move' && m.from === TURNED && m.to === WASTE;

/**
 * What the correction carries out (shared/position-format.md, "The correction after a
 * Stop"): the compulsion in force, its first move; but a discarded card that fits a
 * foundation goes there ("your opponent could force you to play it there instead of on
 * your waste pile"); else, after a hand turn stopped by rule 3, every space filled.
 */
function correctionOf(p: Position, m: Move, pr: Priorities, rule3: boolean): readonly Move[] {
  if (pr.forcedBy) {
    const discarded = isDiscard(m) ? pr.forced.find((f) => f.kind === 'move' && f.from === TURNED && isFoundation(f.to)) : undefined;
    return [discarded ?? pr.forced[0]!];
  }
  return rule3 ? fillSpaces(p) : [];
}

// At module level, not inside `verdict`: a closure made on every call costs the judge time.
const stop = (reason: Reason, why: Why, correction: readonly Move[], sequence: Move[] | null = null): Verdict => ({ legal: false, reason, why, correction, sequence });

/** The Stop for skipping the compulsion in force. */
function compelled(p: Position, m: Move, pr: Priorities): Verdict {
  const correction = correctionOf(p, m, pr, false);
  return stop(pr.forcedBy!, whyPriority(p, pr.forcedBy!, m, correction[0] as Move & { kind: 'move' }, pr.sequence), correction, pr.sequence);
}

/** The verdict on `m`: the same facts whoever reads them, as the message layer names the reader. */
export function verdict(p: Position, m: Move, pr: Priorities = priorities(p)): Verdict {
  const noHand = whyNoHandCard(p, m);
  // An omitted compulsion is carried out by the correction whatever the first fault was.
  if (noHand) return stop('no-hand-card', noHand, correctionOf(p, m, pr, false));
  const group = m.kind === 'move' && m.count > 1 && !p.rules.groupMoves;
  if (m.kind === 'move') {
    const c = movingCard(p, m);
    if (c === undefined) return stop('not-available', whyNotAvailable(p, m.from, m.count, m.to), correctionOf(p, m, pr, false));
    const bad = whyBadTarget(p, m.from, m.to, m.count);
    if (bad) return stop('bad-target', bad, correctionOf(p, m, pr, false));
    if (m.to !== WASTE && (!fits(p, m.to, c) || (m.count > 1 && !isHouse(m.to)))) return stop('does-not-fit', whyRefused(p, m.to, c, m.count), correctionOf(p, m, pr, false));
  } else if (m.kind === 'pass') {
    const why = whyNoPass(p);
    if (why) return stop('bad-target', why, correctionOf(p, m, pr, false));
  }
  const early = m.kind === 'turn' && earlyTurnOpen(p);
  const skips = !early && pr.forcedBy !== null && !pr.forced.some((f) => sameMove(f, m)) && !pr.optional.some((f) => sameMove(f, m));
  // Rules 1 and 2, then rule 3, then the strict rules: release, load, spaces, uncover.
  if (skips && (pr.forcedBy === 'reserve-to-foundation-first' || pr.forcedBy === 'foundation-first')) return compelled(p, m, pr);
  const onTheWay = group ? whyGroupCardFits(p, m as Move & { kind: 'move' }) : null;
  if (onTheWay) return stop('foundation-first', onTheWay, correctionOf(p, m, pr, false));
  const bar = m.kind === 'turn' && !early ? pr.turnBar() : null;
  if (bar?.reason === 'fill-spaces-first') return stop(bar.reason, whyPriority(p, bar.reason, m, bar.fix as Move & { kind: 'move' }, bar.sequence), correctionOf(p, m, pr, true));
  if (skips && pr.forcedBy !== 'uncover-first') return compelled(p, m, pr);
  if (bar) return stop(bar.reason, whyPriority(p, bar.reason, m, bar.fix as Move & { kind: 'move' }, bar.sequence), correctionOf(p, m, pr, false), bar.sequence);
  if (skips) return compelled(p, m, pr);
  return LEGAL;
}

const RULE_OF_WHY: Partial<Record<Why['code'], Rule>> = {
  'pass-not-discard': 'turn-ends-by-discard',
  'pass-cards-left': 'turn-ends-by-discard',
  'ace-first': 'aces-compulsory',
  'lone-card-space': 'lone-card-stays',
  'load-unexposed': 'loading',
  'load-next': 'loading',
  'load-waste-next': 'loading',
};

/** The rule a Stop enforces, for the message layer to name: its reason's, or a rule that shares the reason's code (how a turn ends, a family rule). */
export const ruleOf = (v: Pick<Stop, 'why' | 'reason'>): Rule => RULE_OF_WHY[v.why.code] ?? v.reason;

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
      // Foundation plays are rule 2's, or (a family rule) in `pr.optional`.
      if (isHouse(from)) houseMoves(p, from - HOUSE, moves);
      else for (let to = 0; to < p.houses.length; to++) if (to !== p.closedHouse && fitsHouse(p.houses[to]!, c)) moves.push(moveTo(from, HOUSE + to));
      for (let i = 0; i < targets.length; i++) if (fitsLoad(exposed[i], c, loadRuleOf(p.rules, targets[i]!))) moves.push(moveTo(from, targets[i]!));
    }
    if (!whyNoPass(p)) moves.push(PASS);
  }
  // Foundation plays no rule compels (a family rule) come from elsewhere: with them the list is sorted again.
  const legal = pr.optional.length ? sortedAsStrings([...moves, ...pr.optional]) : moves;
  // `turn` sorts last; early hand turns are free of the priorities.
  if (!whyNoHandCard(p, TURN) && ((!pr.forcedBy && !pr.turnBar()) || earlyTurnOpen(p))) legal.push(TURN);
  return legal;
}
