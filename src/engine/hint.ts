/** "What must I do now?": the rule that decides the next move, told to the player. */
import { cardLabel } from './cards';
import { formatMove, TURNED, WASTE, type Move } from './moves';
import type { Position } from './position';
import { describeSequence, priorities, type Priorities } from './priorities';
import { capitalize } from './text';
import { legalMoves } from './verdict';

export interface Hint {
  /** A move to suggest, or null when the choice is free. */
  readonly move: Move | null;
  readonly text: string;
}

const RULE_NAMES: Record<string, string> = {
  'reserve-to-foundation-first': 'priority rule 1',
  'foundation-first': 'priority rule 2',
  'release-first': 'the strict release rule',
  'load-first': 'the strict loading rule',
  'uncover-first': 'the face-down tableau rule',
};

export function hint(p: Position, pr: Priorities = priorities(p)): Hint {
  const legal = legalMoves(p, pr);
  if (legal.length === 0) return { move: null, text: 'The game is over.' };
  if (pr.forcedBy) {
    const m = pr.forced[0]!;
    const what = pr.sequence && pr.sequence.length > 1 ? `start with ${describeSequence(p, pr.sequence)}` : `play ${describeSequence(p, [m])}`;
    const choice = pr.forced.length > 1 ? ` (${pr.forced.length} moves would do; this is one)` : '';
    return { move: m, text: `${capitalize(what)}: ${RULE_NAMES[pr.forcedBy]} makes it compulsory${choice}.` };
  }
  const bar = pr.turnBar();
  const me = p[p.toMove]!;
  if (me.turned !== null) {
    const plays = legal.filter((m) => m.kind === 'move' && m.from === TURNED && m.to !== WASTE);
    return plays.length
      ? { move: plays[0]!, text: `Your hand card ${cardLabel(me.turned)} can be played (${plays.map(formatMove).join(', ')}), or discarded to your waste pile, which ends your turn.` }
      : { move: legal.find((m) => m.kind === 'move' && m.to === WASTE) ?? null, text: `Your hand card ${cardLabel(me.turned)} fits nowhere: discard it to your waste pile, which ends your turn.` };
  }
  if (bar) {
    const rule = bar.reason === 'fill-spaces-first' ? 'priority rule 3' : 'the strict spaces rule';
    return { move: bar.fix, text: `Before you turn a hand card, ${rule} says: ${describeSequence(p, bar.sequence)}.` };
  }
  const free = legal.filter((m) => m.kind === 'move').length;
  const end = legal.some((m) => m.kind === 'turn') ? 'turn up your hand card' : 'pass';
  return { move: null, text: `Nothing is compulsory now: you may make any of ${free} free moves, or ${end}.` };
}
