// "Is there a Stop?": the deck's items over the whole collection about half without a fault,
// every fault-free turn cut from a faulty puzzle all legal by the engine, the deck's own rating
// moved by a first answer (a false call and a miss both lower it), kept in the puzzles' record
// (an older record reads without it, an import merges it), and a deal that never repeats the item
// just played, stays near the rating and keeps the two halves about even.
import { describe, expect, test } from 'vitest';
import { isStandard, rng } from '../../src/engine';
import { difficultyOf } from '../../src/puzzles/difficulty';
import { deckTurn, deckTurnsOf, nextDeckItem, packDeck, puzzleOfDeckItem, unpackDeck, type DeckEntry, type DeckLearner } from '../../src/puzzles/deck';
import { stepsOf } from '../../src/puzzles/puzzle';
import { ratePuzzleAnswer } from '../../src/puzzles/rating';
import type { Puzzle } from '../../src/puzzles/schema';
import { mergePuzzles } from '../../src/records/merge';
import { emptyRecord, loadRecord, NEWCOMER, RECORD_KEY, recordDeckAnswer, saveRecord, type PuzzleRecord } from '../../src/records/puzzles';
import { MemoryStore } from '../support/memory-store';
import { readPuzzles } from './collection';

const stops = readPuzzles().filter((p): p is Puzzle & { kind: 'stop' } => p.kind === 'stop');
const turns = stops.flatMap((p) => deckTurnsOf(p).map((t) => ({ p, t })));
const entries: DeckEntry[] = turns.map(({ p, t }) => ({ id: t.id, rating: difficultyOf({ ...p, ...t }).rating, standard: isStandard(p.position.rules), fault: t.error !== null }));

describe('the deck’s items', () => {
  test('about half the turns of the whole collection have no fault (50 % ± 10)', () => {
    const clean = entries.filter((e) => !e.fault).length / entries.length;
    expect(stops.length).toBeGreaterThan(200);
    expect(clean).toBeGreaterThanOrEqual(0.4);
    expect(clean).toBeLessThanOrEqual(0.6);
  });

  test('every turn cut before a puzzle’s error is all legal, and ends where the error was', () => {
    const cut = turns.filter(({ t }) => puzzleOfDeckItem(t.id).cut);
    expect(cut.length).toBeGreaterThan(100);
    for (const { p, t } of cut) {
      expect(t.error).toBeNull();
      expect(t.moves).toEqual(p.moves.slice(0, p.error!.at));
      expect(stepsOf({ position: p.position, moves: t.moves }).every((s) => s.verdict.legal), t.id).toBe(true);
    }
  });

  test('a whole puzzle is an item as it is, its error the first illegal move', () => {
    for (const { p, t } of turns.filter(({ t }) => !puzzleOfDeckItem(t.id).cut)) {
      const steps = stepsOf({ position: p.position, moves: t.moves });
      const first = steps.findIndex((s) => !s.verdict.legal);
      expect(first === -1 ? null : first, t.id).toBe(t.error?.at ?? null);
    }
  });

  test('an item is found again from its id and its puzzle; ids are unique; packing keeps every entry', () => {
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    const { p } = turns.find(({ t }) => puzzleOfDeckItem(t.id).cut)!;
    expect(deckTurn(p, `${p.id}-legal`)?.moves).toHaveLength(p.error!.at);
    expect(deckTurn(p, p.id)?.error).toEqual(p.error);
    expect(deckTurn(p, 'nothing')).toBeNull();
    expect(unpackDeck(JSON.parse(JSON.stringify(packDeck(entries))))).toEqual(entries);
  });
});

const learner = (rating = 1500, seen: Record<string, unknown> = {}, houseRules = false): DeckLearner => ({ deck: { rating: { ...NEWCOMER, rating }, seen }, houseRules });

describe('the deal', () => {
  test('never deals the item just played nor its puzzle’s other turn, and deals about half of each kind', () => {
    const random = rng('deck deal');
    let last: string | null = null;
    let faults = 0;
    const deals = 400;
    for (let i = 0; i < deals; i++) {
      const next = nextDeckItem(entries, learner(), last, null, random);
      expect(next).not.toBeNull();
      expect(next).not.toBe(last);
      if (last) expect(puzzleOfDeckItem(next!).puzzle).not.toBe(puzzleOfDeckItem(last).puzzle);
      if (entries.find((e) => e.id === next)!.fault) faults++;
      last = next;
    }
    expect(faults / deals).toBeGreaterThan(0.4);
    expect(faults / deals).toBeLessThan(0.6);
  });

  test('never repeats even when only two items are left to deal, and says when none is', () => {
    const two = entries.filter((e) => e.standard && !puzzleOfDeckItem(e.id).cut).slice(0, 2);
    const random = rng('two');
    let last: string | null = two[0]!.id;
    for (let i = 0; i < 20; i++) {
      const next = nextDeckItem(two, learner(), last, null, random);
      expect(next).toBe(two.find((e) => e.id !== last)!.id);
      last = next;
    }
    expect(nextDeckItem(two.slice(0, 1), learner(), two[0]!.id, null, random)).toBeNull();
    const cut = entries.find((e) => puzzleOfDeckItem(e.id).cut)!;
    expect(nextDeckItem(entries.filter((e) => puzzleOfDeckItem(e.id).puzzle === puzzleOfDeckItem(cut.id).puzzle), learner(), cut.id, null, random)).toBeNull();
  });

  test('deals near the rating, items not seen first, standard rules unless house rules are wanted, never today’s daily puzzle', () => {
    const random = rng('near');
    const std = entries.filter((e) => e.standard);
    for (const rating of [1000, 1500, 2000]) {
      const id = nextDeckItem(entries, learner(rating), null, null, random);
      const dealt = entries.find((e) => e.id === id)!;
      const half = std.filter((e) => e.fault === dealt.fault).map((e) => Math.abs(e.rating - rating)).sort((a, b) => a - b);
      expect(Math.abs(dealt.rating - rating)).toBeLessThanOrEqual(half[5]!);
      expect(dealt.standard).toBe(true);
    }
    const seen = Object.fromEntries(std.slice(1).map((e) => [e.id, { solved: true, misses: 0 }]));
    const fresh = std[0]!;
    // The only item never seen (its other turn seen or not) comes before every seen one, whenever its half is dealt.
    const dealt = new Set(Array.from({ length: 30 }, () => nextDeckItem(std, learner(1500, seen), null, null, random)));
    expect(dealt.has(fresh.id)).toBe(true);
    const daily = puzzleOfDeckItem(fresh.id).puzzle;
    for (let i = 0; i < 30; i++) expect(puzzleOfDeckItem(nextDeckItem(std, learner(1500), null, daily, random)!).puzzle).not.toBe(daily);
    const houseDealt = Array.from({ length: 200 }, () => nextDeckItem(entries, learner(1500, {}, true), null, null, random));
    expect(houseDealt.some((id) => !entries.find((e) => e.id === id)!.standard)).toBe(true);
  });
});

describe('the deck’s rating, kept in the puzzles’ record', () => {
  const rate = (item: number, right: boolean) => (before: typeof NEWCOMER) => ratePuzzleAnswer(before, item, right);

  test('a right answer raises it, a wrong one (a miss or a false call alike) lowers it; an item seen before is not rated again', () => {
    const right = recordDeckAnswer(emptyRecord(), '017', true, rate(1500, true));
    expect(right.deck.rating.rating).toBeGreaterThan(1500);
    expect(right.deck.rated).toBe(1);
    expect(right.rating).toEqual(NEWCOMER);
    const wrong = recordDeckAnswer(right, '018-legal', false, rate(1500, false));
    expect(wrong.deck.rating.rating).toBeLessThan(right.deck.rating.rating);
    expect(wrong.deck.seen['018-legal']).toEqual({ solved: false, misses: 1 });
    const again = recordDeckAnswer(wrong, '018-legal', true, rate(1500, true));
    expect(again.deck.rating).toEqual(wrong.deck.rating);
    expect(again.deck.rated).toBe(2);
    expect(again.deck.seen['018-legal']).toEqual({ solved: true, misses: 1 });
  });

  test('is saved and read back; a record from before the deck reads with a newcomer’s deck; a broken deck is not read', () => {
    const store = new MemoryStore();
    const answered = recordDeckAnswer(emptyRecord(), '017', true, rate(1400, true));
    saveRecord(store, answered);
    expect(loadRecord(store).record.deck).toEqual(answered.deck);
    const { deck: _, ...before } = emptyRecord();
    store.setItem(RECORD_KEY, JSON.stringify({ ...before, rated: 3, houseRules: true }));
    const read = loadRecord(store);
    expect(read.note).toBeNull();
    expect(read.record.rated).toBe(3);
    expect(read.record.deck).toEqual({ rating: NEWCOMER, rated: 0, seen: {} });
    store.setItem(RECORD_KEY, JSON.stringify({ ...before, deck: { rating: NEWCOMER, rated: -1, seen: {} } }));
    expect(loadRecord(store).note).not.toBeNull();
  });

  test('an import takes the deck with more rated answers and every item seen on either side', () => {
    const mine: PuzzleRecord = recordDeckAnswer(emptyRecord(), 'a', true, rate(1500, true));
    const theirs = [['b', false], ['c', true]].reduce((r, [id, ok]) => recordDeckAnswer(r, id as string, ok as boolean, rate(1500, ok as boolean)), emptyRecord());
    const merged = mergePuzzles(mine, theirs);
    expect(merged.deck).toBe(true);
    expect(merged.value.deck.rating).toEqual(theirs.deck.rating);
    expect(Object.keys(merged.value.deck.seen).sort()).toEqual(['a', 'b', 'c']);
    expect(mergePuzzles(mine, mine).deck).toBe(false);
  });
});
