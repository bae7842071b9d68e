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

/** House-to-house moves, single or (a variant) in groups, in the order their strings sort. */
export function houseMoves(p: Position, from: number): Move[] {
  const house = p.houses[from]!;
  const found: Move[] = [];
  if (house.length === 0) return found;
  const most = p.rules.groupMoves ? faceUpIn(p, from) : 1;
  // A group is written h3*2-h5; '*' sorts before '-', and "10" before "2".
  const counts = Array.from({ length: most }, (_, i) => i + 1).sort((a, b) => (a === 1 ? 1 : b === 1 ? -1 : String(a) < String(b) ? -1 : 1));
  for (const count of counts) {
    const bottom = house[house.length - count]!;
    for (let to = 0; to < p.houses.length; to++)
      if (to !== from && isOpen(p, to) && fitsHouse(p.houses[to]!, bottom)) found.push(moveTo(HOUSE + from, HOUSE + to, count));
  }
  return found;
}

const LOADS = [OPP2_RESERVE, OPP2_WASTE, OPP_RESERVE, OPP_WASTE];
export const loadTargets = (p: Position): number[] => (p.rules.players === 3 ? LOADS : LOADS.slice(2));

/** Moves of house cards only, leaving out moves that just carry a whole house into a space. */
function tableauMoves(p: Position): Move[] {
  const moves: Move[] = [];
  for (let h = 0; h < p.houses.length; h++) {
    const house = p.houses[h]!;
    if (house.length === 0) continue;
    for (const m of houseMoves(p, h)) {
      const pointless = m.kind === 'move' && m.count === house.length && p.houses[m.to - HOUSE]!.length === 0;
      if (!pointless) moves.push(m);
    }
    for (const to of loadTargets(p)) if (fitsLoad(exposedCard(p, to), house[house.length - 1]!)) moves.push(moveTo(HOUSE + h, to));
  }
  return moves;
}

const keyOf = (p: Position) =>
  p.houses.map((h) => h.join(',')).join('|') + '#' + loadTargets(p).map((t) => pileOf(p, t).length).join(',');

/** The shortest sequence of at most `depth` tableau moves from `root` to a position meeting `goal`, or null. */
function shortest(root: Position, goal: (q: Position) => boolean, depth: number): Move[] | null {
  type Node = { pos: Position; path: Move[] };
  let layer: Node[] = [{ pos: root, path: [] }];
  const seen = new Set([keyOf(root)]);
  for (let d = 0; d <= depth; d++) {
    const next: Node[] = [];
    for (const node of layer) {
      if (goal(node.pos)) return node.path;
      if (d === depth) continue;
      for (const m of tableauMoves(node.pos)) {
        const q = play(node.pos, m);
        const k = keyOf(q);
        if (seen.has(k)) continue;
        seen.add(k);
        next.push({ pos: q, path: [...node.path, m] });
      }
    }
    layer = next;
  }
  return null;
}

export interface Found {
  /** The moves that may come next: those that begin a sequence reaching the goal. */
  readonly first: Move[];
  /** One shortest sequence, to show the player. */
  readonly sequence: Move[];
}

/** Every first move that starts a sequence reaching the goal (within the bound, or only the shortest). */
function search(root: Position, goal: (q: Position) => boolean, fewest: boolean): Found | null {
  const best = shortest(root, goal, SEARCH_DEPTH);
  if (!best || best.length === 0) return null;
  const room = (fewest ? best.length : SEARCH_DEPTH) - 1;
  const first = tableauMoves(root).filter((m) => shortest(play(root, m), goal, room) !== null);
  return { first, sequence: best };
}

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
export function spaceSearch(p: Position): Move[] | null {
  const goal = (q: Position) => q.houses.some((h, i) => h.length === 0 && i !== q.closedHouse);
  const found = shortest(p, goal, SEARCH_DEPTH);
  return found && found.length ? found : null;
}
