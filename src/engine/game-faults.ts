/**
 * The faults of a whole game, read from its record: every move that broke a rule, whether Stop
 * was called on it or not, and every Stop called on a legal move. And each player's decisions:
 * how many moves they made, and how many of those were theirs to choose (docs/rules-decisions.md,
 * "Faults and forced moves"), so that a rate of faults is not diluted by moves with no choice.
 */
import type { Move } from './moves';
import { playersOf, type Player, type Position } from './position';
import { callerOf, replay, type GameRecord, type RecordFault, type ReplayStep } from './record';
import type { Reason } from './reasons';
import { stopRuleOn } from './variants';
import { legalMoves, type Stop } from './verdict';

/**
 * What went wrong at a move: `stopped`, it broke a rule and Stop was called; `missed`, it broke
 * a rule and nobody called; `refused`, it broke a rule under the family rule without Stop (the
 * move is refused, no call is made); `false-call`, Stop was called on a move that broke none.
 */
export type FaultKind = 'stopped' | 'missed' | 'refused' | 'false-call';

interface FaultAt {
  /** The move's place in the record, from 0. */
  readonly at: number;
  /** Who made the move. */
  readonly player: Player;
  /** Who calls Stop on this player's moves in a record (the opponent; see `callerOf`). */
  readonly caller: Player;
  readonly move: Move;
  readonly before: Position;
}

/** A fault of a game: a move that broke a rule, with its Stop (the rule it broke), or a false call on a legal move. */
export type GameFault = (FaultAt & { readonly kind: 'stopped' | 'missed' | 'refused'; readonly stop: Stop }) | (FaultAt & { readonly kind: 'false-call' });

/** One player's moves in a game: all of them, those that were forced (made where it was the one legal move), and those that broke a rule. */
export interface Decisions {
  readonly moves: number;
  readonly forced: number;
  readonly faults: number;
}

export type GameFaults =
  | { readonly ok: true; readonly faults: readonly GameFault[]; readonly decisions: Readonly<Partial<Record<Player, Decisions>>> }
  | ({ readonly ok: false } & RecordFault);

/** What went wrong at one step of a replay, or null when nothing did. */
export function faultOf(s: Pick<ReplayStep, 'verdict' | 'called' | 'before'>): FaultKind | null {
  const stops = stopRuleOn(s.before.position.rules);
  if (!s.verdict.legal) return !stops ? 'refused' : s.called ? 'stopped' : 'missed';
  return s.called && stops ? 'false-call' : null;
}

/** A position where the player to move has exactly one legal move: nothing to choose. */
export const isForced = (p: Position): boolean => legalMoves(p).length === 1;

/**
 * Every fault of a record in the order played, and each player's decisions. A move is forced
 * when it is the one legal move there; a move that broke a rule is never forced, as the player
 * chose something else than the one move. A record that cannot be replayed to its end is its fault.
 */
export function gameFaults(r: GameRecord): GameFaults {
  const played = replay(r);
  if (!played.ok) return { ok: false, code: played.code, at: played.at };
  const faults: GameFault[] = [];
  const counts = new Map<Player, { moves: number; forced: number; faults: number }>(playersOf(r.start).map((who) => [who, { moves: 0, forced: 0, faults: 0 }]));
  for (const [at, s] of played.steps.entries()) {
    const before = s.before.position;
    const c = counts.get(s.player)!;
    c.moves++;
    const kind = faultOf(s);
    if (!s.verdict.legal) c.faults++;
    else if (isForced(before)) c.forced++;
    const base = { at, player: s.player, caller: callerOf(before, s.player), move: s.move, before };
    if (kind === 'false-call') faults.push({ ...base, kind });
    else if (kind && !s.verdict.legal) faults.push({ ...base, kind, stop: s.verdict });
  }
  return { ok: true, faults, decisions: Object.fromEntries(counts) };
}

/**
 * A player's decisions with `withdrawn` more: attempts that broke a rule and were taken back before they stood (the tutor's
 * warnings), which are in no record. Each was the player's free choice, and a fault.
 */
export const withWithdrawn = (d: Decisions, withdrawn: number): Decisions => ({ moves: d.moves + withdrawn, forced: d.forced, faults: d.faults + withdrawn });

/** A player's own errors of a game, counted by the rule each broke: their moves of the record that broke one, and the attempts taken back (`withdrawn`). */
export function ownFaultsByReason(faults: readonly GameFault[], player: Player, withdrawn: readonly Pick<Stop, 'reason'>[]): Partial<Record<Reason, number>> {
  const counts: Partial<Record<Reason, number>> = {};
  const reasons = [...faults.flatMap((f) => (f.kind !== 'false-call' && f.player === player ? [f.stop.reason] : [])), ...withdrawn.map((w) => w.reason)];
  for (const r of reasons) counts[r] = (counts[r] ?? 0) + 1;
  return counts;
}
