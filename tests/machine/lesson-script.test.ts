// The turn machine as the lessons drive it: a computer that plays a set script (a watched turn's
// slips open to a Stop, or a guided game's moves giving way to the computer's own), moves made
// one at a time when asked, the table waiting at the script's end, and the phase a board names.
import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { positionJSON, type Position } from '../../src/engine';
import { playMachine, turnPhase, type PlayInput } from '../../src/machine/play';
import { playInput } from '../support/play-input';
import { moveOf, positionOf } from '../support/positions';

const run = (position: Position, over: Partial<PlayInput>) => {
  const clock = new SimulatedClock();
  const actor = createActor(playMachine, { input: playInput('lesson', { position, rules: position.rules, spec: position.spec, computerDelay: 0, ...over }), clock }).start();
  return { actor, clock, snap: () => actor.getSnapshot() };
};

// B to move: the 5♦ on the 6♠ is legal, the 4♣ from B's waste onto the 5♦ is not (the waste is not available).
const watched = positionOf({ toMove: 'B', A: { reserve: ['6H'], hand: ['9C'] }, B: { reserve: ['QS'], hand: ['2D', '8C'], waste: ['4C'] }, houses: { 4: ['5D'], 8: ['6S'] } });

describe('a watched turn', () => {
  const input = { manual: true, script: { moves: [moveOf('h4-h8'), moveOf('W-h8')], slips: true } };

  test('B moves only when asked, one scripted move at a time; the slip stays on the table, open to a Stop', () => {
    const { actor, snap } = run(watched, input);
    expect(turnPhase(snap())).toBe('computer');
    expect(snap().context.last).toBeNull();
    actor.send({ type: 'COMPUTER_STEP' });
    expect(snap().context.last?.move).toEqual(moveOf('h4-h8'));
    expect(snap().context.open).toBeNull();
    actor.send({ type: 'COMPUTER_STEP' });
    expect(snap().context.open?.move).toEqual(moveOf('W-h8'));
    expect(positionJSON(snap().context.game.position).houses[7]).toEqual(['6S', '5D', '4C']);
  });

  test('Stop called on the slip: caught, and the board shows the table corrected', () => {
    const { actor, snap } = run(watched, input);
    actor.send({ type: 'COMPUTER_STEP' });
    actor.send({ type: 'COMPUTER_STEP' });
    actor.send({ type: 'CALL_STOP' });
    expect(turnPhase(snap())).toBe('stopped');
    expect(snap().context.stop).toMatchObject({ calledBy: 'human', player: 'B' });
    expect(positionJSON(snap().context.game.position).houses[7]).toEqual(['6S', '5D']);
    expect(snap().context.game.position.toMove).toBe('A');
  });

  test('the slip let pass: it is counted as missed when B moves on', () => {
    const { actor, snap } = run(watched, { ...input, script: { moves: [...input.script.moves, moveOf('h8-h4')], slips: true } });
    for (let i = 0; i < 3; i++) actor.send({ type: 'COMPUTER_STEP' });
    expect(snap().context.missed?.move).toEqual(moveOf('W-h8'));
  });

  test('Stop called on a legal move is a false call', () => {
    const { actor, snap } = run(watched, input);
    actor.send({ type: 'COMPUTER_STEP' });
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.falseCall?.move).toEqual(moveOf('h4-h8'));
  });
});

describe('a whole turn with nothing scripted for B', () => {
  test('once A discards, the turn passes and the table waits: B makes no move', () => {
    const p = positionOf({ A: { reserve: ['6H'], hand: ['JH'] }, B: { reserve: ['QS'], hand: ['2D'] }, houses: { 1: ['9C'] } });
    const { actor, clock, snap } = run(p, { script: { moves: [], slips: false } });
    expect(turnPhase(snap())).toBe('free');
    actor.send({ type: 'TURN_HAND' });
    expect(turnPhase(snap())).toBe('handCard');
    actor.send({ type: 'DISCARD' });
    clock.increment(10_000);
    expect(turnPhase(snap())).toBe('waiting');
    expect(snap().context.game.position.toMove).toBe('B');
    expect(snap().context.steps).toBe(0);
  });
});

describe('a guided game', () => {
  test('a scripted move the rules refuse gives way to the computer’s own legal move', () => {
    // B's script asks for the 4♣ from its waste, which is not available: B plays otherwise, legally.
    const { clock, snap } = run(watched, { script: { moves: [moveOf('W-h8')], slips: false } });
    clock.increment(10);
    const made = snap().context.log[0]!;
    expect(made.move).not.toEqual(moveOf('W-h8'));
    expect(snap().context.open).toBeNull();
    expect(snap().context.stop).toBeNull();
  });
});
