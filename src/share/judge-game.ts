/**
 * The judge's game mode (`npm run -s judge -- --game`, docs/game-records.md): a text record in,
 * one JSON line per move out (the engine's verdict, whether Stop was called, the result so
 * far), then the game's result. A record that cannot be read is one error naming its line.
 */
import { formatMove, replay, type Explainer, type GameResult, type Reason } from '../engine';
import { readRecord } from './game-text';

export interface GameMoveLine {
  n: number;
  player: string;
  move: string;
  verdict: 'legal' | 'stop';
  reason?: Reason;
  called: boolean;
  explanation?: string;
  result: GameResult | null;
}
export type GameJudgeLine = GameMoveLine | { result: GameResult | null; moves: number } | { error: string };

export function judgeGame(text: string, explain: Explainer): GameJudgeLine[] {
  const read = readRecord(text);
  if (!read.ok) {
    const { ok: _, line, code, ...facts } = read;
    const said = 'facts' in facts ? ` ${JSON.stringify(facts.facts)}` : '';
    return [{ error: `line ${line}: ${code}${said}` }];
  }
  // readRecord has replayed every move: the replay cannot stop short.
  const { steps, end } = replay(read.record);
  const lines: GameJudgeLine[] = steps.map((s, i) => ({
    n: i + 1,
    player: s.player,
    move: formatMove(s.move),
    verdict: s.verdict.legal ? 'legal' : 'stop',
    ...(s.verdict.legal ? {} : { reason: s.verdict.reason }),
    called: s.called,
    ...(s.verdict.legal ? {} : { explanation: explain(s.verdict, s.player) }),
    result: s.after.result,
  }));
  lines.push({ result: end.result, moves: steps.length });
  return lines;
}
