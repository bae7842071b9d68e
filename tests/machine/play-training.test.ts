// Stop training as a player meets it: errors a player would make (never a card moved to and fro, never an error made again
// once stopped), counted by rule, and a computer that waits for "Let it go" after each move when asked to.
import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { moveSteps, priorities, type Move, type Position } from '../../src/engine';
import { playMachine, type PlayInput } from '../../src/machine/play';
import { computerMove, caughtError, type CaughtError } from '../../src/players/computer';
import { playJSON, readPlay, resumeOf } from '../../src/records/play';
import { playInput } from '../support/play-input';
import { positionOf } from '../support/positions';

const SEEDS = ['t1', 't2'];
const MAX_STEPS = 3000;

/** The (card, pile) pairs a move takes a card off, and the pile it puts it on. */
const moved = (p: Position, m: Move) => (m.kind === 'move' ? moveSteps(p, [m])[0]!.cards.map((card) => ({ card, from: m.from, to: m.to })) : []);
const key = (e: CaughtError) => `${e.player} ${JSON.stringify(e.move)} ${e.card} ${e.reason}`;

interface Seen {
  /** Computer moves that put a card back on a pile it left earlier in the same turn. */
  readonly back: string[];
  /** Errors made again after a Stop caught them in the same game. */
  readonly again: string[];
  readonly slips: number;
  readonly caught: number;
}

/**
 * Plays a game to its end on the machine, stepping the computer by hand: `caller` decides whether the human seat calls Stop
 * on an error it sees (the human plays the computer's own legal choice); with no human seat, two computers play and nobody calls.
 */
function playThrough(over: Partial<PlayInput>, caller: ((slip: number) => boolean) | null) {
  const seats = caller ? ({ A: 'human', B: 'computer' } as const) : ({ A: 'computer', B: 'computer' } as const);
  const actor = createActor(playMachine, { input: playInput(over.seed ?? 'x', { seats, target: 1, manual: true, ...over }) }).start();
  const seen = { back: [] as string[], again: [] as string[], slips: 0, caught: 0 };
  let caught: string[] = [];
  let left: { card: number; from: number }[] = [];
  let mover = '';
  for (let n = 0; n < MAX_STEPS && !actor.getSnapshot().matches('gameOver'); n++) {
    const snap = actor.getSnapshot();
    const c = snap.context;
    if (snap.matches('handOver') || snap.matches('stopped')) {
      actor.send({ type: 'CONTINUE' });
      continue;
    }
    const p = c.game.position;
    if (c.input.seats[p.toMove] === 'human') {
      mover = '';
      actor.send({ type: 'MOVE', move: computerMove(p, 5, priorities(p)) });
      continue;
    }
    if (p.toMove !== mover) (mover = p.toMove), (left = []);
    actor.send({ type: 'COMPUTER_STEP' });
    const after = actor.getSnapshot().context;
    const move = after.last!.move;
    for (const m of moved(p, move)) if (left.some((l) => l.card === m.card && l.from === m.to)) seen.back.push(`${c.input.seed} step ${n}: ${JSON.stringify(m)}`);
    left.push(...moved(p, move));
    if (after.open) {
      const error = caughtError(p, move, after.open.verdict.reason);
      if (caught.includes(key(error))) seen.again.push(`${c.input.seed} step ${n}: ${key(error)}`);
      const slip = seen.slips++;
      if (caller?.(slip)) {
        actor.send({ type: 'CALL_STOP' });
        caught = [...caught, key(error)];
        seen.caught++;
        expect(actor.getSnapshot().context.caughtErrors.map(key)).toEqual(caught);
      }
    }
  }
  return { snap: actor.getSnapshot(), seen: seen as Seen };
}

describe('the training computer errs as a player would', () => {
  test.each([0.25, 1])('at an error rate of %s against a computer, no move puts a card back where it came from this turn', (errorRate) => {
    for (const seed of SEEDS) {
      const { snap, seen } = playThrough({ seed, errorRate }, null);
      expect(snap.value, seed).toBe('gameOver');
      expect(seen.slips, seed).toBeGreaterThan(0);
      expect(seen.back).toEqual([]);
    }
  });

  test.each([0.25, 1])('at an error rate of %s against a human calling every other error, no stopped error comes again, and the counts by rule add up', (errorRate) => {
    for (const seed of SEEDS) {
      const { snap, seen } = playThrough({ seed, errorRate }, (slip) => slip % 2 === 0);
      expect(snap.value, seed).toBe('gameOver');
      expect(seen.caught, seed).toBeGreaterThan(0);
      expect({ back: seen.back, again: seen.again }).toEqual({ back: [], again: [] });
      const { stats } = snap.context;
      const byRule = Object.values(stats.byReason);
      expect(stats.caught, seed).toBe(seen.caught);
      expect(byRule.reduce((n, t) => n + t.caught, 0)).toBe(stats.caught);
      expect(byRule.reduce((n, t) => n + t.missed, 0)).toBe(stats.missed);
      expect(stats.caught + stats.missed, seed).toBeGreaterThanOrEqual(seen.slips - 1);
    }
  });
});

// B to move: its reserve's 8♦ goes nowhere and every house holds a king, so its slips are few and known.
const bSlips: Position = positionOf({ toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['4H', '8D'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } });

describe('what was stopped is kept with the game', () => {
  test('the caught errors and the counts by rule come back from a save; a save from before them reads with none', () => {
    const actor = createActor(playMachine, { input: playInput('kept', { position: bSlips, errorRate: 1, manual: true }) }).start();
    actor.send({ type: 'COMPUTER_STEP' });
    const reason = actor.getSnapshot().context.open!.verdict.reason;
    actor.send({ type: 'CALL_STOP' });
    const context = actor.getSnapshot().context;
    expect(context.caughtErrors).toHaveLength(1);
    expect(context.stats).toEqual({ caught: 1, missed: 0, falseCalls: 0, byReason: { [reason]: { caught: 1, missed: 0 } }, byCaller: { A: { caught: 1, missed: 0, falseCalls: 0 } } });
    const record = { speed: 'normal' as const, link: '', game: { settings: { preset: 'standard', seed: 'kept', practice: true, level: 'often' as const }, resume: resumeOf('stopped', context) } };
    const json = JSON.parse(JSON.stringify(playJSON(record)));
    const back = readPlay(json)!.game!.resume.context;
    expect(back.caughtErrors).toEqual(context.caughtErrors);
    expect(back.stats).toEqual(context.stats);
    expect(readPlay(json)!.trainingSpeed).toBe('step');
    const { caughtErrors: _c, ...older } = json.game.context;
    const old = readPlay({ ...json, trainingSpeed: undefined, game: { ...json.game, context: { ...older, stats: { caught: 1, missed: 0, falseCalls: 0 } } } })!;
    expect(old.game!.resume.context.caughtErrors).toEqual([]);
    expect(old.game!.resume.context.stats.byReason).toEqual({});
    expect(old.game!.resume.context.stats.byCaller).toEqual({});
  });
});

describe('step by step', () => {
  const run = (over: Partial<PlayInput>) => {
    const clock = new SimulatedClock();
    const actor = createActor(playMachine, { input: playInput('step', { position: bSlips, computerDelay: 900, ...over }), clock }).start();
    return { actor, clock, steps: () => actor.getSnapshot().context.steps };
  };

  test('the computer waits for the step, however long, and makes one move for each', () => {
    const { actor, clock, steps } = run({ manual: true });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toEqual({ turn: 'computer' });
    expect(steps()).toBe(0);
    actor.send({ type: 'COMPUTER_STEP' });
    expect(steps()).toBe(1);
    clock.increment(60_000);
    expect(steps()).toBe(1);
  });

  test('a pace changed while it waits applies at once: timed, it moves after the delay; step by step again, it waits', () => {
    const { actor, clock, steps } = run({ manual: true });
    clock.increment(5_000);
    actor.send({ type: 'SET_PACE', delay: 400, manual: false });
    clock.increment(399);
    expect(steps()).toBe(0);
    clock.increment(1);
    expect(steps()).toBe(1);
    actor.send({ type: 'SET_PACE', delay: 400, manual: true });
    clock.increment(5_000);
    expect(steps()).toBe(1);
    expect(actor.getSnapshot().context.input.manual).toBe(true);
  });
});
