/** "What must I do now?": the rule that decides the next move, told to the player. */
import { cardLabel } from './cards';
import { pileName } from './availability';
import { TURNED, WASTE, type Move } from './moves';
import type { Player, Position } from './position';
import { describeSequence, priorities, type Priorities } from './priorities';
import { agree, capitalize, must, subject, whose } from './text';
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

/** "house 7", "house 7 or foundation 2", "house 7, house 8 or foundation 2". */
const either = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

/** The rule that decides the mover's next move, told to `viewer` (the mover by default): "you" is only ever the viewer. */
export function hint(p: Position, pr: Priorities = priorities(p), viewer: Player = p.toMove): Hint {
  const legal = legalMoves(p, pr);
  if (legal.length === 0) return { move: null, text: 'The game is over.' };
  const who = p.toMove;
  const their = whose(who, viewer);
  if (pr.forcedBy) {
    const m = pr.forced[0]!;
    const what = pr.sequence && pr.sequence.length > 1 ? `start with ${describeSequence(p, pr.sequence, viewer)}` : `play ${describeSequence(p, [m], viewer)}`;
    const choice = pr.forced.length > 1 ? ` (${pr.forced.length} moves would do; this is one)` : '';
    return { move: m, text: `${capitalize(must(who, viewer) + what)}: ${RULE_NAMES[pr.forcedBy]} makes it compulsory${choice}.` };
  }
  const bar = pr.turnBar();
  const me = p[who]!;
  if (me.turned !== null) {
    const plays = legal.filter((m) => m.kind === 'move' && m.from === TURNED && m.to !== WASTE);
    const card = `${capitalize(their)} hand card ${cardLabel(me.turned)}`;
    return plays.length
      ? {
          move: plays[0]!,
          text: `${card} can be played to ${either(plays.map((m) => (m.kind === 'move' ? pileName(p, m.to, viewer) : '')))}, or discarded to ${their} waste pile, which ends ${their} turn.`,
        }
      : { move: legal.find((m) => m.kind === 'move' && m.to === WASTE) ?? null, text: `${card} fits nowhere: ${must(who, viewer)}discard it to ${their} waste pile, which ends ${their} turn.` };
  }
  if (bar) {
    const rule = bar.reason === 'fill-spaces-first' ? 'priority rule 3' : 'the strict spaces rule';
    return { move: bar.fix, text: `Before ${subject(who, viewer)} ${agree(who, viewer, 'turn', 'turns')} a hand card, ${rule} says: ${describeSequence(p, bar.sequence, viewer)}.` };
  }
  const free = legal.filter((m) => m.kind === 'move').length;
  const end = legal.some((m) => m.kind === 'turn') ? `turn up ${their} hand card` : 'pass';
  const moves = free === 0 ? '' : free === 1 ? 'make the one free move, or ' : `make any of ${free} free moves, or `;
  return { move: null, text: `Nothing is compulsory now: ${subject(who, viewer)} may ${moves}${end}.` };
}
