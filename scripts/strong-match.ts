/**
 * The level that never errs (src/players/strong.ts) against today's computer
 * (src/players/computer.ts): `games` deals, seats alternating, fixed seeds (not those the
 * strong player's weights were tuned on). For `npm run bench`.
 */
import { deal } from '../src/engine';
import { computerChooser } from '../src/players/computer';
import { playGame, type Chooser } from '../src/players/random';
import { strongChooser } from '../src/players/strong';

export interface StrongMatch {
  readonly games: number;
  readonly wins: number;
  /** Milliseconds each of the strong player's moves took, sorted. */
  readonly ms: readonly number[];
}

export function strongMatch(games = 1000): StrongMatch {
  let wins = 0;
  const ms: number[] = [];
  for (let seed = 0; seed < games; seed++) {
    const seat = seed % 2 ? 'A' : 'B';
    const strong = strongChooser();
    const plain = computerChooser();
    const timed: Chooser = (p, pr, n) => {
      const t0 = performance.now();
      const m = strong(p, pr, n);
      ms.push(performance.now() - t0);
      return m;
    };
    const { game } = playGame(deal(`bench strong ${seed}`).position, (who) => (who === seat ? timed : plain));
    if (game.result!.winner === seat) wins++;
  }
  return { games, wins, ms: ms.sort((a, b) => a - b) };
}
