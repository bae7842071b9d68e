// Where words live and who may import whom: src/i18n holds catalogs only and imports nothing
// else of src/ but the engine's types; src/telling, which tells engine facts in words, sits
// above the engine and the catalogs; the site (pages, components) never reaches the puzzle
// miner; and only src/share/links.ts reads or writes a position's `?p=`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|astro|mdx)$/.test(e.name) ? [path] : [];
  });
}

/** Every module a file names, with whether the import is of types only: static and dynamic imports, re-exports. */
const SPECIFIERS = /(?:\b(import|export)\s+(type\s+)?(?:[^'"]*?\bfrom\s*)?|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;

/** The files of src/ that `file` imports, resolved (no extension), each with whether only its types are. */
function importsOf(file: string, text = readFileSync(file, 'utf8')): { target: string; typeOnly: boolean }[] {
  return [...text.matchAll(SPECIFIERS)].flatMap((m) => {
    const spec = m[3]!;
    if (!spec.startsWith('.')) return [];
    return [{ target: resolve(dirname(file), spec).replace(/\.(ts|tsx|js)$/, '').replace(/\/index$/, ''), typeOnly: !!m[2] }];
  });
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(dir + '/');
const rel = (path: string) => relative(ROOT, path);

test('src/i18n imports nothing of src/ outside it but the engine\'s types', () => {
  const i18n = join(SRC, 'i18n');
  const files = filesUnder(i18n);
  expect(files.length).toBeGreaterThan(60);
  const out = files.flatMap((f) =>
    importsOf(f)
      .filter(({ target, typeOnly }) => inside(target, SRC) && !inside(target, i18n) && !(typeOnly && target === join(SRC, 'engine')))
      .map(({ target }) => `${rel(f)}: ${rel(target)}`),
  );
  expect(out).toEqual([]);
});

test('src/telling imports only the engine, the catalogs, itself, and the share code\'s types', () => {
  const telling = join(SRC, 'telling');
  const allowed = ({ target, typeOnly }: { target: string; typeOnly: boolean }) =>
    !inside(target, SRC) || inside(target, join(SRC, 'engine')) || inside(target, join(SRC, 'i18n')) || inside(target, telling) || (typeOnly && target === join(SRC, 'share', 'code'));
  const out = filesUnder(telling).flatMap((f) => importsOf(f).filter((i) => !allowed(i)).map(({ target }) => `${rel(f)}: ${rel(target)}`));
  expect(out).toEqual([]);
});

test('the check reads static, dynamic and type imports', () => {
  const from = (text: string) => importsOf(join(SRC, 'i18n/board/index.ts'), text);
  expect(from("import type { Card } from '../../engine';")).toEqual([{ target: join(SRC, 'engine'), typeOnly: true }]);
  expect(from("import { cardsOf } from '../../engine';")).toEqual([{ target: join(SRC, 'engine'), typeOnly: false }]);
  expect(from("const m = await import('../../telling/faults');")).toEqual([{ target: join(SRC, 'telling/faults'), typeOnly: false }]);
  expect(from("export { x } from './en';")).toEqual([{ target: join(SRC, 'i18n/board/en'), typeOnly: false }]);
});

test('no page or component reaches the puzzle miner, directly or through another module', () => {
  const MINER = join(SRC, 'puzzles', 'mine');
  const files = new Map(filesUnder(SRC).map((f) => [f.replace(/\.(ts|tsx|astro|mdx)$/, '').replace(/\/index$/, ''), f]));
  const reaches = new Map<string, boolean>();
  const reachesMiner = (module: string, seen = new Set<string>()): boolean => {
    if (module === MINER) return true;
    const known = reaches.get(module);
    if (known !== undefined) return known;
    const file = files.get(module);
    if (!file || seen.has(module)) return false;
    seen.add(module);
    const found = importsOf(file).some(({ target, typeOnly }) => !typeOnly && reachesMiner(target, seen));
    reaches.set(module, found);
    return found;
  };
  const site = [...files.values()].filter((f) => inside(f, join(SRC, 'pages')) || inside(f, join(SRC, 'components')) || inside(f, join(SRC, 'layouts')));
  expect(site.length).toBeGreaterThan(30);
  expect(site.filter((f) => reachesMiner(f.replace(/\.(ts|tsx|astro|mdx)$/, '')))).toEqual([]);
  // The check does find the miner through a module that imports it.
  files.set(join(ROOT, 'scripts', 'mine'), join(ROOT, 'scripts', 'mine.ts'));
  expect(reachesMiner(join(ROOT, 'scripts', 'mine'))).toBe(true);
});

test('only src/share/links.ts reads a position from an address or writes its `?p=`', () => {
  const LINKS = join(SRC, 'share', 'links.ts');
  const out = filesUnder(SRC)
    .filter((f) => f !== LINKS)
    .filter((f) => /\?p=|\.get\(\s*'p'\s*\)/.test(readFileSync(f, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '')))
    .map(rel);
  expect(out).toEqual([]);
});
