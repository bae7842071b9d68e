/**
 * `npm run -s judge`: one JSON document, or JSON Lines, on standard input; one answer per
 * input on standard output, its explanation in the input's "lang"; exit status 2 if any
 * input was bad. With `--game` (and `--lang en|fr`), a text game record judged move by move
 * (docs/game-records.md).
 */
import { readSync } from 'node:fs';
import type { JudgeOutput } from '../src/engine';
import { explainStop } from '../src/i18n/explain';
import { judgeRequest } from '../src/i18n/explain/judge';
import { isLocale, LOCALES } from '../src/i18n/locales';
import { judgeGame, type GameJudgeLine } from '../src/share/judge-game';

function answer(text: string): JudgeOutput {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (e) {
    return { error: `input: not JSON (${(e as Error).message})` };
  }
  return judgeRequest(input);
}

/**
 * Standard input, whole, by blocking reads: process.stdin's stream takes several ms to set up,
 * a good part of a one-line answer. An input its caller left non-blocking is read on as a stream.
 */
async function readInput(): Promise<string> {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(1 << 16);
  try {
    for (let n; (n = readSync(0, buffer)) > 0; ) chunks.push(Buffer.from(buffer.subarray(0, n)));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const text = await readInput();

const args = process.argv.slice(2);
if (args.includes('--game')) {
  const at = args.indexOf('--lang');
  const lang = at >= 0 ? args[at + 1] : 'en';
  const lines: GameJudgeLine[] = isLocale(lang) ? judgeGame(text, (v, mover) => explainStop(v, mover, lang)) : [{ error: `--lang: must be ${LOCALES.join(' or ')}` }];
  process.stdout.write(lines.map((o) => JSON.stringify(o)).join('\n') + '\n');
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
  process.stdout.write(outputs.map((o) => JSON.stringify(o)).join('\n') + '\n');
  process.exitCode = outputs.some((o) => 'error' in o) ? 2 : 0;
}
