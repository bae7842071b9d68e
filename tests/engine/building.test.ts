// "Building Rules" of the rules text: foundations, houses, and loading the opponent.
import { describe, expect, test } from 'vitest';
import { ask, type Layout } from '../support/positions';

interface Case {
  rule: string;
  layout: Layout;
  move: string;
  verdict: 'legal' | string;
}

// Houses 1 and 5 are cleared for the card being tested; A's reserve is empty so no space must be filled first.
const noReserve = { reserve: [] as string[] };
const SPADES_TO_K = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS'];

const cases: Case[] = [
  { rule: 'An empty foundation takes only an ace.', layout: { A: noReserve, houses: { 1: ['AD'] } }, move: 'h1-f3', verdict: 'legal' },
  { rule: 'An empty foundation takes only an ace.', layout: { A: noReserve, houses: { 1: ['2D'] } }, move: 'h1-f3', verdict: 'does-not-fit' },
  { rule: 'A foundation grows in its own suit, one rank at a time: only the 5 of clubs goes on the 4 of clubs.', layout: { A: noReserve, houses: { 1: ['5C'] }, foundations: { 2: ['AC', '2C', '3C', '4C'] } }, move: 'h1-f2', verdict: 'legal' },
  { rule: 'A foundation grows in its own suit, one rank at a time: only the 5 of clubs goes on the 4 of clubs.', layout: { A: noReserve, houses: { 1: ['5S'] }, foundations: { 2: ['AC', '2C', '3C', '4C'] } }, move: 'h1-f2', verdict: 'does-not-fit' },
  { rule: 'A foundation grows in its own suit, one rank at a time: only the 5 of clubs goes on the 4 of clubs.', layout: { A: noReserve, houses: { 1: ['6C'] }, foundations: { 2: ['AC', '2C', '3C', '4C'] } }, move: 'h1-f2', verdict: 'does-not-fit' },
  { rule: 'Nothing goes on a king: a foundation ends there.', layout: { A: noReserve, houses: { 1: ['AH'], 5: ['QD'] }, foundations: { 2: SPADES_TO_K } }, move: 'h1-f2', verdict: 'does-not-fit' },
  { rule: 'Houses build down in alternating colours: only a red 7 on a black 8.', layout: { A: noReserve, houses: { 1: ['8C'], 5: ['7D'] } }, move: 'h5-h1', verdict: 'legal' },
  { rule: 'Houses build down in alternating colours: only a red 7 on a black 8.', layout: { A: noReserve, houses: { 1: ['8C'], 5: ['7S'] } }, move: 'h5-h1', verdict: 'does-not-fit' },
  { rule: 'Houses build down in alternating colours: only a red 7 on a black 8.', layout: { A: noReserve, houses: { 1: ['8C'], 5: ['6D'] } }, move: 'h5-h1', verdict: 'does-not-fit' },
  { rule: 'Only a black 10 on a red jack.', layout: { A: noReserve, houses: { 1: ['JD'], 5: ['TC'] } }, move: 'h5-h1', verdict: 'legal' },
  { rule: 'Only a black 10 on a red jack.', layout: { A: noReserve, houses: { 1: ['JD'], 5: ['TH'] } }, move: 'h5-h1', verdict: 'does-not-fit' },
  { rule: 'Nothing is built on an ace in a house.', layout: { A: { reserve: ['2C'] }, houses: { 1: ['AS'] }, foundations: { 3: ['AS'] } }, move: 'R-h1', verdict: 'does-not-fit' },
  { rule: 'An empty house takes any available card.', layout: { A: { reserve: ['9H'] }, houses: { 3: [] } }, move: 'R-h3', verdict: 'legal' },
  { rule: 'An empty house takes any available card.', layout: { A: noReserve, houses: { 3: [], 6: ['KH', 'QC'] } }, move: 'h6-h3', verdict: 'legal' },
  { rule: "Loading: the opponent’s waste takes the same suit one rank up or down (8 or 10 of diamonds on the 9).", layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['8D'] } }, move: 'h1-oW', verdict: 'legal' },
  { rule: "Loading: the opponent’s waste takes the same suit one rank up or down (8 or 10 of diamonds on the 9).", layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['TD'] } }, move: 'h1-oW', verdict: 'legal' },
  { rule: "Loading: the opponent’s waste takes the same suit one rank up or down (8 or 10 of diamonds on the 9).", layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['9C'] } }, move: 'h1-oW', verdict: 'does-not-fit' },
  { rule: "Loading: the opponent’s waste takes the same suit one rank up or down (8 or 10 of diamonds on the 9).", layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['7D'] } }, move: 'h1-oW', verdict: 'does-not-fit' },
  { rule: "Loading works the same on the opponent’s reserve.", layout: { A: { reserve: ['4H'] }, B: { reserve: ['5H'] } }, move: 'R-oR', verdict: 'legal' },
  { rule: "Loading works the same on the opponent’s reserve.", layout: { A: { reserve: ['4C'] }, B: { reserve: ['5H'] } }, move: 'R-oR', verdict: 'does-not-fit' },
  { rule: 'Loading needs an exposed card: an empty pile takes nothing.', layout: { A: noReserve, B: { waste: [] }, houses: { 1: ['8D'] } }, move: 'h1-oW', verdict: 'does-not-fit' },
  { rule: 'Loading does not wrap from king to ace.', layout: { A: noReserve, B: { waste: ['KD'] }, houses: { 1: ['AD'], 3: ['QS'] } }, move: 'h1-oW', verdict: 'does-not-fit' },
  { rule: 'Your own reserve never takes a card.', layout: { A: { reserve: ['5S'] }, houses: { 1: ['4S'] } }, move: 'h1-R', verdict: 'bad-target' },
  { rule: 'Your own waste takes only the turned hand card.', layout: { A: noReserve, houses: { 1: ['4S'] } }, move: 'h1-W', verdict: 'bad-target' },
  { rule: 'A card cannot move onto the pile it is on.', layout: { A: noReserve, houses: { 1: ['KS', 'QH'] } }, move: 'h1-h1', verdict: 'bad-target' },
];

describe('building rules', () => {
  test.each(cases)('$rule ($move: $verdict)', ({ layout, move, verdict }) => {
    const out = ask(layout, move);
    expect(out.verdict === 'legal' ? 'legal' : out.reason).toBe(verdict);
  });

  test('loading can go on in sequence: after the 8 of diamonds, the 7 or a second 9', () => {
    const first = ask({ A: { reserve: [] }, B: { waste: ['9D'] }, houses: { 1: ['8D'], 2: ['9D'], 5: ['7D'] } }, 'h1-oW');
    expect(first.after!.B.waste).toEqual(['9D', '8D']);
    const next = ask({ A: { reserve: [] }, B: { waste: ['9D', '8D'] }, houses: { 2: ['9D'], 5: ['7D'] } });
    expect(next.legal).toEqual(expect.arrayContaining(['h2-oW', 'h5-oW']));
  });

  test('the two packs are not told apart: either 7 of hearts may go on the 6', () => {
    const out = ask({ A: { reserve: ['7H'] }, houses: { 1: ['7H'] }, foundations: { 4: ['AH', '2H', '3H', '4H', '5H', '6H'] } });
    expect(out.legal).toEqual(['R-f4']);
    expect(ask({ A: { reserve: [] }, houses: { 1: ['7H'] }, foundations: { 4: ['AH', '2H', '3H', '4H', '5H', '6H'] } }).legal).toEqual(['h1-f4']);
  });

  test('explanations name the cards and piles', () => {
    expect(ask({ A: { reserve: [] }, houses: { 1: ['8C'], 5: ['7S'] } }, 'h5-h1').explanation).toBe(
      'On house 1 only a red 7 can go on 8♣ (one rank lower, the other colour), not 7♠.',
    );
    expect(ask({ A: { reserve: [] }, houses: { 1: ['2D'] } }, 'h1-f3').explanation).toBe(
      'Foundation 3 is empty, and only an ace can start a foundation, so 2♦ cannot go there.',
    );
    expect(ask({ A: { reserve: [] }, B: { waste: ['9D'] }, houses: { 1: ['9C'] } }, 'h1-oW').explanation).toBe(
      "You can load B’s waste pile only with a card of the same suit one rank above or below its top card 9♦ (8♦ or 10♦), not 9♣.",
    );
  });
});
