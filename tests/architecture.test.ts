// The engine's door: code outside src/engine imports only src/engine/index.ts, so what the
// engine promises is the list in that file. tests/engine tests the engine's own modules and may
// open them.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(__dirname, '..');
const ENGINE = join(ROOT, 'src', 'engine');
const OWN_TESTS = join(ROOT, 'tests', 'engine');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : filesUnder(path);
    return /\.(ts|tsx|mts|js|mjs|astro|mdx)$/.test(e.name) ? [path] : [];
  });
}

/** Every module path a file names: static and dynamic imports, re-exports. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The engine files other than its index that `file` imports, as "line: path". */
function internalImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  return [...text.matchAll(SPECIFIERS)].flatMap((m) => {
    const spec = m[1]!;
    if (!spec.startsWith('.')) return [];
    const target = resolve(dirname(file), spec).replace(/\.(ts|tsx|js)$/, '');
    const inside = target === ENGINE || target.startsWith(ENGINE + '/');
    const door = target === ENGINE || target === join(ENGINE, 'index');
    return inside && !door ? [`${relative(ROOT, file)}: ${spec}`] : [];
  });
}

const outside = ['src', 'scripts', 'tests']
  .flatMap((d) => filesUnder(join(ROOT, d)))
  .filter((f) => !f.startsWith(ENGINE + '/') && !f.startsWith(OWN_TESTS + '/'));

test('code outside the engine imports only its index', () => {
  expect(outside.length).toBeGreaterThan(100);
  expect(outside.flatMap((f) => internalImports(f))).toEqual([]);
});

test('the check catches an engine internal however it is imported, and lets the index through', () => {
  const from = (text: string) => internalImports(join(ROOT, 'src/share/code.ts'), text);
  expect(from("import { x } from '../engine/variants';")).toEqual(['src/share/code.ts: ../engine/variants']);
  expect(from("export * from '../engine/cards.ts';")).toHaveLength(1);
  expect(from("const j = await import('../engine/judge');")).toHaveLength(1);
  expect(from("import type { Rng } from '../engine/random';")).toHaveLength(1);
  expect(from("import { x } from '../engine';\nimport { y } from '../engine/index';\nimport { z } from '../i18n/engine';")).toEqual([]);
});
