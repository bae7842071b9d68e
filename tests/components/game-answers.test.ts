// A game's Stop questions as the coach counts them, read from the turn machine before and after each change; each
// mistake kept as a Stop puzzle of one move that the puzzle board can play (B moving, the learner at A).
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { gameAnswers } from '../../src/components/game-answers';
import { playMachine, type PlayContext, type PlayEvent, type PlayInput } from '../../src/machine/play';
import { puzzleFault, stepsOf } from '../../src/puzzles/puzzle';
import type { Answer, OwnPuzzle } from '../../src/records/coach';
import { playInput } from '../support/play-input';
import { moveOf, positionOf } from '../support/positions';

// B to move: its slips are few and known (tests/machine/play.test.ts); with 4♥ on top, B plays it up, a legal move.
const bSlips = positionOf({ toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['4H', '8D'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } });
const bPlays = positionOf({ toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['8D', '4H'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } });
// A to move with 3♥ due on foundation 1.
const aOwes = positionOf({ A: { reserve: ['3H'], hand: ['9C'] }, B: { reserve: ['4H'], hand: [] }, foundations: { 1: ['AH', '2H'] } });

/** Stop training at a rate so small the computer never errs: its moves are legal, yet it is training. */
const RARELY = 1e-9;

function table(over: Partial<PlayInput>) {
  const actor = createActor(playMachine, { input: playInput('coach', { manual: true, ...over }) }).start();
  const context = () => actor.getSnapshot().context;
  /** The answers an event gives, as the play page reads them. */
  const answers = (event: PlayEvent): Answer[] => {
    const before: PlayContext = context();
    actor.send(event);
    return gameAnswers(before, context());
  };
  return { actor, context, answers };
}

/** The own puzzle a mistake keeps, checked as the site's puzzles are, with its one move judged as in the game. */
function playable(a: Answer): OwnPuzzle {
  const puzzle = a.mistake?.puzzle;
  if (!puzzle || !('own' in puzzle)) throw new Error('no own puzzle kept');
  expect(puzzleFault({ ...puzzle.own, id: a.mistake!.id })).toBeNull();
  const [step] = stepsOf(puzzle.own);
  expect(step!.verdict.legal ? 'none' : step!.verdict.reason).toBe(a.stake);
  return puzzle.own;
}

describe("the answers of a game's Stop questions", () => {
  test('a slip caught is a right answer for the rule it broke', () => {
    const { actor, context, answers } = table({ position: bSlips, errorRate: 1 });
    actor.send({ type: 'COMPUTER_STEP' });
    const reason = context().open!.verdict.reason;
    expect(answers({ type: 'CALL_STOP' })).toEqual([{ source: 'game', stake: reason, right: true }]);
    expect(answers({ type: 'CONTINUE' })).toEqual([]);
  });

  test('a slip let pass is missed, kept as a puzzle of the move on the table it was made on', () => {
    const { actor, context, answers } = table({ position: bSlips, errorRate: 1 });
    actor.send({ type: 'COMPUTER_STEP' });
    const open = context().open!;
    const [a, ...more] = answers({ type: 'COMPUTER_STEP' });
    expect(more).toEqual([]);
    expect(a).toMatchObject({ source: 'game', stake: open.verdict.reason, right: false, mistake: { kind: 'missed', reason: open.verdict.reason } });
    const own = playable(a!);
    expect(stepsOf(own)[0]!.move).toEqual(open.move);
  });

  test('a legal move called is a false call, for the rule at stake "none", kept as a puzzle without an error', () => {
    const { answers } = table({ position: bPlays, errorRate: RARELY });
    expect(answers({ type: 'COMPUTER_STEP' })).toEqual([]);
    const [a] = answers({ type: 'CALL_STOP' });
    expect(a).toMatchObject({ source: 'game', stake: 'none', right: false, mistake: { kind: 'falseCall', reason: null } });
    expect(playable(a!)).toMatchObject({ error: null, moves: ['R-f1'], themes: ['decoy'] });
  });

  test("the learner's own move stopped is kept as the same move made by B, from across the table", () => {
    const { answers } = table({ position: aOwes, errorRate: RARELY });
    const [a, ...more] = answers({ type: 'TURN_HAND' });
    expect(more).toEqual([]);
    expect(a).toMatchObject({ source: 'game', stake: 'reserve-to-foundation-first', right: false, mistake: { kind: 'stopped', reason: 'reserve-to-foundation-first' } });
    const own = playable(a!);
    expect(own).toMatchObject({ moves: ['turn'], error: { at: 0, reason: 'reserve-to-foundation-first' }, themes: ['reserve-first'], position: { toMove: 'B', B: { reserve: ['3H'] } } });
    // The same mistake made again is the same puzzle.
    const { answers: again } = table({ position: aOwes, errorRate: RARELY, seed: 'other' });
    expect(again({ type: 'TURN_HAND' })[0]!.mistake!.id).toBe(a!.mistake!.id);
  });

  test('an own move stopped counts without Stop training too; nothing counts with two people at one table', () => {
    expect(table({ position: aOwes }).answers({ type: 'TURN_HAND' })).toMatchObject([{ right: false, mistake: { kind: 'stopped' } }]);
    const two = table({ position: aOwes, errorRate: RARELY, seats: { A: 'human', B: 'human' } });
    expect(two.answers({ type: 'MOVE', move: moveOf('turn') })).toEqual([]);
    // The slip stands for B to call: a question for the two players, not for a learner.
    expect(two.context().open?.move).toEqual(moveOf('turn'));
  });
});
