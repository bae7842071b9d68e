/**
 * Puzzles against the engine: the opponent's moves played out one by one, the answer to
 * a compulsory-move puzzle, what is wrong with a puzzle as written, and the facts the miner,
 * the difficulty and the tests share: which moves tempt, which slips a player could make,
 * which legal moves look wrong and why they stand.
 */
import {
  BOOK_LOAD,
  PRIORITY_REASONS,
  earlyTurnOpen,
  everyMove,
  exposedCard,
  fits,
  fitsLoad,
  loadRuleOf,
  formatMove,
  FORMAT,
  HOUSE,
  isFoundation,
  isHouse,
  isLoad,
  legalMoves,
  moveTo,
  nearMiss,
  OPP2_RESERVE,
  OPP2_WASTE,
  OPP_RESERVE,
  OPP_WASTE,
  parseMove,
  parsePosition,
  pileRefOf,
  pileOf,
  play,
  priorities,
  RESERVE,
  ruleOf,
  stopRuleOn,
  TURNED,
  UNKNOWN,
  positionFault,
  contractMessage,
  verdict,
  WASTE,
  type Card,
  type Move,
  type Player,
  type Position,
  type Priorities,
  type Reason,
  type Stop,
  type Verdict,
  isStandard,
} from '../engine';
import { puzzleTexts } from '../i18n/puzzles';
import { sequenceWords } from '../telling/moves';
import { listOf, type Locale } from '../i18n/locales';
import { cardName, pileWords } from '../telling/words';
import type { DailyCandidate } from './daily';
import { LEARNER } from '../lessons/exercise';
import type { Sketch } from '../lessons/schema';
import type { Puzzle, PuzzleData, PuzzlePosition } from './schema';
import { THEME_OF, type Theme } from './themes';
import { sketchOf } from './sketch';

/** The learner's seat in every puzzle, as in every lesson. */
export { LEARNER };

export interface Step {
  readonly before: Position;
  readonly move: Move;
  readonly verdict: Verdict;
  /** The table with the move made; null for an error that leaves no table the rules could produce (it is shown as attempted). */
  readonly after: Position | null;
}

/** What the daily schedule needs to know of a puzzle. */
export const candidateOf = (p: Puzzle): DailyCandidate => ({
  id: p.id,
  kind: p.kind,
  standard: isStandard(p.position.rules),
  clean: p.kind === 'stop' && p.error === null,
});

/** The position as a puzzle writes it (kept in ./sketch, so that the learner's own puzzles are written without this file). */
export { sketchOf };

/**
 * The position as a lesson's sketch, for what is read as one (a rush item): only a
 * two-player table whose every fact a sketch can hold (a turn already under way matters
 * to the early hand turn alone); null otherwise.
 */
export function plainSketchOf(p: Position, hideHandOf: 'A' | 'B'): Sketch | null {
  if (p.rules.players !== 2 || (p.rules.earlyHandTurn && p.turnBegun)) return null;
  const { turnBegun: _, ...s } = sketchOf(p, hideHandOf);
  return s as Sketch;
}

/** The interchange JSON of a puzzle's position. */
export function positionJSON(s: PuzzlePosition): unknown {
  const { rules, toMove, A, B, C, houses, foundations, faceDown, turnBegun } = s;
  return { format: FORMAT, rules, toMove, A, B, ...(C ? { C } : {}), houses, foundations, ...(faceDown ? { faceDown } : {}), ...(turnBegun ? { turnBegun } : {}) };
}

export function startOf(p: Pick<PuzzleData, 'position'>): Position {
  const read = parsePosition(positionJSON(p.position));
  if (!read.ok) throw new Error(`position refused (${read.fault.code}): the build checks every puzzle's`);
  return read.value;
}

/** The opponent's moves of a stop puzzle, each judged on the table it was made on and explained to the learner. */
export function stepsOf(p: Pick<PuzzleData & { kind: 'stop' }, 'position' | 'moves'>, start: Position = startOf(p)): Step[] {
  const steps: Step[] = [];
  let before = start;
  for (const text of p.moves) {
    const m = parseMove(text, before.rules);
    if (!m.ok) throw new Error(`"${text}": ${m.error}`);
    const v = verdict(before, m.value);
    const played = play(before, m.value);
    const after = v.legal || !positionFault(played) ? played : null;
    steps.push({ before, move: m.value, verdict: v, after });
    if (!after) break;
    before = after;
  }
  return steps;
}

/** The moves that solve a compulsory puzzle: exactly those the rules allow. */
export const allowed = (start: Position): string[] => legalMoves(start).map(formatMove);

/** A move a person can make at the table: a card from one pile to another, or the hand turn. */
export const isTableMove = (m: Move): boolean => m.kind === 'turn' || (m.kind === 'move' && m.from !== m.to);

/** The cards a move takes, as the player to move sees the table: one card, a group's cards, or for the hand turn the card it turns up. */
export function cardsMoved(p: Position, m: Move): Card[] {
  const me = p[p.toMove]!;
  if (m.kind === 'turn') {
    const next = me.turned !== null ? undefined : me.hand.length ? me.hand.at(-1) : me.waste[0];
    return next === undefined || next === UNKNOWN ? [] : [next];
  }
  if (m.kind !== 'move') return [];
  if (m.from === TURNED) return me.turned === null ? [] : [me.turned];
  const pile = pileOf(p, m.from);
  return pile.slice(Math.max(0, pile.length - m.count)).filter((c) => c !== UNKNOWN);
}

/** Places that are alike: empty foundations, foundations at the same card, empty houses. */
function alike(p: Position, a: number, b: number): boolean {
  if (isFoundation(a) && isFoundation(b)) return pileOf(p, a).join() === pileOf(p, b).join();
  return isHouse(a) && isHouse(b) && pileOf(p, a).length === 0 && pileOf(p, b).length === 0;
}

/**
 * A compulsory puzzle's answer, when it is one answer: a single move, or one card to
 * places that are alike (either of two empty foundations), of which any is right; null
 * when the rules leave a real choice. A `pass` is never an answer.
 */
export function uniqueAnswer(p: Position, legal: readonly Move[] = legalMoves(p)): readonly Move[] | null {
  const first = legal[0];
  if (!first || first.kind === 'pass') return null;
  if (legal.length === 1) return legal;
  if (first.kind !== 'move') return null;
  const same = legal.every((m) => m.kind === 'move' && m.from === first.from && m.count === first.count && alike(p, first.to, m.to));
  return same ? legal : null;
}

/** The rules that only the variants have. */
export const VARIANT_REASONS: readonly Reason[] = ['release-first', 'load-first', 'spaces-first', 'uncover-first'];

export interface Stopped {
  readonly move: Move;
  readonly verdict: Verdict & { readonly legal: false };
}

/** Moves the rules would allow but for a priority rule (or a strict variant's): the moves that tempt. */
export function temptingMoves(p: Position, pr: Priorities = priorities(p)): Stopped[] {
  const found: Stopped[] = [];
  for (const m of everyMove(p.rules)) {
    if (!isTableMove(m)) continue;
    const v = verdict(p, m, pr);
    if (!v.legal && PRIORITY_REASONS.includes(v.reason)) found.push({ move: m, verdict: v });
  }
  return found;
}

/**
 * The kinds of slip a player could really make: skipping a priority rule (or a strict
 * variant's), a near miss of the building rules, taking a card out of reach that would fit
 * where it goes, moving a group without the spaces to carry it, turning a hand card while
 * the last one still waits, and a card put on a pile that takes none (one's own waste, a
 * house that has left play) where it would otherwise fit.
 */
export type SlipKind = 'priority' | 'variant' | 'near-miss' | 'out-of-reach' | 'group' | 'hand' | 'wrong-pile';

/** The kind of slip an illegal move is, or null when no player would plausibly make it (or it is legal). */
export function slipOf(p: Position, m: Move, v: Verdict = verdict(p, m)): SlipKind | null {
  if (v.legal || !isTableMove(m)) return null;
  if (VARIANT_REASONS.includes(v.reason)) return 'variant';
  if (PRIORITY_REASONS.includes(v.reason)) return m.kind === 'move' && m.count > 1 ? 'group' : 'priority';
  if (m.kind === 'turn') return v.reason === 'no-hand-card' && p[p.toMove]!.turned !== null ? 'hand' : null;
  if (m.kind !== 'move') return null;
  const cards = cardsMoved(p, m);
  const card = cards[0];
  if (card === undefined || cards.length !== m.count) return null;
  switch (v.reason) {
    case 'not-available':
      if (m.count > 1) return isHouse(m.to) && fits(p, m.to, card) ? 'group' : null;
      // Nobody takes a card back off a foundation to play it: that slip is no puzzle.
      // Nor moves an opponent's card from one of the opponent's piles to another.
      return m.from !== TURNED && !isFoundation(m.from) && !(isLoad(m.from) && isLoad(m.to)) && fits(p, m.to, card) ? 'out-of-reach' : null;
    case 'does-not-fit':
      return m.count === 1 && nearMiss(p, m.to, card) ? 'near-miss' : null;
    case 'bad-target': {
      if (m.to === WASTE) return m.from === RESERVE || isHouse(m.from) ? 'wrong-pile' : null;
      // A family rule: a lone card moved to a space, which the standard rules allow.
      if (v.why.code === 'lone-card-space') return 'variant';
      const closed = p.closedHouse;
      return closed !== null && m.to === HOUSE + closed && m.count === 1 ? 'wrong-pile' : null;
    }
    default:
      return null;
  }
}

/** Group moves the notation can write from each house (2 to 4 cards), for the slips of moving a run. */
export function groupMoves(p: Position): Move[] {
  const moves: Move[] = [];
  p.houses.forEach((house, from) => {
    for (let k = 2; k <= Math.min(4, house.length); k++) for (let to = 0; to < p.houses.length; to++) if (to !== from) moves.push(moveTo(HOUSE + from, HOUSE + to, k));
  });
  return moves;
}

/** The rule a Stop enforces, in a few words for a sentence: a family rule by its name, else its reason's rule. */
export function rulePhrase(v: Pick<Stop, 'why' | 'reason'>, locale: Locale = 'en'): string {
  const t = puzzleTexts(locale);
  if (v.why.code === 'load-waste-next') return t.familyRules.load(v.why);
  const rule = ruleOf(v);
  return rule === 'aces-compulsory' || rule === 'lone-card-stays' ? t.familyRules[rule] : t.rules[v.reason];
}

const card = (c: Card, locale: Locale) => cardName(c, locale);
const pile = (p: Position, id: number, viewer: Player, locale: Locale) => pileWords(pileRefOf(p, id), viewer, locale);

/** What the priority rules asked of the mover before a move: the compulsory move or the space, in words. */
function dutyWords(p: Position, pr: Priorities, viewer: Player, locale: Locale): string | null {
  const t = puzzleTexts(locale).duty;
  const m = pr.forced[0];
  if (pr.forcedBy && m?.kind === 'move') {
    const [c] = cardsMoved(p, m);
    return c === undefined
      ? null
      : t.fitted({ card: card(c, locale), reserve: m.from === RESERVE, who: p.toMove, yours: p.toMove === viewer, from: pile(p, m.from, viewer, locale), to: pile(p, m.to, viewer, locale) });
  }
  const bar = pr.turnBar();
  return bar?.fix.kind === 'move' ? t.empty({ pile: pile(p, bar.fix.to, viewer, locale) }) : null;
}

/** A legal move that looks wrong, in words: what happened, why it stands (and what the learner might have thought), and what it trains. */
export interface Decoy {
  /** The move with its card: "B loaded 6♦ from house 3 to your waste pile, on 7♦." */
  readonly event: string;
  /** The rule that allows it, and what it might have been taken to break. */
  readonly why: string;
  readonly text: string;
  readonly theme: Theme;
}

/** Why a legal move of the opponent might look wrong to the learner, or null: see `decoyOf`. */
export const looksWrong = (p: Position, m: Move, viewer: Player = LEARNER): string | null => decoyOf(p, m, viewer)?.text ?? null;

/**
 * Why a legal move of the opponent might look wrong to the learner, or null when it looks
 * as legal as it is: the move named with its card, the rule that allows it, and what the
 * learner might have thought it broke. Told from the learner's seat, in `locale`.
 */
export function decoyOf(p: Position, m: Move, viewer: Player = LEARNER, locale: Locale = 'en'): Decoy | null {
  const t = decoyText(p, m, viewer, locale);
  return t ? { theme: t[0], event: t[1], why: t[2], text: `${t[1]} ${t[2]}` } : null;
}

function decoyText(p: Position, m: Move, viewer: Player, locale: Locale): [Theme, string, string] | null {
  const t = puzzleTexts(locale).decoy;
  const who = p.toMove;
  const yours = who === viewer;
  const me = p[who]!;
  const pr = priorities(p);
  const spaces = p.houses.flatMap((h, i) => (h.length === 0 && i !== p.closedHouse ? [HOUSE + i] : []));
  const reserveTop = me.reserve.length && !me.reserveFaceDown ? me.reserve.at(-1)! : undefined;
  if (m.kind === 'turn') {
    const duty = earlyTurnOpen(p) && (pr.forcedBy || pr.turnBar()) ? dutyWords(p, pr, viewer, locale) : null;
    if (duty) return ['early-hand-turn', t.earlyTurn({ who, duty }), t.earlyTurnWhy];
    if (spaces.length && me.reserve.length === 0) return ['fill-spaces', t.turnWithSpace({ who, pile: pile(p, spaces[0]!, viewer, locale) }), t.turnWithSpaceWhy({ who, yours })];
    const place = reserveTop === undefined ? undefined : everyPlace(p).find((to) => !isFoundation(to) && fits(p, to, reserveTop));
    if (reserveTop !== undefined && place !== undefined)
      return ['reserve-first', t.turnOverReserve({ who, yours, card: card(reserveTop, locale), pile: pile(p, place, viewer, locale) }), t.turnOverReserveWhy];
    return null;
  }
  if (m.kind !== 'move') return null;
  const cards = cardsMoved(p, m);
  const c = cards[0];
  if (c === undefined) return null;
  const label = listOf(locale, cards.map((x) => card(x, locale)));
  const moves = sequenceWords(p, [m], viewer, locale);
  // Under the family rule of only aces compulsory, a card that fits a foundation may wait.
  const waiting = p.rules.acesAndReserveCompulsory && !pr.forcedBy && !isFoundation(m.to) ? pr.optional.find((f) => f.kind === 'move' && f.from !== m.from || m.to === WASTE) : undefined;
  if (waiting?.kind === 'move') {
    const [w] = cardsMoved(p, waiting);
    if (w !== undefined)
      return ['foundation-first', t.waitingUp({ who, yours, moves, card: card(w, locale), pile: waiting.from === TURNED ? '' : pile(p, waiting.from, viewer, locale) }), t.waitingUpWhy];
  }
  if (m.from === TURNED && m.to === WASTE) {
    const place = everyPlace(p).find((to) => fits(p, to, c));
    return place === undefined ? null : ['discard', t.discard({ who, card: label, pile: pile(p, place, viewer, locale) }), t.discardWhy({ who, yours, card: label })];
  }
  if (m.from === WASTE) return ['waste-available', t.fromWaste({ who, moves }), t.fromWasteWhy];
  if (m.count > 1)
    return p.rules.groupMoves ? ['group-moves', t.group({ who, moves }), t.groupWhy] : ['group-moves', t.groupBySpaces({ who, moves }), t.groupBySpacesWhy({ who })];
  if (isLoad(m.to)) {
    const top = exposedCard(p, m.to)!;
    const on = card(top, locale);
    const rule = loadRuleOf(p.rules, m.to);
    // A load only a family rule allows is told by that rule.
    if (!fitsLoad(top, c, BOOK_LOAD)) return ['loading', t.load({ who, moves, on }), t.familyLoadWhy({ cards: label, on, ...rule })];
    return ['loading', t.load({ who, moves, on }), t.loadWhy({ cards: label, on, up: c > top })];
  }
  if (isHouse(m.to) && pileOf(p, m.to).length === 0 && m.from !== RESERVE && me.reserve.length > 0) return ['fill-spaces', t.space({ who, yours, moves }), t.spaceWhy];
  if (isFoundation(m.to) && m.from !== RESERVE) {
    const other = pr.forced.find((f) => f.kind === 'move' && f.from !== m.from);
    const [o] = other ? cardsMoved(p, other) : [];
    if (other?.kind === 'move' && o !== undefined)
      return [
        'foundation-first',
        t.foundation({ who, yours, moves, card: card(o, locale), another: o === c, turned: other.from === TURNED, pile: pile(p, other.from, viewer, locale) }),
        t.foundationWhy({ who }),
      ];
  }
  return null;
}

/** The piles a card could go on besides the foundations: the houses in play and the opponents' piles. */
function everyPlace(p: Position): number[] {
  const places: number[] = [];
  for (let h = 0; h < p.houses.length; h++) if (h !== p.closedHouse) places.push(HOUSE + h);
  return [...places, ...(p.rules.players === 3 ? [OPP_RESERVE, OPP_WASTE, OPP2_RESERVE, OPP2_WASTE] : [OPP_RESERVE, OPP_WASTE])];
}

/**
 * What is wrong with a puzzle as written, or null. A compulsory puzzle's answer must be
 * exactly the moves the rules allow, and one answer (one move, or one card to places that
 * are alike); a stop puzzle's moves must be moves a person could make, its first illegal
 * move where and why it says, and the last move shown (a turn with no error ends at its last
 * move).
 */
export function puzzleFault(p: Puzzle): string | null {
  const at = (s: string) => `${p.id}: ${s}`;
  const read = parsePosition(positionJSON(p.position));
  if (!read.ok) return at(contractMessage(read.fault));
  const start = read.value;
  if (p.kind === 'compulsory') {
    if (start.toMove !== 'A') return at('in a compulsory puzzle the learner plays A, so A must be to move');
    for (const m of p.answer) if (!parseMove(m, start.rules).ok) return at(`"${m}" is not a move`);
    const legal = legalMoves(start);
    if ([...legal.map(formatMove)].sort().join() !== [...p.answer].sort().join()) return at(`the rules allow exactly ${legal.map(formatMove).join(', ') || 'nothing'}, so those are the answer`);
    if (!uniqueAnswer(start, legal)) return at(`the rules leave a choice (${p.answer.join(', ')}): a puzzle needs one answer`);
    return null;
  }
  if (start.toMove !== 'B') return at('in a stop puzzle the learner watches B, so B must be to move');
  if (!stopRuleOn(start.rules)) return at('these rules have no Stop, so they make no Stop puzzle');
  let steps: Step[];
  try {
    steps = stepsOf(p, start);
  } catch (e) {
    return at((e as Error).message);
  }
  const odd = steps.findIndex((s) => !isTableMove(s.move));
  if (odd >= 0) return at(`move ${odd + 1} (${p.moves[odd]}) is not a card moved from one pile to another, nor the hand turn`);
  const first = steps.findIndex((s) => !s.verdict.legal);
  if (p.error === null) {
    if (first >= 0) return at(`move ${first + 1} (${p.moves[first]}) is illegal, but the puzzle says there is no error`);
    if (steps.some((s, i) => i < steps.length - 1 && s.after?.toMove !== 'B')) return at('B\'s turn ends before the last move');
    return null;
  }
  if (first !== p.error.at) return at(first < 0 ? 'every move is legal' : `the first illegal move is move ${first + 1} (${p.moves[first]}), not ${p.error.at + 1}`);
  const v = steps[first]!.verdict;
  if (!v.legal && v.reason !== p.error.reason) return at(`move ${first + 1} breaks ${v.reason}, not ${p.error.reason}`);
  if (first !== p.moves.length - 1) return at('the moves after the error would never be seen: end the sequence at the error');
  return null;
}

/** The theme of each rule a Stop can name: kept with the themes (./themes), which pages without the engine read too. */
export { THEME_OF };

/** These rules allow the early hand turn, but the engine says it is no longer open. */
export const isEarlyTurnGone = (p: Position) => p.rules.earlyHandTurn && !earlyTurnOpen(p);

/** For the hand turn and the discard, which no rule compels: a slip the learner might make instead (a family rule's, a card out of reach that would fit, a near miss). */
export function temptingSlip(p: Position): Stopped | null {
  let best: Stopped | null = null;
  let bestScore = 0;
  for (const m of everyMove(p.rules)) {
    if (m.kind !== 'move' || !isTableMove(m)) continue;
    const v = verdict(p, m);
    const kind = !v.legal ? slipOf(p, m, v) : null;
    const score = kind === 'variant' ? 4 : kind === 'out-of-reach' ? 3 : kind === 'near-miss' ? 2 : 0;
    if (!v.legal && score > bestScore) (best = { move: m, verdict: v }), (bestScore = score);
  }
  return best;
}

/** The primary theme of a compulsory position, or null when nothing there is worth a puzzle. */
export function compulsoryTheme(pr: Priorities, answer: readonly Move[]): Theme | null {
  if (pr.forcedBy) return THEME_OF[pr.forcedBy];
  const m = answer[0]!;
  if (m.kind === 'turn') return 'hand-turn';
  if (m.kind === 'move' && m.from === TURNED && m.to === WASTE) return 'discard';
  const bar = pr.turnBar();
  return bar ? THEME_OF[bar.reason] : null;
}
