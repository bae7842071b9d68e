// The editor's setup: an empty table for any rule set, cards typed or placed, the cards left to place.
import { expect, test } from 'vitest';
import { parsePosition, PRESETS } from '../../src/engine';
import { cardsLeft, emptySetup, pileCards, withFaceDown, withHouseOut, withPile, withRules } from '../../src/share/setup';

test.each(PRESETS.map((p) => p.id))('an empty table under %s is a position the rules allow, with every card left to place', (id) => {
  const s = emptySetup(id);
  expect(parsePosition(s).ok).toBe(true);
  const left = cardsLeft(s).reduce((n, [, k]) => n + k, 0);
  expect(left).toBe(id === 'one-pack' ? 52 : id === 'three-players' ? 105 : 104);
});

test('a card placed goes on top of its pile and is no longer left to place', () => {
  let s = emptySetup('standard');
  s = withPile(s, { kind: 'house', index: 2 }, [...pileCards(s, { kind: 'house', index: 2 }), 'KC']);
  s = withPile(s, { kind: 'house', index: 2 }, [...pileCards(s, { kind: 'house', index: 2 }), 'QD']);
  s = withPile(s, { kind: 'turned', player: 'A' }, ['7H']);
  expect(s.houses[2]).toEqual(['KC', 'QD']);
  expect(s.A.turned).toBe('7H');
  expect(cardsLeft(s).find(([c]) => c === 'KC')).toEqual(['KC', 1]);
  expect(parsePosition(s).ok).toBe(true);
});

test('changing the rules keeps the cards when the table has the same piles, and empties it when it does not', () => {
  const s = withPile(emptySetup('standard'), { kind: 'house', index: 0 }, ['KC', 'QD']);
  const strict = withRules(s, 'face-down-tableau');
  expect(strict.houses[0]).toEqual(['KC', 'QD']);
  // One card of the house may now lie face down under the other.
  const down = withFaceDown(strict, 0, 1);
  expect(parsePosition(down).ok).toBe(true);
  expect(parsePosition(withFaceDown(strict, 0, 2))).toMatchObject({ ok: false, fault: { pile: { kind: 'house', index: 0 } } });
  expect(withRules(down, 'standard')).not.toHaveProperty('faceDown');
  expect(withRules(s, 'one-pack')).toEqual(emptySetup('one-pack'));
});

test('with three players one house can be out of play, and only one', () => {
  const one = withHouseOut(withPile(emptySetup('three-players'), { kind: 'house', index: 4 }, ['KC']), 4, true);
  expect(one.houses[4]).toBeNull();
  expect(cardsLeft(one).find(([c]) => c === 'KC')).toEqual(['KC', 2]);
  expect(parsePosition(one)).toMatchObject({ ok: true, value: { closedHouse: 4 } });
  expect(parsePosition(withHouseOut(one, 5, true))).toMatchObject({ ok: false, fault: { code: 'closed-house', pile: { kind: 'house', index: 5 } } });
  expect(withHouseOut(one, 4, false).houses[4]).toEqual([]);
});
