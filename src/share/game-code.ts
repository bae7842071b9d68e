/**
 * The code of a whole-game link (`/replay/?g=<code>`): the start position and every move
 * attempted at the table, with whether Stop was called on it. Built on the position code's
 * packing (code.ts) and bits (bits.ts), so a start reads exactly as a position link reads it.
 *
 * Version 1 (first character `G`; position codes begin with a digit, so a game code pasted
 * where a position is expected is told apart): the start position packed as a version-2
 * position code packs it, the number of moves (16 bits), then each move as its place in the
 * engine's `everyMove` list for the start's table, in as few bits as that list and one more
 * value need, and one bit, Stop called. The extra value, just past the list, marks a group
 * move: the place of the same move with one card, then how many cards (4 bits). Last the
 * 16-bit check and zeros to a whole character, as every position code ends. A later version
 * takes the next letter; readers of earlier ones stay.
 */
import { formatMove, moveTo, replay, type GameRecord, type Move } from '../engine';
import { Bits, bitsFor, toCode } from './bits';
import { packPosition } from './code';
import { COUNT_BITS, GAME_CODE_VERSION, GROUP_BITS, listFor, readGame, VERSIONS, type GameDecoded } from './game-read';

export { GAME_CODE_VERSION, isGameCode, MAX_GAME_CODE, readGame, type GameDecoded, type GameLinkFault } from './game-read';

/** The place of a move, a group's being that of its one-card move. */
const placeOf = (places: Map<string, number>, m: Move) => places.get(formatMove(m.kind === 'move' ? moveTo(m.from, m.to) : m));

/** The code of a game record whose start is a valid position. */
export function encodeGame(r: GameRecord): string {
  const b = new Bits();
  packPosition(b, r.start);
  const { moves, places } = listFor(r.start.rules);
  const width = bitsFor(moves.length);
  b.write(r.moves.length, COUNT_BITS);
  for (const { move, called } of r.moves) {
    const place = placeOf(places, move);
    if (place === undefined) throw new RangeError(`no code for the move ${JSON.stringify(move)} on this table`);
    if (move.kind === 'move' && move.count > 1) {
      b.write(moves.length, width);
      b.write(place, width);
      b.write(move.count, GROUP_BITS);
    } else b.write(place, width);
    b.write(called ? 1 : 0, 1);
  }
  return toCode(VERSIONS[GAME_CODE_VERSION - 1]!, b.out);
}

/** Reads a game code from a link; never throws. The record it gives replays to its end. */
export function decodeGame(code: unknown): GameDecoded {
  const read = readGame(code);
  if (!read.ok) return read;
  const played = replay(read.record);
  return played.ok ? read : { ok: false, code: played.code, at: played.at };
}
