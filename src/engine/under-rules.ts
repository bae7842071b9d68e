/**
 * The same table under other rules (a row of the analysis board, a lesson board's switch to the
 * standard rules), read with the interchange format's reader. Apart from interchange.ts, which
 * every board loads, as only the boards that compare rules need it.
 */
import { parsePosition, positionJSON, type SideJSON } from './interchange';
import type { PositionFault } from './faults';
import type { Position } from './position';
import { IMPLIED, parseRules, type OptionId, type RuleSet, type RulesSpec } from './variants';

/** The same table under other rules, or why those rules cannot hold it: a code, its facts, and the reader's fault. */
export type RulesRead =
  | { readonly ok: true; readonly value: Position }
  | ({ readonly ok: false; readonly fault: PositionFault } & (
      /** The rules lay out another table (another pack, another number of players). */
      | { readonly code: 'other-table'; readonly rules: RuleSet }
      /** The rules turn off options (`implied`) that another of theirs (`option`) brings with it. */
      | { readonly code: 'implied'; readonly option: OptionId; readonly implied: readonly OptionId[] }
      /** The cards where they lie break the rules (or the rules are not rules): the fault says how. */
      | { readonly code: 'fault' }
    ));

/** What only some rules have on the table, by the option that has it. */
type Only = 'faceDownTableau' | 'faceDownReserve' | 'earlyHandTurn';

/**
 * The position's table read under other rules (a row of the analysis board, a lesson board's
 * switch to the standard rules): every card where it lies, the same player to move. What only
 * some rules have (face-down house cards, a face-down reserve, a turn begun under the early
 * hand turn) is kept, so rules without it cannot read the table; with `faceUp` it is let go
 * where the other rules have none of it: the cards turned face up, the turn taken as not begun.
 */
export function underRules(p: Position, spec: RulesSpec, { faceUp = false } = {}): RulesRead {
  const parsed = parseRules(spec);
  const theirs = parsed.ok ? parsed.value : null;
  const letGo = (only: Only) => faceUp && !theirs?.[only];
  const { faceDown, turnBegun, ...table } = positionJSON(p);
  const side = (s: SideJSON): SideJSON => {
    const { reserveFaceDown, ...cards } = s;
    return reserveFaceDown && !letGo('faceDownReserve') ? s : cards;
  };
  const read = parsePosition({
    ...table,
    rules: spec,
    A: side(table.A),
    B: side(table.B),
    ...(table.C ? { C: side(table.C) } : {}),
    ...(faceDown && !letGo('faceDownTableau') ? { faceDown } : {}),
    ...(turnBegun && !letGo('earlyHandTurn') ? { turnBegun } : {}),
  });
  if (read.ok) return read;
  const fault = read.fault;
  if (!theirs) {
    const given = (typeof spec === 'object' ? spec : {}) as Record<string, unknown>;
    const lost = IMPLIED.find(([by, implies]) => given[by] === true && implies.some((o) => given[o] === false));
    return lost ? { ok: false, code: 'implied', option: lost[0], implied: lost[1].filter((o) => given[o] === false), fault } : { ok: false, code: 'fault', fault };
  }
  if (theirs.pack !== p.rules.pack || theirs.players !== p.rules.players) return { ok: false, code: 'other-table', rules: theirs, fault };
  return { ok: false, code: 'fault', fault };
}
