// The house-rules table: the same position and move judged under every preset and each
// option changed alone, the rows that decide the argument marked.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { expect, test } from 'vitest';
import { contractMessage, deal, formatMove, legalMoves, parseMove, parsePosition, parseRules, positionJSON, priorities, PRESETS, rng, RULE_OPTIONS, type Move, type Position } from '../../src/engine';
import { playRandomGame } from '../../src/players/random';
import { startOf } from '../../src/puzzles/puzzle';
import { puzzleSchema, type Puzzle } from '../../src/puzzles/schema';
import { rulesText } from '../../src/i18n/rules';
import { rulesAboutText } from '../../src/i18n/rules-about';
import { analysisWords } from '../../src/i18n/analysis';
import type { en } from '../../src/i18n/rules-about/en';
import { rulesInWords } from '../../src/telling/rules';
import { notApplicableWords, rowWords, summaryWords } from '../../src/components/house-rules-words';
import type { Locale } from '../../src/i18n/locales';
import { houseRules as rowsOf, summaryOf, type Row } from '../../src/share/house-rules';
import { LONE_CARD } from '../support/family-tables';

const puzzles: Puzzle[] = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({ id: f.slice(0, 3), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));
const find = (theme: string, rules: string) => puzzles.find((p) => p.kind === 'compulsory' && p.themes[0] === theme && p.position.rules === rules)!;
/** The table as the analysis board shows it: each row named, and why a row cannot judge, in words. */
const houseRules = (p: Position, move: Move | null, locale: Locale) =>
  rowsOf(p, move).map((r: Row) => ({
    ...rowWords(r.rules, locale),
    differs: r.differs,
    ruling: r.ruling.kind === 'not-applicable' ? { kind: r.ruling.kind, why: notApplicableWords(r.ruling.why, locale) } : r.ruling,
  }));
type Named = ReturnType<typeof houseRules>[number];
const byName = (rows: Named[], name: string) => rows.find((r) => r.name === name)!;

test('turning the hand card while the reserve card fits a foundation: stopped by rule 1, allowed only by the early hand turn', () => {
  const p = startOf(find('reserve-first', 'standard'));
  const turn = parseMove('turn', p.rules);
  if (!turn.ok) throw new Error(turn.error);
  const rows = houseRules(p, turn.value, 'en');
  expect(byName(rows, 'These rules').ruling).toMatchObject({ kind: 'stop', reason: 'reserve-to-foundation-first' });
  expect(byName(rows, 'Strict').ruling).toMatchObject({ kind: 'stop', reason: 'reserve-to-foundation-first' });
  // Without the Stop rule the move is refused, which is not a Stop: those rows differ too.
  expect(rows.filter((r) => r.differs).map((r) => r.name).sort()).toEqual(['Casual', 'Early hand turn: on', 'Illegal moves refused: on', 'Lenient']);
  expect(byName(rows, 'Casual').ruling).toMatchObject({ kind: 'refused', reason: 'reserve-to-foundation-first' });
  expect(byName(rows, 'Illegal moves refused: on').ruling).toMatchObject({ kind: 'refused', reason: 'reserve-to-foundation-first' });
  expect(byName(rows, 'One pack').ruling.kind).toBe('not-applicable');
});

test('the table in a few lines: the own ruling, then each other ruling once with the rule sets that give it, in words (an option\'s row named as these rules with or without it: "Casual and Illegal moves refused: on" read as one name)', () => {
  const p = startOf(find('reserve-first', 'standard'));
  const turn = parseMove('turn', p.rules);
  if (!turn.ok) throw new Error(turn.error);
  const summary = summaryOf(rowsOf(p, turn.value));
  expect(summary.ruling).toMatchObject({ kind: 'stop', reason: 'reserve-to-foundation-first' });
  expect(summary.differences.map((d) => ({ kind: d.ruling.kind, rows: d.rows.map((r) => rowWords(r, 'en').name) }))).toEqual([
    { kind: 'legal', rows: ['Lenient', 'Early hand turn: on'] },
    { kind: 'refused', rows: ['Casual', 'Illegal moves refused: on'] },
  ]);
  // One pack and three players are other tables; the deal-only row never judges a move, so it is not counted.
  expect(summary.notApplicable).toBe(2);
  const rule = 'Priority rule 1: reserve to foundation first';
  expect(summaryWords(summary, 'A', 'en')).toEqual({
    intro: `Under these rules, Stop! (${rule}). Every other rule set agrees, except:`,
    differences: [
      { names: 'Lenient and these rules with early hand turn', ruling: 'the move is legal' },
      { names: 'Casual and these rules with illegal moves refused', ruling: `refused, with no Stop (${rule})` },
    ],
    cannotJudge: '2 rule sets cannot judge this table (the full table says why).',
  });
  expect(summaryWords(summary, 'A', 'fr').differences[1]).toEqual({
    names: 'Détendue et ces règles avec «\u00a0coups interdits refusés\u00a0»',
    ruling: 'refusé, sans «\u00a0Stop\u202f!\u00a0» (Règle de priorité 1\u00a0: de la réserve aux fondations d’abord)',
  });
});

test('rule sets that all agree are told in one sentence, with no list', () => {
  const p = startOf(find('reserve-first', 'standard'));
  const legal = legalMoves(p)[0]!;
  const s = summaryWords(summaryOf(rowsOf(p, legal)), 'A', 'en');
  expect(s.intro).toBe('Under these rules, the move is legal. Every other rule set agrees.');
  expect(s.differences).toEqual([]);
});

test('rule sets that leave every move free but allow fewer moves are told apart by their count, not in the same words', () => {
  // A fresh deal: the strict spaces rule (in Strict and Face-down tableau too) takes one of the seven moves away.
  const s = summaryOf(rowsOf(deal('shot#1').position, null));
  expect(summaryWords(s, 'A', 'en')).toMatchObject({
    intro: 'Under these rules, nothing is compulsory, and 7 moves are legal. Every other rule set agrees, except:',
    differences: [{ names: 'Strict, Face-down tableau, these rules with strict spaces, and these rules with face-down tableau', ruling: 'nothing is compulsory, and 6 moves are legal' }],
  });
  expect(summaryWords(s, 'A', 'fr').differences[0]!.ruling).toBe('rien n’est obligatoire, et 6 coups sont possibles');
});

test('under the strict loading rule a load is compulsory; the standard rules leave the move free', () => {
  const p = startOf(find('strict-load', 'strict'));
  const rows = houseRules(p, null, 'en');
  expect(byName(rows, 'These rules').ruling).toMatchObject({ kind: 'compulsory', reason: 'load-first' });
  expect(byName(rows, 'Standard')).toMatchObject({ differs: true, ruling: { kind: 'free' } });
  expect(byName(rows, 'Strict loading: off').differs).toBe(true);
  expect(byName(rows, 'Strict spaces: off').differs).toBe(false);
});

test('an option the position\'s rules imply cannot be switched off alone, and the row says why', () => {
  const p = startOf(puzzles.find((x) => x.position.rules === 'face-down-tableau')!);
  const row = byName(houseRules(p, null, 'en'), 'Strict loading: off');
  expect(row.ruling).toMatchObject({ kind: 'not-applicable' });
  expect(row.ruling.kind === 'not-applicable' && row.ruling.why).toBe('Face-down tableau brings strict loading with it: it cannot be switched off alone.');
});

test('a house move that is legal in the standard game is stopped wherever loading is compulsory (strict, face-down tableau, strict loading on)', () => {
  // A's reserve card 6♥ fits B's waste 7♥ (loading, in suit); no foundation play is open.
  const read = parsePosition({
    format: 'russian-bank/position@1',
    rules: 'standard',
    toMove: 'A',
    A: { reserve: ['5C', '6H'], hand: 20, waste: [], turned: null },
    B: { reserve: ['2D'], hand: 20, waste: ['7H'], turned: null },
    houses: [['9S'], ['8H'], ['KD'], ['QC'], ['3S'], ['4D'], ['TC'], ['JD']],
    foundations: [[], [], [], [], [], [], [], []],
  });
  if (!read.ok) throw new Error(contractMessage(read.fault));
  const move = parseMove('h2-h1', read.value.rules);
  if (!move.ok) throw new Error(move.error);
  const rows = houseRules(read.value, move.value, 'en');
  expect(byName(rows, 'These rules').ruling).toEqual({ kind: 'legal' });
  expect(rows.filter((r) => r.differs).map((r) => r.name)).toEqual(['Strict', 'Face-down tableau', 'Strict loading: on', 'Face-down tableau: on']);
  expect(byName(rows, 'Strict loading: on').ruling).toMatchObject({ kind: 'stop', reason: 'load-first', rule: 'load-first' });
  expect(byName(rows, 'Three players').ruling).toMatchObject({ kind: 'not-applicable', why: expect.stringContaining('9 houses') });
  expect(byName(rows, 'Reserve size, who begins').ruling).toEqual({ kind: 'not-applicable', why: analysisWords('en').table.dealOnly });
});

test('the reserve size and who begins change no ruling once the cards are out, as the table says', () => {
  const ruling = (p: Position) => {
    const pr = priorities(p);
    return { forcedBy: pr.forcedBy, forced: pr.forced.map(formatMove), turnBar: pr.turnBar()?.reason ?? null, legal: legalMoves(p, pr).map(formatMove) };
  };
  for (const preset of PRESETS) {
    const rules = parseRules(preset.id);
    if (!rules.ok) throw new Error(rules.error);
    const other = { ...preset.options, reserveSize: rules.value.reserveSize === 13 ? 11 : rules.value.reserveSize + 1, firstPlayer: 'alternate' as const };
    let step = 0;
    playRandomGame(deal(`deal only ${preset.id}`, rules.value, preset.id).position, rng(`deal only ${preset.id}`), 0, ({ after }) => {
      if (step++ % 25) return;
      const moved = parsePosition({ ...positionJSON(after), rules: other });
      if (!moved.ok) throw new Error(contractMessage(moved.fault));
      expect(ruling(moved.value)).toEqual(ruling(after));
    });
  }
});

test('the rules a position was shared with, in words', () => {
  expect(rulesInWords('face-down-tableau', 'en')).toBe('Face-down tableau');
  expect(rulesInWords({}, 'en')).toBe('Standard');
  expect(rulesInWords({ strictLoad: true, wasteAvailable: false, reserveSize: 11 }, 'en')).toBe('Standard, with strict loading on, own waste in play off, reserve of 11');
  expect(rulesInWords({ firstPlayer: 'cut', pack: 'single' }, 'en')).toBe('Standard, with first player: by a cut, one pack');
});

test('the table turns on and off each option of the engine\'s table that verdicts read, and no other', () => {
  const p = startOf(find('reserve-first', 'standard'));
  const names = houseRules(p, null, 'en').map((r) => r.name);
  const play = RULE_OPTIONS.filter((o) => o.shapes === 'play');
  expect(names.filter((n) => n.endsWith(': on') || n.endsWith(': off'))).toEqual(play.map((o) => `${rulesText('en').options[o.id]}: on`));
  // What a mistaken Stop call costs (a family rule) changes no ruling on a move either.
  expect(RULE_OPTIONS.filter((o) => o.shapes !== 'play').map((o) => o.id)).toEqual(['reserveSize', 'firstPlayer', 'pack', 'players', 'falseStopPenalty']);
});

test('the family rules have rows of their own, named in words, and the rows that change the ruling are marked', () => {
  // A lone card to a space: legal in the standard game, stopped by the lone-card rule and the Bobcrapette preset.
  const lone = parsePosition(LONE_CARD);
  if (!lone.ok) throw new Error(contractMessage(lone.fault));
  const move = parseMove('h1-h3');
  if (!move.ok) throw new Error(move.error);
  const en = houseRules(lone.value, move.value, 'en');
  expect(en.filter((r) => r.differs).map((r) => r.name).sort()).toEqual(['Bobcrapette', 'Lone card stays: on']);
  expect(byName(en, 'Lone card stays: on').ruling).toMatchObject({ kind: 'stop', reason: 'bad-target', rule: 'lone-card-stays' });
  for (const name of ['Equal-rank loading: on', 'Loading by colour: on', 'Only aces compulsory: on', 'CrapetteSolver']) expect(byName(en, name).ruling).toEqual({ kind: 'legal' });
  const fr = houseRules(lone.value, move.value, 'fr');
  expect(fr.filter((r) => r.differs).map((r) => r.name)).toEqual(['À la Bobcrapette', analysisWords('fr').table.optionRow({ option: 'Carte seule immobile', on: true })]);
});

test('every option a row turns on says what it changes, in English and French', () => {
  const p = startOf(find('reserve-first', 'standard'));
  for (const locale of ['en', 'fr'] as const) {
    const rows = houseRules(p, null, locale).filter((r) => r.name.includes(analysisWords(locale).table.optionRow({ option: '', on: true }).trim()));
    expect(rows).toHaveLength(RULE_OPTIONS.filter((o) => o.shapes === 'play').length);
    for (const o of RULE_OPTIONS.filter((o) => o.shapes === 'play')) expect(rulesAboutText(locale).options[o.id as keyof typeof en.options]).toMatch(/\.$/);
  }
  expect(houseRules(p, null, 'en').find((r) => r.name === 'Lone card stays: on')!.about).toContain('A house’s only card may not move to an empty house');
});
