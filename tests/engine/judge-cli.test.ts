// `npm run -s judge` as outside programs call it: standard input in, standard output out.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { moveTo, parsePosition, TURNED, WASTE } from '../../src/engine';
import { writeRecord } from '../../src/share/game-text';
import { layout } from '../support/positions';

/** The judge as `npm run -s judge` runs it (`npm`), its bundle started directly (`node`), or its source compiled as it starts (`source`, a second slower). */
const COMMANDS: Record<'npm' | 'node' | 'source', readonly [string, string[]]> = { npm: ['npm', ['run', '-s', 'judge']], node: ['node', ['scripts/judge.mjs', '--quiet']], source: ['node_modules/.bin/tsx', ['scripts/judge.ts']] };
const run = (input: string, via: keyof typeof COMMANDS = 'node') => {
  const [cmd, args] = COMMANDS[via];
  const r = spawnSync(cmd, args, { input, encoding: 'utf8' });
  return { status: r.status, lines: r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)) };
};

const request = (move?: string) => ({ position: layout({ A: { reserve: ['3H'] }, foundations: { 1: ['AH', '2H'] } }), ...(move ? { move } : {}) });

describe('the judge command', () => {
  test('one JSON document, spread over lines, gets one answer', () => {
    const { status, lines } = run(JSON.stringify(request('turn'), null, 2), 'npm');
    expect(status).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ legal: ['R-f1'], forcedBy: 'reserve-to-foundation-first', verdict: 'stop', reason: 'reserve-to-foundation-first' });
  });

  test('JSON Lines: one answer per line in order; a bad line gets its error and the rest are answered, exit 2', () => {
    const input = [JSON.stringify(request('R-f1')), '', '{"position": 1}', 'not json', JSON.stringify(request())].join('\n');
    const { status, lines } = run(input);
    expect(status).toBe(2);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ verdict: 'legal' });
    expect(lines[1]).toEqual({ error: 'position: must be a JSON object' });
    expect(lines[2].error).toMatch(/^input: not JSON/);
    expect(lines[3]).toEqual({ legal: ['R-f1'], forcedBy: 'reserve-to-foundation-first', result: null });
  });

  test('not JSON, or nothing at all: an error and exit 2', () => {
    expect(run('hello')).toMatchObject({ status: 2, lines: [{ error: expect.stringMatching(/^input: not JSON/) }] });
    expect(run('')).toMatchObject({ status: 2, lines: [{ error: 'input: empty; expected a JSON object or JSON Lines' }] });
  });

  test('a well-formed move that breaks the rules is a stop, not an error', () => {
    expect(run(JSON.stringify(request('oR-h1')))).toMatchObject({ status: 0, lines: [{ verdict: 'stop', reason: 'not-available' }] });
  });

  test('a group of one card is read as the single move', () => {
    const position = layout({ houses: { 2: ['8H'], 8: ['9C'] } });
    const [group, single] = ['h2*1-h8', 'h2-h8'].map((move) => run(JSON.stringify({ position, move })));
    expect(group).toMatchObject({ status: 0, lines: [{ verdict: 'legal' }] });
    expect(group).toEqual(single);
  });

  test('the bundle it runs is rebuilt when a file it was built from is newer, and answers as the source does', () => {
    run('{}', 'npm');
    const bundle = '.cache/judge/judge.mjs';
    const inputs: string[] = JSON.parse(readFileSync('.cache/judge/inputs.json', 'utf8'));
    expect(inputs.some((f) => f.endsWith('src/engine/verdict.ts'))).toBe(true);
    utimesSync(bundle, new Date(0), new Date(0));
    const input = JSON.stringify(request('turn'));
    const fromBundle = run(input, 'npm');
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(0);
    expect(fromBundle).toEqual(run(input, 'source'));
  });

  test('the lockfile is hashed again when its size or time of change is not the one remembered with its hash', () => {
    const memo = '.cache/lock-hash';
    writeFileSync(memo, '0 0\nstale');
    expect(run('{}', 'npm').status).toBe(2);
    const { size, mtimeMs } = statSync('package-lock.json');
    expect(readFileSync(memo, 'utf8')).toBe(`${size} ${mtimeMs}\n${readFileSync('node_modules/.lock-hash', 'utf8')}`);
  });
});

describe('the judge command with --game', () => {
  const game = (input: string, ...args: string[]) => {
    const r = spawnSync('node', ['scripts/judge.mjs', '--quiet', '--game', ...args], { input, encoding: 'utf8' });
    return { status: r.status, lines: r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)) };
  };
  const EXAMPLE = /## An example[\s\S]*?```text\n([\s\S]*?)```/.exec(readFileSync('docs/game-records.md', 'utf8'))![1]!;

  test('judges each move of the documented game, then gives its result', () => {
    const { status, lines } = game(EXAMPLE, '--lang', 'fr');
    expect(status).toBe(0);
    expect(lines).toHaveLength(130);
    expect(lines[0]).toEqual({ n: 1, player: 'B', move: 'turn', verdict: 'legal', called: false, result: null });
    expect(lines[1]).toMatchObject({ n: 2, player: 'B', move: 'oW-h4', verdict: 'stop', reason: 'not-available', called: true, explanation: expect.stringMatching(/\S/) });
    expect(lines.at(-1)).toEqual({ result: { kind: 'win', winner: 'A', points: 59 }, moves: 129 });
  });

  test('a bad line: one error naming it, exit 2', () => {
    const bad = EXAMPLE.replace('\n3. A turn\n', '\n3. B turn\n');
    const { status, lines } = game(bad);
    expect(status).toBe(2);
    expect(lines).toEqual([{ error: expect.stringMatching(/^line 11: wrong-player /) }]);
  });

  test('a stalemate under the colour rule of loading: the JSON mode declares it as --game does', () => {
    // Issue 24's line: the 4♦ B will discard does not take A's 5♦ under the colour rule, and nothing else can be played.
    const position = layout({ rules: { alternateColourLoad: true }, A: { reserve: ['9S'], hand: [], waste: ['7H'], turned: '5D' }, B: { reserve: ['9C'], hand: ['4D'] } });
    const stalemate = { kind: 'stalemate', winner: 'B', points: 1 };
    expect(run(JSON.stringify({ position, move: 'X-W' }))).toMatchObject({ status: 0, lines: [{ verdict: 'legal', result: stalemate }] });
    const start = parsePosition(position);
    const record = writeRecord({ start: start.ok ? start.value : (null as never), moves: [{ move: moveTo(TURNED, WASTE), called: false }] });
    expect(game(record)).toEqual({ status: 0, lines: [expect.objectContaining({ n: 1, move: 'X-W', result: stalemate }), { result: stalemate, moves: 1 }] });
  });

  test('a record with no move whose start is already won: that win is its result, as the record reader says', () => {
    const start = parsePosition(layout({ A: { reserve: [], hand: [], waste: [] } }));
    const record = writeRecord({ start: start.ok ? start.value : (null as never), moves: [] });
    const win = { kind: 'win', winner: 'A', points: 42 };
    expect(record).toContain('[Result "win A 42"]');
    expect(game(record)).toEqual({ status: 0, lines: [{ result: win, moves: 0 }] });
    expect(game(record.replace('[Result "win A 42"]', '[Result "*"]'))).toMatchObject({ status: 2, lines: [{ error: expect.stringMatching(/^line \d+: wrong-result /) }] });
  });

  test('without --game the JSON mode answers exactly as before', () => {
    const input = JSON.stringify(request('turn'));
    expect(run(input)).toEqual({ status: 0, lines: [{ legal: ['R-f1'], forcedBy: 'reserve-to-foundation-first', verdict: 'stop', reason: 'reserve-to-foundation-first', explanation: expect.any(String), after: expect.any(Object), result: null }] });
  });
});
