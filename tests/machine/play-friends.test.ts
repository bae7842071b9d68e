// Two at one table: every seat a person's, the site the referee. A move stands for the other player to call Stop on;
// a right call takes it back and passes the turn, a wrong one costs what the rules say, an error left uncalled is missed,
// and the game is recorded and kept like any other.
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { positionJSON, type Position } from '../../src/engine';
import { playMachine, type PlayInput } from '../../src/machine/play';
import { loadPlay, playJSON, readPlay, resumeOf, savePlay } from '../../src/records/play';
import { peekPlay } from '../../src/records/play-peek';
import { MemoryStore } from '../support/memory-store';
import { playInput } from '../support/play-input';
import { moveOf, positionOf } from '../support/positions';

// A to move, its reserve's 3♥ due on foundation 1: turning the hand card first breaks a priority rule, a slip the table can hold.
const aOwesLayout = { A: { reserve: ['9S', '3H'], hand: ['9C', '5D'] }, B: { reserve: ['QC'], hand: ['2S'] }, foundations: { 1: ['AH', '2H'] } };
const aOwes: Position = positionOf(aOwesLayout);

const friends = (over: Partial<PlayInput> = {}) => {
  const actor = createActor(playMachine, { input: playInput('friends', { seats: { A: 'human', B: 'human' }, position: aOwes, ...over }) }).start();
  return { actor, snap: () => actor.getSnapshot() };
};

describe('two at one table', () => {
  test('an illegal move stands on the table, open to the other player’s call, and the site calls nothing', () => {
    const { actor, snap } = friends();
    actor.send({ type: 'TURN_HAND' });
    const c = snap().context;
    // Still A's turn, the 3♥ still due: nothing was taken back.
    expect(snap().value).toEqual({ turn: 'priority' });
    expect(c.stop).toBeNull();
    expect(c.open?.verdict.reason).toBe('reserve-to-foundation-first');
    expect(c.callable).toBe(true);
    expect(c.game.position.A!.turned).not.toBeNull();
    expect(c.record!.moves.at(-1)).toEqual({ move: { kind: 'turn' }, called: false });
  });

  test('a right call by B takes the move back, passes the turn to B and counts as B’s catch', () => {
    const { actor, snap } = friends();
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'CALL_STOP' });
    const c = snap().context;
    expect(snap().value).toBe('stopped');
    expect(c.stop).toMatchObject({ player: 'A', calledBy: 'human' });
    expect(c.game.position.toMove).toBe('B');
    expect(c.stats.byCaller).toEqual({ B: { caught: 1, missed: 0, falseCalls: 0 } });
    expect(c.record!.moves.at(-1)!.called).toBe(true);
    actor.send({ type: 'CONTINUE' });
    // B plays on: the turn is B's, a person's, not the computer's.
    expect(snap().matches({ turn: 'computer' })).toBe(false);
    expect(snap().context.game.position.toMove).toBe('B');
  });

  test('a wrong call by B costs B what the rules say and counts as B’s false call; A plays on', () => {
    const { actor, snap } = friends({ position: positionOf({ ...aOwesLayout, rules: 'knock' }) });
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    actor.send({ type: 'CALL_STOP' });
    const c = snap().context;
    expect(c.falseCall).toMatchObject({ player: 'A', caller: 'B' });
    expect(c.stats.byCaller).toEqual({ B: { caught: 0, missed: 0, falseCalls: 1 } });
    expect(c.game.owedTurns).toEqual({ B: 1 });
    expect(c.game.position.toMove).toBe('A');
    expect(c.record!.moves.at(-1)).toEqual({ move: moveOf('R-f1'), called: true });
  });

  test('an error left uncalled until its mover’s next move is missed by the other player', () => {
    const { actor, snap } = friends();
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'DISCARD' });
    const c = snap().context;
    expect(c.stats.byCaller).toEqual({ B: { caught: 0, missed: 1, falseCalls: 0 } });
    expect(c.missed).toMatchObject({ player: 'A', move: { kind: 'turn' } });
    expect(c.record!.moves.map((m) => m.called)).toEqual([false, false]);
  });

  test('the turn passed, the table waits for the next player to take the device', () => {
    const { actor, snap } = friends();
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'DISCARD' });
    expect(snap().value).toBe('handOver');
    // B may still call A's last move once B has the device.
    actor.send({ type: 'CONTINUE' });
    expect(snap().context.game.position.toMove).toBe('B');
    expect(snap().context.callable).toBe(true);
  });

  test('a move the table cannot hold (a card on a house it does not fit) is stopped by the referee at once, and the device passes', () => {
    const { actor, snap } = friends({ position: positionOf({ A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['QC'], hand: ['2S'] } }) });
    actor.send({ type: 'MOVE', move: moveOf('R-h1') });
    expect(snap().value).toBe('stopped');
    expect(snap().context.stop).toMatchObject({ player: 'A', calledBy: 'computer' });
    expect(snap().context.stats.byCaller).toEqual({});
    // A read why and hands the device to B.
    actor.send({ type: 'CONTINUE' });
    expect(snap().value).toBe('handOver');
    expect(snap().context.game.position.toMove).toBe('B');
  });

  test('the game is recorded and kept: the opponent, the open error and each player’s calls come back from a save', () => {
    const { actor, snap } = friends();
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'CALL_STOP' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'TURN_HAND' });
    const context = snap().context;
    const record = { speed: 'normal' as const, link: 'opponent=friend', game: { settings: { preset: 'standard', seed: 'friends', practice: true, level: 'never' as const, opponent: 'friend' as const, position: aOwes }, resume: resumeOf('play', context) } };
    const back = readPlay(JSON.parse(JSON.stringify(playJSON(record))))!.game!;
    expect(back.settings.opponent).toBe('friend');
    expect(back.resume.context.stats.byCaller).toEqual(context.stats.byCaller);
    expect(back.resume.context.record!.moves).toEqual(context.record!.moves);
    expect(positionJSON(back.resume.context.game.position)).toEqual(positionJSON(context.game.position));
    expect(back.resume.context.callable).toBe(true);
    // The play page's first look, before the engine loads, knows the game is two at one table; a save from before it played the computer.
    const store = new MemoryStore();
    savePlay(store, record);
    expect(peekPlay(store).game!.friend).toBe(true);
    expect(loadPlay(store).record.game!.settings.opponent).toBe('friend');
    const { opponent: _o, ...older } = record.game.settings;
    savePlay(store, { ...record, game: { ...record.game, settings: older } });
    expect(peekPlay(store).game!.friend).toBe(false);
    expect(loadPlay(store).record.game!.settings.opponent).toBeUndefined();
  });
});
