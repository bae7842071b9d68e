// The tutor: a human's move that breaks a rule is warned about before it stands, told its rule, and may be taken back
// or played anyway (then stopped as without the tutor); each warning is kept with the game and counts in its report.
import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { gameFaults, ownFaultsByReason, parseRules, positionJSON, withWithdrawn, type Position } from '../../src/engine';
import { playMachine, turnPhase, type Phase, type PlayContext, type PlayInput } from '../../src/machine/play';
import { playJSON, readPlay, resumeOf } from '../../src/records/play';
import { warningLine } from '../../src/telling/report';
import { playInput } from '../support/play-input';
import { moveOf, positionOf } from '../support/positions';

// A to move with 3♥ due on foundation 1 from the reserve and 9♣ in hand: turning the hand card first breaks that rule.
const due: Position = positionOf({ A: { reserve: ['3H'], hand: ['9C', '6D'] }, B: { reserve: ['4H'], hand: ['QC', 'JD'] }, foundations: { 1: ['AH', '2H'] } });

const run = (over: Partial<PlayInput> = {}) => {
  const actor = createActor(playMachine, { input: playInput('tutor', { target: 300, position: due, tutor: true, ...over }), clock: new SimulatedClock() }).start();
  return { actor, snap: () => actor.getSnapshot() };
};

/** The context saved in `phase`, written as the browser keeps it and read back. */
const savedAndRead = (phase: Phase, c: PlayContext) => {
  const json = JSON.parse(JSON.stringify(playJSON({ speed: 'normal', link: '', game: { settings: { preset: 'standard', seed: 'tutor', practice: true, tutor: true, level: 'never' }, resume: resumeOf(phase, c) } })));
  return { json, back: readPlay(json)!.game! };
};

describe('the tutor warns before a wrong move stands', () => {
  test('the attempt is not played: the table waits, with the move and the rule it breaks', () => {
    const { actor, snap } = run();
    const game = snap().context.game;
    actor.send({ type: 'TURN_HAND' });
    expect(snap().value).toBe('warned');
    expect(turnPhase(snap())).toBe('warned');
    expect(snap().context.warning).toMatchObject({ player: 'A', move: { kind: 'turn' }, before: game.position, verdict: { legal: false, reason: 'reserve-to-foundation-first' } });
    expect(snap().context.game).toBe(game);
    expect(snap().context.record!.moves).toEqual([]);
    expect(snap().context.log).toEqual([]);
    expect(snap().context.stop).toBeNull();
    // While warned nothing else is played: the player answers the warning first.
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    expect(snap().value).toBe('warned');
    expect(snap().context.game).toBe(game);
  });

  test('taken back: the turn goes on as before the attempt, and the warning stays counted', () => {
    const { actor, snap } = run();
    const game = snap().context.game;
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'TAKE_BACK' });
    expect(snap().value).toEqual({ turn: 'priority' });
    expect(snap().context.game).toBe(game);
    expect(snap().context.warning).toBeNull();
    expect(snap().context.warnings).toMatchObject([{ move: { kind: 'turn' }, verdict: { reason: 'reserve-to-foundation-first' }, takenBack: true }]);
    expect(snap().context.history).toEqual([]);
    actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    expect(positionJSON(snap().context.game.position).foundations[0]).toEqual(['AH', '2H', '3H']);
    expect(snap().context.warnings).toHaveLength(1);
  });

  test('played anyway: the move stands and is stopped, as without the tutor, and is not counted twice', () => {
    const { actor, snap } = run();
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'PLAY_ANYWAY' });
    expect(snap().value).toBe('stopped');
    expect(snap().context.stop).toMatchObject({ player: 'A', calledBy: 'computer', move: { kind: 'turn' } });
    expect(snap().context.record!.moves).toEqual([{ move: { kind: 'turn' }, called: true }]);
    expect(snap().context.warnings).toMatchObject([{ takenBack: false }]);
    actor.send({ type: 'CONTINUE' });
    expect(snap().value).toEqual({ turn: 'computer' });
  });

  test('a legal move is played at once; with the tutor off a wrong one is stopped at once; without the Stop rule it is refused', () => {
    const legal = run();
    legal.actor.send({ type: 'MOVE', move: moveOf('R-f1') });
    expect(legal.snap().value).toEqual({ turn: 'free' });
    expect(legal.snap().context.warnings).toEqual([]);
    const off = run({ tutor: false });
    off.actor.send({ type: 'TURN_HAND' });
    expect(off.snap().value).toBe('stopped');
    const spec = { noStop: true };
    const rules = parseRules(spec);
    if (!rules.ok) throw new Error(rules.error);
    const noStop = run({ rules: rules.value, spec, position: positionOf({ rules: spec, A: { reserve: ['3H'], hand: ['9C'] }, B: { reserve: ['4H'], hand: [] }, foundations: { 1: ['AH', '2H'] } }) });
    noStop.actor.send({ type: 'TURN_HAND' });
    expect(noStop.snap().value).toEqual({ turn: 'priority' });
    expect(noStop.snap().context.refused).toMatchObject({ verdict: { reason: 'reserve-to-foundation-first' } });
    expect(noStop.snap().context.warning).toBeNull();
  });
});

describe('two people at one table, the tutor on', () => {
  const friends = { seats: { A: 'human', B: 'human' } } as const;

  test('the warning comes first; played anyway, the move stands open to the other player\'s call', () => {
    const { actor, snap } = run(friends);
    actor.send({ type: 'TURN_HAND' });
    expect(snap().value).toBe('warned');
    actor.send({ type: 'PLAY_ANYWAY' });
    expect(snap().context.stop).toBeNull();
    expect(snap().context.open).toMatchObject({ player: 'A', move: { kind: 'turn' }, verdict: { reason: 'reserve-to-foundation-first' } });
    expect(snap().context.record!.moves).toEqual([{ move: { kind: 'turn' }, called: false }]);
    expect(snap().context.warnings).toMatchObject([{ player: 'A', takenBack: false }]);
  });

  test('taken back, nothing stands and the same player goes on', () => {
    const { actor, snap } = run(friends);
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'TAKE_BACK' });
    expect(snap().value).toEqual({ turn: 'priority' });
    expect(snap().context.open).toBeNull();
    expect(snap().context.game.position.toMove).toBe('A');
  });
});

describe('the warnings are kept with the game', () => {
  test('saved while warned, the game comes back warned, and the warning can still be taken back', () => {
    const { actor, snap } = run();
    actor.send({ type: 'TURN_HAND' });
    const { back } = savedAndRead('warned', snap().context);
    expect(back.settings.tutor).toBe(true);
    const resumed = run({ resume: back.resume });
    expect(resumed.snap().value).toBe('warned');
    expect(resumed.snap().context.warning).toMatchObject({ move: { kind: 'turn' }, verdict: { reason: 'reserve-to-foundation-first' } });
    resumed.actor.send({ type: 'TAKE_BACK' });
    expect(resumed.snap().value).toEqual({ turn: 'priority' });
    expect(resumed.snap().context.warnings).toMatchObject([{ takenBack: true }]);
  });

  test('saved after a warning taken back, it is still counted; a save from before the tutor reads with none', () => {
    const { actor, snap } = run();
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'TAKE_BACK' });
    const { json, back } = savedAndRead('play', snap().context);
    const resumed = run({ resume: back.resume });
    expect(resumed.snap().value).toEqual({ turn: 'priority' });
    expect(resumed.snap().context.warnings).toMatchObject([{ move: { kind: 'turn' }, takenBack: true }]);
    delete json.game.context.warning;
    delete json.game.context.warnings;
    delete json.game.settings.tutor;
    const older = readPlay(json)!.game!;
    expect(older.settings.tutor).toBeUndefined();
    expect(older.resume.context.warning).toBeNull();
    expect(older.resume.context.warnings).toEqual([]);
  });
});

describe('the game report counts the warnings', () => {
  test('a move taken back is the player\'s fault in the rate and by rule; one played anyway counts once, as stopped', () => {
    const { actor, snap } = run();
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'TAKE_BACK' });
    actor.send({ type: 'TURN_HAND' });
    actor.send({ type: 'PLAY_ANYWAY' });
    const c = snap().context;
    const faults = gameFaults(c.record!);
    if (!faults.ok) throw new Error(faults.code);
    const withdrawn = c.warnings.filter((w) => w.takenBack);
    expect(ownFaultsByReason(faults.faults, 'A', withdrawn.map((w) => w.verdict))).toEqual({ 'reserve-to-foundation-first': 2 });
    expect(withWithdrawn(faults.decisions.A!, withdrawn.length)).toEqual({ moves: 2, forced: 0, faults: 2 });
    expect(c.warnings.map((w) => warningLine(w, 'A', 'en'))).toEqual([expect.stringMatching(/: taken back\.$/), expect.stringMatching(/: played anyway, and stopped\.$/)]);
    expect(warningLine(c.warnings[0]!, 'A', 'fr')).toMatch(/\u00a0: repris\.$/);
  });
});
