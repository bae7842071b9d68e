/**
 * Whole games played to their end, to check how games end: the computer against a random
 * player and against itself, from full deals and from sparse endgames cut from real games
 * (where stalemates happen: from a full deal they almost never do). Every declared
 * stalemate is checked by a search of its own, independent of the engine's stalemate test
 * and of the progress counter: every position reachable by legal moves, as far as
 * NO_PLAY_SEARCH positions, is looked at for a play out of a reserve, hand or waste.
 */
import {
  attempt,
  certainStalemate,
  clonePosition,
  deal,
  formatMove,
  legalMoves,
  NO_PROGRESS_TURNS,
  parseRules,
  play,
  playersOf,
  positionJSON,
  priorities,
  RESERVE,
  rng,
  startGame,
  TURNED,
  validatePosition,
  WASTE,
  type Game,
  type Move,
  type Position,
  type Rng,
} from '../../src/engine';
import { expect, test } from 'vitest';
import { computerChooser } from '../../src/players/computer';
import { playGame, randomChooser, type Chooser } from '../../src/players/random';
import { sized } from './depth';

export interface Tally {
  games: number;
  wins: number;
  stalemates: number;
  drawn: number;
  /** Drawn games among those played from a full deal (the rest come from endgames). */
  drawnFromDeals: number;
  /** The longest run of turns without progress in a game that ended by a win or a stalemate. */
  longestQuiet: number;
  /** Anything that broke the rules of the game's end, with its seed. */
  faults: string[];
}

/** Positions the independent search looks at, at most. */
const NO_PLAY_SEARCH = 3000;

const playsOutOfHand = (m: Move) => m.kind === 'move' && (m.from === RESERVE || m.from === WASTE || (m.from === TURNED && m.to !== WASTE));

/** A play out of a reserve, hand or waste reachable from `p` by legal moves, or null if none was found. */
export function reachablePlay(p: Position): string | null {
  const seen = new Set<string>();
  let layer = [p];
  while (layer.length && seen.size < NO_PLAY_SEARCH) {
    const next: Position[] = [];
    for (const q of layer) {
      for (const m of legalMoves(q)) {
        if (playsOutOfHand(m)) return `${q.toMove} could play ${formatMove(m)}`;
        const r = play(q, m);
        const key = JSON.stringify(positionJSON(r));
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(r);
      }
    }
    layer = next;
  }
  return null;
}

/** A sparse endgame: each player keeps only a few cards of reserve, hand and waste. */
function endgameOf(p: Position, r: Rng): Position {
  const q = clonePosition(p);
  const keep = <T>(pile: T[], most: number) => pile.slice(pile.length - Math.floor(r() * (most + 1)));
  for (const who of playersOf(q)) {
    const s = q[who]!;
    s.reserve = keep(s.reserve, 2);
    s.hand = keep(s.hand, 3);
    s.waste = keep(s.waste, 2);
    s.turned = null;
    s.reserveFaceDown = false;
  }
  q.turnBegun = false;
  return q;
}

function playOut(start: Position, seats: 'cc' | 'cr', seed: string, t: Tally, fromDeal: boolean): Game {
  const r = rng(`moves ${seed}`);
  const computers = { A: computerChooser(), B: computerChooser(), C: computerChooser() };
  const random = randomChooser(r);
  const choose = (who: 'A' | 'B' | 'C'): Chooser => (seats === 'cc' || who === 'A' ? computers[who] : random);
  let quiet = 0;
  const { game: g } = playGame(start, choose, ({ game }) => {
    quiet = Math.max(quiet, game.watch.quietTurns);
    if (game.watch.quietTurns > NO_PROGRESS_TURNS) t.faults.push(`${seed}: ${game.watch.quietTurns} turns without progress, past the bound`);
  });
  t.games++;
  if (g.result!.kind === 'drawn') {
    t.drawn++;
    if (fromDeal) t.drawnFromDeals++;
    if (g.watch.quietTurns !== NO_PROGRESS_TURNS) t.faults.push(`${seed}: drawn after ${g.watch.quietTurns} quiet turns, not at the bound`);
    return g;
  }
  t.longestQuiet = Math.max(t.longestQuiet, quiet);
  if (g.result!.kind === 'win') t.wins++;
  else {
    t.stalemates++;
    const play = reachablePlay(g.position);
    if (play) t.faults.push(`${seed}: stalemate declared, but ${play}`);
  }
  return g;
}

/** An endgame cut from a game of random moves, at the start of a random turn. */
function cutEndgame(start: Position, seed: string): Position {
  const r = rng(`cut ${seed}`);
  const random = randomChooser(r);
  const starts: Position[] = [];
  let game = startGame(start);
  for (let n = 0; !game.result && n < 400; n++) {
    const pr = priorities(game.position);
    game = attempt(game, random(game.position, pr, 0), pr).game;
    if (!game.result && !game.position.turnBegun) starts.push(game.position);
  }
  const end = endgameOf(starts[Math.floor(r() * starts.length)] ?? start, r);
  const fault = validatePosition(end);
  if (fault) throw new Error(`${seed}: the endgame is not a position: ${fault}`);
  return end;
}

/** Plays `deals` games from full deals and `endgames` from endgames, each under both pairings. */
export function tallyGames(preset: string, deals: number, endgames: number): Tally {
  const rules = parseRules(preset);
  if (!rules.ok) throw new Error(rules.error);
  const t: Tally = { games: 0, wins: 0, stalemates: 0, drawn: 0, drawnFromDeals: 0, longestQuiet: 0, faults: [] };
  for (let i = 0; i < deals + endgames; i++) {
    const seed = `${preset} ${i}`;
    const dealt = deal(seed, rules.value, preset).position;
    const start = i < deals ? dealt : cutEndgame(dealt, seed);
    for (const seats of ['cr', 'cc'] as const) playOut(start, seats, `${seed} ${seats}${i < deals ? '' : ' endgame'}`, t, i < deals);
  }
  return t;
}

/**
 * Endgames that stand only because a held card will load onto a card an opponent's waste has
 * yet to show: `certainStalemate` rules out every other play, and does not rule out those loads
 * (and `deadPosition`, following the discards, finds one does come). About one random endgame in
 * 700 is one, and there a stalemate called too early shows at once (the old watch of two cycles
 * was such a fault), so the sample plays these whatever its size. Found by scanning the seeds
 * `<preset> alive <n>` from 0 for the test's condition and `!deadPosition(start)`.
 */
export const ALIVE_BY_DISCARDS: Readonly<Record<string, readonly number[]>> = { standard: [518, 2427], strict: [822], casual: [1992] };

/** Plays each endgame of ALIVE_BY_DISCARDS to its end under both pairings, after checking it still is one. */
export function endgamesAliveByDiscardsEndByTheRules(): void {
  test.each(Object.entries(ALIVE_BY_DISCARDS))('%s: endgames alive only by the discards to come', (preset, seeds) => {
    const rules = parseRules(preset);
    if (!rules.ok) throw new Error(rules.error);
    const t: Tally = { games: 0, wins: 0, stalemates: 0, drawn: 0, drawnFromDeals: 0, longestQuiet: 0, faults: [] };
    for (const n of seeds) {
      const seed = `${preset} alive ${n}`;
      const start = cutEndgame(deal(seed, rules.value, preset).position, seed);
      // Not `deadPosition`, which is what these games put to the test.
      expect(certainStalemate(start, false) && !certainStalemate(start), `${seed} is no longer such an endgame: scan again`).toBe(true);
      for (const seats of ['cr', 'cc'] as const) playOut(start, seats, `${seed} ${seats}`, t, false);
    }
    expect(t.faults).toEqual([]);
    expect(t.games).toBe(2 * seeds.length);
  });
}

/** Deals and endgames a preset plays: the deep run's 10,008 games over six presets, or `npm test`'s sample. */
const DEALS = sized(6, 500);
const ENDGAMES = sized(25, 334);

/**
 * The property of the 10,000 games, for some presets: under `npm run test:deep` each
 * plays 500 deals and 334 endgames under both pairings (1,668 games; six presets make
 * 10,008), under `npm test` 6 deals and 25 endgames (62 games), the endgames being where
 * stalemates are declared. The tallies are printed for the record.
 */
export function everyGameEndsByTheRules(presets: readonly string[]): void {
  const games = 2 * (DEALS + ENDGAMES);
  test.each(presets)(`%s: ${games.toLocaleString('en')} games`, (preset) => {
    const t = tallyGames(preset, DEALS, ENDGAMES);
    console.log(preset, JSON.stringify({ ...t, faults: t.faults.length }));
    expect(t.faults).toEqual([]);
    expect(t.games).toBe(games);
    expect(t.wins + t.stalemates + t.drawn).toBe(t.games);
    // Endgames do reach stalemates, so the independent search was put to work.
    expect(t.stalemates).toBeGreaterThan(0);
    expect(t.longestQuiet).toBeLessThan(NO_PROGRESS_TURNS);
  }, 400_000);
}
