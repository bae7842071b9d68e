import { describe, expect, it } from 'vitest';
import { mistakeLine } from '../../src/components/mistake-line';
import type { Mistake } from '../../src/records/coach';

const mistake = (m: Partial<Mistake>): Mistake => ({ id: '017', source: 'puzzle', kind: 'missed', reason: 'does-not-fit', date: '2026-11-26', puzzle: { id: '017' }, cleared: false, ...m });

describe('a mistake in words', () => {
  it('says what it was, where and when, never its id', () => {
    expect(mistakeLine(mistake({}), '2026-11-26', 'en')).toBe('An error you let pass, in a puzzle, today.');
    expect(mistakeLine(mistake({ source: 'rush', kind: 'falseCall', reason: null, date: '2026-11-25' }), '2026-11-26', 'en')).toBe('Stop called on a legal move, in the Stop rush, yesterday.');
    expect(mistakeLine(mistake({ source: 'game', kind: 'stopped', date: '2026-11-02' }), '2026-11-26', 'en')).toBe('A move of yours that broke a rule, in a game, on 2 November 2026.');
    expect(mistakeLine(mistake({ source: 'deck', date: '2026-11-02' }), '2026-11-26', 'fr')).toBe('Une erreur laissée passer, dans «\u00a0Stop ou pas\u202f?\u00a0», le 2 novembre 2026.');
  });
});
