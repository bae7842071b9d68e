// "Initial layout" and "Play": the deal from a seed, and who begins.
import { describe, expect, test } from 'vitest';
import { beginsWords } from '../../src/telling/explain';
import { contractMessage, deal, parseCard, parsePosition, parseRules, positionJSON, PRESETS, revealUnknown, rng, validatePosition, whoBegins, type Position, type RuleSet } from '../../src/engine';
import { positionOf } from '../support/positions';

const rules = (spec: string | object): RuleSet => {
  const r = parseRules(spec);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('the deal', () => {
  test('each player has 13 in reserve, 4 houses and 35 in hand, from a full pack each', () => {
    const { position: p } = deal(42);
    for (const side of [p.A, p.B]) {
      expect(side.reserve).toHaveLength(13);
      expect(side.hand).toHaveLength(35);
      expect(side.waste).toEqual([]);
      expect(side.turned).toBeNull();
    }
    expect(p.houses.map((h) => h.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(p.foundations.every((f) => f.length === 0)).toBe(true);
    const json = positionJSON(p);
    const all = [json.A.reserve, json.A.hand, ...json.houses.slice(0, 4)].flat() as string[];
    expect(new Set(all).size).toBe(52);
    expect(validatePosition(p)).toBeNull();
  });

  test('the same seed gives the same deal; another seed another deal', () => {
    expect(JSON.stringify(positionJSON(deal('2026-11-22').position))).toBe(JSON.stringify(positionJSON(deal('2026-11-22').position)));
    expect(JSON.stringify(positionJSON(deal(1).position))).not.toBe(JSON.stringify(positionJSON(deal(2).position)));
  });

  test('the deal is fixed by the seed alone, so Node and browsers agree (a recorded deal)', () => {
    const p = positionJSON(deal(1).position);
    expect({ A: p.A.reserve.at(-1), B: p.B.reserve.at(-1), houses: p.houses.flat(), toMove: p.toMove }).toMatchInlineSnapshot(`
      {
        "A": "8C",
        "B": "2H",
        "houses": [
          "7D",
          "8S",
          "5C",
          "6H",
          "4H",
          "2C",
          "2D",
          "5C",
        ],
        "toMove": "B",
      }
    `);
  });

  test('a smaller reserve makes a larger hand', () => {
    const { position: p } = deal(3, rules({ reserveSize: 11 }));
    expect(p.A.reserve).toHaveLength(11);
    expect(p.A.hand).toHaveLength(37);
  });
});

describe('who begins', () => {
  const withTops = (a: string, b: string, houses: Record<number, string[]> = {}, spec: object = {}) =>
    positionOf({ rules: spec, A: { reserve: [a] }, B: { reserve: [b] }, houses: { 1: ['5C'], 2: ['6C'], 3: ['7C'], 4: ['8C'], 5: ['5D'], 6: ['6D'], 7: ['7D'], 8: ['8D'], ...houses } });

  test('the lower reserve card begins, aces low', () => {
    expect(whoBegins(withTops('AS', '2H'), rng(0)).who).toBe('A');
    expect(whoBegins(withTops('KS', '2H'), rng(0))).toEqual({ who: 'B', why: { code: 'lower', who: 'B', compared: 'reserve', card: parseCard('2H'), others: [{ player: 'A', card: parseCard('KS') }] } });
    expect(beginsWords(whoBegins(withTops('KS', '2H'), rng(0)).why, 'A', 'en')).toBe('B begins: B’s reserve card, 2♥, is lower than yours, K♠.');
    expect(beginsWords(whoBegins(withTops('KS', '2H'), rng(0)).why, 'A', 'fr')).toBe('B commence\u00a0: sa carte de réserve, le 2♥, est plus faible que la vôtre, le R♠.');
    // The reader, seat A, is told it is them.
    expect(beginsWords(whoBegins(withTops('AS', '2H'), rng(0)).why, 'A', 'en')).toBe('You begin: your reserve card, A♠, is lower than B’s, 2♥.');
    expect(beginsWords(whoBegins(withTops('AS', '2H'), rng(0)).why, 'A', 'fr')).toBe('Vous commencez\u00a0: votre carte de réserve, l’A♠, est plus faible que celle de B, le 2♥.');
    expect(beginsWords(whoBegins(withTops('AS', '2H'), rng(0)).why, null, 'fr')).toBe('A commence\u00a0: sa carte de réserve, l’A♠, est plus faible que celle de B, le 2♥.');
  });

  test('equal reserve cards: the houses next to the reserves decide, then the next ones', () => {
    expect(whoBegins(withTops('9S', '9H', { 1: ['4C'] }), rng(0)).who).toBe('A');
    expect(whoBegins(withTops('9S', '9H', { 5: ['4D'] }), rng(0)).who).toBe('B');
    expect(whoBegins(withTops('9S', '9H', { 3: ['QC'], 7: ['JC'] }), rng(0)).who).toBe('B');
  });

  test('everything equal: A begins', () => {
    expect(whoBegins(withTops('9S', '9H'), rng(0)).who).toBe('A');
    expect(beginsWords(whoBegins(withTops('9S', '9H'), rng(0)).why, 'A', 'fr')).toMatch(/^Vous commencez\u00a0: toutes les cartes comparées étaient égales/);
  });

  test('variant: the higher reserve card begins, ace high, then spades, hearts, diamonds, clubs', () => {
    expect(whoBegins(withTops('AS', 'KH', {}, { firstPlayer: 'higherReserve' }), rng(0)).who).toBe('A');
    expect(whoBegins(withTops('9D', '9H', {}, { firstPlayer: 'higherReserve' }), rng(0)).who).toBe('B');
  });

  test('variant: the tableau alone decides', () => {
    expect(whoBegins(withTops('AS', 'KH', { 1: ['9C'] }, { firstPlayer: 'tableauOnly' }), rng(0)).who).toBe('B');
  });

  test('variant: a cut before the deal, the same for the same seed', () => {
    const p = withTops('AS', 'KH', {}, { firstPlayer: 'cut' });
    const seen = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => whoBegins(p, rng(s)).who));
    expect(seen).toEqual(new Set(['A', 'B']));
    expect(whoBegins(p, rng(5)).who).toBe(whoBegins(p, rng(5)).who);
  });

  test('variant: players take turns to begin the games of a match', () => {
    const p = withTops('AS', 'KH', {}, { firstPlayer: 'alternate' });
    expect(whoBegins(p, rng(0)).who).toBe('A');
    expect(whoBegins(p, rng(0), 'A').who).toBe('B');
    expect(whoBegins(p, rng(0), 'B').who).toBe('A');
  });
});

describe('playing on from a shared position with face-down cards unknown', () => {
  // A deal with every hand, every reserve card below the top and every face-down house card hidden.
  const hidden = (preset: string) => {
    const json = positionJSON(deal(`hidden ${preset}`, rules(preset), preset).position);
    for (const who of ['A', 'B', 'C'] as const) {
      const side = json[who];
      if (!side) continue;
      side.hand = (side.hand as string[]).length;
      side.reserve = side.reserve.map((c, i, all) => (i < all.length - 1 ? '??' : c));
    }
    json.houses = json.houses.map((h, i) => h && h.map((c, j) => (j < (json.faceDown?.[i] ?? 0) ? '??' : c)));
    const read = parsePosition(json);
    if (!read.ok) throw new Error(contractMessage(read.fault));
    return read.value;
  };
  const census = (p: Position) => {
    const j = positionJSON(p);
    return [...[j.A, j.B, j.C].flatMap((s) => (s ? [...s.reserve, ...(s.hand as string[]), ...s.waste] : [])), ...j.houses.flat(), ...j.foundations.flat()].sort();
  };

  test.each(PRESETS.map((p) => p.id))('%s: each unknown card becomes one of the cards missing, the known ones stay, and the same seed reveals the same cards', (preset) => {
    const p = hidden(preset);
    const full = deal(`hidden ${preset}`, rules(preset), preset).position;
    const seen = revealUnknown(p, 'seed');
    expect(validatePosition(seen)).toBeNull();
    expect(census(seen)).toEqual(census(full));
    expect(census(seen)).not.toContain('??');
    expect(positionJSON(seen).houses.map((h) => h?.at(-1))).toEqual(positionJSON(p).houses.map((h) => h?.at(-1)));
    expect(seen.A.reserve.at(-1)).toBe(p.A.reserve.at(-1));
    expect(positionJSON(revealUnknown(p, 'seed'))).toEqual(positionJSON(seen));
    expect(positionJSON(revealUnknown(p, 'other seed'))).not.toEqual(positionJSON(seen));
  });
});
