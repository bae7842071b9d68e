/** A table seen from another seat. */
import { clonePosition, playersOf, type Player, type Position } from './position';

/**
 * The same table with every side moved round the seats, in the order of play, until the
 * player to move sits at `seat`: the houses and foundations are shared and stay, so every
 * move, written from the mover's side, is judged as before. A Stop puzzle, which shows B
 * moving to A, is written this way from a move A made.
 */
export function seatedAt(p: Position, seat: Player): Position {
  const seats = playersOf(p);
  const turns = (seats.indexOf(seat) - seats.indexOf(p.toMove) + seats.length) % seats.length;
  const at = (who: Player) => seats[(seats.indexOf(who) - turns + seats.length) % seats.length]!;
  const q = clonePosition(p);
  return { ...q, toMove: seat, A: q[at('A')]!, B: q[at('B')]!, C: q.C && q[at('C')]! };
}
