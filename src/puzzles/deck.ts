/**
 * "Is there a Stop?" (Stop ou pas ?): a rated deck of B's turns, about half of them with no
 * fault, so that a false call is trained as much as a missed error, as lichess's "Puzzle or
 * not?" deck does. Its items are the Stop puzzles' turns:
 * - every Stop puzzle whole: its first error to catch, or none (51 puzzles have none);
 * - for every puzzle whose error is not its first move, the moves before that error, which are
 *   all legal (tests/puzzles/deck.test.ts plays them through the engine): `<id>-legal`.
 * Deriving the fault-free turns from the faulty ones, rather than keeping to the 51 clean
 * puzzles, makes the no-fault half as large and as varied as the other (180 of 351 items).
 * Each deal also tosses a coin for fault or no fault before choosing the item nearest the
 * learner's rating, so what is dealt stays about half and half whatever ratings the halves have.
 *
 * This file is what the browser runs: no engine. The items' ratings (difficultyOf the turn)
 * are worked out when the site is built (pages.ts) and carried by the page, packed.
 */
import type { Reason } from '../engine';
import type { Rating } from './rating';
import type { PuzzleData } from './schema';

/** What the deck's choice knows of an item. */
export interface DeckEntry {
  readonly id: string;
  /** difficultyOf the item's turn, on the learner's rating scale. */
  readonly rating: number;
  /** Played under the standard rules. */
  readonly standard: boolean;
  /** The turn has an error to call. */
  readonly fault: boolean;
}

/** An entry as the page carries it: [id, rating, standard, fault], the flags as 1 or 0. */
export type PackedEntry = readonly [string, number, 0 | 1, 0 | 1];

export const packDeck = (entries: readonly DeckEntry[]): PackedEntry[] => entries.map((e) => [e.id, e.rating, e.standard ? 1 : 0, e.fault ? 1 : 0] as const);

export const unpackDeck = (packed: readonly PackedEntry[]): DeckEntry[] => packed.map(([id, rating, standard, fault]) => ({ id, rating, standard: standard === 1, fault: fault === 1 }));

/** The end of a derived item's id: the moves before puzzle `<id>`'s error. */
const BEFORE_ERROR = '-legal';

/** The puzzle an item is a turn of, and whether it is cut before the puzzle's error. */
export function puzzleOfDeckItem(id: string): { readonly puzzle: string; readonly cut: boolean } {
  const cut = id.endsWith(BEFORE_ERROR);
  return { puzzle: cut ? id.slice(0, -BEFORE_ERROR.length) : id, cut };
}

type StopTurn = Pick<PuzzleData & { kind: 'stop' }, 'moves' | 'error'>;

/** A deck item's turn: B's moves and the first error among them (null when every move is legal). */
export interface DeckTurn extends StopTurn {
  readonly id: string;
}

/** The deck's items of one Stop puzzle: the puzzle whole, and the moves before its error when there are any. */
export function deckTurnsOf(p: StopTurn & { readonly id: string }): DeckTurn[] {
  const whole: DeckTurn = { id: p.id, moves: p.moves, error: p.error };
  return p.error && p.error.at > 0 ? [whole, { id: `${p.id}${BEFORE_ERROR}`, moves: p.moves.slice(0, p.error.at), error: null }] : [whole];
}

/** The turn of item `id`, given its puzzle; null when the puzzle has no such item. */
export const deckTurn = (p: StopTurn & { readonly id: string }, id: string): DeckTurn | null => deckTurnsOf(p).find((t) => t.id === id) ?? null;

/** What the choice reads of the learner: the deck's rating, the items seen, and whether house-rule turns are wanted. */
export interface DeckLearner {
  readonly deck: { readonly rating: Rating; readonly seen: Readonly<Record<string, unknown>> };
  readonly houseRules: boolean;
}

/** How many of the nearest items a deal draws from: enough that two items never take turns, few enough to stay near the rating. */
export const NEAREST = 6;

/**
 * The next item: never a turn of the puzzle just played (`last`, the item: the same table again
 * would give the other turn away), nor of today's daily puzzle (`daily`, which it would give
 * away), and under house rules only when the learner wants them.
 * A coin (`random() < 0.5`: a fault) chooses the half, unless that half has nothing left; then,
 * items never seen before those whose other turn (the puzzle whole, or cut) was seen, before
 * those seen, and among the first of these the NEAREST nearest the rating, one drawn at random.
 * Null only when no item is offered at all.
 */
export function nextDeckItem(entries: readonly DeckEntry[], r: DeckLearner, last: string | null, daily: string | null, random: () => number): string | null {
  const played = last === null ? null : puzzleOfDeckItem(last).puzzle;
  const open = entries.filter((e) => (e.standard || r.houseRules) && ![played, daily].includes(puzzleOfDeckItem(e.id).puzzle));
  const fault = random() < 0.5;
  const half = open.filter((e) => e.fault === fault);
  const from = half.length ? half : open;
  const near = r.deck.rating.rating;
  const otherTurn = (id: string) => {
    const { puzzle, cut } = puzzleOfDeckItem(id);
    return cut ? puzzle : `${puzzle}${BEFORE_ERROR}`;
  };
  const freshness = (id: string) => (id in r.deck.seen ? 2 : otherTurn(id) in r.deck.seen ? 1 : 0);
  const best = Math.min(...from.map((e) => freshness(e.id)));
  const nearest = from
    .filter((e) => freshness(e.id) === best)
    .sort((a, b) => Math.abs(a.rating - near) - Math.abs(b.rating - near) || (a.id < b.id ? -1 : 1))
    .slice(0, NEAREST);
  return nearest[Math.min(nearest.length - 1, Math.floor(random() * nearest.length))]?.id ?? null;
}

/**
 * One answer to a deck item, as the page records it (and as the coach's record is to read it,
 * src/records/coach.ts: a wrong answer's `kind` is its MistakeKind; the rule at stake is
 * `reason`, or none for a false call or a turn without fault).
 */
export interface DeckAnswer {
  readonly item: string;
  /** The rule the item's error breaks; null for a turn with no fault. */
  readonly reason: Reason | null;
  readonly right: boolean;
  /** Why a wrong answer is wrong: an error let pass, or Stop called on a legal move; null when right. */
  readonly kind: 'missed' | 'falseCall' | null;
}
