// What a link opens with is built alone (scripts/link-openers.ts): an opener fetched by the page is a copy, and so is every
// module of the site's own it imports, but the catalogs' loader, the style sheets and the words its page has loaded already; its
// catalogs' words come in one file a language; what it fetches later is the page's own.
import { describe, expect, test } from 'vitest';
import { linkOpeners, openerWordsChunk } from '../../scripts/link-openers';

const SRC = '/site/src';
/** Resolves as Vite would for these few: a path relative to its importer's folder, a package by its name. */
function resolve(source: string, importer: string) {
  if (!source.startsWith('.')) return Promise.resolve({ id: `/site/node_modules/${source}/index.js`, external: false });
  const parts = importer.split('/').slice(0, -1);
  for (const p of source.split('/')) p === '..' ? parts.pop() : p !== '.' && parts.push(p);
  const id = parts.join('/');
  return Promise.resolve({ id: /\.\w+$/.test(id) ? id : `${id}.ts`, external: false });
}
const plugin = linkOpeners();
const context = { resolve };
const call = (hook: 'resolveId' | 'resolveDynamicImport', source: string, importer: string) =>
  (plugin[hook] as (this: typeof context, s: string, i: string) => Promise<unknown>).call(context, source, importer);
const idOf = async (hook: 'resolveId' | 'resolveDynamicImport', source: string, importer: string) => {
  const found = (await call(hook, source, importer)) as { id: string } | string | null;
  return typeof found === 'string' ? found : (found?.id ?? null);
};

describe('link openers', () => {
  test('is a step of the build only', () => {
    expect(plugin.apply).toBe('build');
  });

  test("an opener fetched by the page is its copy; any other module fetched is the page's", async () => {
    expect(await idOf('resolveDynamicImport', './AnalysisDrawing.tsx', `${SRC}/components/AnalysisOnUse.tsx`)).toBe(`${SRC}/components/AnalysisDrawing.tsx?opener=AnalysisDrawing`);
    expect(await idOf('resolveDynamicImport', './EditorDrawing.tsx', `${SRC}/components/EditorOnUse.tsx`)).toBe(`${SRC}/components/EditorDrawing.tsx?opener=EditorDrawing`);
    expect(await call('resolveDynamicImport', './AnalysisBoard.tsx', `${SRC}/components/AnalysisOnUse.tsx`)).toBeNull();
    expect(await idOf('resolveDynamicImport', './EditorBoard.tsx', `${SRC}/components/EditorOnUse.tsx`)).toBe(`${SRC}/components/EditorBoard.tsx?opener=EditorBoard`);
  });

  test("an opener's imports of the site's own modules are copies of its own, to the engine and the words' domains", async () => {
    const drawing = `${SRC}/components/AnalysisDrawing.tsx?opener=AnalysisDrawing`;
    expect(await idOf('resolveId', './BoardView.tsx', drawing)).toBe(`${SRC}/components/BoardView.tsx?opener=AnalysisDrawing`);
    expect(await idOf('resolveId', '../engine/variants', `${SRC}/share/code.ts?opener=AnalysisDrawing`)).toBe(`${SRC}/engine/variants.ts?opener=AnalysisDrawing`);
    expect(await idOf('resolveId', '../i18n/board/index', drawing)).toBe(`${SRC}/i18n/board/index.ts?opener=AnalysisDrawing`);
  });

  test("Preact, the catalogs' loader and a style sheet are the page's, shared with its other islands", async () => {
    const view = `${SRC}/components/BoardView.tsx?opener=ReplayDealt`;
    expect(await idOf('resolveId', 'preact', view)).toBe('/site/node_modules/preact/index.js');
    expect(await idOf('resolveId', '../load', `${SRC}/i18n/board/index.ts?opener=ReplayDealt`)).toBe(`${SRC}/i18n/load.ts`);
    expect(await idOf('resolveId', './board.css', view)).toBe(`${SRC}/components/board.css`);
  });

  test("the catalogs its page has loaded as it opens are the page's (the replay's words)", async () => {
    const dealt = `${SRC}/components/ReplayDealt.tsx?opener=ReplayDealt`;
    expect(await idOf('resolveId', '../i18n/replay/index', dealt)).toBe(`${SRC}/i18n/replay/index.ts`);
    expect(await idOf('resolveId', '../i18n/board/index', dealt)).toBe(`${SRC}/i18n/board/index.ts?opener=ReplayDealt`);
    expect(await idOf('resolveId', '../i18n/replay/index', `${SRC}/components/EditorDrawing.tsx?opener=EditorDrawing`)).toBe(`${SRC}/i18n/replay/index.ts?opener=EditorDrawing`);
  });

  test("its catalogs' words are its own, in one file a language, named after the language as every language file is", async () => {
    const board = `${SRC}/i18n/board/index.ts?opener=EditorDrawing`;
    expect(await idOf('resolveDynamicImport', './fr', board)).toBe(`${SRC}/i18n/board/fr.ts?opener=EditorDrawing`);
    expect(openerWordsChunk(`${SRC}/i18n/board/fr.ts?opener=EditorDrawing`)).toBe('fr.EditorDrawing');
    expect(openerWordsChunk(`${SRC}/i18n/editor/fr.ts?opener=EditorDrawing`)).toBe('fr.EditorDrawing');
    expect(openerWordsChunk(`${SRC}/i18n/board/en.ts?opener=ReplayDealt`)).toBe('en.ReplayDealt');
    expect(openerWordsChunk(`${SRC}/i18n/board/fr.ts`)).toBeUndefined();
    expect(openerWordsChunk(`${SRC}/i18n/board/index.ts?opener=EditorDrawing`)).toBeUndefined();
  });

  test("what an opener fetches later (the live game, a fault's words) is the page's, shared with the live boards", async () => {
    const dealt = `${SRC}/components/ReplayDealt.tsx?opener=ReplayDealt`;
    expect(await idOf('resolveDynamicImport', './ReplayGame.tsx', dealt)).toBe(`${SRC}/components/ReplayGame.tsx`);
    expect(await idOf('resolveDynamicImport', '../telling/faults', `${SRC}/components/EditorBoard.tsx?opener=EditorBoard`)).toBe(`${SRC}/telling/faults.ts`);
  });

  test("a module outside an opener resolves as it would without this step", async () => {
    expect(await call('resolveId', './BoardView', `${SRC}/components/Board.tsx`)).toBeNull();
  });
});
