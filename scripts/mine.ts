/**
 * The puzzle miner's command (puzzles/README.md, "Mining"):
 *
 *   npm run mine [-- --games 24]   candidates of every rule set to puzzles/candidates/ (not committed)
 *   npm run mine -- --add 240      a curated, varied set added as puzzles/065.yaml… (the next free numbers)
 *     [--only crapette-solver;equalRankLoad]   mining only these rule sets (their names in `source`, ';' between)
 *   npm run mine -- --refresh      themes and answers of every puzzle written again; a puzzle that
 *                                  fails a check is repaired from its own game
 *   npm run mine -- --rush 200     the Stop rush's mined items, puzzles/rush/items.yaml
 *
 * Everything is deterministic: the same command on the same code writes the same files.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dump, load } from 'js-yaml';
import { formatMove, legalMoves, rng, type RulesSpec } from '../src/engine';
import { difficultyOf } from '../src/puzzles/difficulty';
import {
  compulsoryPuzzle,
  curate,
  gameSteps,
  mineCandidates,
  positionKey,
  puzzleKeys,
  RULE_SETS,
  ruleSetName,
  rushCandidates,
  slipsAt,
  themesOf,
  type Candidate,
} from '../src/puzzles/mine';
import { puzzleFault, slipOf, startOf, stepsOf, uniqueAnswer } from '../src/puzzles/puzzle';
import { RUSH_FILE, type RushItem } from '../src/puzzles/rush';
import { puzzleSchema, type Puzzle, type PuzzleData } from '../src/puzzles/schema';
import { textsOf } from '../src/puzzles/texts';
import { LOCALES } from '../src/i18n/locales';

const arg = (name: string): number | null => {
  const i = process.argv.indexOf(name);
  return i < 0 ? null : Number(process.argv[i + 1]) || 0;
};

/** Games played under each rule set: the standard rules give the most puzzles the daily pick needs. */
const gamesOf = (rules: RulesSpec, scale: number): number[] => Array.from({ length: Math.round((rules === 'standard' ? 80 : 12) * scale) }, (_, i) => i + 1);

function read(): Puzzle[] {
  return readdirSync('puzzles')
    .filter((f) => /^\d+\.yaml$/.test(f))
    .sort()
    .map((f) => ({ id: f.replace(/\.yaml$/, ''), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));
}

/** A puzzle as its file writes it: the fields in reading order (facts only: titles and explanations are written at build time). */
function write(dir: string, id: string, p: PuzzleData): void {
  const { kind, themes, position, source } = p;
  const task = p.kind === 'compulsory' ? { answer: p.answer } : { moves: p.moves, error: p.error };
  writeFileSync(`${dir}/${id}.yaml`, dump({ kind, themes, position, ...task, source }, { flowLevel: 3, lineWidth: 200 }));
}

/** Every puzzle can be told apart: each gets a title (and an explanation) in every language, or this throws. */
function checkTexts(puzzles: readonly Puzzle[]): void {
  for (const locale of LOCALES) textsOf(puzzles, locale);
}

function check(p: Puzzle): void {
  const fault = puzzleFault(p);
  if (fault) throw new Error(`The miner made a faulty puzzle: ${fault}`);
}

/** The rule sets `--only` names (to add puzzles under new rules without mining the others again), else all of them. */
function ruleSets(): readonly RulesSpec[] {
  const i = process.argv.indexOf('--only');
  if (i < 0) return RULE_SETS;
  const names = (process.argv[i + 1] ?? '').split(';');
  const chosen = RULE_SETS.filter((r) => names.includes(ruleSetName(r)));
  if (chosen.length !== names.length) throw new Error(`--only: each name must be a rule set of RULE_SETS (${RULE_SETS.map(ruleSetName).join('; ')})`);
  return chosen;
}

function mineAll(scale: number): Candidate[] {
  const all: Candidate[] = [];
  for (const rules of ruleSets()) {
    const t = Date.now();
    const found = mineCandidates({ rules, seeds: gamesOf(rules, scale) });
    all.push(...found);
    console.error(`  ${ruleSetName(rules).padEnd(22)} ${String(found.length).padStart(5)} candidates, ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  return all;
}

function report(puzzles: readonly PuzzleData[]): void {
  const counts = new Map<string, number>();
  const add = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  for (const p of puzzles) {
    const rules = typeof p.position.rules === 'string' ? p.position.rules : ruleSetName(p.position.rules as RulesSpec);
    add(`kind ${p.kind}${p.kind === 'stop' ? (p.error ? ' error' : ' clean') : ''} ${rules === 'standard' ? 'standard' : 'named'}`);
    add(`rules ${rules}`);
    for (const t of p.themes) add(`theme ${t}`);
    add(`level ${difficultyOf(p).level}`);
  }
  for (const [k, n] of [...counts].sort()) console.log(`  ${k.padEnd(40)} ${n}`);
}

/** The game a puzzle came from, and its ply, read from `source`. */
function sourceOf(p: PuzzleData): { rules: RulesSpec; name: string; seed: number; ply: number } | null {
  const m = /^miner: (.+?) seed (\d+), move (\d+)/.exec(p.source);
  if (!m) return null;
  const rules = RULE_SETS.find((r) => ruleSetName(r) === m[1]);
  return rules === undefined ? null : { rules, name: m[1]!, seed: Number(m[2]), ply: Number(m[3]) - 1 };
}

/**
 * A compulsory puzzle whose answer is not unique, repaired from its own game: under the
 * early hand turn the turn may already have begun there (a fact the position had lost);
 * else the nearest moment of the game with the same theme and one answer takes its place.
 */
function repairCompulsory(p: Puzzle & { kind: 'compulsory' }, taken: Set<string>): PuzzleData {
  const src = sourceOf(p);
  if (!src) throw new Error(`${p.id}: no game to repair it from (${p.source})`);
  const steps = gameSteps(src.rules, src.seed);
  const here = steps[src.ply]?.before;
  if (here && here.turnBegun && here.rules.earlyHandTurn) {
    const fixed = compulsoryPuzzle(here, p.source);
    if (fixed && fixed.themes[0] === p.themes[0])
      return { ...fixed, source: `${p.source}; the turn had already begun there, as the position now says, so the early hand turn is not an answer` };
  }
  const near = steps
    .map((s, ply) => ({ s, ply }))
    .filter(({ s }) => s.before.toMove === 'A')
    .sort((a, b) => Math.abs(a.ply - src.ply) - Math.abs(b.ply - src.ply) || a.ply - b.ply);
  for (const { s, ply } of near) {
    const c = compulsoryPuzzle(s.before, '');
    if (!c || c.themes[0] !== p.themes[0] || taken.has(positionKey(c))) continue;
    return { ...c, source: `miner: ${src.name} seed ${src.seed}, move ${ply + 1} (in place of move ${src.ply + 1}, where the rules left a choice of answers)` };
  }
  // None in its game: the first moment of the same kind in the next games of the same rule set.
  for (let seed = src.seed + 1; seed <= src.seed + 40; seed++)
    for (const [ply, s] of gameSteps(src.rules, seed).entries()) {
      const c = s.before.toMove === 'A' ? compulsoryPuzzle(s.before, '') : null;
      if (!c || c.themes[0] !== p.themes[0] || taken.has(positionKey(c))) continue;
      return { ...c, source: `miner: ${src.name} seed ${seed}, move ${ply + 1} (in place of seed ${src.seed}, move ${src.ply + 1}, where the rules left a choice of answers and no other moment of that game trained the same rule)` };
    }
  throw new Error(`${p.id}: no moment of its game to take its place`);
}

/** A Stop puzzle whose error no player would make, given a plausible slip in its place on the same table (the same rule broken if possible). */
function repairStop(p: Puzzle & { kind: 'stop' }): PuzzleData {
  const steps = stepsOf(p);
  const last = steps.at(-1)!;
  const slips = slipsAt(last.before, rng(`repair ${p.id}`));
  const slip = slips.find((s) => s.reason === p.error?.reason) ?? slips[0];
  if (!slip) throw new Error(`${p.id}: no plausible slip on its table`);
  const moves = [...p.moves.slice(0, -1), formatMove(slip.move)];
  return { ...p, moves, error: { at: moves.length - 1, reason: slip.reason }, source: `${p.source}; its last move, ${p.moves.at(-1)}, was no slip a player makes and became ${moves.at(-1)}` };
}

/** Everything derived from a puzzle's table and moves, written again; faults repaired. */
function refresh(puzzles: Puzzle[]): void {
  const taken = new Set(puzzles.map(positionKey));
  for (const p of puzzles) {
    let data: PuzzleData = p;
    const start = startOf(p);
    if (p.kind === 'compulsory' && !uniqueAnswer(start)) data = repairCompulsory(p, taken);
    if (p.kind === 'stop' && p.error) {
      const last = stepsOf(p).at(-1)!;
      if (!slipOf(last.before, last.move, last.verdict)) data = repairStop(p);
    }
    taken.add(positionKey(data));
    const s = startOf(data);
    if (data.kind === 'compulsory') data = { ...data, answer: legalMoves(s).map(formatMove) };
    data = { ...data, themes: themesOf(data) };
    check({ id: p.id, ...data });
    write('puzzles', p.id, data);
  }
  console.log(`${puzzles.length} puzzles written again.`);
  checkTexts(read());
  report(read());
}

function add(n: number, scale: number): void {
  const existing = read();
  const candidates = mineAll(scale);
  const chosen = curate(candidates, existing, n);
  let next = Math.max(0, ...existing.map((p) => Number(p.id))) + 1;
  for (const c of chosen) {
    const id = String(next++).padStart(3, '0');
    const { id: _, ...data } = c.puzzle;
    const p = { id, ...data };
    check(p);
    write('puzzles', id, p);
  }
  console.log(`${chosen.length} puzzles added (${existing.length + chosen.length} in all).`);
  checkTexts(read());
  report(read());
}

function rush(n: number): void {
  const puzzles = read();
  const avoid = new Set(puzzles.flatMap(puzzleKeys));
  const pool: Omit<RushItem, 'id'>[] = [];
  for (const rules of RULE_SETS.filter((r) => r !== 'three-players')) pool.push(...rushCandidates(rules, Array.from({ length: rules === 'standard' ? 6 : 2 }, (_, i) => 101 + i), avoid));
  // Half legal, half Stop, the Stops round the rules they break; never two from one table.
  const seen = new Set<string>();
  const byKind = (expect: 'stop' | 'legal') => {
    const groups = new Map<string, Omit<RushItem, 'id'>[]>();
    for (const item of pool.filter((i) => i.expect === expect)) {
      const k = item.reason ?? item.move.replace(/\d/g, '');
      (groups.get(k) ?? groups.set(k, []).get(k)!).push(item);
    }
    const out: Omit<RushItem, 'id'>[] = [];
    for (let progress = true; out.length < n / 2 && progress; ) {
      progress = false;
      for (const k of [...groups.keys()].sort()) {
        const list = groups.get(k)!;
        while (list.length && out.length < n / 2) {
          const item = list.shift()!;
          const key = positionKey({ position: item.position });
          if (seen.has(key)) continue;
          seen.add(key);
          out.push(item);
          progress = true;
          break;
        }
      }
    }
    return out;
  };
  const stops = byKind('stop');
  const legal = byKind('legal');
  const items: RushItem[] = [];
  for (let i = 0; i < Math.max(stops.length, legal.length); i++) for (const item of [legal[i], stops[i]]) if (item) items.push({ id: `m-${String(items.length + 1).padStart(3, '0')}`, ...item });
  mkdirSync('puzzles/rush', { recursive: true });
  writeFileSync(RUSH_FILE, dump(items, { flowLevel: 3, lineWidth: 200 }));
  console.log(`${items.length} rush items (${legal.length} legal, ${stops.length} Stop) in ${RUSH_FILE}`);
}

/** Every candidate, one file per rule set (there are tens of thousands): for reading, not for the site. */
function candidates(scale: number): void {
  const dir = 'puzzles/candidates';
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const all = mineAll(scale);
  const byRules = new Map<string, Candidate[]>();
  for (const c of all) (byRules.get(c.rules) ?? byRules.set(c.rules, []).get(c.rules)!).push(c);
  for (const [rules, list] of byRules)
    writeFileSync(`${dir}/${rules.replace(/[^\w-]+/g, '-')}.yaml`, dump(list.map((c) => c.puzzle), { flowLevel: 4, lineWidth: 200 }));
  console.log(`${all.length} candidates in ${dir}/, one file per rule set`);
  report(all.map((c) => c.puzzle));
}

const scale = arg('--games') ? arg('--games')! / 12 : 1;
if (arg('--add') !== null) add(arg('--add')!, scale);
else if (process.argv.includes('--refresh')) refresh(read());
else if (arg('--rush') !== null) rush(arg('--rush')!);
else candidates(scale);
