/**
 * A game's report in words, from the player's seat: each fault of the record (the engine's
 * `gameFaults`) as a line naming the move, and why it broke its rule (the rule named once), and the player's rate of
 * faults over the decisions that were theirs to make (forced moves left out).
 */
import type { Decisions, GameFault, Player } from '../engine';
import type { Locale } from '../i18n/locales';
import { reportWords } from '../i18n/report';
import { explainWithRule } from './explain';
import { moveWords } from './moves';

export interface FaultLine {
  /** The move's number in the replay, from 1. */
  readonly n: number;
  /** What happened at the move, and the move: "Move 12 · You were stopped: 9♠ from your reserve to house 1." */
  readonly head: string;
  /** Why the move broke a rule, the rule named once (as on a board), or that it broke none. */
  readonly why: string;
}

/**
 * One fault told to `viewer`: the other player named is the mover, or for a false call on the viewer's move, the caller.
 * With no viewer (two people at one table), the mover and the caller are both named.
 */
export function faultLine(f: GameFault, viewer: Player | null, lang: Locale): FaultLine {
  const t = reportWords(lang);
  const kind = f.kind === 'false-call' ? 'falseCall' : f.kind;
  const mine = f.kind === 'false-call' ? f.caller === viewer : f.player === viewer;
  const what = viewer === null ? t.named[kind]({ who: f.player, caller: f.caller }) : t[kind]({ who: f.player === viewer ? f.caller : f.player, yours: mine });
  const head = t.line({ n: f.at + 1, what, move: moveWords(f.before, f.move, viewer, lang) });
  return { n: f.at + 1, head, why: f.kind === 'false-call' ? t.legal : explainWithRule(f.stop, viewer, lang) };
}

/** The share of a player's free decisions (moves not forced) that broke a rule, in whole percent; null when nothing was theirs to choose. */
export function faultRate(d: Decisions): { faults: number; free: number; percent: number; under: boolean } | null {
  const free = d.moves - d.forced;
  if (free <= 0) return null;
  const share = (100 * d.faults) / free;
  // A fault in hundreds of decisions is not "0 %".
  return { faults: d.faults, free, percent: Math.round(share), under: d.faults > 0 && share < 0.5 };
}

/** The rate of faults in words: "Your faults: 3 in 41 free decisions, 7%.", or with `who`, that player's: "B's faults: …". */
export function rateWords(d: Decisions, lang: Locale, who?: Player): string {
  const t = reportWords(lang);
  const rate = faultRate(d);
  if (who) return rate ? t.rateOf({ ...rate, who }) : t.noFreeOf({ who });
  return rate ? t.rate(rate) : t.noFree;
}
