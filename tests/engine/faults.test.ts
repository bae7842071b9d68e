// Issue 12: position faults as values. Each check gives a code and its facts; `judge` prints the
// contract's message (unchanged), and people read the facts told by src/i18n/faults, in English
// and French: piles as the board names them, cards as they look, and no field names, card
// codes or counting from zero.
import { describe, expect, test } from 'vitest';
import { contractMessage, card, parsePosition, positionFault, readSetup, validatePosition, type FaultCode, type PositionFault } from '../../src/engine';
import { faultText } from '../../src/telling/faults';
import { emptySetup } from '../../src/share/setup';

const NOTATION = [/\[\d/, /\b[2-9TJQKA][SHDC]\b/, /\?\?/, /\b(faceDown|toMove|reserveFaceDown|turnBegun|JK|null|undefined)\b/];

const faultOf = (rules: string, change: (p: any) => void): PositionFault => {
  const p = structuredClone(emptySetup(rules as never)) as any;
  change(p);
  const r = parsePosition(p);
  if (r.ok) throw new Error('accepted');
  return r.fault;
};

type Case = readonly [FaultCode, string, (p: any) => void, readonly (string | RegExp)[]];
const CASES: readonly Case[] = [
  // The rules (validatePosition).
  ['foundation-start', 'standard', (p) => (p.foundations[1] = ['7H']), ['Foundation 2 starts with the 7♥, but a foundation must start with an ace.']],
  ['foundation-order', 'standard', (p) => (p.foundations[0] = ['AH', '2H', '4H']), ['On foundation 1, the 4♥ cannot follow the 2♥: only the 3♥ can.']],
  ['foundation-hidden', 'standard', (p) => (p.foundations[7] = ['AS', '??']), ['Foundation 8 holds a face-down card', 'face up']],
  ['foundation-hidden', 'three-players', (p) => (p.foundations[0] = ['JK']), ['Foundation 1 holds the joker']],
  ['house-order', 'standard', (p) => (p.houses[2] = ['7D', '5C']), ['In house 3, the 5♣ cannot lie on the 7♦: only a black 6 can.']],
  ['house-order', 'standard', (p) => (p.houses[0] = ['QH', 'TD']), ['In house 1, the 10♦ cannot lie on the Q♥: only a black jack can.']],
  ['house-order', 'standard', (p) => (p.houses[7] = ['AS', 'KH']), ['In house 8, the K♥ cannot lie on the A♠: nothing can lie on an ace.']],
  ['house-hidden', 'standard', (p) => (p.houses[4] = ['9C', '??']), ['House 5 shows a face-down card']],
  ['house-hidden', 'three-players', (p) => (p.houses[8] = ['JK']), ['House 9 holds the joker', 'set aside']],
  ['face-down-outermost', 'face-down-tableau', (p) => ((p.houses[1] = ['9C', '8H']), (p.faceDown[1] = 2)), ['All 2 cards of house 2 are face down', 'outermost card']],
  ['face-down-outermost', 'face-down-tableau', (p) => ((p.houses[3] = ['9C']), (p.faceDown[3] = 3)), ['House 4 holds 1 card but is set to have 3 face down']],
  ['reserve-hidden', 'standard', (p) => (p.B.reserve = ['7C', '??']), ["B’s reserve has a face-down card on top"]],
  ['waste-hidden', 'standard', (p) => (p.A.waste = ['7C', '??']), ["A’s waste pile holds a face-down card", 'face up']],
  ['turned-joker', 'three-players', (p) => (p.A.turned = 'JK'), ["A’s turned hand card is the joker"]],
  ['turned-not-mover', 'standard', (p) => (p.B.turned = '7C'), ["B has a turned hand card, but it is A’s turn"]],
  ['joker', 'standard', (p) => (p.A.hand = ['JK']), ['The table holds the joker, but the joker is only in the three-player game.']],
  ['joker', 'three-players', (p) => (p.A.hand = ['JK', 'JK']), ['The table holds 2 jokers, but there is only one.']],
  ['duplicate-card', 'standard', (p) => (p.A.hand = ['7H', '7H', '7H']), ['The 7♥ is on the table 3 times, but two packs hold only two of each card.']],
  ['duplicate-card', 'one-pack', (p) => (p.A.hand = ['QS', 'QS']), ['The Q♠ is on the table 2 times, but one pack holds only one of each card.']],
  ['card-count', 'standard', (p) => ((p.A.hand = 104), (p.B.hand = 1)), ['The table holds 105 cards, but two packs hold only 104.']],
  ['card-count', 'one-pack', (p) => (p.A.hand = 53), ['The table holds 53 cards, but one pack holds only 52.']],
  // The shape (readSetup).
  ['not-a-card', 'standard', (p) => (p.foundations[2] = ['10H']), ['Foundation 3 holds “10H”, which is not a card.']],
  ['not-a-card', 'standard', (p) => (p.B.turned = 'X'), ["B’s turned hand card holds “X”, which is not a card."]],
  ['not-a-list', 'standard', (p) => (p.A.waste = 'AH'), ["A’s waste pile is not given as a list of cards."]],
  ['unknown-field', 'standard', (p) => (p.A.score = 3), ['an entry this site does not know']],
  ['unknown-field', 'standard', (p) => (p.faceDown = [0, 0, 0, 0, 0, 0, 0, 0]), ['the face-down cards of the houses, which these rules have no place for']],
  ['missing-field', 'standard', (p) => delete p.B.reserve, ["The position leaves out B’s reserve."]],
  ['missing-field', 'standard', (p) => delete p.toMove, ['The position leaves out whose turn it is.']],
  ['not-a-side', 'standard', (p) => (p.B = 7), ["The position does not describe B’s piles."]],
  ['hand-count', 'standard', (p) => (p.A.hand = 1.5), ["A’s hand is given as a number of cards"]],
  ['hand-count', 'three-players', (p) => (p.A.hand = 105), ["A’s hand is given as a number of cards that is not a whole number from 0 to 104."]],
  ['to-move', 'standard', (p) => (p.toMove = 'C'), ['it must be A or B']],
  ['pile-count', 'standard', (p) => p.houses.pop(), ['The table must have exactly 8 houses.']],
  ['pile-count', 'one-pack', (p) => p.foundations.push([]), ['The table must have exactly 4 foundations.']],
  ['closed-house', 'standard', (p) => (p.houses[5] = null), ['House 6 is marked as out of play', 'three-player game']],
  ['closed-house', 'three-players', (p) => ((p.houses[0] = null), (p.houses[4] = null)), ['House 5 is marked as out of play', 'only the first house emptied']],
  ['face-down-counts', 'face-down-tableau', (p) => p.faceDown.pop(), ['all 8 houses']],
  ['face-down-count', 'face-down-tableau', (p) => (p.faceDown[6] = -1), ['house 7']],
  ['face-down-count', 'face-down-tableau', (p) => (p.faceDown[6] = 14), ['The number of face-down cards in house 7 is not a whole number from 0 to 13.']],
  ['flag', 'lenient', (p) => (p.turnBegun = false), ['begun the turn']],
  ['rules', 'standard', (p) => (p.rules = { reserveSize: 99 }), ['rules of this position']],
  ['format', 'standard', (p) => (p.format = 'chess'), ['not a Russian Bank position']],
];

describe('each fault, in words', () => {
  test.each(CASES.map(([code, rules, change, words], i) => [code, i, rules, change, words] as const))('%s (case %i)', (code, _i, rules, change, words) => {
    const fault = faultOf(rules, change);
    expect(fault.code).toBe(code);
    const said = faultText(fault, 'en');
    for (const w of words) expect(said).toMatch(typeof w === 'string' ? new RegExp(w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : w);
    const dit = faultText(fault, 'fr');
    for (const text of [said, dit]) {
      for (const n of NOTATION) expect(text).not.toMatch(n);
      // A sentence for a person, and not the contract's message.
      expect(text).toMatch(/^[A-ZÀ-Ý].*[.]$/);
      expect(text).not.toBe(contractMessage(fault));
    }
    // French in its own words, with French card indices.
    expect(dit).not.toBe(said);
    expect(dit).not.toMatch(/\b(the|cannot|holds|house|foundation)\b|[JQK][♠♥♦♣]/);
  });

  test('every code has a case', () => {
    // A Record over FaultCode: a code added to the union without a case here does not compile.
    const seen: Record<FaultCode, boolean> = Object.fromEntries(CASES.map((c) => [c[0], true])) as Record<FaultCode, boolean>;
    const all: Record<FaultCode, true> = {
      'not-an-object': true, format: true, rules: true, 'unknown-field': true, 'missing-field': true, 'not-a-side': true, 'not-a-list': true,
      'not-a-card': true, 'hand-count': true, 'to-move': true, 'pile-count': true, 'closed-house': true, 'face-down-counts': true, 'face-down-count': true,
      flag: true, 'house-hidden': true, 'house-order': true, 'face-down-outermost': true, 'foundation-hidden': true, 'foundation-start': true,
      'foundation-order': true, 'reserve-hidden': true, 'waste-hidden': true, 'turned-joker': true, 'turned-not-mover': true, joker: true,
      'duplicate-card': true, 'card-count': true,
    };
    const r = readSetup([]);
    if (r.ok) throw new Error('accepted');
    expect(r.fault.code).toBe('not-an-object');
    expect(faultText(r.fault, 'en')).toBe('This is not a Russian Bank position: nothing in it describes a table.');
    expect(faultText(r.fault, 'fr')).toBe('Ce n’est pas une position de crapette\u00a0: rien n’y décrit une table.');
    seen['not-an-object'] = true;
    expect(Object.keys(all).filter((c) => !seen[c as FaultCode])).toEqual([]);
  });
});

describe('what a pile would take, as the fault’s facts say it', () => {
  // "Building Rules": houses descend in alternating colours; foundations ascend in their suit.
  test.each<[string, (p: any) => void, unknown]>([
    ['Houses: only a red Seven can be placed on a black Eight.', (p) => (p.houses[2] = ['8C', '5C']), { red: true, rank: 7 }],
    ['Houses: only a black Ten can be placed on a red Jack.', (p) => (p.houses[0] = ['JD', 'TD']), { red: false, rank: 10 }],
    ['Houses: nothing is built on an ace.', (p) => (p.houses[7] = ['AS', 'KH']), null],
  ])('%s', (_, change, wanted) => expect(faultOf('standard', change)).toMatchObject({ code: 'house-order', wanted }));
  test('Foundations: the only card that can be placed on the 4 of clubs is the 5 of clubs.', () => {
    expect(faultOf('standard', (p) => (p.foundations[0] = ['AC', '2C', '3C', '4C', '6C']))).toMatchObject({ code: 'foundation-order', wanted: card(5, 3) });
  });
});

describe('the contract is unchanged', () => {
  test('the message is what validatePosition and parsePosition have always said', () => {
    const fault = faultOf('standard', (p) => (p.houses[2] = ['7D', '5C']));
    expect(contractMessage(fault)).toBe('houses[2][1]: 5C cannot lie on 7D (needs a black 6)');
    expect(contractMessage(faultOf('standard', (p) => (p.foundations[1] = ['7H'])))).toBe('foundations[1][0]: 7H cannot start a foundation (needs an ace)');
    expect(contractMessage(faultOf('face-down-tableau', (p) => ((p.houses[1] = ['9C']), (p.faceDown[1] = 1))))).toBe(
      'faceDown[1]: 1 face-down cards, but the outermost card of a house is always face up',
    );
    expect(contractMessage(faultOf('standard', (p) => ((p.A.hand = 104), (p.B.hand = 1))))).toBe('cards: the position holds 105 cards, but two packs hold only 104');
  });

  test('positionFault and validatePosition agree; a valid position has no fault', () => {
    const ok = readSetup(emptySetup('standard'));
    expect(ok.ok && positionFault(ok.value)).toBeNull();
    const bad = structuredClone(emptySetup('standard')) as any;
    bad.foundations[0] = ['2S'];
    const read = readSetup(bad);
    if (!read.ok) throw new Error(contractMessage(read.fault));
    const fault = positionFault(read.value)!;
    expect(fault).toMatchObject({ code: 'foundation-start', pile: { kind: 'foundation', index: 0 }, card: 1 });
    expect(validatePosition(read.value)).toBe(contractMessage(fault));
    const parsed = parsePosition(bad);
    expect(!parsed.ok && contractMessage(parsed.fault)).toBe(contractMessage(fault));
  });

  test('a shape fault is a value with its facts, and the contract names its field', () => {
    const r = readSetup({ ...emptySetup('standard'), toMove: 'Z' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.fault).toEqual({ code: 'to-move', players: ['A', 'B'] });
      expect(contractMessage(r.fault)).toBe('toMove: must be "A" or "B"');
    }
  });
});
