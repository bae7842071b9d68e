/**
 * The plain-text game record (docs/game-records.md): PGN-like headers, then one attempted move
 * a line in the interchange notation with its mover and, when Stop was called on it, `stop`.
 * The replay page imports it, the play page exports it, the judge's --game mode checks it move
 * by move. Reading never throws: a fault is a code, the line it is on and its facts (the page's
 * message layer words it).
 */
import {
  formatMove,
  parseMove,
  parseRules,
  RULE_OPTIONS,
  startGame,
  stepGame,
  type Game,
  type GameRecord,
  type GameResult,
  type Player,
  type RecordedMove,
  type RulesSpec,
} from '../engine';
import { decodePosition, encodePosition, type LinkFault } from './code';

/** What a record says about its game besides the moves; `Result` is written from the replay. */
export interface RecordHeaders {
  readonly Date?: string;
  readonly A?: string;
  readonly B?: string;
  readonly C?: string;
  readonly Site?: string;
  readonly Result?: string;
}
/** Every header, in the order they are written. */
const HEADERS = ['Rules', 'Start', 'Date', 'A', 'B', 'C', 'Site', 'Result'] as const;
type HeaderName = (typeof HEADERS)[number];

export const RECORD_FAULTS = [
  'empty',
  'bad-line',
  'bad-header',
  'no-start',
  'bad-start',
  'bad-rules',
  'rules-mismatch',
  'bad-result',
  'bad-number',
  'bad-move',
  'wrong-player',
  'after-end',
  'wrong-result',
] as const;
export type RecordFaultCode = (typeof RECORD_FAULTS)[number];

/** Why a record was refused, with its facts: the line's 1-based number is always given. */
export type RecordFault =
  | { readonly code: 'empty' | 'bad-line' | 'no-start' | 'after-end' }
  | { readonly code: 'bad-header'; readonly facts: { readonly why: 'form' | 'unknown' | 'repeated' | 'after-moves'; readonly name?: string } }
  | { readonly code: 'bad-start'; readonly facts: { readonly fault: LinkFault } }
  | { readonly code: 'bad-rules'; readonly facts: { readonly error: string } }
  | { readonly code: 'rules-mismatch' }
  | { readonly code: 'bad-result'; readonly facts: { readonly value: string } }
  | { readonly code: 'bad-number'; readonly facts: { readonly expected: number; readonly given: number } }
  | { readonly code: 'bad-move'; readonly facts: { readonly move: string; readonly error: string } }
  | { readonly code: 'wrong-player'; readonly facts: { readonly expected: Player; readonly given: Player } }
  | { readonly code: 'wrong-result'; readonly facts: { readonly stated: string; readonly actual: string } };

export type RecordRead = { readonly ok: true; readonly record: GameRecord; readonly headers: RecordHeaders } | ({ readonly ok: false; readonly line: number } & RecordFault);

/** A game's result as the Result header writes it: `win A 57`, `stalemate B 4`, `stalemate - 0`, `drawn`, or `*` while it goes on. */
export function resultText(r: GameResult | null): string {
  if (!r) return '*';
  return r.kind === 'drawn' ? 'drawn' : `${r.kind} ${r.winner ?? '-'} ${r.points}`;
}
const RESULT = /^(?:\*|drawn|win [ABC] \d+|stalemate [ABC-] \d+)$/;

const rulesText = (spec: RulesSpec) => (typeof spec === 'string' ? spec : JSON.stringify(spec));
// A value is one line: quotes and backslashes escaped, line breaks (never meant in a name) made spaces.
const quote = (v: string) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ')}"`;
const unquote = (v: string) => v.replace(/\\(.)/g, '$1');

/** The record as text; `headers` adds who played, where and when. */
export function writeRecord(r: GameRecord, headers: RecordHeaders = {}): string {
  let g = startGame(r.start);
  const lines = r.moves.map((m, i) => {
    const line = `${i + 1}. ${g.position.toMove} ${formatMove(m.move)}${m.called ? ' stop' : ''}`;
    g = stepGame(g, m).game;
    return line;
  });
  const values: Partial<Record<HeaderName, string>> = { ...headers, Rules: rulesText(r.start.spec), Start: encodePosition(r.start), Result: resultText(g.result) };
  const head = HEADERS.flatMap((h) => (values[h] === undefined ? [] : [`[${h} ${quote(values[h])}]`]));
  return [...head, '', ...lines].join('\n') + '\n';
}

const HEADER = /^\[([A-Za-z]+)\s+"((?:[^"\\]|\\.)*)"\]$/;
const MOVE = /^(?:(\d+)\.\s*)?([ABC])\s+(\S+)(\s+stop)?$/;

/** Reads a record; never throws. Every move is replayed, so a record read is one the engine plays to its end. */
export function readRecord(text: string): RecordRead {
  const lines = text.split(/\r?\n/);
  const values = new Map<HeaderName, { value: string; line: number }>();
  const moves: RecordedMove[] = [];
  /** The game at the start and as it stands, once the headers are read. */
  let first: Game | null = null;
  let game: Game | null = null;
  const fail = (line: number, f: RecordFault): RecordRead => ({ ok: false, line, ...f });

  /** The game the headers read so far start, or their fault: checked once the moves begin or the text ends. */
  const begin = (line: number): Game | RecordRead => {
    const s = values.get('Start');
    if (!s) return fail(line, values.size ? { code: 'no-start' } : { code: 'empty' });
    const decoded = decodePosition(s.value);
    if (!decoded.ok) {
      const { ok: _, ...fault } = decoded;
      return fail(s.line, { code: 'bad-start', facts: { fault } });
    }
    const start = decoded.position;
    const rules = values.get('Rules');
    if (rules) {
      let spec: unknown = rules.value;
      try {
        if (rules.value.startsWith('{')) spec = JSON.parse(rules.value);
      } catch (e) {
        return fail(rules.line, { code: 'bad-rules', facts: { error: (e as Error).message } });
      }
      const parsed = parseRules(spec);
      if (!parsed.ok) return fail(rules.line, { code: 'bad-rules', facts: { error: parsed.error } });
      if (RULE_OPTIONS.some((o) => parsed.value[o.id] !== start.rules[o.id])) return fail(rules.line, { code: 'rules-mismatch' });
    }
    return startGame(start);
  };
  const isFault = (x: Game | RecordRead): x is RecordRead => 'ok' in x;

  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    const t = raw.trim();
    if (t === '' || t.startsWith(';') || t.startsWith('#')) continue;
    if (t.startsWith('[')) {
      const h = HEADER.exec(t);
      if (!h) return fail(line, { code: 'bad-header', facts: { why: 'form' } });
      const name = h[1]!;
      if (!(HEADERS as readonly string[]).includes(name)) return fail(line, { code: 'bad-header', facts: { why: 'unknown', name } });
      if (game) return fail(line, { code: 'bad-header', facts: { why: 'after-moves', name } });
      if (values.has(name as HeaderName)) return fail(line, { code: 'bad-header', facts: { why: 'repeated', name } });
      const value = unquote(h[2]!);
      if (name === 'Result' && !RESULT.test(value)) return fail(line, { code: 'bad-result', facts: { value } });
      values.set(name as HeaderName, { value, line });
      continue;
    }
    const m = MOVE.exec(t);
    if (!m) return fail(line, { code: 'bad-line' });
    if (!game) {
      const begun = begin(line);
      if (isFault(begun)) return begun;
      game = first = begun;
    }
    const g: Game = game;
    const expected = moves.length + 1;
    if (m[1] !== undefined && Number(m[1]) !== expected) return fail(line, { code: 'bad-number', facts: { expected, given: Number(m[1]) } });
    if (g.result) return fail(line, { code: 'after-end' });
    const given = m[2] as Player;
    if (given !== g.position.toMove) return fail(line, { code: 'wrong-player', facts: { expected: g.position.toMove, given } });
    const move = parseMove(m[3], g.position.rules);
    if (!move.ok) return fail(line, { code: 'bad-move', facts: { move: m[3]!, error: move.error } });
    const recorded = { move: move.value, called: m[4] !== undefined };
    moves.push(recorded);
    game = stepGame(g, recorded).game;
  }
  if (!game) {
    const begun = begin(lines.length);
    if (isFault(begun)) return begun;
    game = first = begun;
  }
  const end = game;
  const stated = values.get('Result');
  const actual = resultText(end.result);
  if (stated && stated.value !== actual) return fail(stated.line, { code: 'wrong-result', facts: { stated: stated.value, actual } });
  const headers = Object.fromEntries([...values].filter(([k]) => k !== 'Rules' && k !== 'Start').map(([k, v]) => [k, v.value])) as RecordHeaders;
  return { ok: true, record: { start: first!.position, moves }, headers };
}
