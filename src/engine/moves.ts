/**
 * Move strings of the interchange format, always from the mover's point of view:
 * `R-f3`, `h2-oW`, `X-W`, `turn`, `pass`, the group form `h3*2-h5`, and in the
 * three-player game `o2R`/`o2W` for the second opponent's piles.
 */
import { err, ok, type Result } from './result';
import { layoutOf, STANDARD, type RuleSet } from './variants';

/** Pile ids: houses 0-8, foundations 9-16, then the mover's and the opponents' piles. */
export const HOUSE = 0;
export const FOUNDATION = 9;
export const RESERVE = 17;
export const WASTE = 18;
export const TURNED = 19;
/** The next player's reserve and waste (with two players, the opponent's). */
export const OPP_RESERVE = 20;
export const OPP_WASTE = 21;
/** Three players: the reserve and waste of the player after next. */
export const OPP2_RESERVE = 22;
export const OPP2_WASTE = 23;

export const isHouse = (pile: number) => pile < FOUNDATION;
export const isFoundation = (pile: number) => pile >= FOUNDATION && pile < RESERVE;
export const isLoad = (pile: number) => pile >= OPP_RESERVE;

export type Move =
  | { readonly kind: 'move'; readonly from: number; readonly to: number; /** cards moved as a group, 1 for a single card */ readonly count: number }
  | { readonly kind: 'turn' }
  | { readonly kind: 'pass' };

export const TURN: Move = { kind: 'turn' };
export const PASS: Move = { kind: 'pass' };
// Single-card moves are made once and shared: the engine lists thousands of them a second.
const SINGLES: Move[] = Array.from({ length: 24 * 24 }, (_, i) => Object.freeze({ kind: 'move', from: Math.floor(i / 24), to: i % 24, count: 1 }));
export const moveTo = (from: number, to: number, count = 1): Move => (count === 1 ? SINGLES[from * 24 + to]! : { kind: 'move', from, to, count });
/** The hand card put on the player's own waste pile, which ends the turn. */
export const DISCARD: Move = moveTo(TURNED, WASTE);

/** The same move: the same kind, and for a card moved the same piles and number of cards (however the move was written or made). */
export const sameMove = (a: Move, b: Move): boolean =>
  a.kind === b.kind && (a.kind !== 'move' || (b.kind === 'move' && a.from === b.from && a.to === b.to && a.count === b.count));

const NAMED: Record<string, number> = { R: RESERVE, W: WASTE, X: TURNED, oR: OPP_RESERVE, oW: OPP_WASTE, o2R: OPP2_RESERVE, o2W: OPP2_WASTE };

export function pileCode(pile: number): string {
  if (isHouse(pile)) return `h${pile - HOUSE + 1}`;
  if (isFoundation(pile)) return `f${pile - FOUNDATION + 1}`;
  return Object.keys(NAMED).find((k) => NAMED[k] === pile)!;
}

type Dims = Pick<RuleSet, 'pack' | 'players'>;

function readPile(s: string, dims: Dims): number | undefined {
  const { houses, foundations, players } = layoutOf(dims);
  if (s in NAMED) return players === 2 && NAMED[s]! >= OPP2_RESERVE ? undefined : NAMED[s];
  const m = /^([hf])([1-9])$/.exec(s);
  if (!m) return undefined;
  const n = Number(m[2]);
  if (n > (m[1] === 'h' ? houses : foundations)) return undefined;
  return (m[1] === 'h' ? HOUSE : FOUNDATION) + n - 1;
}

function forms(dims: Dims, from: boolean): string {
  const { houses, foundations, players } = layoutOf(dims);
  const theirs = players === 3 ? 'oR, oW, o2R, o2W' : 'oR, oW';
  return from ? `R, X, W, h1-h${houses}, ${theirs} or f1-f${foundations}` : `h1-h${houses}, f1-f${foundations}, ${theirs}, R or W`;
}

/** Reads a move string for a game of the given layout (the standard one by default). */
export function parseMove(s: unknown, dims: Dims = STANDARD): Result<Move> {
  if (typeof s !== 'string') return err('move: must be a string such as "R-f1", "turn" or "pass"');
  if (s === 'turn') return ok(TURN);
  if (s === 'pass') return ok(PASS);
  const m = /^([^-*]+)(?:\*(\d{1,2}))?-([^-]+)$/.exec(s);
  if (!m) return err(`move: "${s}" is not a move (FROM-TO such as "R-f1", a group such as "h3*2-h5", "turn" or "pass")`);
  const from = readPile(m[1]!, dims);
  const to = readPile(m[3]!, dims);
  if (from === undefined) return err(`move: "${m[1]}" is not a pile to move from (${forms(dims, true)})`);
  if (to === undefined || to === TURNED) return err(`move: "${m[3]}" is not a pile to move to (${forms(dims, false)})`);
  // A group of one is the single move: the format writes `hN*1-hM` as the same as `hN-hM`.
  const count = m[2] === undefined ? 1 : Number(m[2]);
  if (m[2] !== undefined && (!isHouse(from) || count < 1 || count > 12))
    return err(`move: "${s}" is not a group move (a house and 1 to 12 cards, such as "h3*2-h5")`);
  return ok(moveTo(from, to, count));
}

export const formatMove = (m: Move): string =>
  m.kind !== 'move' ? m.kind : `${pileCode(m.from)}${m.count > 1 ? `*${m.count}` : ''}-${pileCode(m.to)}`;

/** Moves in the order their strings sort, each string written once rather than at every comparison. */
export function sortedAsStrings(moves: readonly Move[]): Move[] {
  const keyed = moves.map((m) => [formatMove(m), m] as const);
  keyed.sort(([a], [b]) => (a < b ? -1 : 1));
  return keyed.map(([, m]) => m);
}

/** Every single-card move the format can write for this layout, plus `turn` and `pass`: what a learner could attempt. */
export function everyMove(dims: Dims = STANDARD): Move[] {
  const { houses, foundations, players } = layoutOf(dims);
  const piles = [...Array.from({ length: houses }, (_, i) => HOUSE + i), ...Array.from({ length: foundations }, (_, i) => FOUNDATION + i)];
  const theirs = players === 3 ? [OPP_RESERVE, OPP_WASTE, OPP2_RESERVE, OPP2_WASTE] : [OPP_RESERVE, OPP_WASTE];
  const froms = [RESERVE, TURNED, WASTE, ...theirs, ...piles];
  const tos = [RESERVE, WASTE, ...theirs, ...piles];
  return [TURN, PASS, ...froms.flatMap((from) => tos.map((to) => moveTo(from, to)))];
}
