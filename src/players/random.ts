/**
 * Playing whole games without a person: a loop that asks each seat's player for a move,
 * and a random player, for property tests, the benchmark and puzzle mining. The random
 * player picks among the legal moves, sometimes attempts any move at all, and after a few
 * free moves in a turn prefers moves that lead the turn to its end, so that games finish.
 */
import { attempt, below, everyMove, isFoundation, legalMoves, priorities, RESERVE, startGame, stepGame, TURNED, verdict, type Game, type GameRecord, type Move, type Player, type Position, type Priorities, type RecordedMove, type Rng, type Verdict } from '../engine';

/** Every move string of each layout, made once. */
const attempts = new Map<string, Move[]>();
/** Free moves a turn may take before the player heads for the hand turn. */
const FREE_MOVES = 6;

const headsOn = (m: Move) => m.kind !== 'move' || isFoundation(m.to) || m.from === RESERVE || m.from === TURNED;

export function randomMove(p: Position, r: Rng, movesThisTurn: number, illegalRate: number, pr: Priorities = priorities(p)): Move {
  if (illegalRate > 0 && r() < illegalRate) {
    const key = `${p.rules.pack} ${p.rules.players}`;
    const any = attempts.get(key) ?? attempts.set(key, everyMove(p.rules)).get(key)!;
    return any[below(r, any.length)]!;
  }
  const legal = legalMoves(p, pr);
  const onward = movesThisTurn >= FREE_MOVES ? legal.filter(headsOn) : legal;
  const pool = onward.length ? onward : legal;
  return pool[below(r, pool.length)]!;
}

export interface Step {
  readonly before: Position;
  readonly move: Move;
  readonly verdict: Verdict;
  readonly after: Position;
  /** The game after the attempt: its position is `after`. */
  readonly game: Game;
}

/** Chooses a move for the player to move; `movesThisTurn` counts the attempts already made this turn. */
export type Chooser = (p: Position, pr: Priorities, movesThisTurn: number) => Move;

/** Plays a game to its end, each seat choosing through its chooser, calling `onStep` after every attempt. */
export function playGame(start: Position, choose: (who: Player) => Chooser, onStep?: (s: Step) => void): { game: Game; attempts: number } {
  let game = startGame(start);
  let count = 0;
  let movesThisTurn = 0;
  while (!game.result) {
    const before = game.position;
    const pr = priorities(before);
    const move = choose(before.toMove)(before, pr, movesThisTurn);
    const next = attempt(game, move, pr);
    count++;
    movesThisTurn = next.game.position.toMove === before.toMove ? movesThisTurn + 1 : 0;
    onStep?.({ before, move, verdict: next.verdict, after: next.game.position, game: next.game });
    game = next.game;
  }
  return { game, attempts: count };
}

export const randomChooser =
  (r: Rng, illegalRate = 0): Chooser =>
  (p, pr, movesThisTurn) =>
    randomMove(p, r, movesThisTurn, illegalRate, pr);

/** A game in which every seat plays at random. */
export const playRandomGame = (start: Position, r: Rng, illegalRate = 0, onStep?: (s: Step) => void) =>
  playGame(start, () => randomChooser(r, illegalRate), onStep);

/**
 * A random game as a record: illegal attempts at `illegalRate`, Stop called on half of them and
 * now and then (a false call) on a legal move, played as a replay plays it (an uncalled slip
 * stands), to the end, to a table with no legal move, or to `limit` attempts. For the record and link round trips and the bench.
 */
export function randomRecord(start: Position, r: Rng, illegalRate: number, limit = Infinity): { record: GameRecord; game: Game } {
  const choose = randomChooser(r, illegalRate);
  const moves: RecordedMove[] = [];
  let game = startGame(start);
  let movesThisTurn = 0;
  while (!game.result && moves.length < limit) {
    const before = game.position;
    const pr = priorities(before);
    // An uncalled slip may leave a table with nothing to play (its mover's last card gone): the record ends there.
    if (!legalMoves(before, pr).length) break;
    const move = choose(before, pr, movesThisTurn);
    const called = verdict(before, move, pr).legal ? r() < 0.02 : r() < 0.5;
    const next = stepGame(game, { move, called });
    moves.push({ move, called });
    movesThisTurn = next.game.position.toMove === before.toMove ? movesThisTurn + 1 : 0;
    game = next.game;
  }
  return { record: { start, moves }, game };
}
