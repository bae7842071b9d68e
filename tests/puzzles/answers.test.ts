// What the learner is shown and asked, puzzle by puzzle: one answer to each compulsory
// puzzle, every scripted move one a person could make, each error a slip a player could
// make, and an explanation that tells the accepted answer (its card, its rule) in words.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { cardLabel, formatMove, legalMoves, pileRefOf, PRESETS, REASONS, STANDARD, type Move, type Position } from '../../src/engine';
import { explainStop } from '../../src/i18n/engine';
import { pileWords } from '../../src/i18n/words';
import { puzzleSchema, type Puzzle } from '../../src/puzzles/schema';
import { cardsMoved, decoyOf, isTableMove, rulePhrase, slipOf, startOf, stepsOf, uniqueAnswer } from '../../src/puzzles/puzzle';

const puzzles: Puzzle[] = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => ({ id: f.replace(/\.yaml$/, ''), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));
const compulsory = puzzles.flatMap((p) => (p.kind === 'compulsory' ? [[p.id, p] as const] : []));
const stops = puzzles.flatMap((p) => (p.kind === 'stop' ? [[p.id, p] as const] : []));

/** The card labels a sentence must name for a move: its cards, or for the hand turn the words. */
const named = (p: Position, m: Move): string[] => (m.kind === 'turn' ? ['hand card'] : cardsMoved(p, m).map(cardLabel));
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
      expect(p.explanation).toContain(rulePhrase(p.error.reason));
      if (!s.verdict.legal) expect(p.explanation).toContain(explainStop(s.verdict, 'A', 'en'));
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
      expect(p.explanation, p.id).not.toMatch(/\bA's\b|\bA must\b|\bA may\b/);
    }
  });
});
