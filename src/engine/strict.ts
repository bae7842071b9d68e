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
import { compulsoryToFoundation, fitsFoundation, fitsHouse, fitsLoad, loadRuleOf } from './building';
import { HOUSE, isHouse, moveTo, OPP2_RESERVE, OPP2_WASTE, OPP_RESERVE, OPP_WASTE, sortedAsStrings, type Move } from './moves';
import { faceDownIn, type Position } from './position';
import { play, staysPut } from './turn';

export const SEARCH_DEPTH = 6;

const isOpen = (p: Position, h: number) => h !== p.closedHouse;

const GROUP_ORDER = [10, 11, 12, 13, 2, 3, 4, 5, 6, 7, 8, 9, 1];

/** House-to-house moves, single or (a variant) in groups, in the order their strings sort. */
export function houseMoves(p: Position, from: number, found: Move[] = []): Move[] {
  const house = p.houses[from]!;
  if (house.length === 0) return found;
  if (!p.rules.groupMoves) {
    const c = house[house.length - 1]!;
    for (let to = 0; to < p.houses.length; to++)
      if (to !== from && to !== p.closedHouse && fitsHouse(p.houses[to]!, c) && !staysPut(p, from, to, 1)) found.push(moveTo(HOUSE + from, HOUSE + to));
    return found;
  }
  // A group is written h3*2-h5; '*' sorts before '-', and "10" before "2".
  const counts = GROUP_ORDER.filter((n) => n <= faceUpIn(p, from));
  for (const count of counts) {
    const bottom = house[house.length - count]!;
    for (let to = 0; to < p.houses.length; to++)
      if (to !== from && isOpen(p, to) && fitsHouse(p.houses[to]!, bottom) && !staysPut(p, from, to, count)) found.push(moveTo(HOUSE + from, HOUSE + to, count));
  }
  return found;
}

const LOADS_3: readonly number[] = [OPP2_RESERVE, OPP2_WASTE, OPP_RESERVE, OPP_WASTE];
const LOADS_2: readonly number[] = [OPP_RESERVE, OPP_WASTE];
export const loadTargets = (p: Position): readonly number[] => (p.rules.players === 3 ? LOADS_3 : LOADS_2);

/**
 * Moves of house cards only. Inside the search a card goes only to the first empty house
 * (the others are alike), and never moves a whole house into a space (nothing changes).
 * Nothing goes onto the house `avoid`: covering the card being freed never helps free it.
 */
function tableauMoves(p: Position, allSpaces: boolean, avoid: number): Move[] {
  const moves: Move[] = [];
  const firstSpace = p.houses.findIndex((h, i) => h.length === 0 && i !== p.closedHouse);
  for (let h = 0; h < p.houses.length; h++) {
    const house = p.houses[h]!;
    if (house.length === 0) continue;
    for (const m of houseMoves(p, h)) {
      if (m.kind !== 'move' || m.to - HOUSE === avoid) continue;
      const into = p.houses[m.to - HOUSE]!;
      if (into.length === 0 && (m.count === house.length || (!allSpaces && m.to - HOUSE !== firstSpace))) continue;
      moves.push(m);
    }
    for (const to of loadTargets(p)) if (fitsLoad(exposedCard(p, to), house[house.length - 1]!, loadRuleOf(p.rules, to))) moves.push(moveTo(HOUSE + h, to));
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

/** What a search looks for: a tableau `reached`, by moves none of which lands on the house `avoid` (-1: none). */
interface Goal {
  readonly avoid: number;
  readonly reached: (q: Position) => boolean;
}

const landing = (m: Move) => (m.kind === 'move' && isHouse(m.to) ? m.to - HOUSE : -1);

/**
 * Breadth-first over tableau moves to SEARCH_DEPTH, once for all the goals, keeping every
 * edge and the house its move lands on; then, for each goal, the distance of each state
 * to it, backwards over the edges that do not land on the house it avoids. A first move
 * is allowed when its state is close enough to a goal (under the fewest-moves rule, to
 * one of the nearest).
 */
function search(root: Position, goals: readonly Goal[], fewest: boolean): Found | null {
  if (goals.length === 0 || goals.some((g) => g.reached(root))) return null;
  const rootKey = keyOf(root);
  const edges = new Map<string, [string, number][]>([[rootKey, []]]);
  const reached: string[][] = goals.map(() => []);
  // With no house avoided, the breadth-first depth is the distance: the first goal's layer is the last needed.
  const cut = fewest && goals.every((g) => g.avoid < 0);
  let layer: [string, Position][] = [[rootKey, root]];
  for (let d = 0; d < SEARCH_DEPTH && layer.length && edges.size < SEARCH_STATES && !(cut && reached.some((r) => r.length)); d++) {
    const next: [string, Position][] = [];
    for (const [key, pos] of layer) {
      const out = edges.get(key)!;
      for (const m of tableauMoves(pos, false, -1)) {
        const q = play(pos, m);
        const k = keyOf(q);
        out.push([k, landing(m)]);
        if (edges.has(k)) continue;
        edges.set(k, []);
        let hits = 0;
        goals.forEach((g, i) => g.reached(q) && (reached[i]!.push(k), hits++));
        // A state every goal has reached needs no exploring beyond.
        if (hits < goals.length) next.push([k, q]);
      }
    }
    layer = next;
  }
  searchStats.searches++;
  searchStats.mostStates = Math.max(searchStats.mostStates, edges.size);
  if (edges.size >= SEARCH_STATES) searchStats.capped++;
  const into = new Map<string, [string, number][]>();
  for (const [from, tos] of edges) for (const [to, house] of tos) (into.get(to) ?? into.set(to, []).get(to)!).push([from, house]);
  // Distance to each goal, over the edges seen that do not land on its avoided house.
  const dists = goals.map((g, i) => {
    const dist = new Map(reached[i]!.map((k) => [k, 0]));
    for (let frontier = reached[i]!; frontier.length; ) {
      const next: string[] = [];
      for (const k of frontier) for (const [from, house] of into.get(k) ?? []) if (house !== g.avoid && !dist.has(from)) dist.set(from, dist.get(k)! + 1), next.push(from);
      frontier = next;
    }
    return dist;
  });
  const lengths = dists.map((dist) => dist.get(rootKey) ?? Infinity);
  const best = Math.min(...lengths);
  if (best > SEARCH_DEPTH) return null;
  const found: Move[] = [];
  goals.forEach((g, i) => {
    if (fewest && lengths[i] !== best) return;
    const room = (fewest ? best : SEARCH_DEPTH) - 1;
    for (const m of tableauMoves(root, true, g.avoid)) if ((dists[i]!.get(keyOf(play(root, m))) ?? Infinity) <= room && !found.includes(m)) found.push(m);
  });
  // Sorted as their strings sort, as `legal` must be.
  const first = sortedAsStrings(found);
  // One shortest sequence, followed from the real table so every move is the one a player would make.
  const i = lengths.indexOf(best);
  const sequence: Move[] = [];
  for (let at = root, d = best; d > 0; d--) {
    const m = tableauMoves(at, true, goals[i]!.avoid).find((m) => dists[i]!.get(keyOf(play(at, m))) === d - 1);
    // Keys sort the houses, so a state met with the avoided house elsewhere can share one: the path is then lost here, and the sequence shown stops (found by tests/share/code.test.ts in a three-player game).
    if (!m) break;
    sequence.push(m);
    at = play(at, m);
  }
  return { first, sequence };
}

/** Buried face-up house cards that fit a foundation now, and (a family rule) would have to go there once free: [house, index]. */
function buriedForFoundation(p: Position): [number, number][] {
  const found: [number, number][] = [];
  p.houses.forEach((house, h) => {
    for (let i = faceDownIn(p, h); i < house.length - 1; i++)
      if (compulsoryToFoundation(p.rules, house[i]!) && p.foundations.some((f) => fitsFoundation(f, house[i]!))) found.push([h, i]);
  });
  return found;
}

/** Strict release: free a buried card that fits a foundation (in the fewest moves, if that variant is on). */
export function releaseSearch(p: Position): Found | null {
  const targets = buriedForFoundation(p);
  if (targets.length === 0) return null;
  // A target cannot move before it is uncovered, so it is free when its house ends with it;
  // covering it further never helps, so nothing may land on its house on the way.
  const goals = [...new Set(targets.map(([h]) => h))].map((avoid) => ({
    avoid,
    reached: (q: Position) => targets.some(([h, i]) => h === avoid && q.houses[h]!.length === i + 1),
  }));
  return search(p, goals, p.rules.fewestMovesRelease);
}

/** The uncover rule of the face-down tableau: turn up a face-down house card. */
export function uncoverSearch(p: Position): Found | null {
  if (!p.faceDown || !p.faceDown.some((n) => n > 0)) return null;
  const goals = p.faceDown.flatMap((n, avoid) => (n > 0 ? [{ avoid, reached: (q: Position) => q.faceDown![avoid]! < n }] : []));
  return search(p, goals, false);
}

/** Strict spaces: a sequence that empties a house (still in play) that the reserve could then fill. */
export function spaceSearch(p: Position): Found | null {
  return search(p, [{ avoid: -1, reached: (q) => q.houses.some((h, i) => h.length === 0 && i !== q.closedHouse) }], true);
}
