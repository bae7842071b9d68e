// "End of the Game; Scoring": the win, the stalemate, the points and the match.
import { describe, expect, test } from 'vitest';
import { attempt, matchWinner, newMatch, parseMove, recordGame, stalemateResult, startGame, startWatch, watch, type Game, type Move } from '../../src/engine';
import { ask, positionOf } from '../support/positions';

const move = (s: string): Move => {
  const m = parseMove(s);
  if (!m.ok) throw new Error(m.error);
  return m.value;
};

describe('the end of the game', () => {
  test('playing your last card wins: 30, plus 1 per card in the loser’s hand and waste, plus 2 per reserve card', () => {
    const out = ask({ A: { reserve: ['3H'], hand: [], waste: [] }, B: { reserve: ['9C', '5H'], hand: 7, waste: ['2S', '4D'] }, foundations: { 1: ['AH', '2H'] } }, 'R-f1');
    expect(out.result).toEqual({ kind: 'win', winner: 'A', points: 30 + 7 + 2 + 2 * 2 });
    expect(out.legal).toEqual(['R-f1']);
  });

  test('a card loaded from your hand can be your last', () => {
    const out = ask({ A: { reserve: [], hand: [], waste: [], turned: '4H' }, B: { reserve: ['5H'], hand: 0, waste: [] } }, 'X-oR');
    expect(out.result).toEqual({ kind: 'win', winner: 'A', points: 30 + 2 * 2 });
  });

  test('a finished game has no legal move, and a move in it is refused', () => {
    const over = { A: { reserve: [], hand: [], waste: [] } };
    expect(ask(over).legal).toEqual([]);
    expect(ask(over).result).toMatchObject({ kind: 'win', winner: 'A' });
  });

  test('stalemate: the lower count scores the difference, 1 per hand or waste card and 2 per reserve card, no bonus', () => {
    const p = positionOf({ A: { reserve: ['9C', '5H'], hand: 3, waste: ['2S'] }, B: { reserve: ['9D'], hand: 10, waste: [] } });
    expect(stalemateResult(p)).toEqual({ kind: 'stalemate', winner: 'A', points: 12 - 8 });
    const even = positionOf({ A: { reserve: ['9C'], hand: 2 }, B: { reserve: ['9D'], hand: 2 } });
    expect(stalemateResult(even)).toEqual({ kind: 'stalemate', winner: null, points: 0 });
  });

  test('stalemate is called when both players go through hand and waste twice with no progress', () => {
    // Nothing can ever reach a foundation or leave a reserve here: each player just turns
    // and discards the same cards over and over.
    let game: Game = startGame(positionOf({ A: { reserve: ['9C'], hand: ['5H'], waste: [] }, B: { reserve: ['9D'], hand: ['5S'], waste: [] } }));
    const script = ['turn', 'X-W'];
    let steps = 0;
    while (!game.result && steps < 100) {
      for (const s of script) game = attempt(game, move(s)).game;
      steps++;
    }
    expect(game.result).toEqual({ kind: 'stalemate', winner: null, points: 0 });
    // Turns: A and B each play their one hand card, then every turn turns the waste over;
    // the second turnover each (turns 5 and 6) ends the game.
    expect(steps).toBe(6);
  });

  test('progress resets the stalemate watch: a card to a foundation, or fewer cards held than ever', () => {
    const p = positionOf({ A: { reserve: ['9C'], hand: ['5H'] }, B: { reserve: ['9D'], hand: ['5S'] } });
    const cycled = watch(watch(startWatch(p), p, 'A', true), p, 'B', true);
    expect(cycled.cycles).toEqual({ A: 1, B: 1 });
    expect(watch(cycled, p, 'A', false)).toBe(cycled);
    const played = positionOf({ A: { reserve: ['9C'], hand: [] }, B: { reserve: ['9D'], hand: ['5S'] }, foundations: { 1: ['AH'] } });
    expect(watch(cycled, played, 'A', false).cycles).toEqual({});
    const fewer = positionOf({ A: { reserve: [], hand: ['5H'] }, B: { reserve: ['9D'], hand: ['5S'] }, houses: { 3: ['9C'] } });
    expect(watch(cycled, fewer, 'A', false)).toMatchObject({ lowestHeld: 3, cycles: {} });
  });
});

describe('a match', () => {
  test('the first to reach the target (300 by default) wins the match', () => {
    let m = newMatch();
    expect(m.target).toBe(300);
    m = recordGame(m, { kind: 'win', winner: 'A', points: 250 });
    expect(matchWinner(m)).toBeNull();
    m = recordGame(m, { kind: 'stalemate', winner: null, points: 0 });
    m = recordGame(m, { kind: 'stalemate', winner: 'B', points: 20 });
    expect(m.scores).toEqual({ A: 250, B: 20 });
    m = recordGame(m, { kind: 'win', winner: 'A', points: 50 });
    expect(matchWinner(m)).toBe('A');
    expect(m.games).toHaveLength(4);
  });
});
