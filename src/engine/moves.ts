/**
 * Move strings of the interchange format, always from the mover's point of view:
 * `R-f3`, `h2-oW`, `X-W`, `turn`, `pass`, and the group form `h3*2-h5`.
 */
import { err, ok, type Result } from './result';

/** Pile ids: houses 0-7, foundations 8-15, then the mover's and the opponent's piles. */
export const HOUSE = 0;
export const FOUNDATION = 8;
export const RESERVE = 16;
export const WASTE = 17;
export const TURNED = 18;
export const OPP_RESERVE = 19;
export const OPP_WASTE = 20;

export const isHouse = (pile: number) => pile < FOUNDATION;
export const isFoundation = (pile: number) => pile >= FOUNDATION && pile < RESERVE;

export type Move =
  | { readonly kind: 'move'; readonly from: number; readonly to: number; /** cards moved as a group, 1 for a single card */ readonly count: number }
  | { readonly kind: 'turn' }
  | { readonly kind: 'pass' };

export const TURN: Move = { kind: 'turn' };
export const PASS: Move = { kind: 'pass' };

const NAMED: Record<string, number> = { R: RESERVE, W: WASTE, X: TURNED, oR: OPP_RESERVE, oW: OPP_WASTE };

export function pileCode(pile: number): string {
  if (isHouse(pile)) return `h${pile - HOUSE + 1}`;
  if (isFoundation(pile)) return `f${pile - FOUNDATION + 1}`;
  return Object.keys(NAMED).find((k) => NAMED[k] === pile)!;
}

function readPile(s: string): number | undefined {
  if (s in NAMED) return NAMED[s];
  const m = /^([hf])([1-8])$/.exec(s);
  if (!m) return undefined;
  return (m[1] === 'h' ? HOUSE : FOUNDATION) + Number(m[2]) - 1;
}

const FROM_FORMS = 'R, X, W, h1-h8, oR, oW or f1-f8';
const TO_FORMS = 'h1-h8, f1-f8, oR, oW, R or W';

export function parseMove(s: unknown): Result<Move> {
  if (typeof s !== 'string') return err('move: must be a string such as "R-f1", "turn" or "pass"');
  if (s === 'turn') return ok(TURN);
  if (s === 'pass') return ok(PASS);
  const m = /^([^-*]+)(?:\*(\d{1,2}))?-([^-]+)$/.exec(s);
  if (!m) return err(`move: "${s}" is not a move (FROM-TO such as "R-f1", a group such as "h3*2-h5", "turn" or "pass")`);
  const from = readPile(m[1]!);
  const to = readPile(m[3]!);
  if (from === undefined) return err(`move: "${m[1]}" is not a pile to move from (${FROM_FORMS})`);
  if (to === undefined || to === TURNED) return err(`move: "${m[3]}" is not a pile to move to (${TO_FORMS})`);
  const count = m[2] === undefined ? 1 : Number(m[2]);
  if (m[2] !== undefined && (!isHouse(from) || count < 2 || count > 12))
    return err(`move: "${s}" is not a group move (a house and 2 to 12 cards, such as "h3*2-h5")`);
  return ok({ kind: 'move', from, to, count });
}

export const formatMove = (m: Move): string =>
  m.kind !== 'move' ? m.kind : `${pileCode(m.from)}${m.count > 1 ? `*${m.count}` : ''}-${pileCode(m.to)}`;

/** Every single-card move the format can write, plus `turn` and `pass`: what a learner could attempt. */
export function everyMove(): Move[] {
  const froms = [RESERVE, TURNED, WASTE, OPP_RESERVE, OPP_WASTE, ...Array.from({ length: 16 }, (_, i) => i)];
  const tos = [RESERVE, WASTE, OPP_RESERVE, OPP_WASTE, ...Array.from({ length: 16 }, (_, i) => i)];
  return [TURN, PASS, ...froms.flatMap((from) => tos.map((to): Move => ({ kind: 'move', from, to, count: 1 })))];
}
