/**
 * Priorities and compulsory moves: rule 1 (reserve to foundation first), rule 2
 * (foundation plays are compulsory), rule 3 (fill spaces from the reserve before turning),
 * and the strict variants (release, loading, spaces, uncovering), in the order the
 * interchange format fixes: 1, 2, 3, release, load, spaces, uncover.
 */
import { availableCard, exposedCard, pileOf } from './availability';
import { compulsoryToFoundation, fitsFoundation, fitsLoad, loadRuleOf } from './building';
import { rankOf, type Card } from './cards';
import { FOUNDATION, HOUSE, moveTo, RESERVE, TURNED, WASTE, type Move } from './moves';
import { pileRefOf, type PileRef } from './piles';
import type { Player, Position } from './position';
import type { Reason } from './reasons';
import { loadTargets, releaseSearch, spaceSearch, uncoverSearch } from './strict';
import { play } from './turn';

/**
 * Piles whose available card the mover may play, in the order their codes sort
 * (R, W, X, h1..h9), so moves generated in this order come out sorted as `legal` must be.
 */
export const SOURCES: readonly number[] = [RESERVE, WASTE, TURNED, 0, 1, 2, 3, 4, 5, 6, 7, 8];

export interface Priorities {
  /** The rule that leaves only compulsory moves, or null. */
  readonly forcedBy: Reason | null;
  /** The compulsory moves, in the order their strings sort. */
  readonly forced: Move[];
  /**
   * Foundation plays no rule compels that may still be made (only under the family rule
   * "only aces and the reserve card are compulsory"): a foundation play is never a fault.
   */
  readonly optional: Move[];
  /** A strict search's sequence behind the compulsion, shown to the player. */
  readonly sequence: Move[] | null;
  /** Rule 3 or strict spaces: why the hand card may not be turned yet, and the move that starts to put it right. Computed on demand. */
  turnBar(): TurnBar | null;
}

export interface TurnBar {
  readonly reason: 'fill-spaces-first' | 'spaces-first';
  readonly fix: Move;
  readonly sequence: Move[];
}

function plays(p: Position, sources: readonly number[], targets: readonly number[], fits: (to: number, c: number) => boolean): Move[] {
  const found: Move[] = [];
  for (const from of sources) {
    const c = availableCard(p, from);
    if (c === undefined) continue;
    for (const to of targets) if (fits(to, c)) found.push(moveTo(from, to));
  }
  return found;
}

const FOUNDATIONS = Array.from({ length: 8 }, (_, i) => FOUNDATION + i);
const FOUNDATIONS_4 = FOUNDATIONS.slice(0, 4);
const foundations = (p: Position) => (p.foundations.length === 4 ? FOUNDATIONS_4 : FOUNDATIONS);
const toFoundation = (p: Position) => (to: number, c: number) => fitsFoundation(p.foundations[to - FOUNDATION]!, c);
/** Moves of available cards onto foundations; the cards the foundations want are found first, as most cards fit none. */
export function foundationPlays(p: Position, sources: readonly number[] = SOURCES): Move[] {
  let aces = false;
  const wanted: number[] = [];
  for (const f of p.foundations) {
    if (f.length === 0) aces = true;
    else if (rankOf(f[f.length - 1]!) < 13) wanted.push(f[f.length - 1]! + 1);
  }
  const fits = toFoundation(p);
  const found: Move[] = [];
  for (const from of sources) {
    const c = availableCard(p, from);
    if (c === undefined || !(rankOf(c) === 1 ? aces : wanted.includes(c))) continue;
    for (const to of foundations(p)) if (fits(to, c)) found.push(moveTo(from, to));
  }
  return found;
}
const loads = (p: Position): Move[] => plays(p, SOURCES, loadTargets(p), (to, c) => fitsLoad(exposedCard(p, to), c, loadRuleOf(p.rules, to)));

const openSpace = (p: Position) => p.houses.findIndex((h, i) => h.length === 0 && i !== p.closedHouse);

function compulsion(p: Position): Pick<Priorities, 'forcedBy' | 'forced' | 'optional' | 'sequence'> {
  const any = foundationPlays(p);
  let optional: Move[] = [];
  // Most positions have no foundation play: nothing to sort out then.
  if (any.length) {
    // The reserve comes first in SOURCES, so its plays lead the list; rule 1 allows nothing else.
    const fromReserve = any.filter((m) => m.kind === 'move' && m.from === RESERVE);
    if (fromReserve.length) return { forcedBy: 'reserve-to-foundation-first', forced: fromReserve, optional, sequence: null };
    const binding = any.filter((m) => m.kind === 'move' && compulsoryToFoundation(p.rules, availableCard(p, m.from)!));
    if (binding.length < any.length) optional = any.filter((m) => !binding.includes(m));
    if (binding.length) return { forcedBy: 'foundation-first', forced: binding, optional, sequence: null };
  }
  // The strict rules bind "when no foundation play is open": under the aces-only family rule, no compulsory one.
  if (p.rules.strictRelease) {
    const release = releaseSearch(p);
    if (release) return { forcedBy: 'release-first', forced: release.first, optional, sequence: release.sequence };
  }
  if (p.rules.strictLoad) {
    const load = loads(p);
    if (load.length) return { forcedBy: 'load-first', forced: load, optional, sequence: null };
  }
  if (p.rules.faceDownTableau) {
    const uncover = uncoverSearch(p);
    if (uncover) return { forcedBy: 'uncover-first', forced: uncover.first, optional, sequence: uncover.sequence };
  }
  return { forcedBy: null, forced: [], optional, sequence: null };
}

/** The lenient rule lets you turn your hand card "at the start of your turn", before any other move. */
export const earlyTurnOpen = (p: Position): boolean => p.rules.earlyHandTurn && !p.turnBegun;

/** What bars the hand turn (rule 3, strict spaces), or null. */
function turnBarOf(p: Position): TurnBar | null {
  if (earlyTurnOpen(p) || p[p.toMove]!.reserve.length === 0) return null;
  const space = openSpace(p);
  if (space >= 0) {
    const fix = moveTo(RESERVE, HOUSE + space);
    return { reason: 'fill-spaces-first', fix, sequence: [fix] };
  }
  if (!p.rules.strictSpaces) return null;
  const made = spaceSearch(p);
  return made ? { reason: 'spaces-first', fix: made.sequence[0]!, sequence: made.sequence } : null;
}

export function priorities(p: Position): Priorities {
  const c = compulsion(p);
  let bar: TurnBar | null | undefined;
  // A method, not an arrow in a variable: tsx would rename a new function on every call.
  return {
    forcedBy: c.forcedBy,
    forced: c.forced,
    optional: c.optional,
    sequence: c.sequence,
    turnBar() {
      return bar === undefined ? (bar = turnBarOf(p)) : bar;
    },
  };
}

/** A move of cards as a person sees it: which cards go from which pile to which. */
export interface Step {
  readonly cards: readonly Card[];
  readonly from: PileRef;
  readonly to: PileRef;
}

/** The card moves of `moves`, played out from `p` (turns and passes have no cards to tell). */
export function moveSteps(p: Position, moves: readonly Move[]): Step[] {
  const steps: Step[] = [];
  let q = p;
  for (const m of moves) {
    if (m.kind !== 'move') continue;
    const pile = pileOf(q, m.from);
    steps.push({ cards: pile.slice(pile.length - m.count), from: pileRefOf(q, m.from), to: pileRefOf(q, m.to) });
    q = play(q, m);
  }
  return steps;
}

/** An available card that fits a pile: the play a compulsion names. */
export interface Fit {
  readonly card: Card;
  readonly from: PileRef;
  readonly to: PileRef;
}

/** Card `c` (by default the available card of `from`) fits pile `to`. */
export const fitOf = (p: Position, from: number, to: number, c: Card = availableCard(p, from)!): Fit => ({ card: c, from: pileRefOf(p, from), to: pileRefOf(p, to) });

/** Why a move broke a priority rule: the compulsory play skipped, or the sequence the rule asks for. */
export type Compulsion =
  | { readonly code: 'reserve-to-foundation-first' | 'foundation-first' | 'foundation-not-discard'; readonly fit: Fit }
  /** Under the family rule "only aces and the reserve card are compulsory": an ace skipped. */
  | { readonly code: 'ace-first'; readonly fit: Fit }
  | { readonly code: 'fill-spaces-first'; readonly who: Player; readonly space: PileRef }
  | { readonly code: 'load-first'; readonly who: Player; readonly fit: Fit }
  | { readonly code: 'release-first'; readonly who: Player; readonly fewest: boolean; readonly steps: readonly Step[] }
  | { readonly code: 'spaces-first' | 'uncover-first'; readonly who: Player; readonly steps: readonly Step[] };

/** Why `attempt` broke the priority rule `reason`; `example` is the compulsory move it skipped. */
export function whyPriority(p: Position, reason: Reason, attempt: Move, example: Move & { kind: 'move' }, sequence: readonly Move[] | null): Compulsion {
  const who = p.toMove;
  switch (reason) {
    case 'reserve-to-foundation-first':
      return { code: reason, fit: fitOf(p, example.from, example.to) };
    case 'foundation-first': {
      const discarded = attempt.kind === 'move' && attempt.from === TURNED && attempt.to === WASTE ? foundationPlays(p, [TURNED])[0] : undefined;
      if (discarded?.kind === 'move' && compulsoryToFoundation(p.rules, p[who]!.turned!)) return { code: 'foundation-not-discard', fit: fitOf(p, discarded.from, discarded.to) };
      return { code: p.rules.acesAndReserveCompulsory ? 'ace-first' : reason, fit: fitOf(p, example.from, example.to) };
    }
    case 'fill-spaces-first':
      return { code: reason, who, space: pileRefOf(p, example.to) };
    case 'load-first':
      return { code: reason, who, fit: fitOf(p, example.from, example.to) };
    case 'release-first':
      return { code: reason, who, fewest: p.rules.fewestMovesRelease, steps: moveSteps(p, sequence ?? [example]) };
    case 'spaces-first':
      return { code: reason, who, steps: moveSteps(p, sequence ?? [example]) };
    default:
      return { code: 'uncover-first', who, steps: moveSteps(p, sequence ?? [example]) };
  }
}
