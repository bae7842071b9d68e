// What the learner is shown and asked, puzzle by puzzle: one answer to each compulsory
// puzzle, every scripted move one a person could make, each error a slip a player could
// make, and an explanation that tells the accepted answer (its card, its rule) in words.
import { describe, expect, test } from 'vitest';
import { formatMove, legalMoves, pileRefOf, PRESETS, REASONS, STANDARD, type Move, type Position } from '../../src/engine';
import { explainStop } from '../../src/telling/explain';
import { cardName, pileWords } from '../../src/telling/words';
import { cardsMoved, decoyOf, isTableMove, rulePhrase, slipOf, startOf, stepsOf, uniqueAnswer } from '../../src/puzzles/puzzle';

import { textedPuzzles } from './collection';

const puzzles = textedPuzzles('en');
const compulsory = puzzles.flatMap((p) => (p.kind === 'compulsory' ? [[p.id, p] as const] : []));
const stops = puzzles.flatMap((p) => (p.kind === 'stop' ? [[p.id, p] as const] : []));

/** The card labels a sentence must name for a move: its cards, or for the hand turn the words. */
const named = (p: Position, m: Move): string[] => (m.kind === 'turn' ? ['hand card'] : cardsMoved(p, m).map((c) => cardName(c, 'en')));
const firstSentence = (text: string) => text.split(/(?<=\.) /)[0]!;

// Notation, reason codes and option ids have no place in sentences for people.
const NOTATION = /\b(?:[hf]\d|o2?[RW]|[RWX])(?:\*\d+)?-(?:[hf]\d|o2?[RW]|[RW])\b/;
const CODES = [...REASONS, ...PRESETS.map((p) => p.id).filter((id) => id.includes('-')), ...Object.keys(STANDARD).filter((k) => /[A-Z]/.test(k))];

describe('compulsory puzzles', () => {
  test.each(compulsory)('%s has one answer, a move a person can make, and its explanation tells that move', (_, p) => {
    const start = startOf(p);
    const legal = legalMoves(start);
    const answer = uniqueAnswer(start, legal);
    expect(answer, 'one answer: one move, or one card to places that are alike').not.toBeNull();
    expect(answer!.map(formatMove).sort()).toEqual([...p.answer].sort());
    for (const m of answer!) expect(isTableMove(m)).toBe(true);
    // The first sentence tells the accepted move: its card (or the hand turn) and where it goes.
    const first = firstSentence(p.explanation);
    const m = answer![0]!;
    for (const label of named(start, m)) expect(first).toContain(label);
    if (m.kind === 'move') expect(answer!.some((a) => a.kind === 'move' && first.includes(pileWords(pileRefOf(start, a.to), 'A', 'en')))).toBe(true);
    else expect(first).toMatch(/^Turn /);
    // And why: a rule, then the tempting wrong move.
    expect(p.explanation).toMatch(/rule|only move|all that is left/);
    expect(p.explanation).toContain('Tempting, but wrong');
  });
});

describe('stop puzzles', () => {
  test.each(stops)('%s: every move is one a person could make, the error a slip a player could make, explained with its card and rule', (_, p) => {
    if (p.kind !== 'stop') return;
    const steps = stepsOf(p);
    for (const s of steps) expect(isTableMove(s.move), formatMove(s.move)).toBe(true);
    if (p.error) {
      const s = steps[p.error.at]!;
      expect(slipOf(s.before, s.move, s.verdict), `${p.moves[p.error.at]} is a slip a player makes`).not.toBeNull();
      for (const label of named(s.before, s.move)) expect(firstSentence(p.explanation)).toContain(label);
      expect(s.verdict.legal).toBe(false);
      if (!s.verdict.legal) {
        // The rule by its name: a family rule's, when one is broken.
        expect(p.explanation).toContain(rulePhrase(s.verdict));
        expect(p.explanation).toContain(explainStop(s.verdict, 'A', 'en'));
      }
    } else {
      // Each move that looks wrong is named with the rule that allows it and what the learner might have thought.
      const decoys = steps.flatMap((s) => {
        const d = decoyOf(s.before, s.move);
        return d ? [{ d, cards: named(s.before, s.move) }] : [];
      });
      expect(decoys.length).toBeGreaterThan(0);
      for (const { d, cards } of decoys) {
        expect(p.explanation).toContain(d.event);
        expect(p.explanation).toContain(d.why);
        for (const c of cards) expect(d.event).toContain(c);
        expect(d.why).toMatch(/You might|you might/);
      }
    }
  });
});

describe('every explanation', () => {
  test('is written in words from your seat: no notation, no reason codes or option ids', () => {
    for (const p of puzzles) {
      expect(p.explanation, p.id).not.toMatch(NOTATION);
      for (const code of CODES) expect(p.explanation, `${p.id}: ${code}`).not.toContain(code);
      expect(p.explanation, p.id).not.toMatch(/\bA’s\b|\bA must\b|\bA may\b/);
    }
  });
});

// The texts are written at build time from the puzzles' facts; these are the words the puzzle
// files carried when they were stored, and the English must read the same (but for the titles'
// facts, since given a sentence of their own: "On the table: …").
const STORED: [string, string, string][] = [
  ['001', "Your move. On the table: the 6♣ on house 5 in view, the 8♥ on B’s waste pile", "Play A♣ from your reserve to foundation 6: a reserve card that fits a foundation must be played there before any other move (priority rule 1). Any other empty foundation would do just as well: they are alike. Tempting, but wrong: moving 6♣ from house 5 to house 2 would be stopped, as A♣ must go to the foundation first."],
  ['063', "B plays three moves. On the table: the 10♦ on B’s waste pile, the J♠ on your waste pile", "Move 3 is the error: B turned up a hand card, which breaks the rule of the hand card. B’s hand card K♠ is still waiting: B must play it, or discard it to B’s waste pile, before B turns another. Before it, nothing was wrong. B loaded 8♦ from house 1 to your reserve, on 7♦. You might think it breaks the building rules, as 8♦ on 7♦ would be wrong on a house (a higher card of the same colour), but a load goes by suit, one rank up or down, whatever the colour."],
  ['171', "B plays five moves. On the table: the 6♣ on B’s waste pile, your reserve showing the 9♣", "All five of B’s moves are allowed, so let each one go. B played Q♠ from house 2 to foundation 2 while another Q♠ on house 5 could also go up. You might think that card came first, but when several cards fit foundations, priority rule 2 lets B play them in any order; only a reserve card that fits must go first."],
  ['225', "B plays four moves. On the table: the 7♥ on your waste pile, no empty house", "All four of B’s moves are allowed, so let each one go. B turned up a hand card first thing in the turn, while 6♣ from B’s waste pile fitted foundation 2. These rules let a player turn the hand card at the very start of a turn, before any other move: you might have called Stop for a priority rule, but the priorities only bind once the turn is under way. B played 6♣ from B’s waste pile to foundation 2. Under the standard rules a player’s own waste pile is out of reach, so you might have called Stop, but these rules put its top card in play. B loaded 8♥ from house 6 to your waste pile, on 7♥. You might think it breaks the building rules, as 8♥ on 7♥ would be wrong on a house (a higher card of the same colour), but a load goes by suit, one rank up or down, whatever the colour."],
  ['288', "Your move. On the table: the K♠ on B’s waste pile, the 6♣ on your waste pile", "Play 3♥ from your turned hand card to foundation 4: while a card you can move fits a foundation, that play comes before every other move (priority rule 2), and 3♥ is the only card that fits one. Tempting, but wrong: moving 3♥ from your turned hand card to your waste pile would be stopped, as 3♥ must go to the foundation first."],
  ['316', "Your move. On the table: the 9♦ on B’s waste pile, C’s reserve showing the 4♣", "Play 3♠ from your reserve to foundation 5: a reserve card that fits a foundation must be played there before any other move (priority rule 1). Tempting, but wrong: turning up your hand card would be stopped, as 3♠ must go to the foundation first."],
];

test.each(STORED)('%s reads as it did when its words were stored', (id, title, explanation) => {
  const p = puzzles.find((x) => x.id === id)!;
  expect(p.title).toBe(title);
  expect(p.explanation).toBe(explanation);
});
