// One plural rule for every catalog: a count's noun takes the form its language gives it
// (Intl.PluralRules), so English reads as it always has and French keeps 0 in the singular.
import { expect, test } from 'vitest';
import { boardWords } from '../../src/i18n/board';
import { explainWords } from '../../src/i18n/explain';
import { faultWords } from '../../src/i18n/faults';
import { plural } from '../../src/i18n/locales';
import { puzzleListWords } from '../../src/i18n/puzzle-list';
import { dailyCardWords } from '../../src/i18n/site/daily';

const CARD = { one: 'card', other: 'cards' };
const CARTE = { one: 'carte', other: 'cartes' };

test('English takes the singular for 1 only', () => {
  expect([0, 1, 2, 10].map((n) => plural('en', n, CARD))).toEqual(['cards', 'card', 'cards', 'cards']);
});

test('French takes the singular for 0 and 1, the plural from 2, and for a million too', () => {
  expect([0, 1, 2, 10, 1_000_000].map((n) => plural('fr', n, CARTE))).toEqual(['carte', 'carte', 'cartes', 'cartes', 'cartes']);
});

test('the catalogs count cards alike: the board and the faults agree in French, at 0 too', () => {
  for (const words of [boardWords, faultWords]) {
    expect([0, 1, 2].map((n) => words('en').cards({ n }))).toEqual(['0 cards', '1 card', '2 cards']);
    expect([0, 1, 2].map((n) => words('fr').cards({ n }))).toEqual(['0 carte', '1 carte', '2 cartes']);
  }
});

test('counts in sentences agree in number in each language', () => {
  expect(dailyCardWords('en').streak({ days: 0 })).toBe('0 days in a row');
  expect(dailyCardWords('fr').streak({ days: 0 })).toBe('0 jour d’affilée');
  expect(dailyCardWords('fr').streak({ days: 3 })).toBe('3 jours d’affilée');
  expect(puzzleListWords('en').rated({ n: 1 })).toBe(' (1 puzzle rated)');
  expect(puzzleListWords('fr').rated({ n: 0 })).toBe(' (0 problème classé)');
  const few = (up: number) => ({ pile: 'la maison 3', up, count: 3 });
  expect(explainWords('fr').why['few-face-up'](few(1))).toMatch(/n’a que 1 carte face visible\s:/);
  expect(explainWords('fr').why['few-face-up'](few(2))).toMatch(/n’a que 2 cartes face visibles\s:/);
  expect(explainWords('en').why['few-face-up']({ ...few(1), pile: 'house 3' })).toContain('only 1 face-up card,');
});
