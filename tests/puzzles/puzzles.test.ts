// Every curated puzzle checked against the engine, and the collection's coverage of the rules.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { everyMove, parseRules, verdict, type Reason } from '../../src/engine';
import { puzzleSchema, type Puzzle } from '../../src/puzzles/schema';
import { puzzleFault, startOf, stepsOf } from '../../src/puzzles/puzzle';

const PRIORITY: readonly Reason[] = ['reserve-to-foundation-first', 'foundation-first', 'release-first', 'load-first', 'spaces-first', 'uncover-first'];

const puzzles: Puzzle[] = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => ({ id: f.replace(/\.yaml$/, ''), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));

describe('every puzzle', () => {
  test.each(puzzles.map((p) => [p.id, p] as const))('%s is valid and its answer is the engine\'s', (_, p) => {
    expect(puzzleFault(p)).toBeNull();
  });

  // Unless the only move left is the hand turn or the discard, some tempting move breaks a priority rule.
  test.each(puzzles.filter((p) => p.kind === 'compulsory').map((p) => [p.id, p] as const))('%s: a tempting wrong move is stopped by a priority rule', (_, p) => {
    if (p.kind !== 'compulsory' || p.themes[0] === 'hand-turn' || p.themes[0] === 'discard') return;
    const start = startOf(p);
    const stopped = everyMove(start.rules).flatMap((m) => {
      const v = verdict(start, m);
      return v.legal ? [] : [v.reason];
    });
    expect(stopped.some((r) => PRIORITY.includes(r))).toBe(true);
  });
});

describe('the collection', () => {
  const kinds = (k: Puzzle['kind']) => puzzles.filter((p) => p.kind === k);
  const themes = new Set(puzzles.flatMap((p) => p.themes));

  test('has at least 60 puzzles, at least 20 of each kind, each with its own title', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(60);
    expect(kinds('compulsory').length).toBeGreaterThanOrEqual(20);
    expect(kinds('stop').length).toBeGreaterThanOrEqual(20);
    // Titles tell puzzles apart in the list.
    expect(new Set(puzzles.map((p) => p.title)).size).toBe(puzzles.length);
  });

  test('trains every priority rule, building, loading, the hand turn, the discard, and decoys', () => {
    for (const t of ['reserve-first', 'foundation-first', 'fill-spaces', 'building', 'loading', 'hand-turn', 'discard', 'decoy', 'availability']) expect(themes).toContain(t);
  });

  test('has positions with no error, and errors of every kind a player can see on the table', () => {
    const stops = kinds('stop');
    expect(stops.filter((p) => p.kind === 'stop' && p.error === null).length).toBeGreaterThanOrEqual(5);
    const reasons = new Set(stops.flatMap((p) => (p.kind === 'stop' && p.error ? [p.error.reason] : [])));
    for (const r of ['not-available', 'bad-target', 'does-not-fit', 'no-hand-card', 'reserve-to-foundation-first', 'foundation-first', 'fill-spaces-first']) expect(reasons).toContain(r);
  });

  test('covers at least three variants', () => {
    const variants = new Set(
      puzzles.flatMap((p) => {
        const r = parseRules(p.position.rules);
        if (!r.ok) return [];
        return (['strictRelease', 'strictLoad', 'strictSpaces', 'faceDownTableau', 'earlyHandTurn', 'wasteAvailable', 'groupMoves'] as const).filter((o) => r.value[o]);
      }),
    );
    expect(variants.size).toBeGreaterThanOrEqual(3);
  });

  test('a stop puzzle\'s moves are played out on the table up to the error', () => {
    for (const p of kinds('stop')) {
      if (p.kind !== 'stop') continue;
      const steps = stepsOf(p);
      expect(steps.length).toBe(p.moves.length);
      steps.forEach((s, i) => expect(s.verdict.legal, `${p.id} move ${i + 1}`).toBe(p.error?.at !== i));
    }
  });
});
