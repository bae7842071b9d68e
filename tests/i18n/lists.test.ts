// A list of names joined as each language joins it: the site's own table (src/i18n/locales.ts, kept off
// Intl.ListFormat for the time its first use costs a page) says what Intl.ListFormat says, for any length.
import { expect, test } from 'vitest';
import { listOf, LOCALES } from '../../src/i18n/locales';

const NAMES = ['le 4♦', 'le 3♣', 'l’A♥', 'la D♠', 'le 10♥'];

test.each(LOCALES)('%s: lists of 0 to 5 names are joined as Intl.ListFormat joins them', (lang) => {
  const intl = new Intl.ListFormat(lang, { type: 'conjunction' });
  for (let n = 0; n <= NAMES.length; n++) expect(listOf(lang, NAMES.slice(0, n))).toBe(intl.format(NAMES.slice(0, n)));
});

test('English puts a comma before its last "and" in three or more, French none before « et »', () => {
  expect(listOf('en', ['4♦', '3♣', '2♥'])).toBe('4♦, 3♣, and 2♥');
  expect(listOf('en', ['4♦', '3♣'])).toBe('4♦ and 3♣');
  expect(listOf('fr', ['le 4♦', 'le 3♣', 'le 2♥'])).toBe('le 4♦, le 3♣ et le 2♥');
});
