// The helper every dynamic import goes through (scripts/css-preload.mjs): a fetched component's style sheet is in the
// page before its module runs, its scripts asked for beside it, with the page's language files its catalogs will load;
// a sheet that cannot come fails the import, and a later try fetches it again.
import { afterEach, describe, expect, test } from 'vitest';
import { cssPreload } from '../../scripts/css-preload.mjs';

interface FakeLink {
  rel: string;
  href: string;
  onload?: () => void;
  onerror?: () => void;
  removed?: boolean;
  remove(): void;
}

let pages = 0;

/** The helper's module as the build writes it, fresh (its own record of the sheets seen), run against a page whose head only collects links. */
async function helper() {
  const links: FakeLink[] = [];
  const page = {
    createElement: () => ({ rel: '', href: '', remove() { this.removed = true; } }) as FakeLink,
    head: { append: (l: FakeLink) => links.push(l) },
    documentElement: { lang: 'fr' },
    querySelector: (sel: string) => links.find((l) => !l.removed && sel.includes(`"${l.href}"`)) ?? null,
  };
  (globalThis as { document?: unknown }).document = page;
  const { plugin } = cssPreload(['en', 'fr']);
  (plugin.configResolved as (c: { base: string }) => void)({ base: '/' });
  const code = (plugin.load as (id: string) => string)('\0vite/preload-helper.js');
  const mod = (await import(`data:text/javascript,${encodeURIComponent(`${code}\n// page ${++pages}`)}`)) as { __vitePreload: (load: () => Promise<string>, deps?: string[]) => Promise<string> };
  return { preload: mod.__vitePreload, links };
}

afterEach(() => delete (globalThis as { document?: unknown }).document);

describe('the preload helper', () => {
  test('with nothing to load, runs the import at once', async () => {
    const { preload, links } = await helper();
    await expect(preload(async () => 'module', [])).resolves.toBe('module');
    await expect(preload(async () => 'module')).resolves.toBe('module');
    expect(links).toEqual([]);
  });

  test('puts the style sheet in the page, once, before the module runs; preloads the scripts, once, waiting for none', async () => {
    const { preload, links } = await helper();
    let ran = false;
    const first = preload(async () => ((ran = true), 'board'), ['_astro/board.css', '_astro/chunk.js']);
    const second = preload(async () => 'other', ['_astro/board.css', '_astro/chunk.js']);
    expect(links.map((l) => [l.rel, l.href])).toEqual([
      ['stylesheet', '/_astro/board.css'],
      ['modulepreload', '/_astro/chunk.js'],
    ]);
    await Promise.resolve();
    expect(ran).toBe(false);
    links[0]!.onload!();
    await expect(first).resolves.toBe('board');
    await expect(second).resolves.toBe('other');
    expect(links).toHaveLength(2);
    // A script's preload that fails holds nothing up: the import itself says whether the module came.
    await expect(preload(async () => 'more', ['_astro/chunk.js', '_astro/more.js'])).resolves.toBe('more');
    links[2]!.onerror?.();
    expect(links.map((l) => l.href)).toEqual(['/_astro/board.css', '/_astro/chunk.js', '/_astro/more.js']);
  });

  test("preloads the page's language files, not another language's", async () => {
    const { preload, links } = await helper();
    await preload(async () => 'board', ['_astro/chunk.js', '_astro/en.a1.js', '_astro/fr.b2.js', '_astro/french.js']);
    expect(links.map((l) => l.href)).toEqual(['/_astro/chunk.js', '/_astro/fr.b2.js', '/_astro/french.js']);
  });

  test('a style sheet that cannot come fails the import, and the next try fetches it again', async () => {
    const { preload, links } = await helper();
    const offline = preload(async () => 'board', ['_astro/board.css']);
    links[0]!.onerror!();
    await expect(offline).rejects.toThrow('/_astro/board.css');
    expect(links[0]!.removed).toBe(true);
    const again = preload(async () => 'board', ['_astro/board.css']);
    expect(links).toHaveLength(2);
    links[1]!.onload!();
    await expect(again).resolves.toBe('board');
  });
});

describe("a dynamic import's list", () => {
  // A bundle as Rollup hands it to generateBundle: a board that imports a catalog, whose messages are a language file each.
  const chunk = (fileName: string, name: string, imports: string[] = [], dynamicImports: string[] = []) => ({ type: 'chunk', fileName, name, imports, dynamicImports });
  const bundle = Object.fromEntries(
    [
      chunk('_astro/Board.1.js', 'Board', ['_astro/board-words.2.js', '_astro/preact.3.js']),
      chunk('_astro/board-words.2.js', 'board-words', ['_astro/load.4.js'], ['_astro/en.5.js', '_astro/fr.6.js']),
      chunk('_astro/preact.3.js', 'preact'),
      chunk('_astro/load.4.js', 'load'),
      chunk('_astro/en.5.js', 'en', ['_astro/load.4.js']),
      chunk('_astro/fr.6.js', 'fr', ['_astro/load.4.js']),
      chunk('_astro/share.7.js', 'share', ['_astro/board-words.2.js']),
      chunk('_astro/BoardOnUse.8.js', 'BoardOnUse', ['_astro/preact.3.js'], ['_astro/Board.1.js']),
      chunk('_astro/Words.9.js', 'Words', ['_astro/board-words.2.js'], ['_astro/Board.1.js']),
    ].map((c) => [c.fileName, c]),
  );
  const lists = () => {
    const { plugin, resolveDependencies } = cssPreload(['en', 'fr']);
    (plugin.generateBundle as (o: unknown, b: unknown) => void)({}, bundle);
    return resolveDependencies;
  };

  test("a component's: its scripts, then the language files its catalogs load", () => {
    expect(lists()('_astro/Board.1.js', ['_astro/board-words.2.js', '_astro/preact.3.js', '_astro/load.4.js'])).toEqual([
      '_astro/board-words.2.js',
      '_astro/preact.3.js',
      '_astro/load.4.js',
      '_astro/en.5.js',
      '_astro/fr.6.js',
    ]);
  });

  test('less what the importing chunk has loaded already: its scripts and their language files', () => {
    const deps = ['_astro/board-words.2.js', '_astro/preact.3.js', '_astro/load.4.js'];
    expect(lists()('_astro/Board.1.js', deps, { hostId: '_astro/BoardOnUse.8.js' })).toEqual(['_astro/board-words.2.js', '_astro/load.4.js', '_astro/en.5.js', '_astro/fr.6.js']);
    expect(lists()('_astro/Board.1.js', deps, { hostId: '_astro/Words.9.js' })).toEqual(['_astro/preact.3.js']);
  });

  test("a helper's fetched on an action: nothing, its catalogs' language files neither", () => {
    expect(lists()('_astro/share.7.js', ['_astro/board-words.2.js', '_astro/load.4.js'])).toEqual([]);
  });
});
