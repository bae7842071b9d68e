/**
 * The engine's two speed figures of `npm run bench`: `legal` plus a verdict on mid-game
 * positions, and random games played to the end. It uses only what the engine exported at
 * 4ade15b already, so that `npm run bench -- --against <commit>` (scripts/bench-against.ts)
 * measures an older engine on the same workload: run as a script, it imports the engine of
 * the source tree given (`scripts/engine-speed.ts <root>`) and prints its figures as JSON.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Engine from '../src/engine';
import type * as RandomPlayer from '../src/players/random';

export type EngineApi = Pick<typeof Engine, 'below' | 'deal' | 'everyMove' | 'legalMoves' | 'rng' | 'verdict'> & Pick<typeof RandomPlayer, 'playRandomGame'>;

export interface EngineSpeed {
  readonly positionsPerSecond: number;
  readonly gamesPerSecond: number;
  /** What was measured, to check that two engines had the same work: positions judged, attempts a game. */
  readonly positionCount: number;
  readonly attemptsPerGame: number;
}

export const seconds = (f: () => void): number => {
  const t0 = performance.now();
  f();
  return (performance.now() - t0) / 1000;
};

export interface MidGame {
  readonly positions: Engine.Position[];
  readonly attempts: Engine.Move[];
}

/** Mid-game positions: every position met in 40 random games, past the first 50 moves; and an attempt of any move at each. */
export function midGame({ below, deal, everyMove, playRandomGame, rng }: EngineApi): MidGame {
  const positions: Engine.Position[] = [];
  for (let seed = 0; seed < 40; seed++) {
    let step = 0;
    playRandomGame(deal(seed).position, rng(`bench ${seed}`), 0.05, ({ before }) => void (++step > 50 && positions.push(before)));
  }
  const any = everyMove();
  const r = rng('attempts');
  return { positions, attempts: positions.map(() => any[below(r, any.length)]!) };
}

/**
 * Both figures, and the positions judged. The games are played first: once the engine's own
 * positions are being kept by the thousand (the mid-game sample), V8 may start allocating new
 * positions straight in the old generation, and games ran at times half as fast, by chance.
 */
export function engineSpeed(api: EngineApi): { speed: EngineSpeed; sample: MidGame } {
  const { deal, legalMoves, playRandomGame, rng, verdict } = api;
  const play = (seeds: number) => {
    let moves = 0;
    for (let seed = 0; seed < seeds; seed++) moves += playRandomGame(deal(1000 + seed).position, rng(`game ${seed}`), 0.05).attempts;
    return moves;
  };
  play(40); // warm up
  const games = 400;
  let moves = 0;
  const played = seconds(() => void (moves = play(games)));

  const sample = midGame(api);
  const { positions, attempts } = sample;
  const judgeOnce = () => positions.forEach((p, i) => (legalMoves(p), verdict(p, attempts[i]!)));
  judgeOnce(); // warm up
  const rounds = 10;
  const judged = seconds(() => {
    for (let i = 0; i < rounds; i++) judgeOnce();
  });
  return { speed: { positionsPerSecond: (positions.length * rounds) / judged, gamesPerSecond: games / played, positionCount: positions.length, attemptsPerGame: moves / games }, sample };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const from = (path: string) => import(pathToFileURL(`${root}/${path}`).href);
  const api = { ...(await from('src/engine/index.ts')), ...(await from('src/players/random.ts')) } as EngineApi;
  console.log(JSON.stringify(engineSpeed(api).speed));
}
