/** "What must I do now?": the rule that decides the next move, as a code, its facts and a move to suggest. */
import { mover } from './availability';
import type { Card } from './cards';
import { TURNED, WASTE, type Move } from './moves';
import { pileRefOf, type PileRef } from './piles';
import type { Player, Position } from './position';
import { priorities, moveSteps, type Priorities, type Step } from './priorities';
import type { Reason } from './reasons';
import { legalMoves } from './verdict';

/** What decides the mover's next move; `who` is the mover. */
export type HintWhy =
  | { readonly code: 'game-over' }
  /** `rule` compels `steps` (`start`: only the first of a longer sequence is suggested); `choices`: how many moves would do. */
  | { readonly code: 'compulsory'; readonly who: Player; readonly rule: Reason; readonly start: boolean; readonly steps: readonly Step[]; readonly choices: number }
  | { readonly code: 'hand-card-plays'; readonly who: Player; readonly card: Card; readonly targets: readonly PileRef[] }
  | { readonly code: 'hand-card-discard'; readonly who: Player; readonly card: Card }
  | { readonly code: 'turn-bar'; readonly who: Player; readonly rule: 'fill-spaces-first' | 'spaces-first'; readonly steps: readonly Step[] }
  /** `free`: how many moves are open; `canTurn`: the turn may end by turning up the hand card, else by passing. */
  | { readonly code: 'free'; readonly who: Player; readonly free: number; readonly canTurn: boolean };

export interface Hint {
  /** A move to suggest, or null when the choice is free. */
  readonly move: Move | null;
  readonly why: HintWhy;
}

/** The rule that decides the mover's next move. */
export function hint(p: Position, pr: Priorities = priorities(p)): Hint {
  const legal = legalMoves(p, pr);
  if (legal.length === 0) return { move: null, why: { code: 'game-over' } };
  const who = p.toMove;
  if (pr.forcedBy) {
    const m = pr.forced[0]!;
    const start = pr.sequence !== null && pr.sequence.length > 1;
    return { move: m, why: { code: 'compulsory', who, rule: pr.forcedBy, start, steps: moveSteps(p, start ? pr.sequence! : [m]), choices: pr.forced.length } };
  }
  const bar = pr.turnBar();
  const card = mover(p).turned;
  if (card !== null) {
    const plays = legal.filter((m): m is Move & { kind: 'move' } => m.kind === 'move' && m.from === TURNED && m.to !== WASTE);
    return plays.length
      ? { move: plays[0]!, why: { code: 'hand-card-plays', who, card, targets: plays.map((m) => pileRefOf(p, m.to)) } }
      : { move: legal.find((m) => m.kind === 'move' && m.to === WASTE) ?? null, why: { code: 'hand-card-discard', who, card } };
  }
  if (bar) return { move: bar.fix, why: { code: 'turn-bar', who, rule: bar.reason, steps: moveSteps(p, bar.sequence) } };
  return { move: null, why: { code: 'free', who, free: legal.filter((m) => m.kind === 'move').length, canTurn: legal.some((m) => m.kind === 'turn') } };
}
