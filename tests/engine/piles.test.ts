// What a person means on the board: a card, or a run of a house's outermost cards, taken from one pile to another.
import { describe, expect, test } from 'vitest';
import { cardsOnTable, contractMessage, deal, faceDownCount, FORMAT, formatMove, gameCards, moveBetween, parsePosition, parseRules, readSetup, verdict } from '../../src/engine';
import { emptySetup, withPile } from '../../src/share/setup';
import { explainStop } from '../../src/telling/explain';
import { positionOf } from '../support/positions';

describe('moveBetween', () => {
  const p = positionOf({ houses: { 2: ['4S', '3H', '2S'], 4: ['5H', '4C'], 6: [] } });
  const h2 = { kind: 'house', index: 1 } as const;
  const h4 = { kind: 'house', index: 3 } as const;

  test('a house picked as a whole moves its outermost card', () => {
    expect(formatMove(moveBetween(p, h2, h4)!)).toBe('h2-h4');
    expect(formatMove(moveBetween(p, { ...h2, count: 1 }, h4)!)).toBe('h2-h4');
  });
  test('a run of a house is a group move, judged by the engine like any other', () => {
    const m = moveBetween(p, { ...h2, count: 2 }, h4)!;
    expect(formatMove(m)).toBe('h2*2-h4');
    expect(verdict(p, m).legal).toBe(true);
    const none = positionOf({ houses: { 2: ['4S', '3H', '2S'], 4: ['5H', '4C'] } });
    const stopped = verdict(none, moveBetween(none, { ...h2, count: 2 }, h4)!);
    if (stopped.legal) throw new Error('the group should be stopped');
    expect(explainStop(stopped, 'A', 'en')).toContain('needs 1 empty house');
  });
  test('the count of a target does not matter', () => {
    expect(formatMove(moveBetween(p, h4, { ...h2, count: 3 })!)).toBe('h4-h2');
  });
});

describe('face-down cards', () => {
  test('a hand is face down, a reserve only under the face-down reserve, a house only below its face-down count', () => {
    const p = parsePosition({
      format: FORMAT,
      rules: { faceDownTableau: true, faceDownReserve: true },
      toMove: 'A',
      A: { reserve: ['8C', '2S'], reserveFaceDown: true, hand: ['3D', '4D'], waste: ['5D'], turned: null },
      B: { reserve: ['QS'], hand: 3, waste: [], turned: null },
      houses: [['KC', 'QD'], ['7S'], ['JH'], ['5C'], ['9H'], ['KD'], ['3C'], ['8S']],
      foundations: [[], [], [], [], [], [], [], []],
      faceDown: [1, 0, 0, 0, 0, 0, 0, 0],
    });
    if (!p.ok) throw new Error(contractMessage(p.fault));
    expect(faceDownCount(p.value, { kind: 'hand', player: 'A' })).toBe(2);
    expect(faceDownCount(p.value, { kind: 'reserve', player: 'A' })).toBe(2);
    expect(faceDownCount(p.value, { kind: 'reserve', player: 'B' })).toBe(0);
    expect(faceDownCount(p.value, { kind: 'waste', player: 'A' })).toBe(0);
    expect(faceDownCount(p.value, { kind: 'house', index: 0 })).toBe(1);
    expect(faceDownCount(p.value, { kind: 'house', index: 1 })).toBe(0);
    expect(faceDownCount(p.value, { kind: 'foundation', index: 0 })).toBe(0);
  });
});

test('the cards on the table: none on a table set up empty, in any seat count; every card of the packs once dealt', () => {
  for (const rules of ['standard', 'three-players', 'one-pack'] as const) {
    const empty = readSetup(emptySetup(rules));
    expect(empty.ok && cardsOnTable(empty.value), rules).toBe(0);
    const set = parseRules(rules);
    if (!set.ok) throw new Error(set.error);
    const dealt = deal(`cards#${rules}`, set.value, rules).position;
    expect(cardsOnTable(dealt), rules).toBe(gameCards(dealt.rules).length);
  }
  const one = readSetup(withPile(emptySetup('standard'), { kind: 'hand', player: 'B' }, ['??']));
  expect(one.ok && cardsOnTable(one.value)).toBe(1);
});
