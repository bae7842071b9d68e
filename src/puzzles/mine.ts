/**
 * The puzzle miner: plays seeded games between two computers under many rule sets and
 * keeps the moments a rule bites: A owing a compulsory move, with one answer, while tempting
 * moves are forbidden; B making one of the slips a player really makes (after a few legal
 * moves); and turns of legal moves that look wrong. Each candidate comes with its themes;
 * its explanation and title are written by ./texts.ts, which the site's build uses too
 * without this file. `curate` picks a varied set of them; the rush items come from the same
 * games. Only scripts/mine.ts and the tests import this file.
 */
import {
  deal,
  everyMove,
  formatMove,
  isFoundation,
  isHouse,
  isLoad,
  layoutOf,
  legalMoves,
  parseRules,
  play,
  priorities,
  PRIORITY_REASONS,
  rng,
  RESERVE,
  sameMove,
  stopRuleOn,
  underRules,
  verdict,
  WASTE,
  type Move,
  type Position,
  type Reason,
  type RuleSet,
  type RulesSpec,
  isStandard,
} from '../engine';
import { puzzleTexts } from '../i18n/puzzles';
import { computerChooser, computerMove, isRearrangement } from '../players/computer';
import { playGame, type Step as GameStep } from '../players/random';
import {
  compulsoryTheme,
  decoyOf,
  groupMoves,
  isEarlyTurnGone,
  isTableMove,
  plainSketchOf,
  puzzleFault,
  sketchOf,
  slipOf,
  startOf,
  stepsOf,
  temptingMoves,
  temptingSlip,
  THEME_OF,
  uniqueAnswer,
  type SlipKind,
} from './puzzle';
import type { RushItem } from './rush';
import type { Puzzle, PuzzleData } from './schema';
import type { Theme } from './themes';

/** Every rule set the miner plays: the presets, and each house rule on its own. */
export const RULE_SETS: readonly RulesSpec[] = [
  'standard',
  'strict',
  'face-down-tableau',
  'lenient',
  'one-pack',
  'three-players',
  { strictRelease: true },
  { fewestMovesRelease: true },
  { strictLoad: true },
  { strictSpaces: true },
  { earlyHandTurn: true },
  { wasteAvailable: true },
  { faceDownReserve: true },
  { groupMoves: true },
  { reserveSize: 11 },
  'crapette-solver',
  'bobcrapette',
  'casual',
  { equalRankLoad: true },
  { alternateColourLoad: true },
  { acesAndReserveCompulsory: true },
  { loneCardStays: true },
];

/** A rule set's name in `source`: the preset, or its options ("reserveSize 11"). */
export const ruleSetName = (spec: RulesSpec): string =>
  typeof spec === 'string' ? spec : Object.entries(spec).map(([k, v]) => (v === true ? k : `${k} ${String(v)}`)).join(', ');

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

// ---------------------------------------------------------------------------------------
// Themes

/** Themes the rule set itself brings: the layouts and deals that differ from the standard game. */
function layoutThemes(rules: RuleSet): Theme[] {
  const t: Theme[] = [];
  if (rules.pack === 'single') t.push('one-pack');
  if (rules.players === 3) t.push('three-players');
  if (rules.faceDownTableau) t.push('face-down-tableau');
  if (rules.faceDownReserve) t.push('face-down-reserve');
  if (rules.reserveSize < layoutOf(rules).defaultReserve) t.push('short-reserve');
  return t;
}

/** The theme a compulsion trains, with the fewest-moves rule named when it shapes a release. */
function reasonThemes(reason: Reason, rules: RuleSet): Theme[] {
  return reason === 'release-first' && rules.fewestMovesRelease ? ['strict-release', 'fewest-moves'] : [THEME_OF[reason]];
}

const ordered = (themes: Iterable<Theme>): Theme[] => [...new Set(themes)];

// ---------------------------------------------------------------------------------------
// Compulsory puzzles

/** A: a moment where the rules leave one answer and forbid tempting moves (or where only the hand turn or the discard is left). */
export function compulsoryPuzzle(p: Position, source: string): PuzzleData | null {
  if (p.toMove !== 'A') return null;
  const pr = priorities(p);
  const legal = legalMoves(p, pr);
  const answer = uniqueAnswer(p, legal);
  if (!answer) return null;
  const theme = compulsoryTheme(pr, answer);
  if (!theme) return null;
  const tempting = temptingMoves(p, pr);
  const free = theme === 'hand-turn' || theme === 'discard';
  // Not trivial: a rule stops a tempting move, or (the hand turn, the discard) a slip is there to be made.
  if (free ? !temptingSlip(p) : tempting.length === 0) return null;
  const m = answer[0]!;
  const themes: Theme[] = [theme];
  if (pr.forcedBy) themes.push(...reasonThemes(pr.forcedBy, p.rules));
  if (m.kind === 'move' && isLoad(m.to)) themes.push('loading');
  if (m.kind === 'move' && m.from === WASTE) themes.push('waste-available');
  if (isEarlyTurnGone(p) && tempting.some((t) => t.move.kind === 'turn')) themes.push('early-hand-turn');
  themes.push(...layoutThemes(p.rules));
  return {
    kind: 'compulsory',
    themes: ordered(themes),
    position: sketchOf(p, 'B'),
    answer: legal.map(formatMove),
    source,
  };
}

// ---------------------------------------------------------------------------------------
// Stop puzzles

/** A slip and what it is. */
export interface Slip {
  readonly move: Move;
  readonly reason: Reason;
  readonly kind: SlipKind;
}

/** Where a move goes, for telling slips apart: a house, a foundation, an opponent's pile, one's own pile, or the hand. */
const targetKind = (m: Move) => (m.kind !== 'move' ? 'hand' : isHouse(m.to) ? 'house' : isFoundation(m.to) ? 'foundation' : isLoad(m.to) ? 'load' : 'own');

/** Every plausible slip at a position, one of each kind (rule broken, kind of slip, where it goes), picked with `r`. */
export function slipsAt(p: Position, r: () => number): Slip[] {
  const pr = priorities(p);
  const byClass = new Map<string, Slip[]>();
  for (const m of [...everyMove(p.rules), ...groupMoves(p)]) {
    if (!isTableMove(m)) continue;
    const v = verdict(p, m, pr);
    if (v.legal) continue;
    const kind = slipOf(p, m, v);
    if (!kind) continue;
    const key = `${v.reason} ${kind} ${targetKind(m)}`;
    (byClass.get(key) ?? byClass.set(key, []).get(key)!).push({ move: m, reason: v.reason, kind });
  }
  return [...byClass.keys()].sort().map((k) => pick(r, byClass.get(k)!));
}

function stopThemes(start: Position, steps: readonly { before: Position; move: Move }[], error: Slip | null): Theme[] {
  const themes: Theme[] = [];
  if (error) {
    const m = error.move;
    themes.push(error.reason === 'does-not-fit' && m.kind === 'move' && isLoad(m.to) ? 'loading' : THEME_OF[error.reason]);
    if (PRIORITY_REASONS.includes(error.reason)) themes.push(...reasonThemes(error.reason, start.rules));
    if (m.kind === 'move' && m.count > 1) themes.push('group-moves');
    if (m.kind === 'move' && m.to === WASTE) themes.push('discard');
    if (m.kind === 'move' && m.from === WASTE) themes.push('waste-available');
    if (error.kind === 'out-of-reach' && m.kind === 'move' && m.from === RESERVE) themes.push('face-down-reserve');
  } else themes.push('decoy');
  for (const s of steps) {
    const d = decoyOf(s.before, s.move);
    if (d) themes.push(d.theme);
  }
  themes.push(...layoutThemes(start.rules));
  return ordered(themes).filter((t) => t !== 'face-down-reserve' || start.rules.faceDownReserve);
}

/** A puzzle's themes, worked out again from its table and moves. */
export function themesOf(p: PuzzleData): Theme[] {
  const start = startOf(p);
  if (p.kind === 'compulsory') return compulsoryPuzzle(start, p.source)?.themes ?? p.themes;
  const steps = stepsOf(p, start);
  const last = steps.at(-1)!;
  const error = p.error && !last.verdict.legal ? { move: last.move, reason: last.verdict.reason, kind: slipOf(last.before, last.move, last.verdict) ?? 'near-miss' } : null;
  return stopThemes(start, error ? steps.slice(0, -1) : steps, error);
}

/** B: some legal moves of a turn, then a slip. */
export function slipPuzzle(turn: readonly GameStep[], from: number, at: number, slip: Slip, source: string): PuzzleData {
  const start = turn[from]!.before;
  const shown = turn.slice(from, at);
  const moves = [...shown.map((s) => formatMove(s.move)), formatMove(slip.move)];
  const position = sketchOf(start, 'A');
  return {
    kind: 'stop',
    themes: stopThemes(start, shown, slip),
    position,
    moves,
    error: { at: moves.length - 1, reason: slip.reason },
    source,
  };
}

/**
 * B: a turn of the game up to a legal move the computer did not play there, one that looks
 * wrong (an early hand turn, a group moved without spaces, a discard of a card that fits a
 * house, a space filled from a house...), then the computer's own moves to the end of the
 * turn, or five moves in all.
 */
export function variationPuzzle(turn: readonly GameStep[], from: number, at: number, first: Move, source: string): PuzzleData | null {
  const p = turn[at]!.before;
  if (!decoyOf(p, first)) return null;
  const shown: { before: Position; move: Move }[] = [...turn.slice(from, at), { before: p, move: first }];
  let q = play(p, first);
  for (let rearranged = 0; q.toMove === p.toMove && shown.length < 5; ) {
    const m = computerMove(q, rearranged);
    if (!isTableMove(m)) break;
    if (isRearrangement(q, m)) rearranged++;
    shown.push({ before: q, move: m });
    q = play(q, m);
  }
  if (shown.length < 2) return null;
  const start = turn[from]!.before;
  const position = sketchOf(start, 'A');
  const moves = shown.map((s) => formatMove(s.move));
  return { kind: 'stop', themes: stopThemes(start, shown, null), position, moves, error: null, source };
}

/** Legal moves at `p` that look wrong, other than loads (the computer makes plenty of those), by what they train. */
function variationMoves(p: Position): Map<Theme, Move[]> {
  const found = new Map<Theme, Move[]>();
  for (const m of legalMoves(p)) {
    const d = decoyOf(p, m);
    if (d && d.theme !== 'loading') (found.get(d.theme) ?? found.set(d.theme, []).get(d.theme)!).push(m);
  }
  return found;
}

/** B: legal moves of a turn, at least one of which looks wrong. */
export function cleanPuzzle(turn: readonly GameStep[], from: number, source: string): PuzzleData | null {
  const shown = turn.slice(from);
  if (shown.length < 2 || shown.length > 6 || !shown.some((s) => decoyOf(s.before, s.move))) return null;
  const start = shown[0]!.before;
  const moves = shown.map((s) => formatMove(s.move));
  const position = sketchOf(start, 'A');
  return { kind: 'stop', themes: stopThemes(start, shown, null), position, moves, error: null, source };
}

// ---------------------------------------------------------------------------------------
// Mining

/** A candidate puzzle and where it came from. */
export interface Candidate {
  readonly puzzle: Puzzle;
  readonly rules: string;
  readonly seed: number;
  /** The slip's kind, for variety; null for a compulsory puzzle or a turn with no error. */
  readonly slip: SlipKind | null;
  /** Under house rules: the puzzle would go otherwise under the standard rules (or is played on another table altogether). */
  readonly matters: boolean;
}

/**
 * Do the puzzle's house rules matter: would its answer, or a verdict on one of its moves,
 * be different under the standard rules? Always so for another table (one pack, three
 * players, a face-down tableau); never for the standard rules. A smaller reserve only
 * shortens the game: it matters to no single table.
 */
export function rulesMatter(p: PuzzleData): boolean {
  if (isStandard(p.position.rules)) return false;
  const start = startOf(p);
  const r = start.rules;
  if (r.pack !== 'double' || r.players !== 2 || r.faceDownTableau) return true;
  const read = underRules(start, 'standard', { faceUp: true });
  if (!read.ok) return true;
  const std = read.value;
  // The early hand turn matters where it is gone: the turn already under way, the hand turn tempts.
  if (p.kind === 'compulsory') return legalMoves(std).map(formatMove).join() !== p.answer.join() || (isEarlyTurnGone(start) && temptingMoves(start).some((t) => t.move.kind === 'turn'));
  const mine = stepsOf(p, start);
  try {
    const theirs = stepsOf(p, std);
    return mine.length !== theirs.length || mine.some((s, i) => s.verdict.legal !== theirs[i]!.verdict.legal || (!s.verdict.legal && !theirs[i]!.verdict.legal && s.verdict.reason !== theirs[i]!.verdict.reason));
  } catch {
    return true;
  }
}

export interface MineOptions {
  readonly rules: RulesSpec;
  readonly seeds: readonly number[];
}

/** The seeded game, every attempt of it. */
export function gameSteps(rules: RulesSpec, seed: number): GameStep[] {
  const ruleSet = parseRules(rules);
  if (!ruleSet.ok) throw new Error(ruleSet.error);
  const steps: GameStep[] = [];
  playGame(deal(seed, ruleSet.value, rules).position, () => computerChooser(), (s) => steps.push(s));
  return steps;
}

/** B's turns of a game: runs of B's moves, each with the ply of its first move; a pass ends a turn and is left out. */
function turnsOf(steps: readonly GameStep[]): { ply: number; steps: GameStep[] }[] {
  const turns: { ply: number; steps: GameStep[] }[] = [];
  let turn: GameStep[] = [];
  let ply = 0;
  steps.forEach((s, i) => {
    if (s.before.toMove !== 'B') return;
    if (turn.length === 0) ply = i;
    if (isTableMove(s.move)) turn.push(s);
    if (s.after.toMove !== 'B' || !isTableMove(s.move)) {
      if (turn.length) turns.push({ ply, steps: turn });
      turn = [];
    }
  });
  return turns;
}

/** Every candidate of the seeded games, in the order met. */
export function mineCandidates({ rules, seeds }: MineOptions): Candidate[] {
  const name = ruleSetName(rules);
  const found: Candidate[] = [];
  const add = (puzzle: PuzzleData | null, id: string, seed: number, slip: SlipKind | null) => {
    if (!puzzle) return;
    const p: Puzzle = { id, ...puzzle };
    if (!puzzleFault(p)) found.push({ puzzle: p, rules: name, seed, slip, matters: rulesMatter(p) });
  };
  for (const seed of seeds) {
    const steps = gameSteps(rules, seed);
    steps.forEach((s, ply) => {
      if (s.before.toMove === 'A') add(compulsoryPuzzle(s.before, `miner: ${name} seed ${seed}, move ${ply + 1}`), `c-${name}-${seed}-${ply}`, seed, null);
    });
    // With the Stop rule off there is nothing to call: only compulsory puzzles.
    if (!steps[0] || !stopRuleOn(steps[0].before.rules)) continue;
    for (const { ply, steps: turn } of turnsOf(steps)) {
      const r = rng(`${name} ${seed} ${ply}`);
      const source = (i: number) => `miner: ${name} seed ${seed}, move ${ply + i + 1}`;
      // Under the early hand turn a puzzle starts with the turn, so nothing about the turn is hidden.
      const early = turn[0]!.before.rules.earlyHandTurn;
      const from = early ? 0 : Math.max(0, turn.length - 1 - Math.floor(r() * 5));
      add(cleanPuzzle(turn, from, source(from)), `d-${name}-${seed}-${ply}`, seed, null);
      for (const [i, s] of turn.slice(0, 4).entries()) {
        const byTheme = variationMoves(s.before);
        const themes = [...byTheme.keys()].filter((t) => byTheme.get(t)!.some((m) => !sameMove(m, s.move)));
        if (!themes.length) continue;
        const v = pick(r, byTheme.get(pick(r, themes))!.filter((m) => !sameMove(m, s.move)));
        const vFrom = early ? 0 : Math.max(0, i - 1);
        add(variationPuzzle(turn, vFrom, i, v, `${source(vFrom)}, a variation: ${formatMove(v)} in place of ${formatMove(s.move)}`), `v-${name}-${seed}-${ply + i}`, seed, null);
        break;
      }
      const at = early ? Math.floor(r() * Math.min(turn.length, 5)) : Math.floor(r() * turn.length);
      const start = early ? 0 : Math.max(0, at - Math.floor(r() * 5));
      for (const slip of slipsAt(turn[at]!.before, r)) add(slipPuzzle(turn, start, at, slip, source(start)), `s-${name}-${seed}-${ply + at}-${formatMove(slip.move)}`, seed, slip.kind);
    }
  }
  return found;
}

/** Every candidate puzzle of the seeded games, in the order met. */
export const mine = (options: MineOptions): Puzzle[] => mineCandidates(options).map((c) => c.puzzle);

// ---------------------------------------------------------------------------------------
// Curation

/** A position as a key: two puzzles never share one. */
export const positionKey = (p: Pick<PuzzleData, 'position'>): string => {
  const { A, B, C, houses, foundations, toMove } = p.position;
  return JSON.stringify([toMove, A, B, C ?? null, houses, foundations]);
};

/** A deterministic shuffle key. */
function hashOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** How many puzzles of each kind `curate` aims for in `n`, as shares of n. */
export const QUOTAS = [
  { bucket: 'stop standard error', share: 0.36 },
  { bucket: 'stop standard clean', share: 0.1 },
  { bucket: 'stop named error', share: 0.14 },
  { bucket: 'stop named clean', share: 0.05 },
  { bucket: 'compulsory standard', share: 0.13 },
  { bucket: 'compulsory named', share: 0.22 },
] as const;

/** A candidate's kind (a QUOTAS bucket), the group it shares turns with, and within the group what its turns alternate between. */
function bucketOf(c: Candidate): { bucket: string; group: string; within: string } {
  const p = c.puzzle;
  const named = c.rules !== 'standard';
  const bucket = `${p.kind} ${named ? 'named' : 'standard'}${p.kind === 'stop' ? (p.error ? ' error' : ' clean') : ''}`;
  let what: string;
  if (p.kind === 'compulsory') what = p.themes[0]!;
  else if (!p.error) what = p.themes.find((t) => t !== 'decoy') ?? 'decoy';
  else {
    const m = p.moves.at(-1)!;
    const where = m === 'turn' ? 'hand' : /-f\d$/.test(m) ? 'foundation' : /-h\d$/.test(m) ? 'house' : /-o2?[RW]$/.test(m) ? 'load' : 'own';
    what = `${p.error.reason} ${c.slip} ${where}`;
  }
  // Under house rules the rule sets take turns first, then what their puzzles train.
  return named ? { bucket, group: c.rules, within: what } : { bucket, group: what, within: '' };
}

/**
 * A varied, deterministic choice of `n` candidates: shares of each kind (QUOTAS), taken
 * round the groups of each kind (rule broken, rule set, theme) so that no group crowds out
 * another, at most `perGame` of a kind from one game, never two from the same position or one already
 * in `existing`.
 */
export function curate(candidates: readonly Candidate[], existing: readonly PuzzleData[], n: number, perGame = 2): Candidate[] {
  const used = new Set(existing.map(positionKey));
  const games = new Map<string, number>();
  const chosen: Candidate[] = [];
  for (const { bucket, share } of QUOTAS) {
    const want = Math.round(share * n);
    const groups = new Map<string, Candidate[]>();
    const inBucket = candidates.filter((c) => bucketOf(c).bucket === bucket);
    // Under house rules, only puzzles where the rules matter; a rule set with too few of them still gets two, for its coverage.
    const mattering = new Map<string, number>();
    for (const c of inBucket) if (c.matters) mattering.set(c.rules, (mattering.get(c.rules) ?? 0) + 1);
    const spare = new Map<string, number>();
    for (const c of inBucket) {
      // A table already used is no spare: a rule set that plays like the standard game (casual) finds its tables taken.
      if (used.has(positionKey(c.puzzle))) continue;
      if (c.rules !== 'standard' && !c.matters) {
        const left = (spare.get(c.rules) ?? Math.max(0, 2 - (mattering.get(c.rules) ?? 0))) - 0;
        if (left <= 0) continue;
        spare.set(c.rules, left - 1);
      }
      const g = bucketOf(c).group;
      (groups.get(g) ?? groups.set(g, []).get(g)!).push(c);
    }
    // Each group in a shuffled order that alternates what its puzzles train.
    for (const [g, list] of groups) {
      list.sort((a, b) => hashOf(a.puzzle.id) - hashOf(b.puzzle.id) || (a.puzzle.id < b.puzzle.id ? -1 : 1));
      const rank = new Map<string, number>();
      // A card put on one's own waste pile is a slip, but a dull one: it waits its turn behind the others.
      const turn = new Map(list.map((c) => {
        const w = bucketOf(c).within;
        const r = rank.get(w) ?? 0;
        rank.set(w, r + 1);
        return [c, c.slip === 'wrong-pile' ? 4 * r + 3 : r] as const;
      }));
      groups.set(g, list.sort((a, b) => turn.get(a)! - turn.get(b)! || (bucketOf(a).within < bucketOf(b).within ? -1 : bucketOf(a).within > bucketOf(b).within ? 1 : 0)));
    }
    const keys = [...groups.keys()].sort();
    let taken = 0;
    for (let progress = true; taken < want && progress; ) {
      progress = false;
      for (const k of keys) {
        if (taken >= want) break;
        const list = groups.get(k)!;
        while (list.length) {
          const c = list.shift()!;
          const key = positionKey(c.puzzle);
          const game = `${bucket} ${c.rules} ${c.seed}`;
          if (used.has(key) || (games.get(game) ?? 0) >= perGame) continue;
          used.add(key);
          games.set(game, (games.get(game) ?? 0) + 1);
          chosen.push(c);
          taken++;
          progress = true;
          break;
        }
      }
    }
  }
  return chosen;
}

// ---------------------------------------------------------------------------------------
// Rush items

/**
 * Single moves of B's for the Stop rush, from positions of the seeded games that no puzzle
 * uses: B's own legal move (one that looks wrong when there is one) or a slip, alternately,
 * so that about half are legal. Only tables a lesson's sketch can hold are used.
 */
export function rushCandidates(rules: RulesSpec, seeds: readonly number[], avoid: ReadonlySet<string>): Omit<RushItem, 'id'>[] {
  const found: Omit<RushItem, 'id'>[] = [];
  const name = ruleSetName(rules);
  for (const seed of seeds) {
    const steps = gameSteps(rules, seed);
    steps.forEach((s, ply) => {
      if (s.before.toMove !== 'B' || !isTableMove(s.move)) return;
      const position = plainSketchOf(s.before, 'A');
      if (!position || avoid.has(positionKey({ position }))) return;
      const r = rng(`rush ${name} ${seed} ${ply}`);
      if (r() < 0.85) return;
      if (r() < 0.5) {
        if (!decoyOf(s.before, s.move) && r() < 0.5) return;
        found.push({ position, move: formatMove(s.move), expect: 'legal', reason: null });
      } else {
        const slips = slipsAt(s.before, r);
        if (!slips.length) return;
        const slip = pick(r, slips);
        found.push({ position, move: formatMove(slip.move), expect: 'stop', reason: slip.reason });
      }
    });
  }
  return found;
}

/** Every key a puzzle's tables have: its start and the table before each of B's moves. */
export function puzzleKeys(p: PuzzleData): string[] {
  const keys = [positionKey(p)];
  if (p.kind === 'stop') for (const s of stepsOf(p)) keys.push(positionKey({ position: sketchOf(s.before, 'A') }));
  return keys;
}

/** A theme's label, for the miner's report. */
export const themeLabel = (t: Theme): string => puzzleTexts('en').themes[t];
