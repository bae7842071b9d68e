// What other folders used to rebuild, now asked of the engine through its door: reading any
// pile, which cards lie face down, foundation runs, an uncalled slip, the priority reasons, the
// one table of rule options, whether a card fits a pile, whether two moves are the same, the same
// table under other rules, the cards of a game and its players in seat order.
import { describe, expect, test } from 'vitest';
import {
  contractMessage,
  attempt,
  cardsOf,
  fits,
  gameCards,
  JOKER,
  layoutOf,
  foundationRun,
  isFaceDown,
  isFoundationRun,
  letStand,
  parseCard,
  parseMove,
  parsePosition,
  parseRules,
  playersOf,
  seatsOf,
  positionJSON,
  PRIORITY_REASONS,
  REASONS,
  RULE_OPTIONS,
  sameMove,
  STANDARD,
  startGame,
  underRules,
  verdict,
  type Move,
  type PileRef,
} from '../../src/engine';
import { layout, positionOf, type Layout } from '../support/positions';

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

describe('whether a card fits a pile, by the building rules alone', () => {
  // "Building Rules" of the rules text; the card need not be available, nor the move allowed by the priorities.
  const noReserve = { reserve: [] as string[] };
  test.each<[string, Layout, string, string, boolean]>([
    ['Foundations: an empty foundation space can only be filled by an available Ace.', { houses: { 1: ['KS'] } }, 'AD', 'f3', true],
    ['Foundations: an empty foundation space can only be filled by an available Ace.', {}, '2D', 'f3', false],
    ['The only card that can be placed on the 4 of clubs is the 5 of clubs.', { foundations: { 2: ['AC', '2C', '3C', '4C'] } }, '5C', 'f2', true],
    ['The only card that can be placed on the 4 of clubs is the 5 of clubs.', { foundations: { 2: ['AC', '2C', '3C', '4C'] } }, '5S', 'f2', false],
    ['No further card can be added after the King.', { houses: { 1: ['QD'], 5: ['QC'] }, foundations: { 1: ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS'] } }, 'AS', 'f1', false],
    ['Houses: only a red Seven can be placed on a black Eight.', { houses: { 1: ['8C'] } }, '7D', 'h1', true],
    ['Houses: only a red Seven can be placed on a black Eight.', { houses: { 1: ['8C'] } }, '7S', 'h1', false],
    ['An empty house can be filled by any available card.', { houses: { 3: [] } }, '9H', 'h3', true],
    ['Reserve and waste pile: the same suit as the exposed card, of the next higher or next lower rank.', { A: noReserve, B: { waste: ['9D'] } }, '8D', 'oW', true],
    ['Reserve and waste pile: the same suit as the exposed card, of the next higher or next lower rank.', { A: noReserve, B: { waste: ['9D'] } }, 'TD', 'oW', true],
    ['Reserve and waste pile: the same suit as the exposed card, of the next higher or next lower rank.', { A: noReserve, B: { waste: ['9D'] } }, '9C', 'oW', false],
    ['Reserve and waste pile: the same suit as the exposed card, of the next higher or next lower rank.', { B: { reserve: ['5H'] } }, '4H', 'oR', true],
    ['An empty waste pile has no exposed card to load on.', { A: noReserve, B: { waste: [] } }, '8D', 'oW', false],
    ['It is illegal to move cards to your own reserve.', { A: { reserve: ['5S'] } }, '4S', 'R', false],
    ['It is illegal to move cards to your own waste pile (but for the hand card that ends the turn, which is no building).', { A: { reserve: [], waste: ['5S'] } }, '4S', 'W', false],
  ])('%s (%s on %s: %s)', (_, l, card, pile, expected) => {
    const p = positionOf(l);
    const to = parseMove(`h1-${pile}`, p.rules);
    if (!to.ok || to.value.kind !== 'move') throw new Error(`no pile ${pile}`);
    expect(fits(p, to.value.to, parseCard(card)!)).toBe(expected);
  });

  test('the three-player game: a house out of play takes no card, and the second opponent is loaded like the first', () => {
    const p = positionOf({ rules: 'three-players', houses: { 2: null, 9: ['QD'] }, C: { reserve: ['6C'] } });
    const [closed, secondOpponent] = ['h1-h2', 'h1-o2R'].map((s) => parseMove(s, p.rules));
    if (!closed?.ok || closed.value.kind !== 'move' || !secondOpponent?.ok || secondOpponent.value.kind !== 'move') throw new Error('moves');
    expect(fits(p, closed.value.to, parseCard('QH')!)).toBe(false);
    expect(fits(p, secondOpponent.value.to, parseCard('7C')!)).toBe(true);
    expect(fits(p, secondOpponent.value.to, parseCard('7D')!)).toBe(false);
  });
});

describe('two moves are the same', () => {
  const move = (s: string): Move => {
    const m = parseMove(s, { pack: 'double', players: 3 });
    if (!m.ok) throw new Error(m.error);
    return m.value;
  };
  test.each<[string, string, boolean]>([
    ['h1-f2', 'h1-f2', true],
    // A group of one is the single move (shared/position-format.md, "Group moves").
    ['h3*1-h5', 'h3-h5', true],
    ['h3*2-h5', 'h3-h5', false],
    ['h1-f2', 'h1-f3', false],
    ['R-oW', 'R-o2W', false],
    ['turn', 'turn', true],
    ['pass', 'turn', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(sameMove(move(a), move(b))).toBe(same);
    expect(sameMove(move(b), move(a))).toBe(same);
  });
});

describe('the same table under other rules', () => {
  /** Every card on the table where it lies, and who is to move: what a reading under other rules keeps. */
  const table = (p: ReturnType<typeof positionOf>) => {
    const { rules: _, faceDown: __, turnBegun: ___, ...json } = positionJSON(p);
    return json;
  };
  const houses = { 1: ['5D', '8S'], 2: ['9C'] };

  test('every card stays where it lies, under the rules asked for', () => {
    const p = positionOf({ houses: { 1: ['9C', '8H'] }, B: { waste: ['4D'] } });
    const strict = underRules(p, 'strict');
    if (!strict.ok) throw new Error(contractMessage(strict.fault));
    expect(strict.value.rules.strictLoad).toBe(true);
    expect(table(strict.value)).toEqual(table(p));
  });

  test('Simplified Variant, Three-player Game: rules that lay out another table cannot read this one', () => {
    const p = positionOf({});
    expect(underRules(p, 'one-pack')).toMatchObject({ ok: false, code: 'other-table', rules: { pack: 'single', players: 2 } });
    expect(underRules(p, 'three-players')).toMatchObject({ ok: false, code: 'other-table', rules: { pack: 'double', players: 3 } });
  });

  test('Variant Tableau: "the three strict rules above are observed", so they cannot be switched off while it stays on', () => {
    const p = positionOf({ rules: 'face-down-tableau', houses, faceDown: { 1: 1 } });
    expect(underRules(p, { faceDownTableau: true, strictLoad: false, strictSpaces: false })).toMatchObject({
      ok: false,
      code: 'implied',
      option: 'faceDownTableau',
      implied: ['strictLoad', 'strictSpaces'],
    });
  });

  test('face-down cards are kept: rules without them cannot read the table, unless the cards are turned face up', () => {
    const p = positionOf({ rules: 'face-down-tableau', houses: { 2: ['9C', '8H'] }, faceDown: { 2: 1 } });
    expect(underRules(p, 'standard')).toMatchObject({ ok: false, code: 'fault', fault: { code: 'unknown-field', field: 'faceDown' } });
    const up = underRules(p, 'standard', { faceUp: true });
    if (!up.ok) throw new Error(contractMessage(up.fault));
    expect(up.value.faceDown).toBeNull();
    expect(table(up.value)).toEqual(table(p));
    // Under rules that have them, they stay face down either way.
    for (const faceUp of [false, true]) expect(underRules(p, { faceDownTableau: true, groupMoves: true }, { faceUp })).toMatchObject({ ok: true, value: { faceDown: p.faceDown } });
  });

  test('turned face up, a card that breaks its house\'s order cannot lie there under the standard rules: the fault says where', () => {
    const p = positionOf({ rules: 'face-down-tableau', houses, faceDown: { 1: 1 } });
    expect(underRules(p, 'standard', { faceUp: true })).toMatchObject({ ok: false, code: 'fault', fault: { code: 'house-order', pile: { kind: 'house', index: 0 } } });
  });

  test('a face-down reserve and a turn begun under the early hand turn are let go with the face-down cards', () => {
    const reserve = positionOf({ rules: { faceDownReserve: true }, A: { reserve: ['3C', '7H'], reserveFaceDown: true } });
    expect(underRules(reserve, 'standard')).toMatchObject({ ok: false, code: 'fault', fault: { code: 'unknown-field', field: 'A.reserveFaceDown' } });
    expect(underRules(reserve, 'standard', { faceUp: true })).toMatchObject({ ok: true, value: { A: { reserveFaceDown: false } } });
    const begun = positionOf({ rules: 'lenient', turnBegun: true });
    expect(underRules(begun, 'standard')).toMatchObject({ ok: false, code: 'fault', fault: { code: 'unknown-field', field: 'turnBegun' } });
    expect(underRules(begun, 'standard', { faceUp: true })).toMatchObject({ ok: true, value: { turnBegun: false } });
    expect(underRules(begun, { earlyHandTurn: true }, { faceUp: true })).toMatchObject({ ok: true, value: { turnBegun: true } });
  });
});

describe('the cards of a game', () => {
  const copies = (cards: readonly number[]) => {
    const n = new Map<number, number>();
    for (const c of cards) n.set(c, (n.get(c) ?? 0) + 1);
    return n;
  };
  test.each<[string, string, number, number, number]>([
    // [rules text, preset, cards, copies of each card, jokers]
    ['Players and Cards: two standard 52-card packs are needed, one for each player.', 'standard', 104, 2, 0],
    ['Simplified Variant: just one standard 52-card pack is used.', 'one-pack', 52, 1, 0],
    ['Three-player Game: two standard 52-card packs plus one joker are used.', 'three-players', 105, 2, 1],
  ])('%s', (_, preset, total, each, jokers) => {
    const rules = parseRules(preset);
    if (!rules.ok) throw new Error(rules.error);
    const cards = gameCards(rules.value);
    expect(cards).toHaveLength(total);
    const n = copies(cards);
    expect(n.get(JOKER) ?? 0).toBe(jokers);
    n.delete(JOKER);
    expect(n.size).toBe(52);
    expect([...n.values()].every((k) => k === each)).toBe(true);
  });
  test('three players are dealt every card of the game between them: 35 each', () => {
    const rules = parseRules('three-players');
    if (!rules.ok) throw new Error(rules.error);
    expect(gameCards(rules.value)).toHaveLength(3 * layoutOf(rules.value).cardsEach);
  });
});

describe('the players in seat order', () => {
  test('A and B; with three players, C after B, as the turn goes round (Three-player Game)', () => {
    const three = positionOf({ rules: 'three-players', houses: { 9: ['QD'] } });
    expect(playersOf(positionOf({}))).toEqual(['A', 'B']);
    expect(playersOf(three)).toEqual(['A', 'B', 'C']);
    // The seats from the rules or the layout alone, before any position is read.
    expect(seatsOf(three.rules)).toEqual(['A', 'B', 'C']);
    expect(seatsOf(layoutOf({ pack: 'single', players: 2 }))).toEqual(['A', 'B']);
  });
});
