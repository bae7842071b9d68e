// Game links: told apart from position links, and a damaged one is told what happened to it, never read as another game.
import { describe, expect, test } from 'vitest';
import { contractMessage, deal, everyMove, readSetup, rng, type GameRecord } from '../../src/engine';
import { randomRecord } from '../../src/players/random';
import { Bits, bitsFor, toCode } from '../../src/share/bits';
import { decodePosition, packPosition } from '../../src/share/code';
import { decodeGame, encodeGame, isGameCode, MAX_GAME_CODE, readGame, type GameLinkFault } from '../../src/share/game-code';
import { emptySetup } from '../../src/share/setup';

const { record: GAME, game: END } = randomRecord(deal('game link').position, rng('game link'), 0.1);
const REAL = encodeGame(GAME);
const changed = (at: number, ch: string) => REAL.slice(0, at) + ch + REAL.slice(at + 1);

/** A version-G code of a start and raw move places: what a hand-made or foreign code may hold. */
function made(start: GameRecord['start'], places: number[]): string {
  const b = new Bits();
  packPosition(b, start);
  b.write(places.length, 16);
  const width = bitsFor(everyMove(start.rules).length);
  for (const p of places) (b.write(p, width), b.write(0, 1));
  return toCode('G', b.out);
}

describe('a game link', () => {
  test('begins with G, so that it is not taken for a position link, and a whole game fits', () => {
    expect(END.result).not.toBeNull();
    expect(REAL[0]).toBe('G');
    expect(isGameCode(REAL)).toBe(true);
    expect(isGameCode('2ABC')).toBe(false);
    expect(decodePosition(encodeGame({ ...GAME, moves: GAME.moves.slice(0, 10) }))).toEqual({ ok: false, code: 'no-version' });
    expect(REAL.length).toBeLessThan(MAX_GAME_CODE);
  });

  test('carries group moves', () => {
    const start = deal('groups').position;
    const group = { move: { kind: 'move', from: 0, to: 1, count: 3 }, called: true } as const;
    expect(decodeGame(encodeGame({ start, moves: [group] }))).toEqual({ ok: true, record: { start, moves: [group] } });
  });
});

describe('read without playing it (the replay page as it opens)', () => {
  test('gives the record decodeGame gives, and every fault of the code itself', () => {
    expect(readGame(REAL)).toEqual(decodeGame(REAL));
    expect(readGame(REAL.slice(0, -40))).toEqual({ ok: false, code: 'truncated' });
  });

  test('leaves a move after the end to the game judged move by move', () => {
    const late = encodeGame({ ...GAME, moves: [...GAME.moves, GAME.moves[0]!] });
    expect(readGame(late)).toEqual({ ok: true, record: { start: GAME.start, moves: [...GAME.moves, GAME.moves[0]!] } });
    expect(decodeGame(late)).toEqual({ ok: false, code: 'after-end', at: GAME.moves.length });
  });
});

describe('a bad game link is told what happened to it', () => {
  const start = deal('bad').position;
  const setup = emptySetup('standard');
  setup.houses[2] = ['7D', '5C'];
  const impossible = readSetup(setup);
  if (!impossible.ok) throw new Error(contractMessage(impossible.fault));
  const list = everyMove(start.rules).length;
  const rows: [string, unknown, GameLinkFault][] = [
    ['nothing', '', { code: 'empty' }],
    ['far too long', 'G'.repeat(MAX_GAME_CODE + 1), { code: 'too-long', length: MAX_GAME_CODE + 1 }],
    ['markup', `G<b>`, { code: 'bad-characters', char: '<', at: 2 }],
    ['a position link', REAL.replace('G', '2').slice(0, 20), { code: 'no-version' }],
    ['a newer version whose check holds', 'H' + REAL.slice(1), { code: 'newer-version', version: 2 }],
    ['a newer version cut short', 'H' + REAL.slice(1, -1), { code: 'corrupt' }],
    ['cut short in its moves', REAL.slice(0, -40), { code: 'truncated' }],
    ['a move changed', changed(REAL.length - 30, REAL.at(-30) === 'A' ? 'B' : 'A'), { code: 'check-failed' }],
    ['text pasted after it', `${REAL}thanks`, { code: 'extra', extra: 6 }],
    ['a start the rules do not allow', made(impossible.value, []), { code: 'invalid-position', fault: expect.objectContaining({ code: expect.any(String) }) as never }],
    ['a move place past the list', made(start, [0, list + 1]), { code: 'bad-move', at: 1 }],
    ['a group of one card', groupOfOne(start), { code: 'bad-move', at: 0 }],
    ['a move after the end', encodeGame({ ...GAME, moves: [...GAME.moves, GAME.moves[0]!] }), { code: 'after-end', at: GAME.moves.length }],
  ];
  test.each(rows)('%s', (_, link, fault) => {
    expect(decodeGame(link)).toEqual({ ok: false, ...fault });
  });

  test('cut at any length, it never opens and never throws', () => {
    // Every cut through the start, then every 13th through the moves.
    for (let n = 1; n < REAL.length; n += n < 200 ? 1 : 13) {
      const out = decodeGame(REAL.slice(0, n));
      expect([n, out.ok]).toEqual([n, false]);
    }
  });
});

/** A group escape whose count says one card: no group. */
function groupOfOne(start: GameRecord['start']): string {
  const b = new Bits();
  packPosition(b, start);
  b.write(1, 16);
  const list = everyMove(start.rules);
  const width = bitsFor(list.length);
  b.write(list.length, width);
  b.write(list.findIndex((m) => m.kind === 'move' && m.from === 0 && m.to === 1), width);
  b.write(1, 4);
  b.write(0, 1);
  return toCode('G', b.out);
}
