// The faults of a game read from its record: a slip called (stopped), a slip nobody called (missed),
// a call on a legal move (false call), and each player's decisions, the forced ones apart.
import { describe, expect, test } from 'vitest';
import { gameFaults, isForced } from '../../src/engine';
import { faultyGame as record, faultyStart as start, recorded as moves } from '../support/faulty-game';
import { moveOf, positionOf } from '../support/positions';

describe('the faults of a game', () => {
  test('each fault is named with its kind, its place in the record, who made the move and who calls on it', () => {
    const f = gameFaults(record);
    if (!f.ok) throw new Error(f.code);
    expect(f.faults.map(({ kind, at, player, caller }) => ({ kind, at, player, caller }))).toEqual([
      { kind: 'stopped', at: 1, player: 'A', caller: 'B' },
      { kind: 'missed', at: 3, player: 'B', caller: 'A' },
      { kind: 'false-call', at: 4, player: 'B', caller: 'A' },
    ]);
    const [stopped, missed] = f.faults;
    expect(stopped).toMatchObject({ move: moveOf('R-h1'), before: { toMove: 'A' }, stop: { legal: false, reason: 'does-not-fit' } });
    expect(missed).toMatchObject({ stop: { reason: 'does-not-fit' } });
  });

  test('a forced move (the one legal move) is counted apart; a fault never is', () => {
    expect(isForced(start)).toBe(true);
    const f = gameFaults(record);
    if (!f.ok) throw new Error(f.code);
    // A: R-f1 forced, R-h1 a fault, turn and X-h2 chosen among others. B: its first turn was its only move.
    expect(f.decisions).toEqual({ A: { moves: 4, forced: 1, faults: 1 }, B: { moves: 4, forced: 1, faults: 1 } });
  });

  test('under the family rule without Stop, a wrong move is refused and a call means nothing', () => {
    const casual = positionOf({ rules: { noStop: true }, A: { reserve: ['9S', '3H'], hand: ['6D', 'JC'] }, foundations: { 1: ['AH', '2H'] } });
    const f = gameFaults({ start: casual, moves: moves('R-h1!', 'R-f1!') });
    expect(f).toMatchObject({ ok: true, faults: [{ kind: 'refused', at: 0, player: 'A' }] });
  });

  test('a record that goes on after the game was over is its fault, as a value', () => {
    const won = positionOf({ A: { reserve: ['3H'], hand: [], waste: [] }, foundations: { 1: ['AH', '2H'] } });
    expect(gameFaults({ start: won, moves: moves('R-f1', 'turn') })).toEqual({ ok: false, code: 'after-end', at: 1 });
  });
});
