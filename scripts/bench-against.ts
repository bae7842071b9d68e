/**
 * `npm run bench -- --against <commit> [--rounds n]`: the engine's speed (scripts/engine-speed.ts)
 * side by side with an older commit's, on the same workload. The commit's src/ is written once to
 * .cache/against/<hash>; each engine runs in processes of its own, in turn (A B A B ...), so
 * that a busy machine slows both alike; the medians and their ratio are printed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EngineSpeed } from './engine-speed';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The commit's source tree, written once. */
function sourceOf(commit: string): string {
  const dir = `${ROOT}.cache/against/${commit}`;
  if (existsSync(dir)) return dir;
  const part = `${dir}.part`;
  rmSync(part, { recursive: true, force: true });
  mkdirSync(part, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} src | tar -x -C "${part}"`], { cwd: ROOT });
  renameSync(part, dir);
  return dir;
}

function measure(root: string): EngineSpeed {
  const run = spawnSync(process.execPath, ['scripts/run.mjs', '--quiet', 'scripts/engine-speed.ts', root], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`engine-speed failed for ${root}:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

export function benchAgainst(ref: string, rounds: number) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const edited = git('status', '--porcelain', '--', 'src') ? ' + edits' : '';
  const sides = [
    { name: `this tree (${git('rev-parse', '--short', 'HEAD')}${edited})`, root: ROOT, runs: [] as EngineSpeed[] },
    { name: commit.slice(0, 7), root: sourceOf(commit), runs: [] as EngineSpeed[] },
  ];
  for (let i = 0; i < rounds; i++) for (const side of sides) side.runs.push(measure(side.root)), process.stderr.write('.');
  process.stderr.write('\n');
  const rows = sides.map(({ name, runs }) => ({
    name,
    positions: median(runs.map((r) => r.positionsPerSecond)),
    games: median(runs.map((r) => r.gamesPerSecond)),
    work: `${runs[0]!.positionCount} positions, ${runs[0]!.attemptsPerGame.toFixed(1)} attempts a game`,
  }));
  const [here, there] = rows as [(typeof rows)[0], (typeof rows)[0]];
  const n = (x: number) => Math.round(x).toLocaleString('en');
  const width = Math.max(here.name.length, there.name.length);
  console.log(`The engine side by side, median of ${rounds} runs each, taken in turn:`);
  for (const s of rows) console.log(`  ${s.name.padEnd(width)}  ${n(s.positions).padStart(9)} positions/s (legal + verdict)  ${n(s.games).padStart(5)} random games/s  (${s.work})`);
  console.log(`  ${'ratio'.padEnd(width)}  ${(here.positions / there.positions).toFixed(2).padStart(9)}                                ${(here.games / there.games).toFixed(2).padStart(5)}`);
  if (here.work !== there.work) console.log('  (the workloads differ: the two engines did not play the same random games)');
}
