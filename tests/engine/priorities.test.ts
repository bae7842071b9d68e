// "Priorities and Compulsory Moves" of the rules text: the three rules, the Stop list,
// and the strict loading variant.
import { describe, expect, test } from 'vitest';
import { ask, layout, type Layout } from '../support/positions';

interface Case {
  rule: string;
  layout: Layout;
  move: string;
  verdict: 'legal' | string;
}

// A's reserve 3H fits foundation 1 (AH 2H); house 1's 2C fits foundation 2 (AC).
const rule1: Layout = { A: { reserve: ['3H'] }, houses: { 1: ['2C'], 2: ['QC'] }, foundations: { 1: ['AH', '2H'], 2: ['AC'] } };
// No reserve play; house 1's 2C and the turned 4D both fit foundations.
const rule2: Layout = { A: { reserve: ['9S'], turned: '4D' }, houses: { 1: ['2C'], 2: ['QC'] }, foundations: { 2: ['AC'], 3: ['AD', '2D', '3D'] } };
// House 3 is empty and the reserve is not.
const rule3: Layout = { A: { reserve: ['9S'] }, houses: { 3: [], 6: ['QC'] } };

const cases: Case[] = [
  { rule: 'Rule 1: a reserve card that fits a foundation goes there first.', layout: rule1, move: 'R-f1', verdict: 'legal' },
  { rule: 'Rule 1 comes before rule 2: another foundation play must wait.', layout: rule1, move: 'h1-f2', verdict: 'reserve-to-foundation-first' },
  { rule: 'Stop: reserve could go to a foundation and you move some other card.', layout: rule1, move: 'h2-h6', verdict: 'reserve-to-foundation-first' },
  { rule: 'Stop: reserve could go to a foundation and you turn your hand card.', layout: rule1, move: 'turn', verdict: 'reserve-to-foundation-first' },
  { rule: 'Stop: reserve could go to a foundation and you put it elsewhere.', layout: { ...rule1, houses: { 1: ['2C'], 2: ['4C'] } }, move: 'R-h2', verdict: 'reserve-to-foundation-first' },
  { rule: 'Rule 2: with several foundation plays open you choose the order.', layout: rule2, move: 'h1-f2', verdict: 'legal' },
  { rule: 'Rule 2: with several foundation plays open you choose the order.', layout: rule2, move: 'X-f3', verdict: 'legal' },
  { rule: 'Stop: a card could go to a foundation and you move a card elsewhere.', layout: rule2, move: 'h2-h6', verdict: 'foundation-first' },
  { rule: 'Stop: a card could go to a foundation and you turn your hand card.', layout: { ...rule2, A: { reserve: ['9S'] } }, move: 'turn', verdict: 'foundation-first' },
  { rule: 'Stop: a hand card that fits a foundation may not be discarded.', layout: rule2, move: 'X-W', verdict: 'foundation-first' },
  { rule: 'Rule 2 covers loading too: foundation plays come before it.', layout: { ...rule2, B: { waste: ['3C'] } }, move: 'h1-oW', verdict: 'foundation-first' },
  { rule: 'Rule 3: you may not turn your hand card while a space is empty and your reserve is not.', layout: rule3, move: 'turn', verdict: 'fill-spaces-first' },
  { rule: 'Rule 3: filling the space from the reserve is legal.', layout: rule3, move: 'R-h3', verdict: 'legal' },
  { rule: 'Rule 3 only bars the hand turn: other moves stay free.', layout: rule3, move: 'h6-h3', verdict: 'legal' },
  { rule: 'Rule 3 needs reserve cards: with an empty reserve you may turn with a space open.', layout: { ...rule3, A: { reserve: [] } }, move: 'turn', verdict: 'legal' },
  { rule: 'Rule 2 is tested before rule 3.', layout: { A: { reserve: ['9S'] }, houses: { 3: [], 1: ['AS'] } }, move: 'turn', verdict: 'foundation-first' },
  { rule: 'A building fault is reported before the priority it also breaks.', layout: rule1, move: 'R-f2', verdict: 'does-not-fit' },
  { rule: 'Strict loading: with no foundation play, loading is compulsory.', layout: { rules: { strictLoad: true }, A: { reserve: ['9S'] }, B: { waste: ['TS'] }, houses: { 6: ['QC'] } }, move: 'h6-h2', verdict: 'load-first' },
  { rule: 'Strict loading: the load itself is legal.', layout: { rules: { strictLoad: true }, A: { reserve: ['9S'] }, B: { waste: ['TS'] } }, move: 'R-oW', verdict: 'legal' },
  { rule: 'Strict loading yields to foundation plays.', layout: { rules: { strictLoad: true }, A: { reserve: ['9S'] }, B: { waste: ['TS'] }, houses: { 1: ['AC'] } }, move: 'R-oW', verdict: 'foundation-first' },
  { rule: 'Strict loading comes after rule 3.', layout: { rules: { strictLoad: true }, A: { reserve: ['9S'] }, B: { waste: ['TS'] }, houses: { 3: [] } }, move: 'turn', verdict: 'fill-spaces-first' },
  { rule: 'Without strict loading, loading is free, never compulsory.', layout: { A: { reserve: ['9S'] }, B: { waste: ['TS'] }, houses: { 6: ['QC'] } }, move: 'h6-h2', verdict: 'legal' },
  { rule: 'Variant: your waste card that fits a foundation must go there.', layout: { rules: { wasteAvailable: true }, A: { reserve: ['9S'], waste: ['AD'] }, houses: { 6: ['QC'] } }, move: 'h6-h2', verdict: 'foundation-first' },
  { rule: 'Variant: your waste card may be loaded onto the opponent.', layout: { rules: { wasteAvailable: true }, A: { reserve: ['9S'], waste: ['6H'] } }, move: 'W-oR', verdict: 'legal' },
];

describe('priorities and compulsory moves', () => {
  test.each(cases)('$rule ($move: $verdict)', ({ layout, move, verdict }) => {
    const out = ask(layout, move);
    expect(out.verdict === 'legal' ? 'legal' : out.reason).toBe(verdict);
    expect(out.legal.includes(move)).toBe(verdict === 'legal');
  });

  test('forcedBy names the rule that leaves only compulsory moves', () => {
    expect(ask(rule1)).toMatchObject({ legal: ['R-f1'], forcedBy: 'reserve-to-foundation-first' });
    expect(ask(rule2)).toMatchObject({ legal: ['X-f3', 'h1-f2'], forcedBy: 'foundation-first' });
    // Rule 3 takes `turn` away and forces nothing.
    const spaces = ask(rule3);
    expect(spaces.forcedBy).toBeNull();
    expect(spaces.legal).not.toContain('turn');
    expect(spaces.legal).toContain('R-h3');
    expect(ask({ rules: { strictLoad: true }, A: { reserve: ['9S'] }, B: { waste: ['TS'] } })).toMatchObject({ legal: ['R-oW'], forcedBy: 'load-first' });
  });

  test('explanations name the card, the pile and the rule', () => {
    expect(ask(rule1, 'turn').explanation).toBe(
      'Your reserve card 3♥ fits foundation 1, and a reserve card that can go to a foundation must be played there before anything else (priority rule 1).',
    );
    expect(ask(rule2, 'X-W').explanation).toBe('Your hand card 4♦ fits foundation 3, so it must be played there instead of being discarded (priority rule 2).');
    expect(ask(rule2, 'h2-h6').explanation).toBe(
      'Your hand card 4♦ fits foundation 3; while any available card can go to a foundation, that play comes before every other move (priority rule 2).',
    );
    expect(ask(rule3, 'turn').explanation).toBe(
      'House 3 is empty and your reserve still has cards: fill the spaces from your reserve before turning a hand card (priority rule 3).',
    );
    expect(ask({ rules: { strictLoad: true }, A: { reserve: ['9S'] }, B: { waste: ['TS'] } }, 'turn').explanation).toMatch(/^Under the strict loading rule, .*your reserve card 9♠ fits B’s waste pile\.$/);
  });
});

describe('Stop and its correction', () => {
  test('a card placed illegally is taken back and the opponent plays', () => {
    const out = ask({ A: { reserve: [] }, houses: { 1: ['8C'], 5: ['7S'] } }, 'h5-h1');
    expect(out.after).toEqual(layout({ toMove: 'B', A: { reserve: [] }, houses: { 1: ['8C'], 5: ['7S'] } }));
  });

  test('an omitted compulsory move is carried out, then the opponent plays', () => {
    const out = ask(rule1, 'turn');
    expect(out.after!.foundations[0]).toEqual(['AH', '2H', '3H']);
    expect(out.after!.A.reserve).toEqual([]);
    expect(out.after!.toMove).toBe('B');
  });

  test('a discarded card that fits a foundation is played there instead', () => {
    const out = ask({ ...rule2, houses: {} }, 'X-W');
    expect(out.after!.foundations[2]).toEqual(['AD', '2D', '3D', '4D']);
    expect(out.after!.A.waste).toEqual([]);
    expect(out.after!.toMove).toBe('B');
  });

  test('a turned card still waiting goes back face down on top of the hand', () => {
    const out = ask({ A: { hand: ['2S', '3S'], turned: '9D' }, houses: { 1: ['8C'], 5: ['7S'] } }, 'h5-h1');
    expect(out.after!.A).toMatchObject({ hand: ['2S', '3S', '9D'], turned: null });
  });

  test('where two foundations take the card, the correction uses the first in legal order', () => {
    const out = ask({ A: { reserve: ['AD'] } }, 'turn');
    expect(out.legal).toEqual(['R-f1', 'R-f2', 'R-f3', 'R-f4', 'R-f5', 'R-f6', 'R-f7', 'R-f8']);
    expect(out.after!.foundations[0]).toEqual(['AD']);
  });

  test('turning with spaces open and reserve cards left: "fill any empty spaces", every one, in house order', () => {
    const out = ask({ A: { reserve: ['2S', '9S'] }, houses: { 3: [], 7: [] } }, 'turn');
    expect(out.after!.houses[2]).toEqual(['9S']);
    expect(out.after!.houses[6]).toEqual(['2S']);
    expect(out.after!.A.reserve).toEqual([]);
    expect(out.after!.toMove).toBe('B');
  });
});
