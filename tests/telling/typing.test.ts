// The editor's field of a pile's cards: shown as the board prints cards, in the reader's language, and read back as typed.
import { expect, test } from 'vitest';
import { cardsTyping, typedCards } from '../../src/telling/typing';

test('a pile is shown as the board prints its cards, not in the position format’s codes', () => {
  expect(cardsTyping(['KC', 'TH', 'QD', 'JS'], false, 'en')).toBe('K♣ 10♥ Q♦ J♠');
  expect(cardsTyping(['KC', 'TH', 'QD', 'JS'], false, 'fr')).toBe('R♣ 10♥ D♦ V♠');
  expect(cardsTyping(['??', 'AS', 'JK'], false, 'en')).toBe('?? A♠ joker');
  expect(cardsTyping([], false, 'fr')).toBe('');
});

test('a hand of face-down cards only is shown as their count, the way it may be typed; a hand with a card seen, card by card', () => {
  const down = new Array(35).fill('??');
  expect(cardsTyping(down, true, 'en')).toBe('35');
  expect(typedCards('35', true, 'en')).toEqual({ cards: down });
  expect(cardsTyping(['??', 'KC'], true, 'fr')).toBe('?? R♣');
  // Only a hand is a count: a house of 12 is not twelve cards.
  expect(typedCards('12', false, 'en')).toEqual({ notACard: '12' });
});

test.each(['en', 'fr'] as const)('in %s, what the field shows reads back as the same cards', (lang) => {
  const cards = ['AS', '2H', 'TD', 'JC', 'QS', 'KH', '??', 'JK'];
  expect(typedCards(cardsTyping(cards, false, lang), false, lang)).toEqual({ cards });
});

test('typed as people write cards: any case, 10 or T, a suit by its symbol or its English letter', () => {
  expect(typedCards('kc qd ??', false, 'en')).toEqual({ cards: ['KC', 'QD', '??'] });
  expect(typedCards('10H 10d q♥ A♠ 7♦ 2♣ th', false, 'en')).toEqual({ cards: ['TH', 'TD', 'QH', 'AS', '7D', '2C', 'TH'] });
  // In French the French ranks, and the English letters a phone's keyboard shows as well.
  expect(typedCards('R♣ d♥ v♠ rc DD kc', false, 'fr')).toEqual({ cards: ['KC', 'QH', 'JS', 'KC', 'QD', 'KC'] });
  // French ranks are not English ones.
  expect(typedCards('R♣', false, 'en')).toEqual({ notACard: 'R♣' });
});

test('the first word that is not a card is named, and nothing of it is read', () => {
  expect(typedCards('KC Q', false, 'en')).toEqual({ notACard: 'Q' });
  expect(typedCards('1H 100H', false, 'en')).toEqual({ notACard: '1H' });
  expect(typedCards('<b>x</b>', false, 'fr')).toEqual({ notACard: '<b>x</b>' });
  expect(typedCards('K♣♣', false, 'en')).toEqual({ notACard: 'K♣♣' });
});
