// The play page's saved game: written after a change, read back into the same game, and refused whole when any part is unreadable.
import { MemoryStore } from '../support/memory-store';
import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { positionJSON, type Position } from '../../src/engine';
import { playMachine, type Phase, type PlayInput } from '../../src/machine/play';
import { loadPlay, PLAY_KEY, playJSON, readPlay, resumeOf, savePlay, type PlayRecord } from '../../src/records/play';
import { KEPT_ASIDE_KEY, settle } from '../../src/storage/kept-aside';
import type { Unreadable } from '../../src/storage/notes';
import { playInput } from '../support/play-input';
import { moveOf, positionOf } from '../support/positions';

const input = (over: Partial<PlayInput> = {}): PlayInput => playInput('saved', over);
const settings = { preset: 'standard', seed: 'saved', practice: true, level: 'never' as const };

const phaseOf = (s: SnapshotFrom<typeof playMachine>): Phase => (s.matches('stopped') ? 'stopped' : s.matches('gameOver') ? 'gameOver' : s.matches('matchOver') ? 'matchOver' : 'play');
const recordOf = (s: SnapshotFrom<typeof playMachine>): PlayRecord => ({ speed: 'slow', link: 'seed=saved', game: { settings, resume: resumeOf(phaseOf(s), s.context) } });
/** Through the browser's storage and back, as text. */
const roundTrip = (r: PlayRecord) => readPlay(JSON.parse(JSON.stringify(playJSON(r))));

function played(over: Partial<PlayInput> = {}, steps = 40) {
  const clock = new SimulatedClock();
  const actor = createActor(playMachine, { input: input(over), clock }).start();
  for (let i = 0; i < steps && actor.getSnapshot().value !== 'gameOver'; i++) {
    const s = actor.getSnapshot();
    if (s.context.game.position.toMove === 'A' && s.matches('turn')) actor.send({ type: 'TURN_HAND' });
    else if (s.matches('stopped') || s.matches('handOver')) actor.send({ type: 'CONTINUE' });
    else clock.increment(1);
  }
  return actor.getSnapshot();
}

describe('a saved game comes back as it was', () => {
  test('the position, the move list, the match, the Stop counts, the settings and the speed', () => {
    const before = played({ errorRate: 0.5 });
    expect(before.context.log.length).toBeGreaterThan(0);
    const back = roundTrip(recordOf(before))!;
    expect(back.speed).toBe('slow');
    expect(back.link).toBe('seed=saved');
    expect(back.game!.settings).toEqual({ ...settings, position: undefined });
    const c = back.game!.resume.context;
    expect(positionJSON(c.game.position)).toEqual(positionJSON(before.context.game.position));
    expect(c.stats).toEqual(before.context.stats);
    expect(c.match).toEqual(before.context.match);
    expect(c.gameNo).toBe(before.context.gameNo);
    expect(c.log.map((e) => [e.player, e.move, positionJSON(e.after)])).toEqual(before.context.log.map((e) => [e.player, e.move, positionJSON(e.after)]));
  });

  test('the watch on turns without progress comes back; a save from before its `progressed` mark reads as no progress this turn', () => {
    const before = played();
    expect(roundTrip(recordOf(before))!.game!.resume.context.game.watch).toEqual(before.context.game.watch);
    const json = JSON.parse(JSON.stringify(playJSON(recordOf(before))));
    const watch = json.game.context.game.watch;
    delete watch.progressed;
    expect(readPlay(json)!.game!.resume.context.game.watch).toEqual({ ...before.context.game.watch, progressed: false });
    watch.progressed = 'yes';
    expect(readPlay(json)).toBeNull();
  });

  test('a game restored at the computer\'s turn goes on: its delayed move is started again', () => {
    const start: Position = positionOf({ toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['8D', '4H'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } });
    const s = createActor(playMachine, { input: input({ position: start, computerDelay: 100 }) }).start().getSnapshot();
    const back = roundTrip(recordOf(s))!;
    const clock = new SimulatedClock();
    const actor = createActor(playMachine, { input: input({ position: start, computerDelay: 100, resume: back.game!.resume }), clock }).start();
    expect(actor.getSnapshot().value).toEqual({ turn: 'computer' });
    clock.increment(100);
    expect(actor.getSnapshot().context.steps).toBe(1);
  });

  test('a finished game comes back finished, its points counted once', () => {
    const won: Position = positionOf({ A: { reserve: ['3H'], hand: [] }, B: { reserve: ['4H'], hand: ['9C'] }, foundations: { 1: ['AH', '2H'] } });
    const actor = createActor(playMachine, { input: input({ position: won }) }).start();
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    expect(actor.getSnapshot().value).toBe('gameOver');
    const back = roundTrip(recordOf(actor.getSnapshot()))!;
    const again = createActor(playMachine, { input: input({ resume: back.game!.resume }) }).start().getSnapshot();
    expect(again.value).toBe('gameOver');
    expect(again.context.match.games).toHaveLength(1);
    expect(again.context.match.scores).toEqual(actor.getSnapshot().context.match.scores);
  });

  test('a Stop shown when the page was left is shown again, with its explanation asked of the engine again', () => {
    const due: Position = positionOf({ A: { reserve: ['3H'], hand: ['9C'] }, B: { reserve: ['4H'], hand: [] }, foundations: { 1: ['AH', '2H'] } });
    const actor = createActor(playMachine, { input: input({ position: due }) }).start();
    actor.send({ type: 'TURN_HAND' });
    const stop = actor.getSnapshot().context.stop!;
    const back = roundTrip(recordOf(actor.getSnapshot()))!;
    const again = createActor(playMachine, { input: input({ resume: back.game!.resume }) }).start().getSnapshot();
    expect(again.value).toBe('stopped');
    expect(again.context.stop!.verdict).toEqual(stop.verdict);
  });
});

describe('an unreadable save is refused whole and kept aside', () => {
  const good = () => JSON.parse(JSON.stringify(playJSON(recordOf(played()))));
  test.each([
    ['not JSON', () => '{"version":1,'],
    ['another version', () => JSON.stringify({ ...good(), version: 99 })],
    ['a broken position', () => JSON.stringify({ ...good(), game: { ...good().game, context: { ...good().game.context, game: { ...good().game.context.game, position: { format: 'nope' } } } } })],
    ['a move in no notation', () => JSON.stringify({ ...good(), game: { ...good().game, context: { ...good().game.context, last: { ...good().game.context.last, move: 'fly' } } } })],
    ['a negative count', () => JSON.stringify({ ...good(), game: { ...good().game, context: { ...good().game.context, stats: { caught: -1, missed: 0, falseCalls: 0 } } } })],
  ])('%s', (name, text) => {
    const store = new MemoryStore();
    store.setItem(PLAY_KEY, text());
    const { record, note } = loadPlay(store);
    expect(record.game).toBeNull();
    expect(note).toEqual({ code: 'unreadable', what: 'game', key: PLAY_KEY, raw: text(), version: 1 });
    expect(settle(store, note as Unreadable)).toBe(name === 'another version' ? 'newer' : 'keptAside');
    expect(JSON.parse(store.getItem(KEPT_ASIDE_KEY)!)).toEqual([{ key: PLAY_KEY, savedAt: expect.any(String), raw: text() }]);
  });

  test('a good save is read back by loadPlay', () => {
    const store = new MemoryStore();
    expect(savePlay(store, recordOf(played()))).toBe('saved');
    const { record, note } = loadPlay(store);
    expect(note).toBeNull();
    expect(record.game).not.toBeNull();
  });
});
