// Family rules about Stop (docs/rules-decisions.md, "Family rules"): the Stop rule off (`noStop`) and
// what a mistaken Stop call costs (`falseStopPenalty`). Each row cites what it checks.
import { describe, expect, test } from 'vitest';
import { attempt, FALSE_CALL_POINTS, falseCall, newMatch, owesTurn, parseMove, parseRules, positionJSON, skipTurn, startGame, type Game, type Move } from '../../src/engine';
import { ask, positionOf, type Layout } from '../support/positions';

const move = (text: string): Move => {
  const m = parseMove(text);
  if (!m.ok) throw new Error(m.error);
  return m.value;
};
// A to move with 3♥ due on foundation 1 from the reserve (rule 1): turning the hand card breaks it.
const due = (rules: object): Layout => ({ rules, A: { reserve: ['3H'], hand: ['9C'] }, foundations: { 1: ['AH', '2H'] } });

describe('the Stop rule off: an illegal move is refused and the player goes on (RheaMars/russian-bank: "The move is not allowed.")', () => {
  test('attempt gives the verdict and leaves the game as it was: nothing moves, the turn does not pass, no correction', () => {
    const game = startGame(positionOf(due({ noStop: true })));
    const { verdict, game: after } = attempt(game, move('turn'));
    expect(verdict).toMatchObject({ legal: false, reason: 'reserve-to-foundation-first' });
    expect(after).toBe(game);
  });

  test('under the standard rules the same attempt is stopped: corrected (3♥ played) and the turn passes', () => {
    const { game } = attempt(startGame(positionOf(due({}))), move('turn'));
    expect(positionJSON(game.position).foundations[0]).toEqual(['AH', '2H', '3H']);
    expect(game.position.toMove).toBe('B');
  });

  test('a legal move is played as in the standard game', () => {
    const { verdict, game } = attempt(startGame(positionOf(due({ noStop: true }))), move('R-f1'));
    expect(verdict.legal).toBe(true);
    expect(positionJSON(game.position).foundations[0]).toEqual(['AH', '2H', '3H']);
    expect(game.position.toMove).toBe('A');
  });

  test('the judge: the verdict stays "stop" with its reason and explanation, and `after` is the position unchanged', () => {
    const out = ask(due({ noStop: true }), 'turn');
    expect(out).toMatchObject({ verdict: 'stop', reason: 'reserve-to-foundation-first', result: null });
    expect(out.explanation).toMatch(/3♥/);
    expect(out.after).toEqual(positionJSON(positionOf(due({ noStop: true }))));
    expect(ask(due({}), 'turn').after!.toMove).toBe('B');
  });
});

// B to move, able to turn its hand card and discard it (ending its turn); A the human caller.
const bTurn = (falseStopPenalty: string): Game =>
  startGame(positionOf({ rules: { falseStopPenalty }, toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['8D'], hand: ['QC', 'JD'] } }));
/** B turns and discards: its turn passes to A. */
const bEndsTurn = (g: Game): Game => attempt(attempt(g, move('turn')).game, move('X-W')).game;

describe('a mistaken Stop call costs the caller (falseStopPenalty; RheaMars/russian-bank\'s "knock")', () => {
  test('none (the standard): nothing changes', () => {
    const game = bTurn('none');
    const match = newMatch();
    expect(falseCall(game, match, 'A')).toEqual({ game, match, cost: { kind: 'none' } });
  });

  test('points: the caller, and only the caller, loses FALSE_CALL_POINTS (5) from the match score, once per call, below zero if need be', () => {
    expect(FALSE_CALL_POINTS).toBe(5);
    const game = bTurn('points');
    const once = falseCall(game, { ...newMatch(), scores: { A: 31, B: 12 } }, 'A');
    expect(once.match.scores).toEqual({ A: 26, B: 12 });
    expect(once.cost).toEqual({ kind: 'points', points: 5 });
    expect(once.game).toBe(game);
    expect(falseCall(game, newMatch(), 'A').match.scores).toEqual({ A: -5 });
  });

  test('loseTurn: the caller\'s next turn is skipped exactly once: the turn passes straight back, then comes round again', () => {
    const called = falseCall(bTurn('loseTurn'), newMatch(), 'A');
    expect(called.cost).toEqual({ kind: 'loseTurn' });
    expect(called.match).toEqual(newMatch());
    // The call is made during B's turn: B plays on, nothing is skipped yet.
    expect(owesTurn(called.game)).toBe(false);
    const aDue = bEndsTurn(called.game);
    expect(aDue.position.toMove).toBe('A');
    expect(owesTurn(aDue)).toBe(true);
    const skipped = skipTurn(aDue);
    expect(skipped.position.toMove).toBe('B');
    expect(skipped.position.turnBegun).toBe(false);
    // A's cards are as they were: a skipped turn moves nothing.
    expect(positionJSON(skipped.position).A).toEqual(positionJSON(aDue.position).A);
    expect(skipped.owedTurns).toBeUndefined();
    expect(skipped.watch.quietTurns).toBe(aDue.watch.quietTurns + 1);
    const back = bEndsTurn(skipped);
    expect(back.position.toMove).toBe('A');
    expect(owesTurn(back)).toBe(false);
  });

  test('loseTurn: two calls cost two turns; B never owes one for A\'s calls', () => {
    const twice = falseCall(falseCall(bTurn('loseTurn'), newMatch(), 'A').game, newMatch(), 'A').game;
    expect(twice.owedTurns).toEqual({ A: 2 });
    const once = skipTurn(bEndsTurn(twice));
    expect(once.owedTurns).toEqual({ A: 1 });
    expect(owesTurn(once)).toBe(false);
  });

  test('the rule is read from a position\'s rules, and a value it does not know is refused', () => {
    expect(positionOf({ rules: { falseStopPenalty: 'points' } }).rules.falseStopPenalty).toBe('points');
    expect(positionOf({ rules: 'knock' }).rules.falseStopPenalty).toBe('loseTurn');
    expect(parseRules({ falseStopPenalty: 'sometimes' })).toEqual({ ok: false, error: 'rules.falseStopPenalty: "sometimes" is not one of "none", "loseTurn", "points"' });
  });
});
