// `npm run -s judge` as outside programs call it: standard input in, standard output out.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, utimesSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { layout } from '../support/positions';

const run = (input: string, viaNpm = false) => {
  const [cmd, args] = viaNpm ? ['npm', ['run', '-s', 'judge']] : ['node_modules/.bin/tsx', ['scripts/judge.ts']];
  const r = spawnSync(cmd, args as string[], { input, encoding: 'utf8' });
  return { status: r.status, lines: r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)) };
};

const request = (move?: string) => ({ position: layout({ A: { reserve: ['3H'] }, foundations: { 1: ['AH', '2H'] } }), ...(move ? { move } : {}) });

describe('the judge command', () => {
  test('one JSON document, spread over lines, gets one answer', () => {
    const { status, lines } = run(JSON.stringify(request('turn'), null, 2), true);
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

  test('the bundle it runs is rebuilt when a file it was built from is newer, and answers as the source does', () => {
    run('{}', true);
    const bundle = '.cache/judge/judge.mjs';
    const inputs: string[] = JSON.parse(readFileSync('.cache/judge/inputs.json', 'utf8'));
    expect(inputs.some((f) => f.endsWith('src/engine/verdict.ts'))).toBe(true);
    utimesSync(bundle, new Date(0), new Date(0));
    const input = JSON.stringify(request('turn'));
    const fromBundle = run(input, true);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(0);
    expect(fromBundle).toEqual(run(input));
  });
});
