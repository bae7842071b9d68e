/**
 * Reading a whole-game code (the format is told in ./game-code) into its record, without playing
 * its moves: what the replay page needs to draw a game's table as dealt, with no rules engine.
 */
import { everyMove, formatMove, isHouse, moveTo, parsePosition, type GameRecord, type Move, type RecordedMove, type RuleSet } from '../engine';
import { bitsFor, check, readHead, tailFault } from './bits';
import { cutOrDamaged, PositionReader, unpackPosition, VERSIONS as POSITION_VERSIONS, type LinkFault } from './code';

export const GAME_CODE_VERSION = 1;
export const VERSIONS = 'GHIJKLMNOPQRSTUVWXYZ';
/** The start position's packing inside a game code: the position code's version 3 (with the family rules). */
const POSITION_VERSION = 3;
/**
 * A full game fits with room to spare: 200 random standard games to their end (random play
 * makes far more attempts than people do) take 1,663 characters at the median, 4,090 at most
 * (docs/share-links.md). The limit keeps a pasted book from being read; an address that long
 * still opens in every browser.
 */
export const MAX_GAME_CODE = 20_000;
export const COUNT_BITS = 16;
export const GROUP_BITS = 4;

/** Why a game link opens no game: the position link's faults, a move place that names no move, or a move after the game was over. */
export type GameLinkFault = LinkFault | { readonly code: 'bad-move'; readonly at: number } | { readonly code: 'after-end'; readonly at: number };
export type GameDecoded = { readonly ok: true; readonly record: GameRecord } | ({ readonly ok: false } & GameLinkFault);

/** True when a code is a game code, as read from its first character: a position reader can say so rather than call it damaged. */
export const isGameCode = (code: string) => VERSIONS.includes(code[0] ?? '') && !POSITION_VERSIONS.includes(code[0] ?? '');

/** Each table's move list and every move's place in it, made once: a property test decodes thousands of games. */
const lists = new Map<string, { moves: Move[]; places: Map<string, number> }>();
export function listFor(dims: Pick<RuleSet, 'pack' | 'players'>) {
  const key = `${dims.pack} ${dims.players}`;
  let list = lists.get(key);
  if (!list) {
    const moves = everyMove(dims);
    list = { moves, places: new Map(moves.map((m, i) => [formatMove(m), i])) };
    lists.set(key, list);
  }
  return list;
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

/**
 * Reads a game code from a link without playing its moves; never throws. Every move names a move of
 * its table, but whether the record replays to its end is for `decodeGame` (./game-code) to say: the
 * replay page draws the table as dealt with this alone, and fetches the rules engine at the first action.
 */
export function readGame(code: unknown): GameDecoded {
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
  return { ok: true, record: { start: start.value, moves: recorded } };
}
