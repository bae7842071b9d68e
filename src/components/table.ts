/**
 * Where each pile sits on the board and what to call it: one seat at the bottom (A, or the
 * viewer's), the others at the top, their houses in the left column, the bottom seat's in the
 * right, the foundations between them. Presentation only: no rule of the game is decided here.
 */
import { layoutOf, playersOf, type PileRef, type Player, type Position } from '../engine';

export interface TableLayout {
  readonly players: readonly Player[];
  /** The seat at the bottom. */
  readonly seat: Player;
  /** The other seats, at the top in seat order. */
  readonly others: readonly Player[];
  /** House indexes down the left column (the others'), top to bottom. */
  readonly left: readonly number[];
  /** House indexes down the right column (the seat's), top to bottom: its first house is nearest its reserve, at the bottom. */
  readonly right: readonly number[];
  readonly rows: number;
  readonly foundations: number;
  /** Houses in a row of the narrow (phone) grid: a row of houses per player, the foundations in rows between. */
  readonly columns: number;
  /** The narrow grid's tracks: two a house, so that a foundation, which shows only its top card, may take one and the foundations a single row. */
  readonly tracks: number;
  /** Rows of foundations in the narrow grid. */
  readonly foundationRows: number;
  readonly housesEach: number;
}

export function tableLayout(p: Position, seat: Player): TableLayout {
  const l = layoutOf(p.rules);
  const players = playersOf(p);
  const others = players.filter((who) => who !== seat);
  const own = (who: Player) => Array.from({ length: l.housesEach }, (_, i) => players.indexOf(who) * l.housesEach + i);
  const right = own(seat).reverse();
  const left = others.flatMap(own);
  const rows = Math.max(left.length, right.length, Math.ceil(l.foundations / 2));
  const columns = Math.max(4, l.housesEach);
  const tracks = columns * 2;
  return { players, seat, others, left, right, rows, foundations: l.foundations, columns, tracks, foundationRows: Math.ceil(l.foundations / tracks), housesEach: l.housesEach };
}

/** A grid cell, 1-based as CSS counts. */
export interface Cell {
  readonly row: number;
  readonly col: number;
}

/** A cell of the narrow grid, `span` tracks wide. */
export interface NarrowCell extends Cell {
  readonly span: number;
}

/**
 * Where a house or foundation sits in each arrangement of one grid: wide, the classic table
 * (the others' houses left, the seat's right, two foundations a row between); narrow, the houses in rows
 * (each other seat's above the foundations, the seat's below them), so that they can fan downwards,
 * and the foundations in one row of half-width places between them, which keeps the phone's table short.
 */
export function placeOf(t: TableLayout, ref: { kind: 'house' | 'foundation'; index: number }): { wide: Cell; narrow: NarrowCell } {
  const house = t.tracks / t.columns;
  if (ref.kind === 'foundation') {
    const f = ref.index;
    const perRow = Math.min(t.foundations, t.tracks);
    const span = Math.floor(t.tracks / perRow);
    return { wide: { row: Math.floor(f / 2) + 1, col: 2 + (f % 2) }, narrow: { row: t.players.length + Math.floor(f / perRow), col: (f % perRow) * span + 1, span } };
  }
  const l = t.left.indexOf(ref.index);
  if (l >= 0) return { wide: { row: l + 1, col: 1 }, narrow: { row: Math.floor(l / t.housesEach) + 1, col: (l % t.housesEach) * house + 1, span: house } };
  // The seat's houses, right-aligned below the foundations so that its first house sits nearest its reserve.
  const r = t.right.indexOf(ref.index);
  return { wide: { row: r + 1, col: 4 }, narrow: { row: t.players.length + t.foundationRows, col: (t.columns - t.housesEach + r) * house + 1, span: house } };
}

export const refKey = (ref: PileRef): string => ('index' in ref ? `${ref.kind}${ref.index}` : `${ref.kind}${ref.player}`);

/** The pile a key names ("house3", "reserveA"), or null. */
export function refOfKey(key: string): PileRef | null {
  const at = /^(house|foundation)(\d)$/.exec(key);
  if (at) return { kind: at[1] as 'house', index: Number(at[2]) };
  const side = /^(reserve|waste|hand|turned)([ABC])$/.exec(key);
  return side ? { kind: side[1] as 'reserve', player: side[2] as Player } : null;
}
