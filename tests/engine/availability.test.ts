// "Available cards" of the rules text, case by case.
import { describe, expect, test } from 'vitest';
import { moveTo, OPP_WASTE, RESERVE } from '../../src/engine';
import { sequenceWords } from '../../src/telling/moves';
import { ask, positionOf, type Layout } from '../support/positions';

interface Case {
  rule: string;
  layout: Layout;
  move: string;
  verdict: 'legal' | string;
}

const cases: Case[] = [
  { rule: 'The face-up top card of your reserve may be played.', layout: { A: { reserve: ['2C', '6D'] }, houses: { 1: ['7S'] } }, move: 'R-h1', verdict: 'legal' },
  { rule: 'The outermost card of any house may be played, whoever dealt it.', layout: { houses: { 1: ['KS', 'QH'], 7: ['9C'] } }, move: 'h7-h1', verdict: 'does-not-fit' },
  { rule: 'The outermost card of any house may be played, whoever dealt it.', layout: { houses: { 6: ['JC'], 1: ['KS', 'QH'] } }, move: 'h6-h1', verdict: 'legal' },
  { rule: 'A card covered by another in a house is not available: no group moves.', layout: { houses: { 1: ['KS', 'QH', 'JC'] } }, move: 'h1*2-h4', verdict: 'not-available' },
  { rule: 'Once the last reserve card is played the reserve stays empty.', layout: { A: { reserve: [] }, houses: { 1: ['7S'] } }, move: 'R-h1', verdict: 'not-available' },
  { rule: 'The turned hand card is available.', layout: { A: { turned: '6H', hand: 3 }, houses: { 1: ['KS', 'QH', 'JS', 'TD', '9C', '8D', '7S'] } }, move: 'X-h1', verdict: 'legal' },
  { rule: 'With no compulsory move left, you may turn your hand card.', layout: {}, move: 'turn', verdict: 'legal' },
  { rule: 'You may make voluntary moves before turning.', layout: { houses: { 3: ['QC'] } }, move: 'h3-h2', verdict: 'legal' },
  { rule: 'A card put on your waste pile is out of play for you in later turns.', layout: { A: { waste: ['QC'] } }, move: 'W-h2', verdict: 'not-available' },
  { rule: 'You may not turn a second hand card while the first still waits.', layout: { A: { turned: '2D' } }, move: 'turn', verdict: 'no-hand-card' },
  { rule: 'With neither hand nor waste, there is no hand card to turn.', layout: { A: { hand: [], waste: [] } }, move: 'turn', verdict: 'no-hand-card' },
  { rule: 'A hand card can only be played once it is turned.', layout: {}, move: 'X-h2', verdict: 'no-hand-card' },
  { rule: 'Foundations are never a source.', layout: { foundations: { 1: ['AS', '2S'] } }, move: 'f1-h2', verdict: 'not-available' },
  { rule: "The opponent’s reserve is never a source.", layout: { B: { reserve: ['QC'] } }, move: 'oR-h2', verdict: 'not-available' },
  { rule: "The opponent’s waste is never a source.", layout: { B: { waste: ['QC'] } }, move: 'oW-h2', verdict: 'not-available' },
  { rule: 'An empty house has no card to move.', layout: { A: { reserve: [] }, houses: { 4: [] } }, move: 'h4-h1', verdict: 'not-available' },
  { rule: 'Variant: the top of your own waste is available.', layout: { rules: { wasteAvailable: true }, A: { waste: ['2D', 'QC'] } }, move: 'W-h2', verdict: 'legal' },
];

describe('available cards', () => {
  test.each(cases)('$rule ($move: $verdict)', ({ layout, move, verdict }) => {
    const out = ask(layout, move);
    expect(out.verdict === 'legal' ? 'legal' : out.reason).toBe(verdict);
    expect(out.legal.includes(move)).toBe(verdict === 'legal');
  });

  test('after a reserve card is played, the next one is face up and can be played at once', () => {
    const first = ask({ A: { reserve: ['6D', '2C'] }, houses: { 1: ['3D'] } }, 'R-h1');
    expect(first.after!.A.reserve).toEqual(['6D']);
    expect(first.after!.toMove).toBe('A');
    const second = ask({ A: { reserve: ['6D'] }, houses: { 1: ['7S'] } }, 'R-h1');
    expect(second.verdict).toBe('legal');
  });

  test('turning takes the top card of the hand, which becomes available', () => {
    const out = ask({ A: { hand: ['3C', '9H'] } }, 'turn');
    expect(out.after!.A).toMatchObject({ hand: ['3C'], turned: '9H' });
    expect(ask({ A: { hand: ['3C'], turned: '9H' }, houses: { 1: ['TS'] } }).legal).toContain('X-h1');
  });

  test('after the hand card is played and nothing is compulsory, the next may be turned', () => {
    const played = ask({ A: { hand: ['3C'], turned: 'QH' } }, 'X-h1');
    expect(played.after!.A.turned).toBeNull();
    expect(ask({ A: { hand: ['3C'] } }).legal).toContain('turn');
  });

  test('when nothing else can be done, turning the hand card is what is left', () => {
    expect(ask({ A: { reserve: ['2S'] } }).legal).toEqual(['turn']);
  });

  test('a hand card not played goes to the waste and ends the turn', () => {
    const out = ask({ A: { hand: ['3C'], turned: '4H', waste: ['9C'] } }, 'X-W');
    expect(out.verdict).toBe('legal');
    expect(out.after!.A).toMatchObject({ waste: ['9C', '4H'], turned: null, hand: ['3C'] });
    expect(out.after!.toMove).toBe('B');
  });

  test('an empty hand is remade from the waste, turned over without mixing: the first discard comes up first', () => {
    const out = ask({ A: { hand: [], waste: ['2C', '9D', '4H'] } }, 'turn');
    expect(out.verdict).toBe('legal');
    expect(out.after!.A).toMatchObject({ hand: ['4H', '9D'], waste: [], turned: '2C' });
  });

  test('the last hand card discarded ends the turn; the waste is turned over only at the next turn', () => {
    const out = ask({ A: { hand: [], turned: '4H', waste: ['2C'] } }, 'X-W');
    expect(out.after!.A).toMatchObject({ hand: [], waste: ['2C', '4H'] });
    expect(out.after!.toMove).toBe('B');
    // The opponent may load onto that waste in the meantime.
    const load = ask({ toMove: 'B', A: { hand: [], waste: ['2C', '4H'] }, houses: { 6: ['KH', 'QC', 'JH', 'TC', '9H', '8C', '7H', '6C', '5H'] } }, 'h6-oW');
    expect(load.verdict).toBe('legal');
    expect(load.after!.A.waste).toEqual(['2C', '4H', '5H']);
  });

  test('pass is for a player with no hand and no waste left', () => {
    expect(ask({ A: { hand: [], waste: [] } }).legal).toContain('pass');
    const out = ask({ A: { hand: 3 } }, 'pass');
    expect(out.reason).toBe('bad-target');
    expect(ask({ A: { hand: [], waste: [] } }, 'pass').after!.toMove).toBe('B');
  });
});

describe('piles named from the reader’s seat', () => {
  // B plays while A reads: B's piles are B's, A's are "your".
  const p = positionOf({ toMove: 'B', B: { reserve: ['9S'] }, A: { waste: ['8S'] }, houses: { 3: [] } });
  test('the mover’s own pile, told to the other player', () => {
    expect(sequenceWords(p, [moveTo(RESERVE, 2)], 'A', 'en')).toBe("9♠ from B’s reserve to house 3");
  });
  test('a load onto the reader’s pile', () => {
    expect(sequenceWords(p, [moveTo(RESERVE, OPP_WASTE)], 'A', 'en')).toBe("9♠ from B’s reserve to your waste pile");
  });
  test('told to the mover, as before', () => {
    expect(sequenceWords(p, [moveTo(RESERVE, OPP_WASTE)], p.toMove, 'en')).toBe("9♠ from your reserve to A’s waste pile");
  });
});
