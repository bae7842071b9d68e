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
import { everyMove, formatMove, isHouse, moveTo, parsePosition, replay, type GameRecord, type Move, type RecordedMove, type RuleSet } from '../engine';
import { Bits, bitsFor, check, readHead, tailFault, toCode } from './bits';
import { cutOrDamaged, packPosition, PositionReader, unpackPosition, VERSIONS as POSITION_VERSIONS, type LinkFault } from './code';

export const GAME_CODE_VERSION = 1;
const VERSIONS = 'GHIJKLMNOPQRSTUVWXYZ';
/** The start position's packing inside a game code: the position code's version 3 (with the family rules). */
const POSITION_VERSION = 3;
/**
 * A full game fits with room to spare: 200 random standard games to their end (random play
 * makes far more attempts than people do) take 1,663 characters at the median, 4,090 at most
 * (docs/share-links.md). The limit keeps a pasted book from being read; an address that long
 * still opens in every browser.
 */
export const MAX_GAME_CODE = 20_000;
const COUNT_BITS = 16;
const GROUP_BITS = 4;

/** Why a game link opens no game: the position link's faults, a move place that names no move, or a move after the game was over. */
export type GameLinkFault = LinkFault | { readonly code: 'bad-move'; readonly at: number } | { readonly code: 'after-end'; readonly at: number };
export type GameDecoded = { readonly ok: true; readonly record: GameRecord } | ({ readonly ok: false } & GameLinkFault);

/** True when a code is a game code, as read from its first character: a position reader can say so rather than call it damaged. */
export const isGameCode = (code: string) => VERSIONS.includes(code[0] ?? '') && !POSITION_VERSIONS.includes(code[0] ?? '');

/** Each table's move list and every move's place in it, made once: a property test decodes thousands of games. */
const lists = new Map<string, { moves: Move[]; places: Map<string, number> }>();
function listFor(dims: Pick<RuleSet, 'pack' | 'players'>) {
  const key = `${dims.pack} ${dims.players}`;
  let list = lists.get(key);
  if (!list) {
    const moves = everyMove(dims);
    list = { moves, places: new Map(moves.map((m, i) => [formatMove(m), i])) };
    lists.set(key, list);
  }
  return list;
}

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

/** A move as read: its place in the list, and a group's count (0 for a single card). */
interface Raw {
  readonly place: number;
  readonly count: number;
  readonly called: boolean;
}

function moveOf(raw: Raw, moves: readonly Move[]): Move | null {
  const m = moves[raw.place];
  if (!m) return null;
  if (!raw.count) return m;
  // A group: a house's outermost 2 to 12 cards.
  return m.kind === 'move' && isHouse(m.from) && raw.count >= 2 && raw.count <= 12 ? moveTo(m.from, m.to, raw.count) : null;
}

/** Reads a game code from a link; never throws. The record it gives replays to its end. */
export function decodeGame(code: unknown): GameDecoded {
  const head = readHead(code, MAX_GAME_CODE, VERSIONS, GAME_CODE_VERSION);
  if (!head.ok) return head;
  const { bits } = head;
  const r = new PositionReader(bits);
  let json;
  try {
    json = unpackPosition(r, POSITION_VERSION);
  } catch (e) {
    return { ok: false, code: cutOrDamaged(e, r) };
  }
  const start = parsePosition(json);
  // Damage that left a readable table still fails the check below; only an intact code names an impossible one.
  const { moves } = listFor(start.ok ? start.value.rules : { pack: 'double', players: 2 });
  const raws: Raw[] = [];
  try {
    const count = r.read(COUNT_BITS);
    const width = bitsFor(moves.length);
    for (let i = 0; i < count; i++) {
      const place = r.read(width);
      const group = place === moves.length;
      raws.push({ place: group ? r.read(width) : place, count: group ? r.read(GROUP_BITS) : 0, called: r.read(1) === 1 });
    }
    const end = r.at;
    if (r.read(16) !== check(bits.slice(0, end))) return { ok: false, code: 'check-failed' };
  } catch {
    // Only running out of bits can fail here: the moves' places are checked below.
    return { ok: false, code: 'truncated' };
  }
  const tail = tailFault(bits, r.at);
  if (tail) return { ok: false, ...tail };
  if (!start.ok) return { ok: false, code: 'invalid-position', fault: start.fault };
  const recorded: RecordedMove[] = [];
  for (const [at, raw] of raws.entries()) {
    const move = moveOf(raw, moves);
    if (!move) return { ok: false, code: 'bad-move', at };
    recorded.push({ move, called: raw.called });
  }
  const record: GameRecord = { start: start.value, moves: recorded };
  const played = replay(record);
  return played.ok ? { ok: true, record } : { ok: false, code: played.code, at: played.at };
}
