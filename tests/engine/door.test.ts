// What other folders used to rebuild, now asked of the engine through its door: reading any
// pile, which cards lie face down, foundation runs, an uncalled slip, the priority reasons and
// the one table of rule options.
import { describe, expect, test } from 'vitest';
import {
  attempt,
  cardsOf,
  foundationRun,
  isFaceDown,
  isFoundationRun,
  letStand,
  parseCard,
  parseMove,
  parsePosition,
  parseRules,
  PRIORITY_REASONS,
  REASONS,
  RULE_OPTIONS,
  STANDARD,
  startGame,
  verdict,
  type PileRef,
} from '../../src/engine';
import { layout, positionOf } from '../support/positions';

const cards = (...codes: string[]) => codes.map((c) => parseCard(c)!);

describe('reading a pile', () => {
  const p = positionOf({ A: { reserve: ['3C', '7H'], hand: ['4D', '9S'], waste: ['2C'], turned: 'QD' }, houses: { 3: ['KD', 'QS'] }, foundations: { 2: ['AH', '2H'] } });
  test.each<[PileRef, string[]]>([
    [{ kind: 'house', index: 2 }, ['KD', 'QS']],
    [{ kind: 'foundation', index: 1 }, ['AH', '2H']],
    [{ kind: 'reserve', player: 'A' }, ['3C', '7H']],
    [{ kind: 'hand', player: 'A' }, ['4D', '9S']],
    [{ kind: 'waste', player: 'A' }, ['2C']],
    [{ kind: 'turned', player: 'A' }, ['QD']],
    [{ kind: 'turned', player: 'B' }, []],
    [{ kind: 'reserve', player: 'C' }, []],
  ])('%j holds its cards bottom first', (ref, codes) => expect(cardsOf(p, ref)).toEqual(cards(...codes)));
});

describe('which cards lie face down', () => {
  test('the dealt face-down cards of a house, and nothing above them', () => {
    const p = positionOf({ rules: 'face-down-tableau', houses: { 1: ['9C', '4D', 'KS', 'QH'] }, faceDown: { 1: 2 } });
    expect([0, 1, 2, 3].map((at) => isFaceDown(p, { kind: 'house', index: 0 }, at))).toEqual([true, true, false, false]);
  });
  test('the whole hand, and the whole reserve while it lies face down', () => {
    const p = positionOf({ rules: { faceDownReserve: true }, A: { reserve: ['3C', '??'], reserveFaceDown: true }, B: { reserve: ['5H'], hand: 4 } });
    expect(isFaceDown(p, { kind: 'reserve', player: 'A' }, 1)).toBe(true);
    expect(isFaceDown(p, { kind: 'reserve', player: 'B' }, 0)).toBe(false);
    expect(isFaceDown(p, { kind: 'hand', player: 'B' }, 3)).toBe(true);
  });
});

describe('foundation runs', () => {
  test('a suit and a height make a run from the ace, which the rules accept on a foundation', () => {
    const run = foundationRun(1, 5);
    expect(run).toEqual(cards('AH', '2H', '3H', '4H', '5H'));
    expect(isFoundationRun(run)).toBe(true);
    expect(parsePosition(layout({ foundations: { 1: ['AH', '2H', '3H', '4H', '5H'] } })).ok).toBe(true);
  });
  test('anything else is not a run', () => {
    expect(isFoundationRun(cards('2H', '3H'))).toBe(false);
    expect(isFoundationRun(cards('AH', '3H'))).toBe(false);
    expect(isFoundationRun(cards('AH', '2S'))).toBe(false);
  });
});

test('a slip nobody calls stands on the table; a Stop called on it later applies the correction', () => {
  // The A♠ of house 1 must go to a foundation first: the reserve's 5♠ onto the 6♥ is a slip.
  const p = positionOf({ houses: { 1: ['AS'], 2: ['6H'] } });
  const slip = parseMove('R-h2', p.rules);
  if (!slip.ok) throw new Error(slip.error);
  const before = startGame(p);
  const stands = letStand(before, slip.value);
  expect(stands.verdict).toMatchObject({ legal: false, reason: 'foundation-first' });
  expect(cardsOf(stands.game.position, { kind: 'house', index: 1 })).toEqual(cards('6H', '5S'));
  expect(stands.game.result).toBeNull();
  const called = attempt(before, slip.value).game.position;
  expect(cardsOf(called, { kind: 'foundation', index: 0 })).toEqual(cards('AS'));
  expect(called.toMove).toBe('B');
  expect(verdict(p, slip.value)).toEqual(stands.verdict);
});

test('the priority reasons are the reasons of an order of play, not of where a card may go', () => {
  expect(PRIORITY_REASONS.every((r) => REASONS.includes(r))).toBe(true);
  expect(PRIORITY_REASONS).not.toContain('does-not-fit');
  expect(PRIORITY_REASONS).not.toContain('not-available');
  expect(REASONS.filter((r) => !PRIORITY_REASONS.includes(r))).toEqual(['no-hand-card', 'not-available', 'bad-target', 'does-not-fit']);
});

describe('the table of rule options', () => {
  test('the standard rules are each option at its standard value', () => {
    expect(Object.keys(STANDARD).sort()).toEqual(RULE_OPTIONS.map((o) => o.id).sort());
    for (const o of RULE_OPTIONS) expect(STANDARD[o.id]).toBe(o.standard);
  });
  test('a value outside an option\'s list, or an option outside the table, is refused', () => {
    for (const o of RULE_OPTIONS) expect(parseRules({ [o.id]: 'sometimes' }).ok, o.id).toBe(false);
    expect(parseRules({ houseRule: true }).ok).toBe(false);
  });
});
