// "End of the Game; Scoring": the win, the stalemate, the points and the match.
import { describe, expect, test } from 'vitest';
import { attempt, matchWinner, newMatch, NO_PROGRESS_TURNS, parseMove, recordGame, resultAfter, startGame, watch, type Game, type Move } from '../../src/engine';
import { DRAWN, stalemateResult, startWatch } from '../../src/engine/scoring';
import { certainStalemate, deadPosition } from '../../src/engine/stalemate';
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

  test('a played game ends in stalemate at the first turn change where nothing can ever be played again', () => {
    // Each player holds one card that fits nowhere, and no house card can move.
    let game: Game = startGame(positionOf({ A: { reserve: ['9C'], hand: ['5H'], waste: [] }, B: { reserve: ['9D'], hand: ['5S'], waste: [] } }));
    game = attempt(game, move('turn')).game;
    expect(game.result).toBeNull();
    game = attempt(game, move('X-W')).game;
    expect(game.result).toEqual({ kind: 'stalemate', winner: null, points: 0 });
  });

  test('loading is a play: no stalemate while a last card can still be loaded onto a card the opponent’s waste will show', () => {
    // A's last card, 5♥, loads onto B's 6♥ when B's waste comes round to show it.
    const p = positionOf({ A: { reserve: [], hand: [], waste: ['5H'] }, B: { reserve: ['9D'], hand: ['2S', '8C'], waste: ['6H'] }, toMove: 'B' });
    expect(certainStalemate(p)).toBe(false);
    expect(deadPosition(p)).toBe(false);
    // With B's 6♥ a 6♣ instead, nothing can ever be played again.
    const dead = positionOf({ A: { reserve: [], hand: [], waste: ['5H'] }, B: { reserve: ['9D'], hand: ['2S', '8C'], waste: ['6C'] }, toMove: 'B' });
    expect(certainStalemate(dead)).toBe(true);
    expect(deadPosition(dead)).toBe(true);
  });

  test('progress, for the bound on turns without it: a card to a foundation, or a player holding fewer cards than ever', () => {
    const p = positionOf({ A: { reserve: ['9C'], hand: ['5H'] }, B: { reserve: ['9D'], hand: ['5S'] } });
    const quiet = watch(watch(startWatch(p), p, true), p, true);
    expect(quiet.quietTurns).toBe(2);
    expect(watch(quiet, p, false)).toBe(quiet);
    const played = positionOf({ A: { reserve: ['9C'], hand: ['5H'] }, B: { reserve: ['9D'], hand: ['5S'] }, foundations: { 1: ['AH'] } });
    expect(watch(quiet, played, true).quietTurns).toBe(0);
    // A load: A holds fewer cards than ever, though B holds one more.
    const loaded = positionOf({ A: { reserve: ['9C'], hand: [] }, B: { reserve: ['9D'], hand: ['5S'], waste: ['5H'] } });
    expect(watch(quiet, loaded, true)).toMatchObject({ quietTurns: 0, lowest: { A: 1, B: 2 } });
  });

  test(`a game with ${NO_PROGRESS_TURNS} turns in a row without progress is drawn, nobody scoring`, () => {
    // A space: cards could still be played, so only the bound ends the game.
    const p = positionOf({ A: { reserve: ['9C'], hand: ['5H', '7D'] }, B: { reserve: ['9D'], hand: ['5S', '7C'] }, houses: { 3: [] } });
    const w = { ...startWatch(p), quietTurns: NO_PROGRESS_TURNS };
    expect(resultAfter(p, w, true)).toEqual(DRAWN);
    expect(resultAfter(p, { ...w, quietTurns: NO_PROGRESS_TURNS - 1 }, true)).toBeNull();
    expect(DRAWN).toEqual({ kind: 'drawn', winner: null, points: 0 });
  });
});

describe('the bound on turns without progress, at its edge', () => {
  // docs/rules-decisions.md: a draw "after 500 turns in a row without progress"; a turn in which progress was made is not one of them.
  // No reserves, and a space: nothing is compulsory, nothing can be certain to be stuck, so each quiet turn is a hand card turned and discarded.
  const p = positionOf({ A: { reserve: [], hand: ['5H', '7D'], turned: 'AH' }, B: { reserve: [], hand: ['5S', '7C'] }, houses: { 3: [] } });
  const legal = (g: Game, s: string) => {
    const a = attempt(g, move(s));
    expect(a.verdict.legal).toBe(true);
    return a.game;
  };
  const quietTurn = (g: Game) => (g.result ? g : legal(legal(g, 'turn'), 'X-W'));
  const quietTurns = (g: Game, n: number) => Array.from({ length: n }).reduce<Game>(quietTurn, g);
  // A plays the ace up (progress), then ends the turn with a discard: that turn is not quiet.
  const afterProgress = quietTurn(legal(startGame(p), 'X-f1'));

  test('the turn with progress is not counted, whichever of its moves made it', () => {
    expect(afterProgress.position.toMove).toBe('B');
    expect(afterProgress.watch).toMatchObject({ quietTurns: 0, progressed: false });
    expect(quietTurn(afterProgress).watch.quietTurns).toBe(1);
    // Progress on the move that ends the turn (a Stop's correction can play a card up and pass the turn).
    const up = positionOf({ A: { reserve: [], hand: ['5H', '7D'] }, B: { reserve: [], hand: ['5S', '7C'] }, houses: { 3: [] }, foundations: { 1: ['AH'] } });
    expect(watch({ ...startWatch(p), quietTurns: 7 }, up, true)).toMatchObject({ quietTurns: 0, progressed: false });
  });

  test(`${NO_PROGRESS_TURNS - 1} quiet turns: the game goes on; the ${NO_PROGRESS_TURNS}th draws it; a ${NO_PROGRESS_TURNS + 1}st is never played`, () => {
    const almost = quietTurns(afterProgress, NO_PROGRESS_TURNS - 1);
    expect(almost.watch.quietTurns).toBe(NO_PROGRESS_TURNS - 1);
    expect(almost.result).toBeNull();
    const drawn = quietTurn(almost);
    expect(drawn.watch.quietTurns).toBe(NO_PROGRESS_TURNS);
    expect(drawn.result).toEqual(DRAWN);
    expect(attempt(drawn, move('turn')).game).toBe(drawn);
    const w = { ...startWatch(p), quietTurns: NO_PROGRESS_TURNS + 1 };
    expect(resultAfter(p, w, true)).toEqual(DRAWN);
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
