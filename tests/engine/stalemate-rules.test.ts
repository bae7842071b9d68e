// shared/position-format.md, "Stalemate in `result`", under the rule set in force: a family rule
// that loads a waste differently (docs/rules-decisions.md, "Family rules") changes what can still
// be played, and the judge and a game played out (`--game`) must both read it so.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  contractMessage,
  attempt,
  cardCode,
  fitsLoad,
  loadRuleOf,
  OPP_WASTE,
  parseMove,
  parsePosition,
  playersOf,
  startGame,
  type GameResult,
  type Position,
} from '../../src/engine';
import { pack } from '../../src/engine/cards';
import { opponentsOf } from '../../src/engine/position';
import { certainStalemate } from '../../src/engine/stalemate';
import { explainStop } from '../../src/telling/explain';
import { judgeRequest } from '../../src/telling/judge';
import { writeRecord } from '../../src/share/game-text';
import { judgeGame } from '../../src/share/judge-game';
import { layout, type Layout } from '../support/positions';

const read = (json: unknown): Position => {
  const p = parsePosition(json);
  if (!p.ok) throw new Error(contractMessage(p.fault));
  return p.value;
};
const moveOf = (s: string) => {
  const m = parseMove(s);
  if (!m.ok) throw new Error(m.error);
  return m.value;
};

/** The judge's result for `move` (the contract's JSON mode). */
function judged(position: unknown, move: string): GameResult | null {
  const out = judgeRequest({ position, move });
  if ('error' in out) throw new Error(out.error);
  return out.result;
}

/** The result `--game` gives after `move`, the game's one move (docs/game-records.md, "The judge's game mode"). */
function played(position: unknown, move: string): GameResult | null {
  const lines = judgeGame(writeRecord({ start: read(position), moves: [{ move: moveOf(move), called: false }] }), (v, who) => explainStop(v, who, 'en'));
  const last = lines.at(-1)!;
  if ('error' in last) throw new Error(last.error);
  return last.result;
}

/** The line of issue 24: nothing can ever be played again, since the 4♦ does not load onto the 5♦ under the colour rule. */
const COLOUR_LINE = {
  position: {
    format: 'russian-bank/position@1',
    rules: { alternateColourLoad: true },
    toMove: 'A',
    A: { reserve: ['9S'], hand: [], waste: ['7H'], turned: '5D' },
    B: { reserve: ['9C'], hand: ['4D'], waste: [], turned: null },
    houses: [['KS'], ['KH'], ['KD'], ['KC'], ['KS'], ['KH'], ['KD'], ['KC']],
    foundations: [[], [], [], [], [], [], [], []],
  },
  move: 'X-W',
};
// A: the 9♠ of the reserve (2) and two waste cards; B: the 9♣ (2) and the 4♦ in hand.
const B_BY_1: GameResult = { kind: 'stalemate', winner: 'B', points: 1 };

describe('a stalemate under a family rule of loading', () => {
  test('the line of issue 24: the judge declares it, as a game played out does', () => {
    expect(judgeRequest(COLOUR_LINE)).toMatchObject({ verdict: 'legal', result: B_BY_1 });
    expect(played(COLOUR_LINE.position, COLOUR_LINE.move)).toEqual(B_BY_1);
  });

  test('the line of issue 24, through the engine: the certain stalemate and the game agree', () => {
    const after = attempt(startGame(read(COLOUR_LINE.position)), moveOf('X-W')).game;
    expect(certainStalemate(after.position)).toBe(true);
    expect(after.result).toEqual(B_BY_1);
  });

  // A discards the 5♦ onto 7♥; what B holds, and the rules, decide whether anything can still be loaded.
  const line = (rules: Layout['rules'], B: Layout['B'], houses: Layout['houses'] = {}) =>
    layout({ rules, A: { reserve: ['9S'], hand: [], waste: ['7H'], turned: '5D' }, B: { reserve: ['9C'], hand: ['4D'], waste: [], ...B }, houses });
  test.each<[string, Layout['rules'], Layout['B'], Layout['houses'], GameResult | null]>([
    ['the 5♦ loads onto the 4♦ B will discard: same suit', 'standard', {}, {}, null],
    ['… not by the colour rule', { alternateColourLoad: true }, {}, {}, B_BY_1],
    ['the 5♦ does not load onto a 4♠', 'standard', { hand: ['4S'] }, {}, B_BY_1],
    ['… but does by the colour rule', { alternateColourLoad: true }, { hand: ['4S'] }, {}, null],
    ['a house 3♦ loads onto the 4♦ only by the book’s rule, not by the colour rule', { alternateColourLoad: true }, {}, { 1: ['3D'] }, B_BY_1],
    ['the same rank loads onto a waste by the equal-rank rule', { equalRankLoad: true }, { hand: ['5D'] }, {}, null],
    ['… not without it', 'standard', { hand: ['5D'] }, {}, B_BY_1],
    ['a reserve keeps the book’s rule under the equal-rank rule: a 9♠ does not load onto the other 9♠', { equalRankLoad: true }, { reserve: ['9S'], hand: ['4S'] }, {}, B_BY_1],
    ['both family rules: the other colour, the same rank or one apart', { equalRankLoad: true, alternateColourLoad: true }, { hand: ['5C'] }, {}, null],
  ])('%s: the judge and --game agree', (_, rules, B, houses, expected) => {
    const position = line(rules, B, houses);
    expect(judged(position, 'X-W')).toEqual(expected);
    expect(played(position, 'X-W')).toEqual(expected);
  });
});

/** Some card a player holds loads, under the position's rules, onto a card an opponent's waste may show: the only play `--game` may rule out that the judge cannot. */
function wasteLoadOpen(p: Position): boolean {
  const rule = loadRuleOf(p.rules, OPP_WASTE);
  const held = (s: Position['A']) => [...s.reserve, ...s.hand, ...s.waste, ...(s.turned === null ? [] : [s.turned])];
  const shown = (s: Position['A']) => [...s.hand, ...s.waste, ...(s.turned === null ? [] : [s.turned])];
  return playersOf(p).some((w) => held(p[w]!).some((c) => opponentsOf(p, w).some((o) => shown(p[o]!).some((t) => fitsLoad(t, c, rule)))));
}

describe('the judge’s result and --game’s agree', () => {
  const RULES = ['standard', { equalRankLoad: true }, { alternateColourLoad: true }, { equalRankLoad: true, alternateColourLoad: true }];
  // Ranks 2 to J on a table of kings (half the time one house holds one of them instead): no card fits a foundation or
  // a king, so what can still be played is loads, and moves onto or of that one house card.
  const DECK = [...pack(), ...pack()].filter((c) => c % 13 !== 0 && c % 13 < 11).map(cardCode);
  const endgame = fc
    .record({
      rules: fc.constantFrom(...RULES),
      sizes: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 6, maxLength: 6 }),
      // The house that holds a card of the deck; past 8, none.
      house: fc.integer({ min: 0, max: 15 }),
      cards: fc.shuffledSubarray(DECK, { minLength: 9, maxLength: 9 }),
    })
    .map(({ rules, sizes, house, cards }) => {
      // A copy: fast-check hands the same value in again while it shrinks.
      const deck = [...cards];
      const take = (n: number) => deck.splice(0, n);
      const [aReserve, aHand, aWaste, bReserve, bHand, bWaste] = sizes as [number, number, number, number, number, number];
      const table = layout({ rules });
      return {
        ...table,
        // A has a card turned up to discard; B keeps a reserve card, so has not won.
        A: { reserve: take(aReserve), hand: take(aHand), waste: take(aWaste), turned: take(1)[0]! },
        B: { reserve: take(bReserve + 1), hand: take(bHand), waste: take(bWaste), turned: null },
        houses: table.houses.map((h, i) => (i === house ? take(1) : h)),
      };
    });

  test('after a discard, a stalemate the judge declares is the game’s; one only the game declares rests on a load onto a waste', () => {
    fc.assert(
      fc.property(endgame, (position) => {
        const judge = judged(position, 'X-W');
        const game = played(position, 'X-W');
        if (judge) expect(game).toEqual(judge);
        else if (game) expect(wasteLoadOpen(attempt(startGame(read(position)), moveOf('X-W')).game.position)).toBe(true);
      }),
      { numRuns: 400, seed: 24 },
    );
  });
});
