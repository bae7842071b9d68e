// Titles tell puzzles apart by their situation and give nothing away: no card the answer
// moves (for a Stop, no card B moves or should have moved), no theme, no internal number.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { expect, test } from 'vitest';
import { answerLabels } from '../../src/puzzles/mine';
import { puzzleSchema, type Puzzle } from '../../src/puzzles/schema';
import { THEMES } from '../../src/puzzles/themes';

const puzzles: Puzzle[] = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => ({ id: f.replace(/\.yaml$/, ''), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));

const CARD = /(?:10|[2-9AJQK])[♠♥♦♣]/g;

test.each(puzzles.map((p) => [p.id, p] as const))('%s: the title names no card of the answer, no theme and no internal number', (_, p) => {
  for (const label of answerLabels(p)) expect(p.title.match(CARD) ?? [], label).not.toContain(label);
  expect(p.title).not.toMatch(/\bmoves? \d|\bseed\b|\bgame\b|\bvariation\b|\bply\b/i);
  // The only numbers are those of cards and piles, as the board names them.
  expect(p.title.replace(CARD, '').replace(/\b(?:house|foundation) \d\b/g, '')).not.toMatch(/\d/);
  for (const [id, { label }] of Object.entries(THEMES)) {
    expect(p.title.toLowerCase()).not.toContain(label.toLowerCase());
    expect(p.title).not.toContain(id);
  }
});

test('titles are all different', () => {
  expect(new Set(puzzles.map((p) => p.title)).size).toBe(puzzles.length);
});
