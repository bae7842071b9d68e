// Every curated puzzle checked against the engine, and the collection's coverage of the
// rules: the priorities, the building rules, the hand, loading, groups and every variant.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { isFoundation, isHouse, isLoad, layoutOf, legalMoves, moveTo, parseRules, PRESETS, priorities, PRIORITY_REASONS, RULE_OPTIONS, stopRuleOn, TURNED, WASTE, type Move, type Reason, type RuleOption, type RuleSet } from '../../src/engine';
import { puzzleSchema, type Puzzle } from '../../src/puzzles/schema';
import { isStandard } from '../../src/engine';
import { candidateOf, puzzleFault, startOf, stepsOf, temptingMoves } from '../../src/puzzles/puzzle';
import { THEME_IDS } from '../../src/puzzles/themes';

const puzzles: Puzzle[] = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => ({ id: f.replace(/\.yaml$/, ''), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));
const rulesOf = (p: Puzzle): RuleSet => {
  const r = parseRules(p.position.rules);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('every puzzle', () => {
  test.each(puzzles.map((p) => [p.id, p] as const))('%s is valid and its answer is the engine\'s', (_, p) => {
    expect(puzzleFault(p)).toBeNull();
  });

  // A compulsory puzzle is one of two kinds. Either a priority rule decides it, and some tempting
  // wrong move is stopped by that rule; or no card can be played anywhere, and the hand turn (or,
  // with a card turned up, the discard) is the one move left: then no priority rule is in it.
  const compulsory = puzzles.flatMap((p) => (p.kind === 'compulsory' ? [p] : []));
  const lastMove: Record<'hand-turn' | 'discard', { readonly words: string; readonly move: Move }> = {
    'hand-turn': { words: 'hand turn', move: { kind: 'turn' } },
    discard: { words: 'discard', move: moveTo(TURNED, WASTE) },
  };
  const lastMoveOf = (p: Puzzle) => (p.themes[0] === 'hand-turn' || p.themes[0] === 'discard' ? p.themes[0] : null);

  test.each(compulsory.filter((p) => !lastMoveOf(p)).map((p) => [p.id, p] as const))('%s: a tempting wrong move is stopped by a priority rule', (_, p) => {
    expect(temptingMoves(startOf(p)).length).toBeGreaterThan(0);
  });

  const lastMoves = compulsory.flatMap((p) => {
    const theme = lastMoveOf(p);
    return theme ? [[p.id, lastMove[theme].words, lastMove[theme].move, p] as const] : [];
  });
  test.each(lastMoves)('%s: the %s is the only move the rules allow, and no priority rule forbids the others', (_, __, move, p) => {
    const start = startOf(p);
    expect(legalMoves(start)).toEqual([move]);
    expect(temptingMoves(start)).toEqual([]);
  });
});

describe('the collection', () => {
  const kinds = (k: Puzzle['kind']) => puzzles.filter((p) => p.kind === k);
  const stops = puzzles.flatMap((p) => (p.kind === 'stop' ? [p] : []));
  const compulsory = puzzles.flatMap((p) => (p.kind === 'compulsory' ? [p] : []));
  const themes = new Set(puzzles.flatMap((p) => p.themes));

  test('has at least 300 puzzles, about half of them Stop puzzles', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(300);
    expect(kinds('compulsory').length).toBeGreaterThanOrEqual(100);
    expect(stops.length / puzzles.length).toBeGreaterThan(0.4);
    expect(stops.length / puzzles.length).toBeLessThan(0.7);
  });

  test('gives the daily pick enough of each kind of day: errors and clean turns under the standard rules, errors under named rules', () => {
    const pool = puzzles.map(candidateOf);
    expect(pool.filter((c) => c.kind === 'stop' && c.standard && !c.clean).length).toBeGreaterThanOrEqual(100);
    expect(pool.filter((c) => c.kind === 'stop' && c.standard && c.clean).length).toBeGreaterThanOrEqual(25);
    expect(pool.filter((c) => c.kind === 'stop' && !c.standard && !c.clean).length).toBeGreaterThanOrEqual(30);
  });

  test('uses every theme, and every puzzle has one', () => {
    for (const t of THEME_IDS) expect(themes, t).toContain(t);
    for (const p of puzzles) expect(p.themes.length).toBeGreaterThan(0);
  });

  // Rule 3 is never a compulsory puzzle: with a space open any house card may go into it
  // too, so the reserve card is never the one answer; its puzzles are Stops.
  test('trains every priority rule, as a compulsory move (rules 1 and 2) and as an error to stop', () => {
    const forced = new Set(compulsory.flatMap((p) => {
      const pr = priorities(startOf(p));
      return [pr.forcedBy ?? pr.turnBar()?.reason ?? 'none'];
    }));
    const errors = new Set(stops.flatMap((p) => (p.error ? [p.error.reason] : [])));
    for (const r of ['reserve-to-foundation-first', 'foundation-first', 'fill-spaces-first'] as Reason[]) expect(errors, r).toContain(r);
    for (const r of ['reserve-to-foundation-first', 'foundation-first'] as Reason[]) expect(forced, r).toContain(r);
    for (const r of ['release-first', 'load-first', 'spaces-first', 'uncover-first'] as Reason[]) expect([...forced, ...errors], r).toContain(r);
  });

  test('trains every building rule: houses, foundations, loading and spaces', () => {
    const misfits = stops.flatMap((p) => {
      if (!p.error || p.error.reason !== 'does-not-fit') return [];
      const m = stepsOf(p).at(-1)!.move;
      return m.kind === 'move' ? [m.to] : [];
    });
    expect(misfits.some(isHouse), 'a card that does not fit a house').toBe(true);
    expect(misfits.some(isFoundation), 'a card that does not fit a foundation').toBe(true);
    expect(misfits.some(isLoad), 'a load that does not fit').toBe(true);
    // Spaces: a card moved into an empty house, and a space that must be filled.
    const intoSpace = stops.some((p) => stepsOf(p).some((s) => s.verdict.legal && s.move.kind === 'move' && isHouse(s.move.to) && s.before.houses[s.move.to]!.length === 0));
    expect(intoSpace).toBe(true);
    expect(themes).toContain('fill-spaces');
  });

  test('trains the hand turn, the discard, loading and group moves, in the moves shown', () => {
    const moves = stops.flatMap((p) => stepsOf(p).map((s) => s.move));
    expect(moves.some((m) => m.kind === 'turn')).toBe(true);
    expect(moves.some((m) => m.kind === 'move' && m.from === TURNED && m.to === WASTE)).toBe(true);
    expect(moves.some((m) => m.kind === 'move' && isLoad(m.to))).toBe(true);
    expect(moves.some((m) => m.kind === 'move' && m.count > 1)).toBe(true);
    expect(compulsory.some((p) => p.answer.includes('turn'))).toBe(true);
    expect(compulsory.some((p) => p.answer.includes('X-W'))).toBe(true);
  });

  test('has positions with no error, and errors of every kind a player can see on the table', () => {
    expect(stops.filter((p) => p.error === null).length).toBeGreaterThanOrEqual(25);
    const reasons = new Set(stops.flatMap((p) => (p.error ? [p.error.reason] : [])));
    for (const r of ['not-available', 'bad-target', 'does-not-fit', 'no-hand-card', ...PRIORITY_REASONS]) expect(reasons, r).toContain(r);
  });

  // A preset needs puzzles when it rules on moves otherwise than the standard game and has a Stop
  // to call: one that only prices a Stop call (knock) judges every move as the standard game does.
  test('covers every preset and every house rule of the variants', () => {
    const presets = new Set(puzzles.map((p) => (typeof p.position.rules === 'string' ? p.position.rules : '')));
    // Every option turned on or off, the variants' and the family rules', as the engine lists them.
    const flags = RULE_OPTIONS.flatMap((o) => (o.kind === 'flag' ? [o.id] : []));
    expect(flags).toContain('strictRelease');
    const shapes = (id: string) => (RULE_OPTIONS as readonly RuleOption[]).find((o) => o.id === id)!.shapes;
    const judged = PRESETS.filter((preset) => {
      const r = parseRules(preset.id);
      return r.ok && stopRuleOn(r.value) && Object.keys(preset.options).some((o) => shapes(o) !== 'calls');
    });
    expect(judged.length).toBeGreaterThan(1);
    for (const preset of judged) expect(presets, preset.id).toContain(preset.id);
    const options = new Set(
      puzzles.flatMap((p) => {
        const r = rulesOf(p);
        const on = flags.filter((o) => r[o]);
        return [...on, ...(r.reserveSize < layoutOf(r).defaultReserve ? ['reserveSize'] : [])];
      }),
    );
    for (const o of [...flags, 'reserveSize']) expect(options, o).toContain(o);
    // Each option also on its own, so a puzzle shows what that rule alone changes.
    // Every option that rules on play, and the smaller reserve, alone: written as options or as a preset of that one option.
    const given = (rules: unknown) => Object.keys(typeof rules === 'string' ? PRESETS.find((preset) => preset.id === rules)!.options : (rules as object));
    const alone = new Set(puzzles.flatMap((p) => (given(p.position.rules).length === 1 ? given(p.position.rules) : [])));
    const play = RULE_OPTIONS.filter((o) => o.shapes === 'play').map((o) => o.id);
    expect(play).toContain('loneCardStays');
    for (const o of [...play, 'reserveSize']) expect(alone, o).toContain(o);
    expect(puzzles.filter((p) => !isStandard(p.position.rules)).length).toBeGreaterThanOrEqual(100);
  });

  test("a stop puzzle's moves are played out on the table up to the error", () => {
    for (const p of stops) {
      const steps = stepsOf(p);
      expect(steps.length).toBe(p.moves.length);
      steps.forEach((s, i) => expect(s.verdict.legal, `${p.id} move ${i + 1}`).toBe(p.error?.at !== i));
    }
  });
});
