/**
 * The `judge` request of shared/position-format.md as a pure function: one parsed JSON
 * input in, one JSON answer out. The engine speaks in codes, so the explanation is written
 * by the explainer of the input's "lang" (src/i18n/engine hands them in). The command line
 * wrapper is scripts/judge.ts.
 */
import { contractMessage } from './contract';
import { positionJSON, parsePosition, type PositionJSON } from './interchange';
import { formatMove, parseMove } from './moves';
import { priorities } from './priorities';
import type { Reason } from './reasons';
import { stalemateResult, winResult, type GameResult } from './scoring';
import { certainStalemate } from './stalemate';
import { positionAfter } from './stop';
import type { Player } from './position';
import { legalMoves, verdict, type Stop } from './verdict';

export interface JudgeAnswer {
  legal: string[];
  forcedBy: Reason | null;
  verdict?: 'legal' | 'stop';
  reason?: Reason | null;
  explanation?: string | null;
  after?: PositionJSON;
  result: GameResult | null;
}

export type JudgeOutput = JudgeAnswer | { error: string };

/** A Stop's explanation in one language, written for the mover. */
export type Explainer = (v: Stop, mover: Player) => string;

export function judge(input: unknown, explainers: Readonly<Record<string, Explainer>>): JudgeOutput {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: 'input: must be a JSON object with "position" and, optionally, "move"' };
  const extra = Object.keys(input).find((k) => k !== 'position' && k !== 'move' && k !== 'lang');
  if (extra) return { error: `${extra}: unknown field (an input has "position" and, optionally, "move" and "lang")` };
  const lang = 'lang' in input ? input.lang : 'en';
  const explain = typeof lang === 'string' && Object.hasOwn(explainers, lang) ? explainers[lang]! : null;
  if (!explain) return { error: `lang: must be ${Object.keys(explainers).map((l) => `"${l}"`).join(' or ')}` };
  if (!('position' in input)) return { error: 'position: missing' };
  const parsed = parsePosition(input.position);
  if (!parsed.ok) return { error: contractMessage(parsed.fault) };
  const p = parsed.value;
  const pr = priorities(p);
  const over = winResult(p);
  const answer: JudgeAnswer = { legal: legalMoves(p, pr).map(formatMove), forcedBy: over ? null : pr.forcedBy, result: over };
  if (!('move' in input)) return answer;
  const move = parseMove(input.move, p.rules);
  if (!move.ok) return { error: move.error };
  if (over) return { error: `move: the game is over (${over.winner} has won), so there is no move to judge` };
  const v = verdict(p, move.value, pr);
  const after = positionAfter(p, move.value, v);
  return {
    legal: answer.legal,
    forcedBy: answer.forcedBy,
    verdict: v.legal ? 'legal' : 'stop',
    reason: v.legal ? null : v.reason,
    explanation: v.legal ? null : explain(v, p.toMove),
    after: positionJSON(after),
    // A stalemate is looked for when the turn passes, as the clarification says.
    result: winResult(after) ?? (after.toMove !== p.toMove && certainStalemate(after) ? stalemateResult(after) : null),
  };
}
