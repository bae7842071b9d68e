// The pages that open a link ask, once painted and only when their address carries one, for every script its board
// needs in one go (scripts/link-preload.ts): the files page-weight counts for such an address, the page's language only.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { SLICE, withLinkPreload } from '../../scripts/link-preload';

/**
 * A built site in small: an island whose entry imports Preact and fetches a link's drawing, which fetches a catalog's language
 * files, or the live board that judges, which only a first use fetches.
 */
function site(): string {
  const dist = mkdtempSync(join(tmpdir(), 'link-preload-'));
  mkdirSync(join(dist, '_astro'));
  const files: Record<string, string> = {
    'AnalysisOnUse.aaa.js': 'import{h}from"./preact.bbb.js";const drawn=()=>import("./AnalysisDrawing.ccc.js"),live=()=>import("./AnalysisBoard.iii.js");',
    'preact.bbb.js': 'export const h=1;',
    'AnalysisDrawing.ccc.js': 'import"./TableHost.ddd.js";const words={en:()=>import("./en.eee.js"),fr:()=>import("./fr.fff.js")};const share=()=>import("./links.hhh.js");',
    'TableHost.ddd.js': '',
    'AnalysisBoard.iii.js': 'import"./verdict.jjj.js";',
    'verdict.jjj.js': '',
    'en.eee.js': '',
    'fr.fff.js': '',
    'links.hhh.js': '',
    'client.ggg.js': '',
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dist, '_astro', name), code);
  return dist;
}

const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><link rel="stylesheet" href="/_astro/analysis.css"></head><body><astro-island component-url="/_astro/AnalysisOnUse.aaa.js" renderer-url="/_astro/client.ggg.js"></astro-island></body></html>`;

/** The preload script of a page, run at `search` with the first paint at once: the module preloads it asked for, by the task that asked. */
function tasks(html: string, search: string): string[][] {
  const script = /<script>(.*?)<\/script><\/head>/.exec(html)?.[1];
  if (!script) throw new Error('no preload script at the end of the head');
  const queue: (() => void)[] = [];
  const asked: string[][] = [];
  runInNewContext(script, {
    location: { search },
    requestAnimationFrame: (f: () => void) => f(),
    setTimeout: (f: () => void) => queue.push(f),
    document: { createElement: () => ({}), head: { append: (l: { rel: string; href: string }) => asked.at(-1)!.push(`${l.rel} ${l.href}`) } },
  });
  for (let task = queue.shift(); task; task = queue.shift()) {
    asked.push([]);
    task();
  }
  return asked;
}
const asked = (html: string, search: string): string[] => tasks(html, search).flat();

describe('a page that opens a link', () => {
  const dist = site();

  test('asks for its island, the drawing a link fetches and the page language’s files, in one go, when its address carries a link', () => {
    const html = withLinkPreload(page('fr'), '/fr/analysis/', dist);
    expect(asked(html, '?p=3gAAA').sort()).toEqual(
      ['AnalysisDrawing.ccc', 'AnalysisOnUse.aaa', 'TableHost.ddd', 'client.ggg', 'fr.fff', 'preact.bbb'].map((n) => `modulepreload /_astro/${n}.js`),
    );
  });

  test('asks for nothing without a link, and not the other language’s files nor what an action or a first use fetches', () => {
    const html = withLinkPreload(page('en'), '/analysis/', dist);
    expect(asked(html, '')).toEqual([]);
    expect(asked(html, '?seed=4')).toEqual([]);
    expect(asked(html, '?p=3gAAA')).toContain('modulepreload /_astro/en.eee.js');
    expect(html).not.toContain('fr.fff');
    expect(html).not.toContain('links.hhh');
    expect(html).not.toContain('AnalysisBoard');
    expect(html).not.toContain('verdict');
  });

  test('asks for at most SLICE preloads a task, each once, so that no task blocks the page for long', () => {
    const dist = mkdtempSync(join(tmpdir(), 'link-preload-'));
    mkdirSync(join(dist, '_astro'));
    const many = Array.from({ length: 2 * SLICE + 1 }, (_, i) => `part${i}.x.js`);
    writeFileSync(join(dist, '_astro', 'AnalysisOnUse.aaa.js'), many.map((f) => `import"./${f}";`).join(''));
    for (const f of [...many, 'client.ggg.js']) writeFileSync(join(dist, '_astro', f), '');
    const slices = tasks(withLinkPreload(page('en'), '/analysis/', dist), '?p=3gAAA');
    expect(slices.map((t) => t.length)).toEqual([SLICE, SLICE, 3]);
    expect(new Set(slices.flat()).size).toBe(2 * SLICE + 3);
  });

  test('the replay page listens for a game link, and a page that opens no link is left as it is', () => {
    expect(asked(withLinkPreload(page('en'), '/replay/', dist), '?p=3gAAA')).toEqual([]);
    expect(asked(withLinkPreload(page('en'), '/replay/', dist), '?g=GgAb')).toContain('modulepreload /_astro/AnalysisOnUse.aaa.js');
    expect(withLinkPreload(page('en'), '/lessons/layout/', dist)).toBe(page('en'));
  });
});
