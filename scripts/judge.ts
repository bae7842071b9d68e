/**
 * `npm run -s judge`: one JSON document, or JSON Lines, on standard input; one answer per
 * input on standard output, its explanation in the input's "lang"; exit status 2 if any
 * input was bad.
 */
import type { JudgeOutput } from '../src/engine';
import { judgeRequest } from '../src/i18n/explain/judge';

function answer(text: string): JudgeOutput {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (e) {
    return { error: `input: not JSON (${(e as Error).message})` };
  }
  return judgeRequest(input);
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const text = Buffer.concat(chunks).toString('utf8');

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
