// Near misses of the building rules: a card that keeps all but one part of the rule of its
// target, the slips a player really makes; a card that fits, or misses by more, is none.
import { describe, expect, test } from 'vitest';
import { nearMiss, parseCard, parseMove, verdict } from '../../src/engine';
import type { Miss } from '../../src/engine/slips';
import { positionOf, type Layout } from '../support/positions';

const noReserve = { reserve: [] as string[] };

const cases: [string, Layout, string, Miss | null][] = [
  ['a red 7 on a red 8: the colour', { A: noReserve, houses: { 1: ['8H'], 5: ['7D'] } }, 'h5-h1', 'colour'],
  ['a black 7 on a red 8 fits: no miss', { A: noReserve, houses: { 1: ['8H'], 5: ['7S'] } }, 'h5-h1', null],
  ['a black 6 on a red 8: one rank too low', { A: noReserve, houses: { 1: ['8H'], 5: ['6S'] } }, 'h5-h1', 'rank'],
  ['a black 8 on a red 8: a card of the same rank is no near miss', { A: noReserve, houses: { 1: ['8H'], 5: ['8S'] } }, 'h5-h1', null],
  ['a 9 of hearts on the 8 of hearts: a load built on a house', { A: noReserve, houses: { 1: ['8H'], 5: ['9H'] } }, 'h5-h1', 'rule'],
  ['a 3 on an 8: too far', { A: noReserve, houses: { 1: ['8H'], 5: ['3S'] } }, 'h5-h1', null],
  ['a 2 on an empty foundation: no ace yet', { A: noReserve, houses: { 1: ['2D'] } }, 'h1-f1', 'rank'],
  ['a 5 of hearts on the 4 of spades: the suit', { A: noReserve, houses: { 1: ['5H'] }, foundations: { 1: ['AS', '2S', '3S', '4S'] } }, 'h1-f1', 'suit'],
  ['a 6 of spades on the 4 of spades: a rank skipped', { A: noReserve, houses: { 1: ['6S'] }, foundations: { 1: ['AS', '2S', '3S', '4S'] } }, 'h1-f1', 'rank'],
  ['the 5 of spades on the 4 of spades fits', { A: noReserve, houses: { 1: ['5S'] }, foundations: { 1: ['AS', '2S', '3S', '4S'] } }, 'h1-f1', null],
  ['the 8 of hearts on a waste showing the 9 of diamonds: the suit', { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['8H'] } }, 'h1-oW', 'suit'],
  ['the 7 of diamonds on the 9 of diamonds: two ranks', { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['7D'] } }, 'h1-oW', 'rank'],
  ['a black 8 on the 9 of diamonds: a house built on a load', { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['8C'] } }, 'h1-oW', 'rule'],
  ['a black 10 on the 9 of diamonds: too far from both rules', { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['TC'] } }, 'h1-oW', null],
  ['an empty waste takes nothing, nearly or not', { A: noReserve, B: { waste: [] }, houses: { 1: ['8D'] } }, 'h1-oW', null],
];

describe('near misses', () => {
  test.each(cases)('%s', (_, layout, move, miss) => {
    const p = positionOf(layout);
    const m = parseMove(move, p.rules);
    if (!m.ok || m.value.kind !== 'move') throw new Error('bad case');
    const house = layout.houses?.[Number(move.slice(1, 2))];
    const card = parseCard(house?.at(-1))!;
    expect(nearMiss(p, m.value.to, card)).toBe(miss);
    // A near miss is always a move the building rules refuse.
    if (miss) expect(verdict(p, m.value)).toMatchObject({ legal: false, reason: 'does-not-fit' });
  });
});
