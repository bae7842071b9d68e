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

// Floors by role: each folder of src/ (a room) imports only the rooms below it, so nothing runs
// back up a floor. From the ground: the engine; the catalogs (words only) and the storage
// (plumbing only), which import nothing of the site; the players and the share codes (formats
// like the engine's own); the code that tells engine facts in words; the machine, lessons and
// puzzles; the saved records; the page scripts (the storage note, a file to download, the home
// page's daily card); the islands (components); the pages. README's layout table names them.
const BELOW: Readonly<Record<string, readonly string[]>> = {
  engine: [],
  i18n: [],
  storage: [],
  players: ['engine'],
  share: ['engine', 'i18n'],
  telling: ['engine', 'i18n', 'share'],
  machine: ['engine', 'players'],
  lessons: ['engine', 'i18n', 'telling', 'players'],
  puzzles: ['engine', 'i18n', 'telling', 'lessons', 'players', 'share'],
  records: ['engine', 'storage', 'machine', 'puzzles'],
  scripts: ['engine', 'i18n', 'storage', 'telling', 'share', 'puzzles', 'records'],
  components: ['engine', 'i18n', 'storage', 'players', 'telling', 'machine', 'share', 'lessons', 'puzzles', 'records', 'scripts'],
  layouts: ['i18n', 'styles', 'components', 'scripts'],
  pages: ['engine', 'i18n', 'telling', 'share', 'lessons', 'puzzles', 'components', 'scripts', 'layouts', 'styles'],
  'content.config': ['lessons', 'puzzles'],
  styles: [],
};
/** A catalog may name the engine's codes in its types: a type import runs nothing. */
const TYPES_FROM: Readonly<Record<string, readonly string[]>> = { i18n: ['engine'] };

const SRC = join(ROOT, 'src');
const sources = filesUnder(SRC);
const roomOf = (file: string) => relative(SRC, file).split('/')[0]!.replace(/\.(ts|tsx|mjs|astro)$/, '');

/** The file a relative import names, as the bundler finds it; null for a package or an asset. */
function resolved(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  const found = [base, ...['.ts', '.tsx', '.astro', '.mjs', '/index.ts'].map((x) => base + x)].find((f) => sources.includes(f));
  return found ?? null;
}

/** Each import of a file: the file it names and whether it brings types only. */
function importsOf(file: string, text = readFileSync(file, 'utf8')): { to: string; typeOnly: boolean }[] {
  return [...text.matchAll(/(?:\b(import|export)\s+(type\s+)?[^'"]*?\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].flatMap((m) => {
    const to = resolved(file, m[3]!);
    return to ? [{ to, typeOnly: !!m[2] }] : [];
  });
}

const graph = new Map(sources.map((f) => [f, importsOf(f)]));

test('the floors stack: no room is below a room below it', () => {
  const under = (room: string, seen: Set<string> = new Set()): Set<string> => {
    for (const r of BELOW[room] ?? []) if (!seen.has(r)) under(r, seen.add(r));
    return seen;
  };
  expect(Object.keys(BELOW).filter((room) => under(room).has(room))).toEqual([]);
});

test('every room of src/ is on a floor', () => {
  expect([...new Set(sources.map(roomOf))].filter((r) => !(r in BELOW))).toEqual([]);
});

test('no import runs back up a floor: each room imports only the rooms below it', () => {
  const up = [...graph].flatMap(([from, imports]) =>
    imports.flatMap(({ to, typeOnly }) => {
      const a = roomOf(from);
      const b = roomOf(to);
      const allowed = a === b || BELOW[a]!.includes(b) || (typeOnly && (TYPES_FROM[a] ?? []).includes(b));
      return allowed ? [] : [`${relative(ROOT, from)} -> ${relative(ROOT, to)}`];
    }),
  );
  expect(up).toEqual([]);
});

test('no files import each other in a circle', () => {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (f: string, path: string[]) => {
    if (state.get(f) === 'done') return;
    if (state.get(f) === 'open') return void circles.push([...path.slice(path.indexOf(f)), f].map((x) => relative(SRC, x)).join(' -> '));
    state.set(f, 'open');
    for (const { to } of graph.get(f)!) visit(to, [...path, f]);
    state.set(f, 'done');
  };
  for (const f of sources) visit(f, []);
  expect(circles).toEqual([]);
});

test('one table host: only TableHost draws the board; its markup alone is drawn as a picture where nothing is played yet', () => {
  const host = join(SRC, 'components', 'TableHost.tsx');
  const board = join(SRC, 'components', 'Board.tsx');
  const drawers = [...graph].filter(([from, imports]) => from !== host && imports.some((i) => i.to === board && !i.typeOnly)).map(([f]) => relative(ROOT, f));
  expect(drawers).toEqual([]);
  // The board's markup alone, without its gestures: drawn by the board, and as a picture where nothing is played yet (a
  // link's table before its first use, a game as dealt before the replay's first step).
  const view = join(SRC, 'components', 'BoardView.tsx');
  const pictures = [...graph].filter(([, imports]) => imports.some((i) => i.to === view && !i.typeOnly)).map(([f]) => relative(SRC, f));
  expect(pictures.sort()).toEqual(['components/AnalysisDrawing.tsx', 'components/Board.tsx', 'components/EditorDrawing.tsx', 'components/ReplayDealt.tsx']);
});

test('the site never loads the puzzle miner: it is for the mining script only', () => {
  const miner = join(SRC, 'puzzles', 'mine.ts');
  const seen = new Set<string>();
  const reach = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const { to } of graph.get(f)!) reach(to);
  };
  sources.filter((f) => ['pages', 'components', 'layouts', 'scripts'].includes(roomOf(f))).forEach(reach);
  expect(seen.has(miner)).toBe(false);
});

test('the floor check catches an import that runs back up, and lets a catalog name engine types', () => {
  const of = (file: string, text: string) => importsOf(join(SRC, file), text).map((i) => ({ to: relative(SRC, i.to), typeOnly: i.typeOnly }));
  expect(of('storage/versioned.ts', "import { x } from '../records/lessons';")).toEqual([{ to: 'records/lessons.ts', typeOnly: false }]);
  expect(of('i18n/board/en.ts', "import type { Player } from '../../engine';")).toEqual([{ to: 'engine/index.ts', typeOnly: true }]);
  expect(of('i18n/board/en.ts', "export { x } from '../../engine';\nconst m = import('../../engine');")).toEqual([
    { to: 'engine/index.ts', typeOnly: false },
    { to: 'engine/index.ts', typeOnly: false },
  ]);
});

test('one reader and one writer of a position link: only src/share/links.ts reads or writes `?p=` (named in src/share/link-query.ts)', () => {
  const links = join(SRC, 'share', 'links.ts');
  const code = (f: string) => readFileSync(f, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '');
  const others = sources.filter((f) => f !== links && /\?p=|\?\$\{POSITION_PARAM\}=|\.get\(\s*('p'|POSITION_PARAM)\s*\)/.test(code(f))).map((f) => relative(ROOT, f));
  expect(code(links)).toMatch(/\?\$\{POSITION_PARAM\}=/);
  expect(code(links)).toMatch(/\.get\(POSITION_PARAM\)/);
  expect(others).toEqual([]);
});
