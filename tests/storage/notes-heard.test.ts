// No note said to no one: every module that asks for the page's store (storage/page-store.ts)
// imports the page's listener (scripts/storage-note-listener.ts), which storage cannot import itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|astro)$/.test(e.name) ? [path] : [];
  });
}

test('every module that asks for the page\'s store has its notes heard', () => {
  const askers = filesUnder(join(ROOT, 'src'))
    .map((f) => ({ file: relative(ROOT, f), text: readFileSync(f, 'utf8') }))
    .filter((m) => m.file !== 'src/storage/page-store.ts' && /\bbrowserStore\(\)/.test(m.text));
  expect(askers.length).toBeGreaterThan(5);
  expect(askers.filter((m) => !/import '(\.\.\/scripts|\.)\/storage-note-listener';/.test(m.text)).map((m) => m.file)).toEqual([]);
});
