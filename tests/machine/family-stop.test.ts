// The turn machine under the family rules about Stop: the Stop rule off (an illegal attempt refused, no Stop,
// no Stop training) and what a mistaken Stop call costs (a turn skipped once, or points off the match score).
import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { parseRules, positionJSON, type Position } from '../../src/engine';
import { playMachine, type PlayInput } from '../../src/machine/play';
import { playJSON, readPlay, resumeOf } from '../../src/records/play';
import { playInput } from '../support/play-input';
import { moveOf, positionOf } from '../support/positions';

const rulesOf = (spec: object) => {
  const r = parseRules(spec);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const run = (spec: object, position: Position, over: Partial<PlayInput> = {}) => {
  const clock = new SimulatedClock();
  const actor = createActor(playMachine, { input: playInput('family', { target: 300, rules: rulesOf(spec), spec, position, ...over }), clock }).start();
  return { actor, clock, snap: () => actor.getSnapshot() };
};

describe('the Stop rule off', () => {
  // A to move with 3♥ due on foundation 1 from the reserve; turning the hand card breaks rule 1.
  const due = positionOf({ rules: { noStop: true }, A: { reserve: ['3H'], hand: ['9C'] }, B: { reserve: ['4H'], hand: [] }, foundations: { 1: ['AH', '2H'] } });

  test('an illegal attempt is refused with its reason: no Stop, nothing moves, nothing to undo, and the player goes on', () => {
    const { actor, snap } = run({ noStop: true }, due);
    const game = snap().context.game;
    actor.send({ type: 'TURN_HAND' });
    expect(snap().value).toEqual({ turn: 'priority' });
    expect(snap().context.stop).toBeNull();
    expect(snap().context.refused).toMatchObject({ player: 'A', move: { kind: 'turn' }, before: game.position, verdict: { reason: 'reserve-to-foundation-first' } });
    expect(snap().context.game).toBe(game);
    expect(snap().context.history).toEqual([]);
    expect(snap().context.log).toEqual([]);
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    expect(snap().context.refused).toBeNull();
    expect(positionJSON(snap().context.game.position).foundations[0]).toEqual(['AH', '2H', '3H']);
  });

  test('Stop training is off: the computer makes no deliberate error and a call is ignored', () => {
    // B to move: its reserve's 8♦ goes nowhere, so with Stop training on it would slip.
    const bSlips = positionOf({ rules: { noStop: true }, toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['4H', '8D'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } });
    const { actor, clock, snap } = run({ noStop: true }, bSlips, { errorRate: 1 });
    clock.increment(10);
    expect(snap().context.steps).toBe(1);
    expect(snap().context.open).toBeNull();
    expect(snap().context.callable).toBe(false);
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.stats).toEqual({ caught: 0, missed: 0, falseCalls: 0, byReason: {}, byCaller: {} });
  });
});

describe('a mistaken Stop call costs the caller', () => {
  // B to move with its reserve's 4♥ due on foundation 1: a legal move, which A calls wrongly. Both hold hand cards enough to play on.
  const bPlays = (falseStopPenalty: string) =>
    positionOf({ rules: { falseStopPenalty }, toMove: 'B', A: { reserve: ['9S'], hand: ['9C', '6D', '5S', '2C'] }, B: { reserve: ['8D', '4H'], hand: ['QC', 'JD', '7S', '3C'] }, foundations: { 1: ['AH', '2H', '3H'] } });

  test('loseTurn: A\'s next turn is skipped once, announced, and kept in the saved game', () => {
    const { actor, clock, snap } = run({ falseStopPenalty: 'loseTurn' }, bPlays('loseTurn'));
    clock.increment(10);
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.falseCall).toMatchObject({ player: 'B', caller: 'A' });
    expect(snap().context.game.owedTurns).toEqual({ A: 1 });
    expect(snap().context.match.scores).toEqual({});
    // Through the browser's storage and back: the owed turn is still owed.
    const saved = readPlay(JSON.parse(JSON.stringify(playJSON({ speed: 'normal', link: '', game: { settings: { preset: 'knock', seed: 'family', practice: true, level: 'never' as const }, resume: resumeOf('play', snap().context) } }))))!;
    expect(saved.game!.resume.context.game.owedTurns).toEqual({ A: 1 });
    expect(saved.game!.resume.context.falseCall).toMatchObject({ caller: 'A' });
    for (let i = 0; i < 50 && snap().context.skipped === null; i++) clock.increment(10);
    expect(snap().context.skipped).toBe('A');
    expect(snap().context.game.position.toMove).toBe('B');
    expect(snap().value).toEqual({ turn: 'computer' });
    expect(snap().context.game.owedTurns).toBeUndefined();
    for (let i = 0; i < 50 && snap().context.game.position.toMove !== 'A'; i++) clock.increment(10);
    // B's turn is over and A plays: skipped once only.
    expect(snap().context.game.position.toMove).toBe('A');
    expect(snap().context.skipped).toBeNull();
    expect(snap().matches({ turn: 'computer' })).toBe(false);
  });

  test('loseTurn, called on your own turn before you act (B\'s last move ended its turn): that turn is the one lost, and B plays again at once', () => {
    const { actor, clock, snap } = run({ falseStopPenalty: 'loseTurn' }, bPlays('loseTurn'));
    for (let i = 0; i < 50 && !(snap().context.game.position.toMove === 'A' && snap().context.callable); i++) clock.increment(10);
    expect(snap().matches({ turn: 'computer' })).toBe(false);
    const steps = snap().context.steps;
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.skipped).toBe('A');
    expect(snap().context.game.position.toMove).toBe('B');
    expect(snap().context.game.owedTurns).toBeUndefined();
    expect(snap().value).toEqual({ turn: 'computer' });
    clock.increment(10);
    expect(snap().context.steps).toBe(steps + 1);
    // Said while B plays on: the call, what it cost, and the turn skipped.
    expect(snap().context.falseCall).toMatchObject({ caller: 'A', player: 'B' });
    expect(snap().context.skipped).toBe('A');
  });

  test('points: each mistaken call takes 5 points off A\'s match score, and only A\'s', () => {
    const { actor, clock, snap } = run({ falseStopPenalty: 'points' }, bPlays('points'));
    clock.increment(10);
    actor.send({ type: 'CALL_STOP' });
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.match.scores).toEqual({ A: -5 });
    expect(snap().context.game.owedTurns).toBeUndefined();
    clock.increment(10);
    expect(snap().context.callable).toBe(true);
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.match.scores).toEqual({ A: -10 });
    expect(snap().context.stats.falseCalls).toBe(2);
    const saved = readPlay(JSON.parse(JSON.stringify(playJSON({ speed: 'normal', link: '', game: { settings: { preset: 'standard', seed: 'family', practice: true, level: 'never' as const }, resume: resumeOf('play', snap().context) } }))))!;
    expect(saved.game!.resume.context.match.scores).toEqual({ A: -10 });
  });

  test('none, the standard: a mistaken call is only counted', () => {
    const { actor, clock, snap } = run({}, bPlays('none'));
    clock.increment(10);
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.stats.falseCalls).toBe(1);
    expect(snap().context.match.scores).toEqual({});
    expect(snap().context.game.owedTurns).toBeUndefined();
  });
});
