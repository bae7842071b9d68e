/**
 * The strict variants' searches ("Variations"): can a buried card be released for a
 * foundation, a face-down card uncovered, or a space made, by moving tableau cards?
 *
 * The search is exact up to SEARCH_DEPTH moves: every sequence of at most that many
 * tableau moves (a house card to another house, or loaded onto an opponent) is
 * considered, with positions already seen skipped. Cards from the reserve, hand or waste
 * are not part of a release: the rule speaks of moving the covering cards.
 */
import { exposedCard, faceUpIn, pileOf } from './availability';
import { fitsFoundation, fitsHouse, fitsLoad } from './building';
import { HOUSE, moveTo, OPP2_RESERVE, OPP2_WASTE, OPP_RESERVE, OPP_WASTE, type Move } from './moves';
import { faceDownIn, type Position } from './position';
import { play } from './turn';

export const SEARCH_DEPTH = 6;

const isOpen = (p: Position, h: number) => h !== p.closedHouse;

const GROUP_ORDER = [10, 11, 12, 13, 2, 3, 4, 5, 6, 7, 8, 9, 1];

/** House-to-house moves, single or (a variant) in groups, in the order their strings sort. */
export function houseMoves(p: Position, from: number, found: Move[] = []): Move[] {
  const house = p.houses[from]!;
  if (house.length === 0) return found;
  if (!p.rules.groupMoves) {
    const c = house[house.length - 1]!;
    for (let to = 0; to < p.houses.length; to++) if (to !== from && to !== p.closedHouse && fitsHouse(p.houses[to]!, c)) found.push(moveTo(HOUSE + from, HOUSE + to));
    return found;
  }
  // A group is written h3*2-h5; '*' sorts before '-', and "10" before "2".
  const counts = GROUP_ORDER.filter((n) => n <= faceUpIn(p, from));
  for (const count of counts) {
    const bottom = house[house.length - count]!;
    for (let to = 0; to < p.houses.length; to++)
      if (to !== from && isOpen(p, to) && fitsHouse(p.houses[to]!, bottom)) found.push(moveTo(HOUSE + from, HOUSE + to, count));
  }
  return found;
}

const LOADS_3: readonly number[] = [OPP2_RESERVE, OPP2_WASTE, OPP_RESERVE, OPP_WASTE];
const LOADS_2: readonly number[] = [OPP_RESERVE, OPP_WASTE];
export const loadTargets = (p: Position): readonly number[] => (p.rules.players === 3 ? LOADS_3 : LOADS_2);

/**
 * Moves of house cards only. Inside the search a card goes only to the first empty house
 * (the others are alike), and never moves a whole house into a space (nothing changes).
 */
function tableauMoves(p: Position, allSpaces: boolean): Move[] {
  const moves: Move[] = [];
  const firstSpace = p.houses.findIndex((h, i) => h.length === 0 && i !== p.closedHouse);
  for (let h = 0; h < p.houses.length; h++) {
    const house = p.houses[h]!;
    if (house.length === 0) continue;
    for (const m of houseMoves(p, h)) {
      if (m.kind !== 'move') continue;
      const into = p.houses[m.to - HOUSE]!;
      if (into.length === 0 && (m.count === house.length || (!allSpaces && m.to - HOUSE !== firstSpace))) continue;
      moves.push(m);
    }
    for (const to of loadTargets(p)) if (fitsLoad(exposedCard(p, to), house[house.length - 1]!)) moves.push(moveTo(HOUSE + h, to));
  }
  return moves;
}

/** Houses are alike apart from their cards, so a state is the sorted list of houses (and what was loaded). */
function keyOf(p: Position): string {
  const houses = p.houses.map((h, i) => (i === p.closedHouse ? 'x' : `${faceDownIn(p, i)}:${h.join(',')}`)).sort();
  return houses.join('|') + '#' + loadTargets(p).map((t) => pileOf(p, t).length).join(',');
}

/** States explored at most in one search; past it the search answers from what it has seen. */
export const SEARCH_STATES = 20_000;

/** How large the searches have been in this process: read by `npm run bench` to report the bound's cost. */
export const searchStats = { searches: 0, capped: 0, mostStates: 0 };

export interface Found {
  /** The moves that may come next: those that begin a sequence reaching the goal within the bound (or, for the fewest-moves rule, a shortest one). */
  readonly first: Move[];
  /** One shortest sequence, to show the player. */
  readonly sequence: Move[];
}

/**
 * Breadth-first over tableau moves to SEARCH_DEPTH, keeping every edge; then the distance
 * to the goal of each state seen, backwards from the goal states. A first move is allowed
 * when its state is close enough to the goal.
 */
function search(root: Position, goal: (q: Position) => boolean, fewest: boolean): Found | null {
  if (goal(root)) return null;
  const rootKey = keyOf(root);
  const edges = new Map<string, string[]>([[rootKey, []]]);
  const goals: string[] = [];
  const parent = new Map<string, [string, Move]>();
  let layer: [string, Position][] = [[rootKey, root]];
  let best = Infinity;
  for (let d = 0; d < Math.min(SEARCH_DEPTH, fewest ? best : Infinity) && layer.length && edges.size < SEARCH_STATES; d++) {
    const next: [string, Position][] = [];
    for (const [key, pos] of layer) {
      const out = edges.get(key)!;
      for (const m of tableauMoves(pos, false)) {
        const q = play(pos, m);
        const k = keyOf(q);
        out.push(k);
        if (edges.has(k)) continue;
        edges.set(k, []);
        parent.set(k, [key, m]);
        if (goal(q)) goals.push(k), (best = Math.min(best, d + 1));
        else next.push([k, q]);
      }
    }
    layer = next;
  }
  searchStats.searches++;
  searchStats.mostStates = Math.max(searchStats.mostStates, edges.size);
  if (edges.size >= SEARCH_STATES) searchStats.capped++;
  if (!goals.length) return null;
  // Distance to the nearest goal, over the edges seen.
  const into = new Map<string, string[]>();
  for (const [from, tos] of edges) for (const to of tos) (into.get(to) ?? into.set(to, []).get(to)!).push(from);
  const dist = new Map(goals.map((g) => [g, 0]));
  for (let frontier = goals; frontier.length; ) {
    const next: string[] = [];
    for (const k of frontier) for (const from of into.get(k) ?? []) if (!dist.has(from)) dist.set(from, dist.get(k)! + 1), next.push(from);
    frontier = next;
  }
  const room = (fewest ? best : SEARCH_DEPTH) - 1;
  const first = tableauMoves(root, true).filter((m) => (dist.get(keyOf(play(root, m))) ?? Infinity) <= room);
  const sequence: Move[] = [];
  for (let k = goals.find((g) => dist.get(g) === 0 && depthOf(parent, g) === best)!; k !== rootKey; k = parent.get(k)![0]) sequence.unshift(parent.get(k)![1]);
  return { first, sequence };
}

const depthOf = (parent: Map<string, [string, Move]>, k: string) => {
  let d = 0;
  for (let at = k; parent.has(at); at = parent.get(at)![0]) d++;
  return d;
};

/** Buried face-up house cards that fit a foundation now: [house, index]. */
function buriedForFoundation(p: Position): [number, number][] {
  const found: [number, number][] = [];
  p.houses.forEach((house, h) => {
    for (let i = faceDownIn(p, h); i < house.length - 1; i++)
      if (p.foundations.some((f) => fitsFoundation(f, house[i]!))) found.push([h, i]);
  });
  return found;
}

/** Strict release: free a buried card that fits a foundation (in the fewest moves, if that variant is on). */
export function releaseSearch(p: Position): Found | null {
  const targets = buriedForFoundation(p);
  if (targets.length === 0) return null;
  // A target cannot move before it is uncovered, so it is free when its house ends with it.
  const goal = (q: Position) => targets.some(([h, i]) => q.houses[h]!.length === i + 1);
  return search(p, goal, p.rules.fewestMovesRelease);
}

/** The uncover rule of the face-down tableau: turn up a face-down house card. */
export function uncoverSearch(p: Position): Found | null {
  if (!p.faceDown || !p.faceDown.some((n) => n > 0)) return null;
  const before = p.faceDown.reduce((a, b) => a + b, 0);
  return search(p, (q) => q.faceDown!.reduce((a, b) => a + b, 0) < before, false);
}

/** Strict spaces: a sequence that empties a house (still in play) that the reserve could then fill. */
export function spaceSearch(p: Position): Found | null {
  return search(p, (q) => q.houses.some((h, i) => h.length === 0 && i !== q.closedHouse), true);
}
