// The whole game the play page keeps to share: every move attempted, with whether Stop was called on it, as `replay` reads it back.
import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { formatMove, positionJSON, replay, type Position } from '../../src/engine';
import { playMachine, type PlayInput } from '../../src/machine/play';
import { playJSON, readPlay, resumeOf } from '../../src/records/play';
import { playInput } from '../support/play-input';
import { moveOf, positionOf } from '../support/positions';

// A to move with 3♥ due on foundation 1 and 9♣ in hand; B, the computer, holds only 4♥, which follows.
const endgame: Position = positionOf({ A: { reserve: ['3H'], hand: ['9C'] }, B: { reserve: ['4H'], hand: [] }, foundations: { 1: ['AH', '2H'] } });
// B to move: its reserve's 8♦ goes nowhere, so it turns its hand card, unless errors are on and it slips.
const bSlips: Position = positionOf({ toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['4H', '8D'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } });
// B to move with its reserve's 4♥ due on foundation 1.
const bPlays: Position = positionOf({ toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['8D', '4H'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } });

const run = (over: Partial<PlayInput>) => {
  const clock = new SimulatedClock();
  const actor = createActor(playMachine, { input: playInput('record', { target: 1, ...over }), clock }).start();
  return { actor, clock, snap: () => actor.getSnapshot() };
};
const moves = (c: { record: { moves: readonly { move: unknown; called: boolean }[] } | null }) => c.record!.moves.map((m) => [formatMove(m.move as never), m.called]);

describe('the play page keeps the whole game', () => {
  test('from its start, every move with called set as the table had it: a human slip called at once, legal moves not', () => {
    const { actor, clock, snap } = run({ position: endgame });
    expect(snap().context.record).toEqual({ start: endgame, moves: [] });
    actor.send({ type: 'TURN_HAND' }); // 3♥ was due on its foundation: the computer calls Stop.
    actor.send({ type: 'CONTINUE' });
    clock.increment(10);
    expect(snap().value).toBe('gameOver');
    expect(moves(snap().context)).toEqual([
      ['turn', true],
      ['R-f1', false],
    ]);
    const r = replay(snap().context.record!);
    expect(r.ok).toBe(true);
    expect(r.steps.at(-1)!.after.result).toEqual(snap().context.game.result);
  });

  test('a computer slip the human calls is marked called; one left to stand is not, and replays as it stood', () => {
    const called = run({ position: bSlips, errorRate: 1 });
    called.clock.increment(10);
    called.actor.send({ type: 'CALL_STOP' });
    expect(moves(called.snap().context)).toEqual([[formatMove(called.snap().context.stop!.move), true]]);
    expect(positionJSON(replay(called.snap().context.record!).steps[0]!.after.position)).toEqual(positionJSON(called.snap().context.game.position));

    const stood = run({ position: bSlips, errorRate: 1 });
    stood.clock.increment(10);
    const slip = stood.snap().context.open!;
    stood.clock.increment(10);
    const c = stood.snap().context;
    expect(c.record!.moves[0]).toEqual({ move: slip.move, called: false });
    const steps = replay(c.record!).steps;
    expect(steps[0]!.verdict.legal).toBe(false);
    expect(positionJSON(steps.at(-1)!.after.position)).toEqual(positionJSON(c.game.position));
  });

  test('Stop called on a legal computer move is kept as a false call', () => {
    const { actor, clock, snap } = run({ position: bPlays });
    clock.increment(10);
    actor.send({ type: 'CALL_STOP' });
    expect(moves(snap().context)).toEqual([['R-f1', true]]);
    expect(replay(snap().context.record!).steps[0]!.verdict.legal).toBe(true);
  });

  test('undo takes the undone moves out of the record; the next game starts a new one', () => {
    const { actor, clock, snap } = run({ position: endgame, target: 100 });
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    actor.send({ type: 'TURN_HAND' });
    expect(moves(snap().context)).toEqual([
      ['R-f1', false],
      ['turn', false],
    ]);
    actor.send({ type: 'UNDO' });
    expect(moves(snap().context)).toEqual([['R-f1', false]]);
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'DISCARD' });
    for (let i = 0; i < 20 && snap().value !== 'gameOver'; i++) clock.increment(10);
    expect(snap().value).toBe('gameOver');
    actor.send({ type: 'NEXT_GAME' });
    const next = snap().context;
    expect(next.record).toEqual({ start: next.game.position, moves: [] });
    expect(positionJSON(next.record!.start)).not.toEqual(positionJSON(endgame));
  });
});

describe('the record is saved with the game', () => {
  test('it reads back the same, and a save from before records reads back with no record', () => {
    const { actor, clock, snap } = run({ position: bSlips, errorRate: 1 });
    clock.increment(10);
    actor.send({ type: 'CALL_STOP' });
    actor.send({ type: 'CONTINUE' });
    const saved = { speed: 'normal' as const, link: '', game: { settings: { preset: 'standard', seed: 'record', practice: true, level: 'often' as const }, resume: resumeOf('play', snap().context) } };
    const json = JSON.parse(JSON.stringify(playJSON(saved)));
    const back = readPlay(json)!.game!.resume.context;
    expect(positionJSON(back.record!.start)).toEqual(positionJSON(bSlips));
    expect(back.record!.moves).toEqual(snap().context.record!.moves);

    delete json.game.context.record;
    delete json.game.context.recordAt;
    const older = readPlay(json)!.game!.resume.context;
    expect(older.record).toBeNull();
    expect(positionJSON(older.game.position)).toEqual(positionJSON(snap().context.game.position));
  });
});
