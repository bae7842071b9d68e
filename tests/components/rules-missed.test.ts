// The progress page's coaching: a puzzle's and a rush item's answers as the coach counts them, and the rules missed
// most, with their figures and where to practise them, checked against a known history of answers.
import { describe, expect, test } from 'vitest';
import { puzzleAnswer } from '../../src/components/puzzle-answers';
import { rushAnswer } from '../../src/components/rush-answers';
import { rulesMissed } from '../../src/components/rules-missed';
import { priorities } from '../../src/engine';
import { positionOf } from '../../src/lessons/exercise';
import { puzzleFault, startOf, stepsOf } from '../../src/puzzles/puzzle';
import { rushItemsOf } from '../../src/puzzles/rush';
import type { Puzzle } from '../../src/puzzles/schema';
import { clearMistake, emptyCoach, noteAnswer, type Answer, type Stake } from '../../src/records/coach';
import { readPuzzles } from '../puzzles/collection';

const puzzles = readPuzzles();
const DAY = '2026-11-26';

describe('a puzzle answered', () => {
  const withError = puzzles.find((p) => p.kind === 'stop' && p.error !== null && p.moves.length > 1) as Puzzle & { kind: 'stop'; error: { reason: Stake } };
  const clean = puzzles.find((p) => p.kind === 'stop' && p.error === null)!;
  const compulsory = puzzles.find((p) => p.kind === 'compulsory' && priorities(startOf(p)).forcedBy !== null)!;
  // A discard that is the only move: which move, not which rule.
  const aDiscard = puzzles.find((p) => p.kind === 'compulsory' && p.answer.join() === 'X-W' && !priorities(startOf(p)).forcedBy && !priorities(startOf(p)).turnBar())!;

  test("a Stop puzzle stands for its error's rule; a false call in it for a legal move called", () => {
    expect(puzzleAnswer(withError, true, false)).toEqual({ source: 'puzzle', stake: withError.error.reason, right: true });
    expect(puzzleAnswer(withError, false, false)).toEqual({
      source: 'puzzle',
      stake: withError.error.reason,
      right: false,
      mistake: { id: withError.id, kind: 'missed', reason: withError.error.reason, puzzle: { id: withError.id } },
    });
    expect(puzzleAnswer(withError, false, true)).toMatchObject({ stake: 'none', right: false, mistake: { kind: 'falseCall', reason: null, puzzle: { id: withError.id } } });
    expect(puzzleAnswer(clean, true, true)).toEqual({ source: 'puzzle', stake: 'none', right: true });
  });

  test('a compulsory puzzle stands for the rule its position enforces; one that no rule compels is not counted', () => {
    const forced = priorities(startOf(compulsory)).forcedBy!;
    expect(puzzleAnswer(compulsory, true, false)).toEqual({ source: 'puzzle', stake: forced, right: true });
    expect(puzzleAnswer(compulsory, false, false)).toMatchObject({ stake: forced, mistake: { kind: 'stopped', reason: forced, puzzle: { id: compulsory.id } } });
    expect(puzzleAnswer(aDiscard, false, false)).toBeNull();
    // Read from the theme a puzzle trains first: for every compulsory puzzle, the rule its position enforces.
    for (const p of puzzles.filter((x) => x.kind === 'compulsory')) {
      const pr = priorities(startOf(p));
      expect(puzzleAnswer(p, true, false)?.stake ?? null, p.id).toBe(pr.forcedBy ?? pr.turnBar()?.reason ?? null);
    }
  });
});

describe('a rush item answered', () => {
  const items = rushItemsOf(puzzles);
  const stop = items.find((i) => i.expect === 'stop')!;
  const legal = items.find((i) => i.expect === 'legal')!;

  test('a miss keeps the puzzle the item came from; a right answer counts for its rule', () => {
    expect(rushAnswer(stop, positionOf(stop.position), true)).toEqual({ source: 'rush', stake: stop.reason, right: true });
    expect(rushAnswer(stop, positionOf(stop.position), false)).toMatchObject({ stake: stop.reason, mistake: { id: stop.id.replace(/^p(.+)-\d+$/, '$1'), kind: 'missed', puzzle: { id: stop.id.replace(/^p(.+)-\d+$/, '$1') } } });
    expect(rushAnswer(legal, positionOf(legal.position), true)).toMatchObject({ stake: 'none', mistake: { kind: 'falseCall', reason: null } });
  });

  test('a mined item, from no puzzle, is kept as a puzzle of its own that plays as the item did', () => {
    const mined = { ...stop, id: 'm-999' };
    const a = rushAnswer(mined, positionOf(mined.position), false);
    const puzzle = a.mistake!.puzzle;
    if (!('own' in puzzle)) throw new Error('no own puzzle');
    expect(puzzleFault({ ...puzzle.own, id: a.mistake!.id })).toBeNull();
    expect(stepsOf(puzzle.own)).toHaveLength(1);
    expect(puzzle.own).toMatchObject({ moves: [mined.move], error: { at: 0, reason: mined.reason }, source: 'm-999' });
    // Played again as a puzzle and missed again, it stays the same puzzle, kept by its data.
    const again = puzzleAnswer({ ...puzzle.own, id: a.mistake!.id }, false, false)!;
    expect(again.mistake).toEqual({ ...a.mistake, puzzle: { own: puzzle.own } });
  });
});

describe('the rules missed most, as the progress page shows them', () => {
  const miss = (source: Answer['source'], stake: Stake, id: string): Answer => ({ source, stake, right: false, mistake: { id, kind: stake === 'none' ? 'falseCall' : 'missed', reason: stake === 'none' ? null : stake, puzzle: { id } } });
  const right = (source: Answer['source'], stake: Stake): Answer => ({ source, stake, right: true });
  // Building: 3 puzzles and 1 rush item missed, 5 answered right (the puzzle "a" missed twice, "b" solved on review since).
  // A legal move called: 2 in the rush, 1 in a game; 5 legal moves let go. Priority rule 2: 1 of 2. Priority rule 1: never missed.
  const history: Answer[] = [
    miss('puzzle', 'does-not-fit', 'a'),
    right('puzzle', 'does-not-fit'),
    miss('puzzle', 'does-not-fit', 'b'),
    miss('rush', 'does-not-fit', 'c'),
    ...Array.from({ length: 3 }, () => right('rush', 'does-not-fit')),
    right('puzzle', 'does-not-fit'),
    miss('puzzle', 'does-not-fit', 'a'),
    miss('rush', 'none', 'd'),
    miss('rush', 'none', 'e'),
    miss('game', 'none', 'f'),
    ...Array.from({ length: 5 }, () => right('rush', 'none')),
    miss('game', 'foundation-first', 'g'),
    right('game', 'foundation-first'),
    ...Array.from({ length: 3 }, () => right('puzzle', 'reserve-to-foundation-first')),
  ];
  const record = clearMistake(
    history.reduce((r, a) => noteAnswer(r, a, DAY), emptyCoach()),
    'b',
  );

  test('in English: each rule by its name, with its figures, the mistakes to replay and the puzzles that train it', () => {
    expect(rulesMissed(record, 'en').map((r) => [r.name, r.figures, r.replay, r.puzzles])).toEqual([
      ['Building rules', 'missed 4 of 9', { n: 2, href: '/puzzles/mistakes/?theme=building' }, '/puzzles/?theme=building'],
      ['Calling Stop on a legal move', '3 false calls in 8 legal moves', { n: 3, href: '/puzzles/mistakes/?theme=decoy' }, '/puzzles/?theme=decoy'],
      ['Priority rule 2: foundation plays are compulsory', 'missed 1 of 2', { n: 1, href: '/puzzles/mistakes/?theme=foundation-first' }, '/puzzles/?theme=foundation-first'],
    ]);
  });

  test('in French, with the French addresses', () => {
    expect(rulesMissed(record, 'fr').map((r) => [r.name, r.figures, r.replay?.href, r.puzzles])).toEqual([
      ['Règles de construction', 'manqué 4 fois sur 9', '/fr/puzzles/mistakes/?theme=building', '/fr/puzzles/?theme=building'],
      ['Crier «\u00a0Stop\u202f!\u00a0» sur un coup permis', '3 «\u00a0Stop\u202f!\u00a0» à tort sur 8 coups permis', '/fr/puzzles/mistakes/?theme=decoy', '/fr/puzzles/?theme=decoy'],
      [expect.stringMatching(/^Règle de priorité 2/), 'manqué 1 fois sur 2', '/fr/puzzles/mistakes/?theme=foundation-first', '/fr/puzzles/?theme=foundation-first'],
    ]);
  });

  test('nothing missed, nothing listed', () => {
    expect(rulesMissed(noteAnswer(emptyCoach(), right('game', 'foundation-first'), DAY), 'en')).toEqual([]);
  });
});
