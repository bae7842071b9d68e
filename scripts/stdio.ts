/**
 * Standard input and output for a command that reads all its input, then writes all its
 * output (the judge): by blocking reads and writes on fds 0 and 1, as setting up
 * process.stdin's and process.stdout's streams takes several ms, a good part of a one-line
 * answer. An fd its caller left non-blocking (EAGAIN) is read or written on as a stream.
 */
import { readSync, writeSync } from 'node:fs';

const wouldBlock = (e: unknown) => (e as NodeJS.ErrnoException).code === 'EAGAIN';

/** Standard input, whole. */
export async function readInput(): Promise<string> {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(1 << 16);
  try {
    for (let n; (n = readSync(0, buffer)) > 0; ) chunks.push(Buffer.from(buffer.subarray(0, n)));
  } catch (e) {
    if (!wouldBlock(e)) throw e;
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes `text` to standard output. */
export function writeOutput(text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  try {
    while (at < bytes.length) at += writeSync(1, bytes, at);
  } catch (e) {
    if (!wouldBlock(e)) throw e;
    process.stdout.write(bytes.subarray(at));
  }
}
