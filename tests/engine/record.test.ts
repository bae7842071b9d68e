// A record replays to the same game: every move judged again, Stops corrected, uncalled slips left standing.
import { describe, expect, test } from 'vitest';
import { deal, everyMove, letStand, parseRules, play, replay, rng, startGame, verdict, type RecordedMove } from '../../src/engine';
import { computerMove } from '../../src/players/computer';
import { playRandomGame } from '../../src/players/random';
import { positionOf } from '../support/positions';

describe('replaying a record', () => {
  test('a random game with illegal attempts (all called) replays to the same positions and result', () => {
    const start = deal('record#1').position;
    const moves: RecordedMove[] = [];
    const positions: unknown[] = [];
    const { game } = playRandomGame(start, rng('record'), 0.1, (s) => {
      moves.push({ move: s.move, called: !s.verdict.legal });
      positions.push(s.after);
    });
    const r = replay({ start, moves });
    expect(r.ok).toBe(true);
    expect(r.steps.map((s) => s.after.position)).toEqual(positions);
    expect(r.steps.at(-1)!.after.result).toEqual(game.result);
    expect(r.end).toBe(r.steps.at(-1)!.after);
    expect(r.steps.filter((s) => !s.verdict.legal).length).toBeGreaterThan(0);
  });

  test('a slip nobody calls stays on the table; the same slip called is taken back', () => {
    const start = deal('record#2').position;
    const slip = everyMove(start.rules).find((m) => !verdict(start, m).legal && m.kind === 'move' && m.from !== 17)!;
    const stands = replay({ start, moves: [{ move: slip, called: false }] });
    const called = replay({ start, moves: [{ move: slip, called: true }] });
    expect(stands.steps[0]!.after.position).toEqual(letStand(startGame(start), slip).game.position);
    expect(called.steps[0]!.after.position.toMove).not.toBe(start.toMove);
    expect(called.steps[0]!.after.position).not.toEqual(stands.steps[0]!.after.position);
  });

  test('with no move the replay ends at the start, whose result it keeps: a start already won is a won game', () => {
    const won = positionOf({ A: { reserve: [], hand: [], waste: [] } });
    const r = replay({ start: won, moves: [] });
    expect(r).toMatchObject({ ok: true, steps: [] });
    expect(r.end.result).toEqual({ kind: 'win', winner: 'A', points: 30 + 10 + 2 });
    expect(replay({ start: deal('record#5').position, moves: [] }).end.result).toBeNull();
  });

  test('a move after the end of the game is named with its place', () => {
    const start = deal('record#3').position;
    const moves: RecordedMove[] = [];
    playRandomGame(start, rng('end'), 0, (s) => moves.push({ move: s.move, called: false }));
    const r = replay({ start, moves: [...moves, moves[0]!] });
    expect(r).toMatchObject({ ok: false, code: 'after-end', at: moves.length });
    expect(r.steps).toHaveLength(moves.length);
    expect(r.end).toBe(r.steps.at(-1)!.after);
  });

  test('under the knock rules a false call costs the caller a turn, skipped when it comes', () => {
    const knock = parseRules('knock');
    if (!knock.ok) throw new Error(knock.error);
    const start = deal('record#4', knock.value, 'knock').position;
    const mover = start.toMove;
    // The mover plays as the computer would to the end of the turn; the opponent calls Stop on the first move.
    const moves: RecordedMove[] = [];
    let g = startGame(start);
    let rearranged = 0;
    for (let ended = false; !ended; ) {
      const move = computerMove(g.position, rearranged++);
      expect(verdict(g.position, move).legal).toBe(true);
      moves.push({ move, called: moves.length === 0 });
      const step = replay({ start, moves }).steps.at(-1)!;
      ended = play(step.before.position, move).toMove !== mover;
      g = step.after;
    }
    const called = replay({ start, moves });
    const uncalled = replay({ start, moves: moves.map((m) => ({ ...m, called: false })) });
    expect(called.steps[0]!.verdict.legal).toBe(true);
    expect(uncalled.steps.at(-1)!.after.position.toMove).not.toBe(mover);
    // The opponent's turn was skipped: the mover plays again.
    expect(called.steps.at(-1)!.after.position.toMove).toBe(mover);
  });
});
