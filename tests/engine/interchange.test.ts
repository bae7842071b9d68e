// shared/position-format.md: the JSON position in and out, move strings, and the messages for bad input.
import { describe, expect, test } from 'vitest';
import { contractMessage, formatMove, parseMove, parsePosition, positionJSON, readSetup } from '../../src/engine';
import { judgeRequest as judge } from '../../src/telling/judge';
import { layout } from '../support/positions';

const CONTRACT_EXAMPLE = {
  format: 'russian-bank/position@1',
  rules: 'standard',
  toMove: 'A',
  A: { reserve: ['??', '??', '7C'], hand: 35, waste: [], turned: null },
  B: { reserve: ['??', 'QD'], hand: ['??', '4S', '9H'], waste: ['2C', 'TD'], turned: null },
  houses: [['KS', 'QH'], ['5D'], [], ['9C'], ['JH'], ['3S'], ['8D'], ['6C']],
  foundations: [['AH', '2H'], [], [], [], [], [], [], []],
};

const errorOf = (change: (p: any) => void) => {
  const p = structuredClone(CONTRACT_EXAMPLE) as any;
  change(p);
  const r = parsePosition(p);
  return r.ok ? 'accepted' : contractMessage(r.fault);
};

describe('positions', () => {
  test('the contract’s example is read and written back unchanged', () => {
    const r = parsePosition(CONTRACT_EXAMPLE);
    expect(r.ok && positionJSON(r.value)).toEqual(CONTRACT_EXAMPLE);
    expect(JSON.stringify(r.ok && positionJSON(r.value))).toBe(JSON.stringify(CONTRACT_EXAMPLE));
  });

  test('a rule-option object is kept as written', () => {
    const p = { ...CONTRACT_EXAMPLE, rules: { wasteAvailable: true, strictLoad: true } };
    const r = parsePosition(p);
    expect(r.ok && positionJSON(r.value).rules).toEqual({ wasteAvailable: true, strictLoad: true });
  });

  test.each([
    ['10H', (p: any) => (p.houses[1] = ['10H'])],
    ['ah', (p: any) => (p.houses[1] = ['ah'])],
    ['1S', (p: any) => (p.houses[1] = ['1S'])],
  ])('%s is not a card', (text, change) => {
    expect(errorOf(change)).toBe(`houses[1][0]: "${text}" is not a card (rank A 2-9 T J Q K, then suit S H D C, e.g. "TD"; or ??)`);
  });

  test.each([
    ['a house out of sequence', (p: any) => (p.houses[3] = ['9S', '9H']), 'houses[3][1]: 9H cannot lie on 9S (needs a red 8)'],
    ['a house with same colours', (p: any) => (p.houses[3] = ['9S', '8C']), 'houses[3][1]: 8C cannot lie on 9S (needs a red 8)'],
    ['a card on an ace', (p: any) => (p.houses[3] = ['AS', 'KH']), 'houses[3][1]: KH cannot lie on AS (nothing can lie on an ace)'],
    ['a face-down house card', (p: any) => (p.houses[3] = ['??']), 'houses[3][0]: face-up house cards must be known, ?? is not allowed here'],
    ['a foundation not from an ace', (p: any) => (p.foundations[2] = ['2S']), 'foundations[2][0]: 2S cannot start a foundation (needs an ace)'],
    ['a foundation out of order', (p: any) => (p.foundations[2] = ['AS', '3S']), 'foundations[2][1]: 3S cannot follow AS (needs 2S)'],
    ['a foundation of two suits', (p: any) => (p.foundations[2] = ['AS', '2H']), 'foundations[2][1]: 2H cannot follow AS (needs 2S)'],
    ['seven houses', (p: any) => p.houses.pop(), 'houses: must be a list of exactly 8 piles'],
    ['nine foundations', (p: any) => p.foundations.push([]), 'foundations: must be a list of exactly 8 piles'],
    ['a face-down reserve top', (p: any) => (p.A.reserve = ['7C', '??']), 'A.reserve: the top card must be face up, not ??'],
    ['a face-down waste card', (p: any) => (p.B.waste = ['??']), 'B.waste[0]: waste cards lie face up, ?? is not allowed here'],
    ['a turned card for the player not to move', (p: any) => (p.B.turned = '5C'), 'B.turned: only the player to move (A) can have a turned card'],
    ['a third copy of a card', (p: any) => (p.B.waste = ['KS', 'KS']), 'cards: KS appears 3 times, but two packs hold only two'],
    ['more than 104 cards', (p: any) => (p.A.hand = 90), 'cards: the position holds 110 cards, but two packs hold only 104'],
    ['a negative hand', (p: any) => (p.A.hand = -1), 'A.hand: a count of cards must be a whole number from 0 to 104'],
    ['a fractional hand', (p: any) => (p.A.hand = 2.5), 'A.hand: a count of cards must be a whole number from 0 to 104'],
    ['a hand of 105', (p: any) => (p.A.hand = 105), 'A.hand: a count of cards must be a whole number from 0 to 104'],
    ['a wrong format tag', (p: any) => (p.format = 'russian-bank/position@2'), 'format: must be "russian-bank/position@1"'],
    ['a player to move C', (p: any) => (p.toMove = 'C'), 'toMove: must be "A" or "B"'],
    ['an unknown field', (p: any) => (p.extra = 1), 'extra: unknown field'],
    ['an unknown side field', (p: any) => (p.A.stock = []), 'A.stock: unknown field'],
    ['a missing side field', (p: any) => delete p.B.waste, 'B.waste: missing'],
    ['a side that is not an object', (p: any) => (p.A = 3), 'A: must be an object with reserve, hand, waste and turned'],
    ['an unknown rule option', (p: any) => (p.rules = { wasteAvaliable: true }), 'rules.wasteAvaliable: unknown rule option'],
    ['a bad option value', (p: any) => (p.rules = { reserveSize: 10 }), 'rules.reserveSize: with this pack and number of players the reserve holds 11, 12, 13 cards'],
    ['three players without a third side', (p: any) => (p.rules = { players: 3 }), 'C: missing'],
    ['rules by an unknown name', (p: any) => (p.rules = 'strictest'), 'rules: must be "standard", a preset (standard, strict, face-down-tableau, lenient, one-pack, three-players, casual, knock, crapette-solver, bobcrapette) or an object of rule options'],
  ])('%s is refused with a message that names the field', (_, change, message) => {
    expect(errorOf(change)).toBe(message);
  });

  // The counts' bounds are the ones their messages give: a hand of 0 to 104 cards, 0 to 13 face-down cards under a house.
  test.each([
    ['a hand of 104', { A: { hand: 104 } }, null],
    ['a hand of 105', { A: { hand: 105 } }, 'A.hand: a count of cards must be a whole number from 0 to 104'],
    ['a hand of 105 in the three-player game, with its 105 cards', { rules: 'three-players', C: { hand: 105 } }, 'C.hand: a count of cards must be a whole number from 0 to 104'],
    ['13 face-down cards', { rules: 'face-down-tableau', faceDown: { 3: 13 } }, null],
    ['14 face-down cards', { rules: 'face-down-tableau', faceDown: { 3: 14 } }, 'faceDown[2]: must be a whole number of cards from 0 to 13'],
  ] as const)('the shape of %s', (_, setup, error) => {
    const r = readSetup(layout(setup));
    expect(r.ok ? null : contractMessage(r.fault)).toBe(error);
  });

  test('a hand written as a count stays a count; a hand written as a list stays a list', () => {
    const after = judge({ position: CONTRACT_EXAMPLE, move: 'R-h3' });
    expect('after' in after && after.after!.A.hand).toBe(35);
    expect('after' in after && after.after!.B.hand).toEqual(['??', '4S', '9H']);
  });
});

describe('move strings', () => {
  test.each(['R-f3', 'X-W', 'W-h1', 'h8-oR', 'oW-h2', 'f1-h1', 'h3*2-h5', 'turn', 'pass', 'h1-R'])('%s is read and written back', (s) => {
    const m = parseMove(s);
    expect(m.ok && formatMove(m.value)).toBe(s);
  });

  // shared/position-format.md: "`hN*1-hM` is the same as `hN-hM`", in every rule set.
  test.each([['standard'], [{ groupMoves: true }]])('a group of one is the single move, under %j', (rules) => {
    const position = layout({ rules, houses: { 2: ['8H'], 8: ['9C'] } });
    for (const [group, single] of [['h2*1-h8', 'h2-h8'], ['h2*1-h3', 'h2-h3']]) {
      const m = parseMove(group);
      expect(m.ok && formatMove(m.value)).toBe(single);
      expect(judge({ position, move: group })).toEqual(judge({ position, move: single }));
    }
    expect(judge({ position, move: 'h2*1-h8' })).toMatchObject({ verdict: 'legal' });
    expect(judge({ position, move: 'h2*1-h3' })).toMatchObject({ verdict: 'stop', reason: 'does-not-fit' });
  });

  test.each([
    ['R-h9', 'move: "h9" is not a pile to move to (h1-h8, f1-f8, oR, oW, R or W)'],
    ['Q-h1', 'move: "Q" is not a pile to move from (R, X, W, h1-h8, oR, oW or f1-f8)'],
    ['R-X', 'move: "X" is not a pile to move to (h1-h8, f1-f8, oR, oW, R or W)'],
    ['R*2-h1', 'move: "R*2-h1" is not a group move (a house and 1 to 12 cards, such as "h3*2-h5")'],
    ['h3*0-h5', 'move: "h3*0-h5" is not a group move (a house and 1 to 12 cards, such as "h3*2-h5")'],
    ['h3*13-h5', 'move: "h3*13-h5" is not a group move (a house and 1 to 12 cards, such as "h3*2-h5")'],
    ['Turn', 'move: "Turn" is not a move (FROM-TO such as "R-f1", a group such as "h3*2-h5", "turn" or "pass")'],
    ['R - f1', 'move: "R " is not a pile to move from (R, X, W, h1-h8, oR, oW or f1-f8)'],
  ])('%s is not a move', (s, message) => {
    const m = parseMove(s);
    expect(m.ok ? 'accepted' : m.error).toBe(message);
  });
});

describe('the judge request', () => {
  test('the answer has the contract’s fields', () => {
    const out = judge({ position: CONTRACT_EXAMPLE, move: 'h2-h1' });
    expect(Object.keys(out)).toEqual(['legal', 'forcedBy', 'verdict', 'reason', 'explanation', 'after', 'result']);
    expect(out).toMatchObject({ forcedBy: null, verdict: 'stop', reason: 'does-not-fit', result: null });
    expect('legal' in out && out.legal).not.toContain('turn'); // house 3 is empty and A has reserve cards
  });

  test('without a move: the legal moves, what forces them and the result', () => {
    expect(judge({ position: layout() })).toEqual({ legal: ['turn'], forcedBy: null, result: null });
  });

  test('a legal answer has no reason and the position after the move', () => {
    const out = judge({ position: layout({ A: { hand: ['3C'], turned: '4H' } }), move: 'X-W' });
    expect(out).toMatchObject({ verdict: 'legal', reason: null, explanation: null, result: null });
  });

  test.each([
    [[], 'input: must be a JSON object with "position" and, optionally, "move"'],
    [{}, 'position: missing'],
    [{ position: 'x' }, 'position: must be a JSON object'],
    [{ position: layout(), move: 'R-h9' }, 'move: "h9" is not a pile to move to (h1-h8, f1-f8, oR, oW, R or W)'],
    [{ position: layout(), move: 7 }, 'move: must be a string such as "R-f1", "turn" or "pass"'],
    [{ position: layout(), moves: ['turn'] }, 'moves: unknown field (an input has "position" and, optionally, "move" and "lang")'],
    [{ position: layout({ A: { reserve: [], hand: [], waste: [] } }), move: 'turn' }, 'move: the game is over (A has won), so there is no move to judge'],
  ])('bad input %j is an error, not a crash', (input, error) => {
    expect(judge(input)).toEqual({ error });
  });
});
