/**
 * The learner's own Stop puzzles, written from a move they answered wrongly (a game's, or a rush
 * item's that no site puzzle holds): the table before the move and the move, with the rule it
 * broke, or none when the mistake was calling Stop on it.
 */
import { seatedAt, type Position, type Reason } from '../engine';
import { sketchOf } from '../puzzles/sketch';
import { THEME_OF, type Theme } from '../puzzles/themes';
import { OWN_ID, type OwnPuzzle } from '../records/coach';

/** A short name for a text, the same on every device (FNV-1a, twice over for fewer clashes). */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(i), 0x811c9dc5) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * A Stop puzzle of one move, named by its table and move (the same mistake made again is the
 * same puzzle). The puzzle board shows B moving to A, so the table is turned round until the
 * mover sits at B: a learner's own move is seen from across the table. `move` is in the
 * interchange notation, written from the mover's side.
 */
export function ownPuzzle(before: Position, move: string, reason: Reason | null, source: string): { id: string; own: OwnPuzzle } {
  const position = sketchOf(seatedAt(before, 'B'), 'A');
  const moves = [move];
  // A legal move called is trained by the puzzles of legal moves that look wrong.
  const themes: Theme[] = [reason ? THEME_OF[reason] : 'decoy'];
  return { id: `${OWN_ID}${digest(JSON.stringify([position, moves]))}`, own: { kind: 'stop', themes, position, moves, error: reason ? { at: 0, reason } : null, source } };
}
