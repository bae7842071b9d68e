/**
 * The strong computer, the level that never errs: it weighs each move by the best table it
 * leads to within two moves of its turn, as a winner would: its reserve emptied first, then its
 * hand and waste, cards loaded on its opponents, houses free while its reserve has cards to fill
 * them. It never looks at its hand's face-down cards: when no move gains, it turns the hand, or
 * discards the card it turned. Like a player, it moves on within a turn: no card goes back to a
 * pile it left this turn, and moves that only rearrange the tableau are a few per turn, never a
 * loop.
 */
import { DISCARD, legalMoves, play, playersOf, priorities, sameMove, type Move, type Player, type Position, type Priorities } from '../engine';
import { departures, goesBack, isRearrangement, REARRANGEMENTS, seatChoosing, type Departure } from './computer';
import type { Chooser } from './random';

// The weights, tuned in matches against today's computer (deals other than the bench's).
/** What a card is worth to get rid of, by where it lies: the reserve most (it is won last and blocks the hand), then hand and waste. */
const RESERVE_CARD = 10;
const HAND_CARD = 3;
/** A free house, while the reserve has a card to put there. */
const SPACE = 8;
/** A card on a foundation is one fewer in the way in the tableau. */
const FOUNDATION_CARD = 0.5;

const held = (p: Position, who: Player): number => {
  const s = p[who]!;
  return s.reserve.length * RESERVE_CARD + (s.hand.length + s.waste.length + (s.turned === null ? 0 : 1)) * HAND_CARD;
};

/**
 * How good a table is for `me`: the higher, the nearer to winning. What it leaves the opponent
 * (a house for their reserve card, a card to load on ours) is not weighed: counted on the table
 * a turn ends on, or on every table, it changed nothing or lost games against today's computer.
 */
function tableValue(p: Position, me: Player): number {
  const others = playersOf(p).filter((who) => who !== me);
  let v = -held(p, me);
  for (const who of others) v += held(p, who) / others.length;
  let spaces = 0;
  for (let h = 0; h < p.houses.length; h++) if (h !== p.closedHouse && p.houses[h]!.length === 0) spaces++;
  v += Math.min(spaces, p[me]!.reserve.length) * SPACE;
  for (const f of p.foundations) v += f.length * FOUNDATION_CARD;
  return v;
}

/** The best table one more move of the turn reaches: a move that only prepares the next (a house emptied, a card uncovered) is worth what that one gains. */
function nextValue(p: Position, me: Player, rearranged: number, left: readonly Departure[]): number {
  let best = -Infinity;
  for (const m of legalMoves(p)) if (m.kind === 'move' && !goesBack(p, m, left) && (rearranged < REARRANGEMENTS || !isRearrangement(p, m))) best = Math.max(best, tableValue(play(p, m), me));
  return best;
}

/**
 * The strong computer's legal move; `rearranged` counts the tableau-only moves it has made this
 * turn, `left` the cards that left a pile this turn, which it does not put back there.
 */
export function strongMove(p: Position, rearranged: number, pr: Priorities = priorities(p), left: readonly Departure[] = []): Move {
  const all = legalMoves(p, pr);
  const onward = all.filter((m) => !goesBack(p, m, left));
  // A compulsory move never goes back (foundations are never left), so the list is empty only when nothing is.
  const legal = onward.length ? onward : all;
  // A strict search's compulsion lets a player wander within its bound; the shortest path always arrives.
  const next = pr.sequence?.[0];
  if (next && legal.includes(next)) return next;
  const me = p.toMove;
  let best: Move | null = null;
  let bestValue = -Infinity;
  let bestNow = -Infinity;
  for (const m of legal) {
    // The hand turn and the pass end the line: they are played when no card moved gains.
    if (m.kind !== 'move' || (rearranged >= REARRANGEMENTS && isRearrangement(p, m))) continue;
    const after = play(p, m);
    const now = tableValue(after, me);
    const v = Math.max(now, after.toMove === me ? nextValue(after, me, rearranged + (isRearrangement(p, m) ? 1 : 0), [...left, ...departures(p, m)]) : -Infinity);
    // Of two moves leading as far, the one that gains at once.
    if (v > bestValue || (v === bestValue && now > bestNow)) (best = m), (bestValue = v), (bestNow = now);
  }
  if (best && bestValue > tableValue(p, me)) return best;
  // Nothing gains: work towards the hand turn the rules bar (fill or make a space), else turn the hand or pass, else discard the card turned.
  const bar = pr.forcedBy ? null : pr.turnBar();
  if (bar && legal.includes(bar.fix)) return bar.fix;
  return legal.find((m) => m.kind !== 'move') ?? legal.find((m) => sameMove(m, DISCARD)) ?? best ?? legal[0]!;
}

/** The strong computer as a seat in `playGame`. */
export const strongChooser = (): Chooser => seatChoosing(strongMove);
