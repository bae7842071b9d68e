/**
 * `npm run mine [-- --games 40]`: plays seeded computer games under several rule sets and
 * writes puzzle candidates to puzzles/candidates/ (not committed), each checked by the
 * engine. A person reads them, picks the good ones and moves them into puzzles/.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dump } from 'js-yaml';
import type { RulesSpec } from '../src/engine';
import { mine } from '../src/puzzles/mine';
import { puzzleFault } from '../src/puzzles/puzzle';

const games = Number(process.argv[process.argv.indexOf('--games') + 1]) || 40;
const RULES: RulesSpec[] = ['standard', 'strict', 'face-down-tableau', 'lenient', { groupMoves: true }];
const dir = 'puzzles/candidates';
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const counts = new Map<string, number>();
let written = 0;
for (const rules of RULES) {
  for (const { id, ...puzzle } of mine({ rules, seeds: Array.from({ length: games }, (_, i) => i + 1) })) {
    const fault = puzzleFault({ id, ...puzzle });
    if (fault) throw new Error(`The miner made a faulty puzzle: ${fault}`);
    writeFileSync(`${dir}/${id}.yaml`, dump(puzzle, { flowLevel: 3, lineWidth: 200 }));
    written++;
    for (const t of puzzle.themes) counts.set(`${puzzle.kind} ${t}`, (counts.get(`${puzzle.kind} ${t}`) ?? 0) + 1);
  }
}
console.log(`${written} candidates from ${games} games under each of ${RULES.length} rule sets, in ${dir}/`);
for (const [k, n] of [...counts].sort()) console.log(`  ${k.padEnd(32)} ${n}`);
