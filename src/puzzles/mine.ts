/**
 * The puzzle miner: plays seeded games between two computers and keeps the moments a
 * rule bites: A owing a compulsory move while tempting moves are forbidden, and B making
 * one of the slips the rules list (or a turn of legal moves that look wrong). Candidates
 * come out as puzzles, ready to be read, picked and polished by a person.
 */
import {
  cardLabel,
  deal,
  describeSequence,
  everyMove,
  formatMove,
  hint,
  isLoad,
  legalMoves,
  parseRules,
  priorities,
  rng,
  verdict,
  OPP_RESERVE,
  OPP_WASTE,
  RESERVE,
  TURNED,
  WASTE,
  type Move,
  type Position,
  type Reason,
  type RulesSpec,
} from '../engine';
import { availableCard, pileOf } from '../engine/availability';
import { rankOf, suitOf } from '../engine/cards';
import { isFoundation, isHouse } from '../engine/moves';
import { computerChooser, deliberateError } from '../players/computer';
import { playGame, type Step } from '../players/random';
import type { Puzzle } from './schema';
import type { Theme } from './themes';
import { LEARNER, sketchOf } from './puzzle';

const THEME_OF: Record<Reason, Theme> = {
  'no-hand-card': 'hand-turn',
  'not-available': 'availability',
  'bad-target': 'availability',
  'does-not-fit': 'building',
  'reserve-to-foundation-first': 'reserve-first',
  'foundation-first': 'foundation-first',
  'fill-spaces-first': 'fill-spaces',
  'release-first': 'strict-release',
  'load-first': 'strict-load',
  'spaces-first': 'strict-spaces',
  'uncover-first': 'face-down-tableau',
};
const PRIORITY: readonly Reason[] = ['reserve-to-foundation-first', 'foundation-first', 'fill-spaces-first', 'release-first', 'load-first', 'spaces-first', 'uncover-first'];

/** Titles name the cards in sight, to tell puzzles apart, never the answer. */
function inSight(p: Position, whose: string): string {
  const me = p[p.toMove]!;
  const [card, where] = me.reserve.length ? [me.reserve.at(-1)!, 'reserve'] : me.turned !== null ? [me.turned, 'turned hand card'] : me.waste.length ? [me.waste.at(-1)!, 'waste'] : [null, ''];
  return card === null ? `${whose} reserve, hand and waste empty` : `the ${cardLabel(card)} ${where === "turned hand card" ? "as" : "on"} ${whose} ${where}`;
}
const yourMove = (p: Position): string => `Your move, ${inSight(p, 'your')}`;
const watchB = (p: Position, moves: readonly Move[]): string => `Watch B play ${moves.length === 1 ? 'one move' : `${moves.length} moves`}, ${inSight(p, "B's")}`;

function variantThemes(spec: RulesSpec): Theme[] {
  const r = parseRules(spec);
  if (!r.ok) return [];
  const t: Theme[] = [];
  if (r.value.earlyHandTurn) t.push('early-hand-turn');
  if (r.value.wasteAvailable) t.push('waste-available');
  if (r.value.groupMoves) t.push('group-moves');
  return t;
}

/** A: a moment where the rules leave at most three moves, and forbid some tempting ones. */
function compulsory(id: string, p: Position, source: string): Puzzle | null {
  const pr = priorities(p);
  const legal = legalMoves(p, pr);
  if (legal.length === 0 || legal.length > 3) return null;
  const tempting = everyMove(p.rules).filter((m) => {
    const v = verdict(p, m, pr);
    return !v.legal && PRIORITY.includes(v.reason);
  });
  const only = legal.length === 1 ? formatMove(legal[0]!) : null;
  const bar = pr.forcedBy ? null : pr.turnBar();
  const theme: Theme | null = pr.forcedBy ? THEME_OF[pr.forcedBy] : bar ? THEME_OF[bar.reason] : only === 'turn' ? 'hand-turn' : only === 'X-W' ? 'discard' : null;
  if (!theme || (tempting.length === 0 && theme !== 'hand-turn' && theme !== 'discard')) return null;
  const themes: Theme[] = [theme, ...variantThemes(p.spec)];
  if (legal.some((m) => m.kind === 'move' && isLoad(m.to))) themes.push('loading');
  const decoy = tempting[0];
  const stopped = decoy && verdict(p, decoy, pr);
  const why = stopped && !stopped.legal ? ` Tempting, but wrong: ${describeSequence(p, [decoy]) || 'turning the hand card'} would be stopped. ${stopped.explanation}` : '';
  return {
    id,
    kind: 'compulsory',
    title: yourMove(p),
    difficulty: theme === 'reserve-first' || theme === 'discard' ? 1 : theme === 'foundation-first' || theme === 'hand-turn' || theme === 'fill-spaces' ? 2 : 3,
    themes,
    position: sketchOf(p, 'B'),
    answer: legal.map(formatMove),
    explanation: `${hint(p, pr).text}${why}`,
    source,
  };
}

/** A slip of the building rules that looks right at a glance: one rank lower in the same colour, or a foundation card one rank too high. */
function nearMiss(p: Position): { move: Move; reason: Reason } | null {
  for (const m of everyMove(p.rules)) {
    if (m.kind !== 'move' || m.count > 1 || !(isHouse(m.to) || isFoundation(m.to))) continue;
    const c = availableCard(p, m.from);
    const under = pileOf(p, m.to).at(-1);
    if (c === undefined || under === undefined) continue;
    const close = isHouse(m.to) ? rankOf(under) === rankOf(c) + 1 : suitOf(under) === suitOf(c) && rankOf(c) === rankOf(under) + 2;
    const v = close ? verdict(p, m) : null;
    if (v && !v.legal && v.reason === 'does-not-fit') return { move: m, reason: v.reason };
  }
  return null;
}

/** B: some legal moves of a turn, then a slip of a kind the rules list. */
function slip(id: string, turn: Step[], j: number, seed: string, source: string): Puzzle | null {
  const before = turn[j]!.before;
  const e = (j % 2 ? nearMiss(before) : null) ?? deliberateError(before, rng(seed));
  if (!e) return null;
  const i = Math.max(0, j - 3);
  const start = turn[i]!.before;
  const moves = [...turn.slice(i, j).map((s) => s.move), e.move];
  // The learner sits as A and watches B: the explanation is told to A.
  const v = verdict(before, e.move, undefined, LEARNER);
  const into = e.move.kind === 'move' && (e.move.to === OPP_RESERVE || e.move.to === OPP_WASTE);
  const themes = new Set<Theme>([e.reason === 'does-not-fit' && into ? 'loading' : THEME_OF[e.reason], ...variantThemes(start.spec)]);
  if (moves.some((m) => m.kind === 'turn')) themes.add('hand-turn');
  return {
    id,
    kind: 'stop',
    title: watchB(start, moves),
    difficulty: moves.length <= 2 ? 1 : moves.length <= 3 ? 2 : 3,
    themes: [...themes],
    position: sketchOf(start, 'A'),
    moves: moves.map(formatMove),
    error: { at: moves.length - 1, reason: e.reason },
    explanation: `Move ${moves.length} is the error. ${v.legal ? '' : v.explanation}`,
    source,
  };
}

/** Why a legal move might look wrong to a learner, or null when it looks as legal as it is. */
function looksWrong(p: Position, m: Move): string | null {
  const me = p[p.toMove]!;
  const spaces = p.houses.some((h) => h.length === 0);
  if (m.kind === 'turn' && spaces && me.reserve.length === 0)
    return 'B turned the hand card with a space on the table, which is fine: the rule to fill spaces first only binds a player who still has reserve cards.';
  if (m.kind !== 'move') return null;
  if (m.to < 9 && pileOf(p, m.to).length === 0 && m.from !== RESERVE && me.reserve.length > 0)
    return 'B filled a space from somewhere other than the reserve: any available card may go into a space; the reserve only has to fill spaces before a hand turn.';
  if (isLoad(m.to)) return `B loaded ${describeSequence(p, [m], LEARNER)}: on your reserve and waste the card must be the same suit, one higher or one lower, and it was.`;
  if (m.from === WASTE) return 'B played from its own waste pile, which the lenient rules allow.';
  return null;
}

/** B: a whole turn of legal moves, at least one of which looks wrong. */
function decoys(id: string, turn: Step[], source: string): Puzzle | null {
  if (turn.length > 6 || turn.length < 2) return null;
  const notes = [...new Set(turn.map((s) => looksWrong(s.before, s.move)).filter((n): n is string => n !== null))];
  if (notes.length === 0) return null;
  const start = turn[0]!.before;
  return {
    id,
    kind: 'stop',
    title: watchB(start, turn.map((s) => s.move)),
    difficulty: turn.length <= 3 ? 2 : 3,
    themes: ['decoy', ...new Set(turn.map((s) => s.move).flatMap((m): Theme[] => (m.kind === 'turn' ? ['hand-turn'] : m.kind === 'move' && m.from === TURNED && m.to === WASTE ? ['discard'] : m.kind === 'move' && isLoad(m.to) ? ['loading'] : []))), ...variantThemes(start.spec)],
    position: sketchOf(start, 'A'),
    moves: turn.map((s) => formatMove(s.move)),
    error: null,
    explanation: `No error: every move was legal. ${notes.join(' ')}`,
    source,
  };
}

export interface MineOptions {
  readonly rules: RulesSpec;
  readonly seeds: readonly number[];
}

/** Every candidate of the seeded games, in the order met. */
export function mine({ rules, seeds }: MineOptions): Puzzle[] {
  const ruleSet = parseRules(rules);
  if (!ruleSet.ok) throw new Error(ruleSet.error);
  const name = typeof rules === 'string' ? rules : Object.keys(rules).join('-');
  const found: Puzzle[] = [];
  for (const seed of seeds) {
    const steps: Step[] = [];
    playGame(deal(seed, ruleSet.value, rules).position, () => computerChooser(), (s) => steps.push(s));
    let turn: Step[] = [];
    steps.forEach((s, ply) => {
      const at = `${name}-${seed}-${ply}`;
      const source = `miner: ${name} seed ${seed}, move ${ply + 1}`;
      if (s.before.toMove === 'A') {
        const c = compulsory(`c-${at}`, s.before, source);
        if (c) found.push(c);
      } else {
        turn.push(s);
        if (s.after.toMove !== 'B') {
          const d = decoys(`d-${at}`, turn, source);
          if (d) found.push(d);
          const j = ply % Math.min(turn.length, 5);
          const e = slip(`s-${at}`, turn, j, at, source);
          if (e) found.push(e);
          turn = [];
        }
      }
    });
  }
  return found;
}
