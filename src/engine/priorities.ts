/**
 * Priorities and compulsory moves: rule 1 (reserve to foundation first), rule 2
 * (foundation plays are compulsory), rule 3 (fill spaces from the reserve before turning),
 * and the strict variants (release, loading, spaces, uncovering), in the order the
 * interchange format fixes: 1, 2, 3, release, load, spaces, uncover.
 */
import { availableCard, describeSource, exposedCard, pileName, pileOf } from './availability';
import { fitsFoundation, fitsLoad } from './building';
import { cardLabel, rankOf } from './cards';
import { FOUNDATION, HOUSE, moveTo, RESERVE, TURNED, WASTE, type Move } from './moves';
import type { Player, Position } from './position';
import type { Reason } from './reasons';
import { loadTargets, releaseSearch, spaceSearch, uncoverSearch } from './strict';
import { capitalize, must, subject, whose } from './text';
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
const loads = (p: Position): Move[] => plays(p, SOURCES, loadTargets(p), (to, c) => fitsLoad(exposedCard(p, to), c));

const openSpace = (p: Position) => p.houses.findIndex((h, i) => h.length === 0 && i !== p.closedHouse);

function compulsion(p: Position): Pick<Priorities, 'forcedBy' | 'forced' | 'sequence'> {
  const any = foundationPlays(p);
  if (any.length) {
    // The reserve comes first in SOURCES, so its plays lead the list.
    const fromReserve = any.filter((m) => m.kind === 'move' && m.from === RESERVE);
    if (fromReserve.length) return { forcedBy: 'reserve-to-foundation-first', forced: fromReserve, sequence: null };
    return { forcedBy: 'foundation-first', forced: any, sequence: null };
  }
  if (p.rules.strictRelease) {
    const release = releaseSearch(p);
    if (release) return { forcedBy: 'release-first', forced: release.first, sequence: release.sequence };
  }
  if (p.rules.strictLoad) {
    const load = loads(p);
    if (load.length) return { forcedBy: 'load-first', forced: load, sequence: null };
  }
  if (p.rules.faceDownTableau) {
    const uncover = uncoverSearch(p);
    if (uncover) return { forcedBy: 'uncover-first', forced: uncover.first, sequence: uncover.sequence };
  }
  return { forcedBy: null, forced: [], sequence: null };
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
    sequence: c.sequence,
    turnBar() {
      return bar === undefined ? (bar = turnBarOf(p)) : bar;
    },
  };
}

/** A sequence of moves told as a person would, to `viewer` (the mover by default): "3♥ from house 2 to house 6, then ...". */
export function describeSequence(p: Position, moves: readonly Move[], viewer: Player = p.toMove): string {
  const parts: string[] = [];
  let q = p;
  for (const m of moves) {
    if (m.kind !== 'move') continue;
    const pile = pileOf(q, m.from);
    const cards = pile.slice(pile.length - m.count).map(cardLabel).join('-');
    parts.push(`${cards} from ${pileName(q, m.from, viewer)} to ${pileName(q, m.to, viewer)}`);
    q = play(q, m);
  }
  return parts.join(', then ');
}

/** Why `attempt` broke the priority rule `reason`, told to `viewer` (the mover by default); `example` is the compulsory move it skipped. */
export function whyPriority(p: Position, reason: Reason, attempt: Move, example: Move, sequence: readonly Move[] | null, viewer: Player = p.toMove): string {
  const play1 = (m: Move) => (m.kind === 'move' ? `${describeSource(p, m.from, availableCard(p, m.from)!, viewer)} fits ${pileName(p, m.to, viewer)}` : '');
  const who = p.toMove;
  const you = subject(who, viewer);
  const moves = () => `${must(who, viewer)}move ${describeSequence(p, sequence ?? [example], viewer)}`;
  switch (reason) {
    case 'reserve-to-foundation-first':
      return `${capitalize(play1(example))}, and a reserve card that can go to a foundation must be played there before anything else (priority rule 1).`;
    case 'foundation-first': {
      const discarded = attempt.kind === 'move' && attempt.from === TURNED && attempt.to === WASTE ? foundationPlays(p, [TURNED])[0] : undefined;
      if (discarded) return `${capitalize(play1(discarded))}, so it must be played there instead of being discarded (priority rule 2).`;
      return `${capitalize(play1(example))}; while any available card can go to a foundation, that play comes before every other move (priority rule 2).`;
    }
    case 'fill-spaces-first':
      return `${capitalize(pileName(p, example.kind === 'move' ? example.to : HOUSE))} is empty and ${whose(who, viewer)} reserve still has cards: ${must(who, viewer)}fill the spaces from ${whose(who, viewer)} reserve before turning a hand card (priority rule 3).`;
    case 'load-first':
      return `Under the strict loading rule, when no foundation play is open ${you} must load an opponent whenever ${you} can: ${play1(example)}.`;
    case 'release-first':
      return `Under the strict release rule${p.rules.fewestMovesRelease ? ', in the fewest moves' : ''}, a buried card that fits a foundation must be freed when it can be: ${moves()}.`;
    case 'spaces-first':
      return `Under the strict spaces rule, before turning a hand card ${you} must make every space ${you} can and fill it from ${whose(who, viewer)} reserve: ${moves()}.`;
    default:
      return `Under the face-down tableau rule, once no card can go to a foundation ${you} must uncover face-down cards when ${you} can: ${moves()}.`;
  }
}
