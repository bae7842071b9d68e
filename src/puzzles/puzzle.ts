/**
 * Puzzles against the engine: the opponent's moves played out one by one, the answer to
 * a compulsory-move puzzle, what is wrong with a puzzle as written, and the facts the miner,
 * the difficulty and the tests share: which moves tempt, which slips a player could make,
 * which legal moves look wrong and why they stand.
 */
import {
  cardLabel,
  PRIORITY_REASONS,
  earlyTurnOpen,
  everyMove,
  exposedCard,
  fitsFoundation,
  fitsHouse,
  fitsLoad,
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
  positionJSON as interchangeJSON,
  priorities,
  RESERVE,
  TURNED,
  UNKNOWN,
  validatePosition,
  verdict,
  WASTE,
  type Card,
  type Move,
  type Player,
  type Position,
  type Priorities,
  type Reason,
  type Verdict,
  isStandard,
} from '../engine';
import { sequenceWords } from '../i18n/engine';
import { pileWords } from '../i18n/words';
import type { DailyCandidate } from './daily';
import { LEARNER } from '../lessons/exercise';
import type { Sketch } from '../lessons/schema';
import type { Puzzle, PuzzleData, PuzzlePosition } from './schema';
import type { Theme } from './themes';

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

/** The position as a puzzle writes it; the hand of the player who does not move is shown as a count. */
export function sketchOf(p: Position, hideHandOf: 'A' | 'B'): PuzzlePosition {
  const { format: _, ...json } = interchangeJSON(p) as unknown as PuzzlePosition & { format: string };
  return { ...json, [hideHandOf]: { ...json[hideHandOf], hand: p[hideHandOf]!.hand.length } };
}

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
  if (!read.ok) throw new Error(read.error);
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
    const after = v.legal || !validatePosition(played) ? played : null;
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

/** The labels of the cards a move takes ("7♦"), as the sentences name them. */
export const labelsMoved = (p: Position, m: Move): string[] => cardsMoved(p, m).map(cardLabel);

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

/** Does card `c` fit pile `to` by the building rules alone (a space takes anything)? */
export function fitsPile(p: Position, to: number, c: Card): boolean {
  if (isHouse(to)) return to - HOUSE < p.houses.length && to - HOUSE !== p.closedHouse && fitsHouse(pileOf(p, to), c);
  if (isFoundation(to)) return fitsFoundation(pileOf(p, to), c);
  return isLoad(to) && fitsLoad(exposedCard(p, to), c);
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
      if (m.count > 1) return isHouse(m.to) && fitsPile(p, m.to, card) ? 'group' : null;
      // Nobody takes a card back off a foundation to play it: that slip is no puzzle.
      // Nor moves an opponent's card from one of the opponent's piles to another.
      return m.from !== TURNED && !isFoundation(m.from) && !(isLoad(m.from) && isLoad(m.to)) && fitsPile(p, m.to, card) ? 'out-of-reach' : null;
    case 'does-not-fit':
      return m.count === 1 && nearMiss(p, m.to, card) ? 'near-miss' : null;
    case 'bad-target': {
      if (m.to === WASTE) return m.from === RESERVE || isHouse(m.from) ? 'wrong-pile' : null;
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

const RULE_PHRASES: Record<Reason, string> = {
  'no-hand-card': 'the rule of the hand card',
  'not-available': 'the rule of available cards',
  'bad-target': 'the rule of where cards may go',
  'does-not-fit': 'the building rules',
  'reserve-to-foundation-first': 'priority rule 1 (reserve to foundation first)',
  'foundation-first': 'priority rule 2 (foundation plays first)',
  'fill-spaces-first': 'priority rule 3 (fill spaces before turning)',
  'release-first': 'the strict release rule',
  'load-first': 'the strict loading rule',
  'spaces-first': 'the strict spaces rule',
  'uncover-first': "the face-down tableau's uncover rule",
};
/** The rule a reason stands for, in a few words for a sentence. */
export const rulePhrase = (r: Reason): string => RULE_PHRASES[r];

const whose = (who: Player, viewer: Player) => (who === viewer ? 'your' : `${who}'s`);

/** What the priority rules asked of the mover before a move: the compulsory move or the space, in words. */
function dutyWords(p: Position, pr: Priorities, viewer: Player): string | null {
  const m = pr.forced[0];
  if (pr.forcedBy && m?.kind === 'move') {
    const [c] = cardsMoved(p, m);
    return c === undefined ? null : `${cardLabel(c)} ${m.from === RESERVE ? `on ${whose(p.toMove, viewer)} reserve` : `from ${pileWords(pileRefOf(p, m.from), viewer, 'en')}`} fitted ${pileWords(pileRefOf(p, m.to), viewer, 'en')}`;
  }
  const bar = pr.turnBar();
  return bar?.fix.kind === 'move' ? `${pileWords(pileRefOf(p, bar.fix.to), viewer, 'en')} stood empty` : null;
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
 * learner might have thought it broke. Told from the learner's seat.
 */
export function decoyOf(p: Position, m: Move, viewer: Player = LEARNER): Decoy | null {
  const t = decoyText(p, m, viewer);
  if (!t) return null;
  const cut = t[1].indexOf('. ') + 1;
  return { event: t[1].slice(0, cut), why: t[1].slice(cut + 1), text: t[1], theme: t[0] };
}

function decoyText(p: Position, m: Move, viewer: Player): [Theme, string] | null {
  const who = p.toMove;
  const me = p[who]!;
  const their = whose(who, viewer);
  const pr = priorities(p);
  const spaces = p.houses.flatMap((h, i) => (h.length === 0 && i !== p.closedHouse ? [HOUSE + i] : []));
  const reserveTop = me.reserve.length && !me.reserveFaceDown ? me.reserve.at(-1)! : undefined;
  if (m.kind === 'turn') {
    const duty = earlyTurnOpen(p) && (pr.forcedBy || pr.turnBar()) ? dutyWords(p, pr, viewer) : null;
    if (duty)
      return ['early-hand-turn', `${who} turned up a hand card first thing in the turn, while ${duty}. These rules let a player turn the hand card at the very start of a turn, before any other move: you might have called Stop for a priority rule, but the priorities only bind once the turn is under way.`];
    if (spaces.length && me.reserve.length === 0)
      return ['fill-spaces', `${who} turned up a hand card with ${pileWords(pileRefOf(p, spaces[0]!), viewer, 'en')} empty. You might expect priority rule 3 to forbid it, but that rule asks for spaces to be filled from the reserve before a hand card is turned, and ${their} reserve is used up, so it no longer binds ${who}.`];
    const place = reserveTop === undefined ? undefined : everyPlace(p).find((to) => !isFoundation(to) && fitsPile(p, to, reserveTop));
    if (reserveTop !== undefined && place !== undefined)
      return ['reserve-first', `${who} turned up a hand card while ${their} reserve card ${cardLabel(reserveTop)} could have gone on ${pileWords(pileRefOf(p, place), viewer, 'en')}. You might think the reserve card had to be played first, but only a reserve card that fits a foundation must be played before anything else (priority rule 1); building on a house or loading with it is a choice.`];
    return null;
  }
  if (m.kind !== 'move') return null;
  const cards = cardsMoved(p, m);
  const c = cards[0];
  if (c === undefined) return null;
  const label = cards.map(cardLabel).join('-');
  const words = sequenceWords(p, [m], viewer, 'en');
  if (m.from === TURNED && m.to === WASTE) {
    const place = everyPlace(p).find((to) => fitsPile(p, to, c));
    if (place !== undefined)
      return ['discard', `${who} discarded the turned ${label} although it could have gone on ${pileWords(pileRefOf(p, place), viewer, 'en')}. You might think it had to be played, but only a foundation play is compulsory: a card that fits a house or an opponent's pile may still be discarded, and the discard ends ${their} turn.`];
    return null;
  }
  if (m.from === WASTE)
    return ['waste-available', `${who} played ${words}. Under the standard rules a player's own waste pile is out of reach, so you might have called Stop, but these rules put its top card in play.`];
  if (m.count > 1)
    return p.rules.groupMoves
      ? ['group-moves', `${who} moved ${words} as one. You might think only one card moves at a time, but these rules let an ordered run of house cards move together, with no spaces needed to carry it.`]
      : ['group-moves', `${who} moved ${words} at once. You might think only one card moves at a time, but with the empty houses there are the run could go one card at a time, so the group move only stands for moves ${who} could make anyway.`];
  if (isLoad(m.to)) {
    const t = exposedCard(p, m.to)!;
    const up = c > t;
    return ['loading', `${who} loaded ${words}, on ${cardLabel(t)}. You might think it breaks the building rules, as ${label} on ${cardLabel(t)} would be wrong on a house (${up ? 'a higher card of the same colour' : 'the same colour'}), but a load goes by suit, one rank up or down, whatever the colour.`];
  }
  if (isHouse(m.to) && pileOf(p, m.to).length === 0 && m.from !== RESERVE && me.reserve.length > 0)
    return ['fill-spaces', `${who} moved ${words}, into a space, rather than filling it from ${their} reserve. You might think a space must take a reserve card, but any available card may go into a space; priority rule 3 only asks for spaces to be filled from the reserve before a hand card is turned.`];
  if (isFoundation(m.to) && m.from !== RESERVE) {
    const other = pr.forced.find((f) => f.kind === 'move' && f.from !== m.from);
    const [o] = other ? cardsMoved(p, other) : [];
    if (other?.kind === 'move' && o !== undefined)
      return ['foundation-first', `${who} played ${words} while ${o === c ? 'another ' : ''}${cardLabel(o)} ${other.from === TURNED ? `(${their} turned hand card)` : `on ${pileWords(pileRefOf(p, other.from), viewer, 'en')}`} could also go up. You might think that card came first, but when several cards fit foundations, priority rule 2 lets ${who} play them in any order; only a reserve card that fits must go first.`];
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
  if (!read.ok) return at(read.error);
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
