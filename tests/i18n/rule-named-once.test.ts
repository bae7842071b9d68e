// A Stop's explanation on a board names the rule it enforces once: in the sentence when the
// sentence says it ("… (priority rule 1)."), else after it ("… (Building rules)").
import { describe, expect, test } from 'vitest';
import { parseMove, verdict, type Stop } from '../../src/engine';
import { explainWithRule } from '../../src/telling/explain';
import { positionOf } from '../support/positions';

const stopOf = (l: Parameters<typeof positionOf>[0], move: string): Stop => {
  const p = positionOf(l);
  const m = parseMove(move, p.rules);
  if (!m.ok) throw new Error(m.error);
  const v = verdict(p, m.value);
  if (v.legal) throw new Error(`${move} is legal`);
  return v;
};
// A's reserve 3H fits foundation 1, and is put in empty house 3 instead.
const rule1 = { A: { reserve: ['3H'] }, houses: { 2: ['QC'], 3: [] }, foundations: { 1: ['AH', '2H'] } };
const misfit = { A: { reserve: ['9S'] }, houses: { 1: ['5C'], 2: ['QC'] } };

describe('the rule of a Stop is named once', () => {
  test.each([
    ['en', 'before anything else (priority rule 1).', /priority rule 1/gi],
    ['fr', 'avant toute autre chose (règle de priorité 1).', /règle de priorité 1/gi],
  ] as const)('%s: a priority rule, in its sentence only', (lang, ending, named) => {
    const text = explainWithRule(stopOf(rule1, 'R-h3'), 'A', lang);
    expect(text.endsWith(ending)).toBe(true);
    expect(text.match(named)).toHaveLength(1);
  });
  test.each([
    ['en', '(Building rules)'],
    ['fr', '(Règles de construction)'],
  ] as const)('%s: a building error, cited after its sentence', (lang, cited) => {
    expect(explainWithRule(stopOf(misfit, 'h1-h2'), 'A', lang).endsWith(cited)).toBe(true);
  });
});
