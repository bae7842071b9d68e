/**
 * `npm run -s judge`: one JSON document, or JSON Lines, on standard input; one answer per
 * input on standard output, its explanation in the input's "lang"; exit status 2 if any
 * input was bad. With `--game` (and `--lang en|fr`), a text game record judged move by move
 * (docs/game-records.md).
 */
import type { JudgeOutput } from '../src/engine';
import { explainStop } from '../src/telling/explain';
import { judgeRequest } from '../src/telling/judge';
import { isLocale, LOCALES } from '../src/i18n/locales';
import { judgeGame, type GameJudgeLine } from '../src/share/judge-game';
import { readInput, writeOutput } from './stdio';

function answer(text: string): JudgeOutput {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (e) {
    return { error: `input: not JSON (${(e as Error).message})` };
  }
  return judgeRequest(input);
}

const text = await readInput();

const args = process.argv.slice(2);
if (args.includes('--game')) {
  const at = args.indexOf('--lang');
  const lang = at >= 0 ? args[at + 1] : 'en';
  const lines: GameJudgeLine[] = isLocale(lang) ? judgeGame(text, (v, mover) => explainStop(v, mover, lang)) : [{ error: `--lang: must be ${LOCALES.join(' or ')}` }];
  writeOutput(lines.map((o) => JSON.stringify(o)).join('\n') + '\n');
  process.exitCode = lines.some((o) => 'error' in o) ? 2 : 0;
} else judgeJSON();

/** The contract's own mode: one JSON document, or JSON Lines. */
function judgeJSON() {
  let whole: unknown;
  let single = true;
  try {
    whole = JSON.parse(text);
  } catch {
    single = false;
  }
  const outputs = single ? [judgeRequest(whole)] : text.split(/\r?\n/).filter((l) => l.trim() !== '').map(answer);
  if (outputs.length === 0) outputs.push({ error: 'input: empty; expected a JSON object or JSON Lines' });
  writeOutput(outputs.map((o) => JSON.stringify(o)).join('\n') + '\n');
  process.exitCode = outputs.some((o) => 'error' in o) ? 2 : 0;
}
