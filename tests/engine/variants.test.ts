// "Variations" of the rules text: each rule option and preset, case by case.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { deal, isStandard, layoutOf, parseRules, positionJSON, PRESETS, RULE_OPTIONS, validatePosition, type RuleOption, type RuleSet } from '../../src/engine';
import { judgeRequest as judge } from '../../src/telling/judge';
import { ask, layout, type Layout } from '../support/positions';

const rules = (spec: unknown): RuleSet => {
  const r = parseRules(spec);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const verdictOf = (l: Layout, move: string) => {
  const out = ask(l, move);
  return out.verdict === 'legal' ? 'legal' : out.reason;
};

describe('strict release: a buried card that fits a foundation must be freed when it can be', () => {
  // 8♣ (fits foundation 1) lies under 7♥, which can go on 8♠ in house 2: one move.
  // 5♦ (fits foundation 2) lies under 4♠ and 3♥: 3♥ onto 4♣ (house 4), then 4♠ onto 5♥ (house 5): two moves.
  const base = (spec: object): Layout => ({
    rules: spec,
    A: { reserve: ['9S'] },
    houses: { 1: ['8C', '7H'], 2: ['8S'], 3: ['5D', '4S', '3H'], 4: ['4C'], 5: ['5H'] },
    foundations: { 1: ['AC', '2C', '3C', '4C', '5C', '6C', '7C'], 2: ['AD', '2D', '3D', '4D'] },
  });

  test('the next move must begin a release; any release within the bound will do', () => {
    const out = ask(base({ strictRelease: true }));
    expect(out.forcedBy).toBe('release-first');
    expect(out.legal).toEqual(expect.arrayContaining(['h1-h2', 'h3-h4', 'h4-h5']));
    expect(out.legal).not.toContain('turn');
  });

  test('fewest moves: only a move that begins a shortest release', () => {
    expect(ask(base({ fewestMovesRelease: true }))).toMatchObject({ forcedBy: 'release-first', legal: ['h1-h2'] });
    expect(verdictOf(base({ fewestMovesRelease: true }), 'h3-h4')).toBe('release-first');
  });

  test('the Stop shows the release sequence and names the house rule', () => {
    const out = ask(base({ fewestMovesRelease: true }), 'turn');
    expect(out.explanation).toBe(
      'Under the strict release rule, in the fewest moves, a buried card that fits a foundation must be freed when it can be: move 7♥ from house 1 to house 2.',
    );
    expect(out.after!.houses[1]).toEqual(['8S', '7H']);
    expect(out.after!.toMove).toBe('B');
    const two = ask({ ...base({ strictRelease: true }), houses: { 1: ['8C', '7H'], 2: ['KH'], 3: ['5D', '4S', '3H'], 4: ['4C'], 5: ['5H'] } }, 'turn');
    // Two releases of two moves each: a shortest one is shown.
    expect(two.explanation).toMatch(/move 4♣ from house 4 to house 5, then 7♥ from house 1 to house 4\.$/);
  });

  test('fewestMovesRelease implies strictRelease; without either, releasing is free', () => {
    expect(rules({ fewestMovesRelease: true }).strictRelease).toBe(true);
    expect(parseRules({ fewestMovesRelease: true, strictRelease: false })).toEqual({
      ok: false,
      error: 'rules.strictRelease: cannot be false when fewestMovesRelease is true, which implies it',
    });
    expect(ask(base({})).forcedBy).toBeNull();
    expect(verdictOf(base({}), 'turn')).toBe('legal');
  });
});

describe('strict spaces: before the hand turn, make every space you can and fill it', () => {
  const base = (spec: object): Layout => ({ rules: spec, A: { reserve: ['9S', '2C'] }, houses: { 1: ['7H'], 2: ['8C'] } });
  test('turning while a space could be made is a Stop; other moves are free', () => {
    const out = ask(base({ strictSpaces: true }), 'turn');
    expect(out).toMatchObject({ verdict: 'stop', reason: 'spaces-first', forcedBy: null });
    expect(out.explanation).toBe(
      'Under the strict spaces rule, before turning a hand card you must make every space you can and fill it from your reserve: move 7♥ from house 1 to house 2.',
    );
    // The correction carries out only a compulsion in force or rule 3's filling; the space-making sequence is only shown.
    expect(out.after!.houses.slice(0, 2)).toEqual([['7H'], ['8C']]);
    expect(out.legal).toContain('h1-h2');
    expect(out.legal).not.toContain('turn');
  });
  test('with an empty reserve, or without the rule, turning is allowed', () => {
    expect(verdictOf({ ...base({ strictSpaces: true }), A: { reserve: [] } }, 'turn')).toBe('legal');
    expect(verdictOf(base({}), 'turn')).toBe('legal');
  });
  test('the space made must then be filled from the reserve (rule 3)', () => {
    expect(verdictOf({ rules: { strictSpaces: true }, A: { reserve: ['9S', '2C'] }, houses: { 1: [], 2: ['8C', '7H'] } }, 'turn')).toBe('fill-spaces-first');
  });
});

describe('face-down tableau', () => {
  test('the deal: a face-down card under each house, and a smaller hand', () => {
    const { position: p } = deal(9, rules({ faceDownTableau: true }), { faceDownTableau: true });
    expect(p.faceDown).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(p.houses.every((h) => h.length === 2)).toBe(true);
    expect(p.A.hand.length + p.A.reserve.length).toBe(52 - 8);
    expect(positionJSON(p).faceDown).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  test('the three strict rules come with it', () => {
    expect(rules({ faceDownTableau: true })).toMatchObject({ strictRelease: true, strictLoad: true, strictSpaces: true });
    expect(parseRules({ faceDownTableau: true, strictLoad: false })).toMatchObject({ ok: false });
  });

  const covered: Layout = { rules: { faceDownTableau: true }, A: { reserve: ['9S'] }, houses: { 1: ['9D', '7H'], 2: ['8C'] }, faceDown: { 1: 1 } };
  test('once no foundation play is open, uncovering a face-down card is compulsory', () => {
    const out = ask(covered);
    expect(out).toMatchObject({ forcedBy: 'uncover-first', legal: ['h1-h2'] });
    const stop = ask(covered, 'turn');
    expect(stop.reason).toBe('uncover-first');
    expect(stop.explanation).toBe(
      'Under the face-down tableau rule, once no card can go to a foundation you must uncover face-down cards when you can: move 7♥ from house 1 to house 2.',
    );
  });

  test('an uncovered card is turned face up', () => {
    const out = ask(covered, 'h1-h2');
    expect(out.after!.faceDown![0]).toBe(0);
    expect(out.after!.houses[0]).toEqual(['9D']);
  });

  test('strict loading comes before uncovering', () => {
    expect(ask({ ...covered, B: { waste: ['TS'] } })).toMatchObject({ forcedBy: 'load-first', legal: ['R-oW'] });
  });

  test('face-down cards are known to the engine but hidden from view: the outermost card is always face up', () => {
    expect(judge({ position: layout({ ...covered, faceDown: { 1: 2 } }) })).toEqual({
      error: 'faceDown[0]: 2 face-down cards, but the outermost card of a house is always face up',
    });
    expect(judge({ position: { ...layout(), faceDown: [0, 0, 0, 0, 0, 0, 0, 0] } })).toEqual({ error: 'faceDown: unknown field' });
  });
});

describe('lenient: early hand turn and the waste in play', () => {
  const rule1: Layout = { rules: 'lenient', A: { reserve: ['3H'] }, foundations: { 1: ['AH', '2H'] } };
  test('the hand card may be turned even while a compulsory move waits', () => {
    expect(verdictOf(rule1, 'turn')).toBe('legal');
    expect(ask(rule1).legal).toEqual(['R-f1', 'turn']);
  });
  test('turning early excuses nothing: the compulsory move still comes first', () => {
    expect(verdictOf({ ...rule1, A: { reserve: ['3H'], turned: '9C' } }, 'X-W')).toBe('reserve-to-foundation-first');
  });
  test('rule 3 does not bar the early turn either', () => {
    expect(verdictOf({ rules: { earlyHandTurn: true }, A: { reserve: ['9S'] }, houses: { 3: [] } }, 'turn')).toBe('legal');
  });
  test('the preset sets exactly these two options', () => {
    expect(PRESETS.find((p) => p.id === 'lenient')!.options).toEqual({ earlyHandTurn: true, wasteAvailable: true });
  });
});

describe('face-down reserve', () => {
  const start: Layout = { rules: { faceDownReserve: true }, A: { reserve: ['5C', '9H'], reserveFaceDown: true }, houses: { 1: ['AS'] } };
  test('tableau cards go to the foundations before the reserve is turned up', () => {
    expect(ask(start)).toMatchObject({ forcedBy: 'foundation-first', legal: ['h1-f1', 'h1-f2', 'h1-f3', 'h1-f4', 'h1-f5', 'h1-f6', 'h1-f7', 'h1-f8'] });
    const out = ask(start, 'R-h2');
    expect(out.reason).toBe('not-available');
    expect(out.explanation).toMatch(/^Your reserve is still face down/);
  });
  test('then the reserve turns up by itself', () => {
    const after = ask(start, 'h1-f1').after!;
    expect(after.A).toEqual({ reserve: ['5C', '9H'], hand: 10, waste: [], turned: null });
  });
  test('nothing can be loaded onto a reserve still face down', () => {
    expect(verdictOf({ rules: { faceDownReserve: true }, A: { reserve: ['4H'] }, B: { reserve: ['??'] } }, 'R-oR')).toBe('does-not-fit');
    expect(verdictOf({ rules: { faceDownReserve: true }, A: { reserve: ['4H'] }, B: { reserve: ['5H'], reserveFaceDown: true } }, 'R-oR')).toBe('does-not-fit');
  });
  test('the deal: every reserve face down, but the first player’s turned up when no ace is in the tableau', () => {
    for (let seed = 0; seed < 20; seed++) {
      const p = deal(seed, rules({ faceDownReserve: true }), { faceDownReserve: true }).position;
      const other = p.toMove === 'A' ? p.B : p.A;
      expect(other.reserveFaceDown).toBe(true);
      const aceShowing = p.houses.some((h) => h[h.length - 1]! % 13 === 0);
      expect(p[p.toMove]!.reserveFaceDown).toBe(aceShowing);
    }
  });
  test('reserveFaceDown belongs to this variant only', () => {
    expect(judge({ position: layout({ A: { reserveFaceDown: true } }) })).toEqual({ error: 'A.reserveFaceDown: unknown field' });
  });
});

describe('group moves (the permissive variant)', () => {
  const l = (spec: unknown): Layout => ({ rules: spec, A: { reserve: [] }, houses: { 1: ['KS', 'QH', 'JC'] } });
  test('an ordered run moves as a group onto a house', () => {
    expect(verdictOf(l({ groupMoves: true }), 'h1*2-h4')).toBe('legal');
    const after = ask(l({ groupMoves: true }), 'h1*2-h4').after!;
    expect(after.houses[0]).toEqual(['KS']);
    expect(after.houses[3]).toEqual(['KC', 'QH', 'JC']);
    expect(ask(l({ groupMoves: true })).legal).toContain('h1*2-h4');
  });
  test('a group must fit where it lands, may go only to a house, and cannot be larger than the run', () => {
    expect(verdictOf(l({ groupMoves: true }), 'h1*2-h3')).toBe('does-not-fit');
    expect(verdictOf(l({ groupMoves: true }), 'h1*2-oR')).toBe('does-not-fit');
    expect(verdictOf(l({ groupMoves: true }), 'h1*4-h4')).toBe('not-available');
  });
  test('in the standard game a group with no space to pass through is a Stop', () => {
    expect(verdictOf(l('standard'), 'h1*2-h4')).toBe('not-available');
  });
});

describe('one pack', () => {
  const onePack = rules('one-pack');
  test('the deal: hearts and clubs against spades and diamonds, three houses each, reserve 5', () => {
    const { position: p } = deal(4, onePack, 'one-pack');
    const suitsOf = (cards: number[]) => new Set(cards.map((c) => Math.floor(c / 13)));
    expect(suitsOf([...p.A.reserve, ...p.A.hand, ...p.houses.slice(0, 3).flat()])).toEqual(new Set([1, 3]));
    expect(suitsOf([...p.B.reserve, ...p.B.hand, ...p.houses.slice(3).flat()])).toEqual(new Set([0, 2]));
    expect(p.A.reserve).toHaveLength(5);
    expect(p.A.hand).toHaveLength(18);
    expect(p.houses).toHaveLength(6);
    expect(p.foundations).toHaveLength(4);
    expect(validatePosition(p)).toBeNull();
  });
  test('the reserve size can be chosen, and the hand takes the rest', () => {
    expect(deal(4, rules({ pack: 'single', reserveSize: 7 })).position.A.hand).toHaveLength(16);
  });
  test('six houses and four foundations in positions and move strings', () => {
    const l: Layout = { rules: 'one-pack', A: { reserve: ['5C'] }, B: { reserve: ['5D'] }, houses: { 1: ['KS'], 2: ['KH'], 3: ['KD'], 4: ['KC'], 5: ['QS'], 6: ['QH'] } };
    expect(ask(l).legal).toEqual(['h5-h2', 'h5-h3', 'h6-h1', 'h6-h4', 'turn']);
    expect(judge({ position: layout(l), move: 'h7-h1' })).toEqual({ error: 'move: "h7" is not a pile to move from (R, X, W, h1-h6, oR, oW or f1-f4)' });
    expect(judge({ position: layout({ ...l, B: { reserve: ['KS'] } }) })).toEqual({ error: 'cards: KS appears 2 times, but one pack holds only one' });
  });
});

describe('three players', () => {
  const three = rules('three-players');
  const table: Layout = {
    rules: 'three-players',
    A: { reserve: ['9C'] },
    B: { reserve: ['9D'] },
    C: { reserve: ['9H'], waste: ['4S'] },
    houses: { 1: ['KS'], 2: ['KH'], 3: ['KD'], 4: ['KC'], 5: ['KS'], 6: ['KH'], 7: ['KD'], 8: ['KC'], 9: ['3S'] },
  };
  test('the deal: two packs and a joker, 35 cards each, nine houses', () => {
    const { position: p } = deal(11, three, 'three-players');
    const json = positionJSON(p);
    const cards = (['A', 'B', 'C'] as const).flatMap((w) => [...json[w]!.reserve, ...(json[w]!.hand as string[])]).concat(json.houses.flatMap((h) => h ?? []));
    // Every card is dealt; the joker is gone only if it showed its face and was set aside.
    expect(cards.length).toBe(cards.includes('JK') ? 105 : 104);
    expect(cards.filter((c) => c === 'AS')).toHaveLength(2);
    expect(p.houses).toHaveLength(9);
    expect(layoutOf(three)).toMatchObject({ houses: 9, foundations: 8, players: 3 });
    expect(p.A.reserve).toHaveLength(8);
    expect(validatePosition(p)).toBeNull();
  });
  test('turns go A, B, C; a discard by C hands the turn to A', () => {
    expect(ask({ ...table, toMove: 'B', B: { reserve: ['9D'], turned: '2D' } }, 'X-W').after!.toMove).toBe('C');
    expect(ask({ ...table, toMove: 'C', C: { reserve: ['9H'], turned: '2D' } }, 'X-W').after!.toMove).toBe('A');
  });
  test('either opponent may be loaded: o2W is the waste of the player after next', () => {
    expect(verdictOf(table, 'h9-o2W')).toBe('legal');
    expect(ask(table, 'h9-o2W').after!.C!.waste).toEqual(['4S', '3S']);
  });
  test('the first house emptied leaves play for good', () => {
    const after = ask(table, 'h9-o2W').after!;
    expect(after.houses[8]).toBeNull();
    const next = { ...table, C: { reserve: ['9H'], waste: ['4S', '3S'] }, houses: { ...table.houses, 9: null } };
    expect(verdictOf({ ...next, A: { reserve: ['9C'], turned: '2D' } }, 'X-h9')).toBe('bad-target');
    expect(verdictOf(next, 'turn')).toBe('legal'); // a closed house is not a space to fill
  });
  test('the joker is set aside as soon as it is turned up', () => {
    const out = ask({ ...table, A: { reserve: ['9C'], hand: ['5S', 'JK'] } }, 'turn');
    expect(out.after!.A).toMatchObject({ hand: ['5S'], turned: null });
  });
  test('a win scores 30 plus both opponents’ counts', () => {
    const out = ask({ ...table, A: { reserve: [], hand: [], turned: '2S' }, B: { reserve: ['9D'], hand: 3 }, C: { reserve: [], hand: 0, waste: ['4S', '3S'] }, foundations: { 1: ['AS'] } }, 'X-f1');
    expect(out.result).toEqual({ kind: 'win', winner: 'A', points: 30 + (3 + 2) + 2 });
  });
});

describe('presets', () => {
  test.each(PRESETS.map((p) => [p.id, p] as const))('%s can be named in a position and deals a valid game', (id, preset) => {
    const r = rules(id);
    expect(r).toEqual(rules(preset.options));
    const p = deal(1, r, id).position;
    expect(validatePosition(p)).toBeNull();
    const out = judge({ position: positionJSON(p) });
    expect('legal' in out && out.legal.length).toBeGreaterThan(0);
  });
});

describe('the documented extension example', () => {
  test('docs/position-format-extensions.md’s example is a valid position, answered as it says', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync('docs/position-format-extensions.md', 'utf8');
    const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(doc)![1]!);
    expect(judge({ position: example })).toEqual({ legal: ['X-f1'], forcedBy: 'foundation-first', result: null });
  });
});

test('the standard rules, however written, are the standard rules', () => {
  for (const spec of ['standard', {}, { wasteAvailable: false }, { reserveSize: 13 }]) expect(isStandard(spec)).toBe(true);
  for (const spec of ['lenient', 'one-pack', { strictLoad: true }, { reserveSize: 12 }, 'no-such-rules']) expect(isStandard(spec)).toBe(false);
});

test('the family rules, offered as house rules on the play page, are exactly the options docs/rules-decisions.md writes down as another program\'s rule', () => {
  const doc = readFileSync('docs/rules-decisions.md', 'utf8');
  const section = doc.slice(doc.indexOf('\n## Family rules'), doc.indexOf('\n## ', doc.indexOf('\n## Family rules') + 1) >>> 0);
  const documented = [...section.matchAll(/^### .*\(`(\w+)`\)$/gm)].map((m) => m[1]).sort();
  expect(documented.length).toBeGreaterThan(0);
  expect((RULE_OPTIONS as readonly RuleOption[]).filter((o) => o.family).map((o) => o.id).sort()).toEqual(documented);
});
