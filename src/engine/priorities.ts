/**
 * Priorities and compulsory moves: rule 1 (reserve to foundation first), rule 2
 * (foundation plays are compulsory), rule 3 (fill spaces from the reserve before turning),
 * and the strict loading variant.
 */
import { availableCard, describeSource, pileName, pileOf } from './availability';
import { fitsFoundation, fitsLoad } from './building';
import { FOUNDATION, HOUSE, OPP_RESERVE, OPP_WASTE, RESERVE, TURNED, WASTE, type Move } from './moves';
import type { Position } from './position';
import type { Reason } from './reasons';
import { capitalize } from './text';

/**
 * Piles whose available card the mover may play, in the order their codes sort
 * (R, W, X, h1..h8), so moves generated in this order come out sorted as `legal` must be.
 */
export const SOURCES: readonly number[] = [RESERVE, WASTE, TURNED, 0, 1, 2, 3, 4, 5, 6, 7];
const FOUNDATIONS: readonly number[] = [8, 9, 10, 11, 12, 13, 14, 15];
const LOADS: readonly number[] = [OPP_RESERVE, OPP_WASTE];

export interface Priorities {
  /** The rule that leaves only compulsory moves, or null. */
  forcedBy: Reason | null;
  /** The compulsory moves, in the order their strings sort. */
  forced: Move[];
  /** Rule 3: a space in the tableau and cards in the reserve forbid turning the hand card. */
  spacesFirst: boolean;
}

export const moveTo = (from: number, to: number): Move => ({ kind: 'move', from, to, count: 1 });

function plays(p: Position, sources: readonly number[], targets: readonly number[], fits: (pile: readonly number[], c: number) => boolean): Move[] {
  const found: Move[] = [];
  for (const from of sources) {
    const c = availableCard(p, from);
    if (c === undefined) continue;
    for (const to of targets) if (fits(pileOf(p, to), c)) found.push(moveTo(from, to));
  }
  return found;
}

export function priorities(p: Position): Priorities {
  const spacesFirst = p[p.toMove].reserve.length > 0 && p.houses.some((h) => h.length === 0);
  const fromReserve = plays(p, [RESERVE], FOUNDATIONS, fitsFoundation);
  if (fromReserve.length) return { forcedBy: 'reserve-to-foundation-first', forced: fromReserve, spacesFirst };
  const toFoundation = plays(p, SOURCES, FOUNDATIONS, fitsFoundation);
  if (toFoundation.length) return { forcedBy: 'foundation-first', forced: toFoundation, spacesFirst };
  if (p.rules.strictLoad) {
    const loads = plays(p, SOURCES, LOADS, fitsLoad);
    if (loads.length) return { forcedBy: 'load-first', forced: loads, spacesFirst };
  }
  return { forcedBy: null, forced: [], spacesFirst };
}

/** The move that carries out rule 3 when it was skipped: the reserve card to the first space. */
export function firstSpaceFill(p: Position): Move {
  return moveTo(RESERVE, HOUSE + p.houses.findIndex((h) => h.length === 0));
}

/** Why `attempt` broke the priority rule `reason`; `example` is the compulsory move it skipped. */
export function whyPriority(p: Position, reason: Reason, attempt: Move, example: Move): string {
  const play = (m: Move) => {
    if (m.kind !== 'move') return '';
    return `${describeSource(p, m.from, availableCard(p, m.from)!)} fits ${pileName(p, m.to)}`;
  };
  switch (reason) {
    case 'reserve-to-foundation-first':
      return `${capitalize(play(example))}, and a reserve card that can go to a foundation must be played there before anything else (priority rule 1).`;
    case 'foundation-first':
      if (attempt.kind === 'move' && attempt.from === TURNED && attempt.to === WASTE && fitsFoundationAnywhere(p, TURNED))
        return `${capitalize(play(plays(p, [TURNED], FOUNDATIONS, fitsFoundation)[0]!))}, so it must be played there instead of being discarded (priority rule 2).`;
      return `${capitalize(play(example))}; while any available card can go to a foundation, that play comes before every other move (priority rule 2).`;
    case 'fill-spaces-first':
      return `${capitalize(pileName(p, example.kind === 'move' ? example.to : FOUNDATION))} is empty and your reserve still has cards: fill the spaces from your reserve before turning a hand card (priority rule 3).`;
    default:
      return `Under the strict loading rule, when no foundation play is open you must load your opponent whenever you can: ${play(example)}.`;
  }
}

const fitsFoundationAnywhere = (p: Position, from: number) => plays(p, [from], FOUNDATIONS, fitsFoundation).length > 0;
