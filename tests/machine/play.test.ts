// The turn machine: paths through every state (xstate's graph utilities) and scripted games.
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { legalMoves, parseMove, play, positionJSON, validatePosition, type Position } from '../../src/engine';
import { moveWords } from '../../src/components/aids';
import { explainHint } from '../../src/telling/explain';
import { playMachine, type PlayEvent, type PlayInput } from '../../src/machine/play';
import { computerMove } from '../../src/players/computer';
import { playInput } from '../support/play-input';
import { moveOf, positionOf } from '../support/positions';

// A to move with 3♥ due on foundation 1 and 9♣ in hand; B, the computer, holds only 4♥, which follows.
const endgame: Position = positionOf({ A: { reserve: ['3H'], hand: ['9C'] }, B: { reserve: ['4H'], hand: [] }, foundations: { 1: ['AH', '2H'] } });

const input = (over: Partial<PlayInput> = {}): PlayInput => playInput('machine', { target: 1, position: endgame, ...over });

/** Events worth trying in a state: the first legal move, an illegal one, and every control. */
function events(snapshot: { context: { game: { position: Position } } }): PlayEvent[] {
  const p = snapshot.context.game.position;
  const legal = legalMoves(p);
  return [
    ...legal.slice(0, 1).map((move) => ({ type: 'MOVE' as const, move })),
    { type: 'MOVE', move: moveOf('oR-h1') },
    { type: 'TURN_HAND' },
    { type: 'DISCARD' },
    { type: 'CALL_STOP' },
    { type: 'UNDO' },
    { type: 'HINT' },
    { type: 'CONTINUE' },
    { type: 'COMPUTER_STEP' },
    { type: 'NEXT_GAME' },
    { type: 'TAKE_BACK' },
    { type: 'PLAY_ANYWAY' },
  ];
}

const reached = (over: Partial<PlayInput>) => {
  const paths = getShortestPaths(playMachine, { input: input(over), events, serializeState: (s) => JSON.stringify(s.value) as never });
  return new Set(paths.map((p) => JSON.stringify(p.state.value)));
};

describe('every state of the turn machine is reachable', () => {
  test('paths through every state', () => {
    const all = new Set([...reached({}), ...reached({ errorRate: 1 }), ...reached({ tutor: true })]);
    expect([...all].sort()).toEqual(
      [
        { turn: 'priority' },
        { turn: 'free' },
        { turn: 'handCard' },
        { turn: 'computer' },
        'warned',
        'stopped',
        'handOver',
        'gameOver',
        'matchOver',
      ]
        .map((v) => JSON.stringify(v))
        .sort(),
    );
  });
});

// B to move: its reserve's 8♦ goes nowhere, so it turns its hand card, unless errors are on and it slips.
const bSlips: Position = positionOf({ toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['4H', '8D'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } });
// B to move with its reserve's 4♥ due on foundation 1.
const bPlays: Position = positionOf({ toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['8D', '4H'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } });

const parseMoveOk = (text: string) => {
  const m = parseMove(text);
  if (!m.ok) throw new Error(m.error);
  return m.value;
};

const run = (over: Partial<PlayInput>) => {
  const clock = new SimulatedClock();
  const actor = createActor(playMachine, { input: input(over), clock }).start();
  return { actor, clock, snap: () => actor.getSnapshot() };
};

describe('scripted play', () => {
  test('a compulsory move, a hand turn, a discard and the hand-over to the computer, which wins', () => {
    const { actor, clock, snap } = run({});
    expect(snap().value).toEqual({ turn: 'priority' });
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    expect(snap().value).toEqual({ turn: 'free' });
    actor.send({ type: 'TURN_HAND' });
    expect(snap().value).toEqual({ turn: 'handCard' });
    actor.send({ type: 'DISCARD' });
    expect(snap().value).toBe('handOver');
    clock.increment(10);
    expect(snap().value).toEqual({ turn: 'computer' });
    clock.increment(10);
    expect(snap().value).toBe('gameOver');
    expect(snap().context.game.result).toEqual({ kind: 'win', winner: 'B', points: 30 + 1 });
    actor.send({ type: 'NEXT_GAME' });
    expect(snap().value).toBe('matchOver');
  });

  test('the computer stops an illegal attempt: the explanation, the correction, the turn handed over', () => {
    const { actor, snap } = run({});
    actor.send({ type: 'TURN_HAND' });
    expect(snap().value).toBe('stopped');
    const stop = snap().context.stop!;
    expect(stop.verdict.reason).toBe('reserve-to-foundation-first');
    expect(stop.calledBy).toBe('computer');
    expect(positionJSON(snap().context.game.position).foundations[0]).toEqual(['AH', '2H', '3H']);
    expect(snap().context.game.position.toMove).toBe('B');
    actor.send({ type: 'CONTINUE' });
    expect(snap().value).toEqual({ turn: 'computer' });
  });

  test('passing with a hand still to play is stopped', () => {
    const { actor, snap } = run({});
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    actor.send({ type: 'PASS' });
    expect(snap().value).toBe('stopped');
    expect(snap().context.stop!.move).toEqual({ kind: 'pass' });
    expect(snap().context.stop!.verdict.legal).toBe(false);
  });

  test('undo and hint, in practice only', () => {
    const { actor, snap } = run({});
    actor.send({ type: 'HINT' });
    expect(explainHint(snap().context.hint!, 'A', 'en')).toMatch(/^Play your reserve card 3♥ from your reserve to foundation 1|^Play 3♥ from your reserve to foundation 1/);
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'UNDO' });
    expect(snap().value).toEqual({ turn: 'priority' });
    expect(positionJSON(snap().context.game.position).A.reserve).toEqual(['3H']);
    const strict = run({ practice: false });
    strict.actor.send({ type: 'HINT' });
    expect(strict.snap().context.hint).toBeNull();
  });

  test('Stop training: a right call corrects the computer and hands the turn back', () => {
    const { actor, clock, snap } = run({ position: bSlips, errorRate: 1 });
    clock.increment(10);
    expect(snap().context.open).not.toBeNull();
    actor.send({ type: 'CALL_STOP' });
    expect(snap().value).toBe('stopped');
    expect(snap().context.stats).toMatchObject({ caught: 1, missed: 0, falseCalls: 0 });
    expect(snap().context.stop!.calledBy).toBe('human');
    expect(snap().context.game.position.toMove).toBe('A');
    expect(validatePosition(snap().context.game.position)).toBeNull();
    expect(snap().context.log.at(-1)!.stopped).toBe(true);
  });

  test('an error left uncalled counts as missed, and the note keeps the move to tell it', () => {
    const { clock, snap } = run({ position: bSlips, errorRate: 1 });
    clock.increment(10);
    const slip = snap().context.open!;
    clock.increment(10);
    expect(snap().context.stats.missed).toBe(1);
    expect(snap().context.missed).toMatchObject({ player: 'B', move: slip.move, before: slip.before.position });
    expect(snap().context.missed!.verdict.legal).toBe(false);
  });
});

describe('when Stop may be called', () => {
  test('not before the computer has moved: a call at the start of its turn or during yours is ignored', () => {
    const { actor, clock, snap } = run({ errorRate: 1 });
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.callable).toBe(false);
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'DISCARD' });
    clock.increment(10);
    expect(snap().value).toEqual({ turn: 'computer' });
    expect(snap().context.callable).toBe(false);
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.stats).toEqual({ caught: 0, missed: 0, falseCalls: 0, byReason: {}, byCaller: {} });
    expect(snap().context.falseCall).toBeNull();
  });

  test('after each computer move until its next move; a false call is counted once and names the move', () => {
    const { actor, clock, snap } = run({ position: bPlays, errorRate: 0 });
    const before = snap().context.game.position;
    clock.increment(10);
    expect(snap().context.callable).toBe(true);
    actor.send({ type: 'CALL_STOP' });
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.stats.falseCalls).toBe(1);
    expect(snap().context.falseCall).toMatchObject({ player: 'B', before });
    expect(moveWords(before, snap().context.falseCall!.move, 'A', 'en')).toBe("4♥ from B’s reserve to foundation 1");
    expect(snap().context.callable).toBe(false);
    clock.increment(10);
    expect(snap().context.callable).toBe(true);
    // Still said while B goes on with its turn, the words being maybe below a phone's screen at the call; gone once the turn passes.
    expect(snap().context.game.position.toMove).toBe('B');
    expect(snap().context.falseCall).toMatchObject({ player: 'B', before });
    for (let i = 0; i < 50 && snap().context.game.position.toMove === 'B'; i++) clock.increment(10);
    expect(snap().context.game.position.toMove).toBe('A');
    expect(snap().context.falseCall).toBeNull();
  });

  test('until the human acts: the computer’s last move of its turn may be called on your turn, not after your move', () => {
    const { actor, clock, snap } = run({ position: bSlips, errorRate: 0 });
    for (let i = 0; i < 50 && snap().context.game.position.toMove !== 'A'; i++) clock.increment(10);
    expect(snap().value).toEqual({ turn: 'free' });
    expect(snap().context.callable).toBe(true);
    actor.send({ type: 'TURN_HAND' });
    expect(snap().context.callable).toBe(false);
    actor.send({ type: 'CALL_STOP' });
    expect(snap().context.stats.falseCalls).toBe(0);
  });
});

describe('the move list and looking back', () => {
  test('the moves of the current and the previous turn, each with the positions either side', () => {
    const { actor, clock, snap } = run({ position: bSlips, errorRate: 0 });
    for (let i = 0; i < 50 && snap().context.game.position.toMove !== 'A'; i++) clock.increment(10);
    const bTurn = snap().context.log;
    expect(bTurn.length).toBeGreaterThan(0);
    expect(bTurn.every((e) => e.player === 'B')).toBe(true);
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'DISCARD' });
    expect(snap().context.log.map((e) => e.player)).toEqual([...bTurn.map(() => 'B'), 'A', 'A']);
    clock.increment(10);
    clock.increment(10);
    // B's next turn began: its first turn is dropped, A's stays as the previous turn.
    expect(snap().context.log.map((e) => e.player)).toEqual(['A', 'A', 'B']);
    const e = snap().context.log[2]!;
    expect(positionJSON(e.after)).toEqual(positionJSON(play(e.before, e.move)));
  });

  test('the computer waits while the learner looks back, and goes on after "back to the game"', () => {
    const { actor, clock, snap } = run({ position: bSlips, errorRate: 0 });
    clock.increment(10);
    const steps = snap().context.steps;
    actor.send({ type: 'LOOK', index: 0 });
    expect(snap().context.review).toBe(0);
    clock.increment(1000);
    actor.send({ type: 'COMPUTER_STEP' });
    expect(snap().context.steps).toBe(steps);
    actor.send({ type: 'LOOK', index: 5 });
    expect(snap().context.review).toBe(0);
    actor.send({ type: 'BACK' });
    expect(snap().context.review).toBeNull();
    clock.increment(10);
    expect(snap().context.steps).toBe(steps + 1);
  });

  test('undo takes the undone moves out of the move list', () => {
    const { actor, snap } = run({});
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    actor.send({ type: 'TURN_HAND' });
    expect(snap().context.log).toHaveLength(2);
    actor.send({ type: 'UNDO' });
    expect(snap().context.log).toHaveLength(1);
    expect(snap().context.log[0]!.move).toEqual(parseMoveOk('R-f1'));
  });
});

describe('the rest of the game', () => {
  test('a whole game between two computers runs to its end through the machine', () => {
    const { clock, snap } = run({ position: undefined, seats: { A: 'computer', B: 'computer' }, target: 300 });
    for (let i = 0; i < 20_000 && snap().value !== 'gameOver'; i++) clock.increment(1);
    expect(snap().value).toBe('gameOver');
    expect(snap().context.match.games).toHaveLength(1);
  });

  test('a human playing by the computer’s choices through MOVE events finishes a game', () => {
    const { actor, clock, snap } = run({ position: undefined, target: 300 });
    for (let i = 0; i < 20_000 && snap().value !== 'gameOver'; i++) {
      const s = snap();
      if (s.value === 'stopped' || s.value === 'handOver') actor.send({ type: 'CONTINUE' });
      else if (s.context.game.position.toMove === 'A') actor.send({ type: 'MOVE', move: computerMove(s.context.game.position, 0) });
      else clock.increment(1);
    }
    expect(snap().value).toBe('gameOver');
  });
});
