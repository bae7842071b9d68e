// Text game records: the documented example is a real game, every fault is named with its line, and headers survive.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { deal, rng } from '../../src/engine';
import { randomRecord } from '../../src/players/random';
import { readRecord, resultText, writeRecord, type RecordRead } from '../../src/share/game-text';

const DOC = readFileSync('docs/game-records.md', 'utf8');
const EXAMPLE = /## An example[\s\S]*?```text\n([\s\S]*?)```/.exec(DOC)![1]!;

describe('the example of docs/game-records.md', () => {
  test('is a whole game the engine replays, written again to the same text', () => {
    const read = readRecord(EXAMPLE);
    if (!read.ok) throw new Error(`${read.code} at line ${read.line}`);
    expect(read.headers).toEqual({ Date: '2026-05-01', A: 'Anne', B: 'Basile', Site: 'Russian Bank learning site', Result: 'win A 59' });
    expect(writeRecord(read.record, read.headers)).toBe(EXAMPLE);
  });
});

describe('a record', () => {
  const { record } = randomRecord(deal('text').position, rng('text'), 0.1, 60);
  const TEXT = writeRecord(record, { A: 'Ann "the best"\nplayer', Date: '2026-05-01' });
  const lines = TEXT.split('\n');
  const moveLine = (n: number) => lines.findIndex((l) => l.startsWith(`${n}. `));
  const edit = (n: number, f: (l: string) => string) => lines.map((l, i) => (i === moveLine(n) ? f(l) : l)).join('\n');

  test('keeps its headers (a line break in a name becomes a space), blank lines and comments ignored', () => {
    const read = readRecord(`# a comment\n\n${TEXT.replace('\n1. ', '\n; another\n\n1. ')}`);
    expect(read).toMatchObject({ ok: true, record, headers: { A: 'Ann "the best" player', Date: '2026-05-01', Result: '*' } });
    // The numbers may be left out.
    expect(readRecord(TEXT.replace(/^\d+\. /gm, ''))).toMatchObject({ ok: true, record });
  });

  test('writes the result the way the header says it', () => {
    expect(resultText({ kind: 'win', winner: 'B', points: 40 })).toBe('win B 40');
    expect(resultText({ kind: 'stalemate', winner: null, points: 0 })).toBe('stalemate - 0');
    expect(resultText({ kind: 'drawn', winner: null, points: 0 })).toBe('drawn');
  });

  const other = lines[moveLine(5)]!.split(' ')[1] === 'A' ? 'B' : 'A';
  const finished = randomRecord(deal('ended').position, rng('ended'), 0).record;
  const ended = writeRecord(finished);
  const rows: [string, string, Partial<RecordRead>][] = [
    ['nothing', '\n\n', { code: 'empty', line: 3 }],
    ['a line of nothing known', TEXT.replace('\n1. ', '\nhello\n1. '), { code: 'bad-line', line: moveLine(1) + 1 }],
    ['a header without quotes', `[Site here]\n${TEXT}`, { code: 'bad-header', line: 1, facts: { why: 'form' } } as never],
    ['an unknown header', `[Event "x"]\n${TEXT}`, { code: 'bad-header', line: 1, facts: { why: 'unknown', name: 'Event' } } as never],
    ['a header twice', `[Date "x"]\n${TEXT}`, { code: 'bad-header', facts: { why: 'repeated', name: 'Date' } } as never],
    ['a header after the moves', `${TEXT}[Site "x"]\n`, { code: 'bad-header', line: lines.length, facts: { why: 'after-moves', name: 'Site' } } as never],
    ['no start', TEXT.replace(/^\[Start.*\n/m, ''), { code: 'no-start' }],
    ['a damaged start', TEXT.replace(/\[Start "3/, '[Start "3x<'), { code: 'bad-start', line: 2, facts: { fault: { code: 'bad-characters', char: '<', at: 3 } } } as never],
    ['rules that do not exist', TEXT.replace('[Rules "standard"]', '[Rules "family"]'), { code: 'bad-rules', line: 1 }],
    ['rules that are not the start’s', TEXT.replace('[Rules "standard"]', '[Rules "{\\"wasteAvailable\\":true}"]'), { code: 'rules-mismatch', line: 1 }],
    ['a result in no known form', TEXT.replace('[Result "*"]', '[Result "1-0"]'), { code: 'bad-result', facts: { value: '1-0' } } as never],
    ['a number out of place', edit(5, (l) => l.replace('5. ', '6. ')), { code: 'bad-number', line: moveLine(5) + 1, facts: { expected: 5, given: 6 } } as never],
    ['a move not in the notation', edit(5, (l) => l.replace(/ \S+( stop)?$/, ' h9-h1')), { code: 'bad-move', line: moveLine(5) + 1 }],
    ['the wrong player', edit(5, (l) => l.replace(/ [AB] /, ` ${other} `)), { code: 'wrong-player', line: moveLine(5) + 1 }],
    ['a move after the end', `${ended}${finished.moves.length + 1}. A turn\n`, { code: 'after-end', line: ended.split('\n').length }],
    ['a result the moves do not reach', TEXT.replace('[Result "*"]', '[Result "win A 60"]'), { code: 'wrong-result', facts: { stated: 'win A 60', actual: '*' } } as never],
  ];
  test.each(rows)('%s', (_, text, fault) => {
    expect(readRecord(text)).toMatchObject({ ok: false, ...fault });
  });
});
