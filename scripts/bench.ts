/**
 * `npm run bench`: how fast the engine judges, plays and answers, on this machine.
 * Prints a table; asserts nothing (targets are in the README). With `--against <commit>
 * [--rounds n]` it prints instead the engine's speed side by side with that commit's
 * (scripts/bench-against.ts).
 */
import { spawnSync } from 'node:child_process';
import * as engine from '../src/engine';
import { deal, formatMove, parseRules, positionJSON, priorities, rng, SEARCH_DEPTH, SEARCH_STATES, searchStats } from '../src/engine';
import { computerChooser } from '../src/players/computer';
import { playGame, playRandomGame, randomChooser, randomRecord } from '../src/players/random';
import { encodePosition } from '../src/share/code';
import { decodeGame, encodeGame } from '../src/share/game-code';
import { readRecord, writeRecord } from '../src/share/game-text';
import { benchAgainst } from './bench-against';
import { engineSpeed, seconds as time } from './engine-speed';
import { strongMatch } from './strong-match';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const against = option('--against');
if (against) {
  benchAgainst(against, Number(option('--rounds') ?? 5));
  process.exit(0);
}

const rows: [string, string, string][] = [];

const { speed, sample } = engineSpeed({ ...engine, playRandomGame });
const { positions, attempts } = sample;
rows.push(['legal + verdict on mid-game positions', `${Math.round(speed.positionsPerSecond).toLocaleString('en')} positions/s`, '≥ 100,000 positions/s']);
rows.push(['random games played to the end', `${Math.round(speed.gamesPerSecond)} games/s (${Math.round(speed.attemptsPerGame)} attempts a game)`, '≥ 200 games/s']);

const lines = positions.slice(0, 1000).map((p, i) => JSON.stringify({ position: positionJSON(p), move: formatMove(attempts[i]!) }));
const input = lines.join('\n') + '\n';
let output = '';
const cli = time(() => {
  output = spawnSync('npm', ['run', '-s', 'judge'], { input, encoding: 'utf8', maxBuffer: 1 << 28 }).stdout;
});
const answered = output.split('\n').filter(Boolean).length;
rows.push([`judge, ${lines.length} JSON Lines end to end`, `${cli.toFixed(2)} s (${Math.round(answered / cli).toLocaleString('en')} lines/s, ${answered} answers)`, `< 2 s`]);

// One line, as a program calling the judge once per position would: the bundled judge started
// by node, and the same through npm, whose own start-up is most of the difference.
const oneLine = lines[0]! + '\n';
const median = (command: string, args: string[], env = process.env) => {
  const ms = Array.from({ length: 11 }, () => 1000 * time(() => void spawnSync(command, args, { input: oneLine, encoding: 'utf8', env })));
  return ms.sort((a, b) => a - b)[5]!;
};
const direct = median('node', ['scripts/judge.mjs', '--quiet']);
const viaNpm = median('npm', ['run', '-s', 'judge']);
// With NODE_EXTRA_CA_CERTS set, every Node process loads certificates as it starts, before any
// line of ours runs: where it is set, the same judge is timed without it too.
const { NODE_EXTRA_CA_CERTS: extraCerts, ...withoutCerts } = process.env;
const certs = extraCerts ? `; ${Math.round(median('node', ['scripts/judge.mjs', '--quiet'], withoutCerts))} ms with node and NODE_EXTRA_CA_CERTS unset` : '';
rows.push(['judge, one line end to end (median of 11)', `${Math.round(direct)} ms with node scripts/judge.mjs; ${Math.round(viaNpm)} ms with npm run -s judge${certs}`, '< 150 ms']);

// The computer against a random player, 1,000 games, seats alternating.
let computerWins = 0;
let computerVsComputer = 0;
const matchTime = time(() => {
  for (let seed = 0; seed < 1000; seed++) {
    const seat = seed % 2 ? 'A' : 'B';
    const computer = computerChooser();
    const random = randomChooser(rng(`bench vs ${seed}`));
    const { game } = playGame(deal(`bench vs ${seed}`).position, (who) => (who === seat ? computer : random));
    if (game.result!.winner === seat) computerWins++;
  }
  for (let seed = 0; seed < 200; seed++) {
    const a = computerChooser();
    const b = computerChooser();
    playGame(deal(`bench cc ${seed}`).position, (who) => (who === 'A' ? a : b));
    computerVsComputer++;
  }
});
rows.push(['computer against a random player, 1,000 games', `computer wins ${(computerWins / 10).toFixed(1)} % (${computerVsComputer} computer-vs-computer games too, ${matchTime.toFixed(1)} s in all)`, 'clearly above 50 %']);

// The level that never errs against today's computer, 1,000 games, seats alternating, each of its moves timed.
const strongStart = performance.now();
const strong = strongMatch();
const strongTime = (performance.now() - strongStart) / 1000;
const msAt = (q: number) => strong.ms[Math.min(strong.ms.length - 1, Math.floor(q * strong.ms.length))]!.toFixed(2);
rows.push([
  "never-erring computer against today's computer, 1,000 games",
  `wins ${((100 * strong.wins) / strong.games).toFixed(1)} % (a move: median ${msAt(0.5)} ms, p99 ${msAt(0.99)} ms, worst ${msAt(1)} ms; ${strongTime.toFixed(1)} s in all)`,
  'clearly above 50 %; a move well under 16 ms',
]);

// The strict searches: every position met in random games under the rules that search.
for (const spec of [{ strictRelease: true }, { fewestMovesRelease: true }, { faceDownTableau: true }, { strictSpaces: true }]) {
  const rules = parseRules(spec);
  if (!rules.ok) throw new Error(rules.error);
  const times: number[] = [];
  for (let seed = 0; seed < 30; seed++)
    playRandomGame(deal(seed, rules.value, spec).position, rng(`search ${seed}`), 0.05, ({ after }) => {
      const t0 = performance.now();
      priorities(after).turnBar();
      times.push(performance.now() - t0);
    });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  rows.push([`priorities under ${JSON.stringify(spec)}, ${times.length} positions`, `median ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${at(1)} ms`, 'fast enough for a click']);
}
// Share links of the mid-game positions above: the hands' order included, so a link can be played on.
const codeLengths = positions.map((p) => encodePosition(p).length).sort((a, b) => a - b);
const url = (n: number) => n + 'http://localhost:4321/analysis/?p='.length;
rows.push([
  `share link of a mid-game position, ${codeLengths.length} positions`,
  `code median ${codeLengths[codeLengths.length >> 1]} characters, longest ${codeLengths.at(-1)} (whole link ${url(codeLengths[codeLengths.length >> 1]!)} / ${url(codeLengths.at(-1)!)})`,
  'short enough for a chat',
]);
// Whole games as links and text records: 200 random standard games to their end, slips called and not.
const records = Array.from({ length: 200 }, (_, seed) => randomRecord(deal(`bench record ${seed}`).position, rng(`bench record ${seed}`), 0.05).record);
const gameCodes = records.map(encodeGame);
const gameLengths = gameCodes.map((c) => c.length).sort((a, b) => a - b);
const attemptsEach = records.map((r) => r.moves.length).sort((a, b) => a - b);
rows.push([
  `game link of a whole random game, ${records.length} games (median ${attemptsEach[attemptsEach.length >> 1]} attempts, most ${attemptsEach.at(-1)})`,
  `code median ${gameLengths[gameLengths.length >> 1]} characters, longest ${gameLengths.at(-1)}`,
  'under the 20,000-character limit',
]);
const moveCount = records.reduce((n, r) => n + r.moves.length, 0);
const perSecond = (seconds: number) => `${Math.round(moveCount / seconds).toLocaleString('en')} moves/s`;
rows.push(['game link encode', perSecond(time(() => records.forEach(encodeGame))), 'fast enough for a click']);
rows.push(['game link decode (replays every move)', perSecond(time(() => gameCodes.forEach(decodeGame))), 'fast enough to open a link']);
const texts = records.map((r) => writeRecord(r));
rows.push(['text record write + read (each replays)', perSecond(time(() => records.forEach((r, i) => (writeRecord(r), readRecord(texts[i]!))))), 'fast enough for an import']);
rows.push([`strict searches (depth ${SEARCH_DEPTH}, at most ${SEARCH_STATES.toLocaleString('en')} states)`, `${searchStats.searches.toLocaleString('en')} searches, largest ${searchStats.mostStates.toLocaleString('en')} states, ${searchStats.capped} capped`, 'none capped']);

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length), ['measure', 'result', 'target'][i]!.length));
const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
console.log(line(['measure', 'result', 'target']));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
rows.forEach((row) => console.log(line(row)));
