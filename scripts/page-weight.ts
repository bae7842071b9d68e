/**
 * How much JavaScript each built page ships as it opens, gzip-compressed: the islands' code and
 * everything it imports, plus inline scripts. Catalogs are imported dynamically, one chunk per
 * language (src/i18n/load.ts): a page counts those of its own language. Every other dynamic import
 * is code fetched after a user action or for an uncommon address (the share link's writer on
 * "Share", why a move is stopped on a first wrong answer (src/components/explanations.ts), a
 * link's position on /play/?p=…, the fault messages of a broken link, a game's score
 * breakdown when it ends, the coach's count of a puzzle's or a rush move's answer, and on
 * /play/ the game itself, fetched when the player presses Deal, Continue or Play on): not counted here, and tests/e2e/weight.spec.ts checks in a browser that a page opening
 * fetches exactly the files counted. `npm run weight` prints the table, and /play/'s weight once its
 * game is started, game included; the browser tests hold every page to its ceiling (ceilingOf).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';

function htmlPages(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlPages(path);
    // Pages, not the puzzles' drawings (/puzzles/<id>.html), fragments a page fetches.
    return name === 'index.html' || name === '404.html' ? [path] : [];
  });
}

const gz = (text: string | Buffer) => gzipSync(text).length;

// Some 800 pages share a few dozen scripts: each is read, followed and weighed once per process.
const imports = new Map<string, { static: string[]; dynamic: string[] }>();
const weights = new Map<string, number>();
const weightOf = (url: string) => weights.get(url) ?? weights.set(url, gz(readFileSync(join(DIST, url)))).get(url)!;
// Their inline scripts too: most pages carry the same few.
const inlineWeights = new Map<string, number>();
const inlineWeightOf = (code: string) => inlineWeights.get(code) ?? inlineWeights.set(code, gz(code)).get(code)!;

/** A script's static and dynamic imports, as addresses; `dist`, the built site's folder. */
function importsOf(url: string, dist = DIST) {
  const known = imports.get(join(dist, url));
  if (known) return known;
  const code = readFileSync(join(dist, url), 'utf8');
  const at = (m: RegExpMatchArray) => posix.join(posix.dirname(url), m[1]!);
  const found = {
    static: [...code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)].map(at),
    dynamic: [...code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)].map(at),
  };
  imports.set(join(dist, url), found);
  return found;
}

/** What a page's HTML names: its language, the scripts it loads, and its inline scripts' weight. */
interface PageScripts {
  readonly lang: string;
  readonly entry: readonly string[];
  readonly inline: number;
}

function pageScriptsOf(html: string): PageScripts {
  return {
    lang: /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1] ?? 'en',
    entry: [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!),
    inline: [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + inlineWeightOf(m[1]!), 0),
  };
}

// Each page read once a process: its weight is asked for again with a link's chunks started (linkedWeights).
const pages = new Map<string, PageScripts>();
const pageScriptsAt = (path: string) => pages.get(path) ?? pages.set(path, pageScriptsOf(readFileSync(path, 'utf8'))).get(path)!;

/**
 * The scripts a page loads, followed through their static imports; `started`: also the chunks
 * its code imports dynamically whose names are these (GameView: the play page's game, on Start).
 */
function followed({ lang, entry, inline }: PageScripts, started: readonly string[] = [], dist = DIST): { files: Set<string>; inline: number } {
  const wanted = (name: string) => [lang, ...started].some((s) => name.startsWith(`${s}.`));
  const files = new Set<string>();
  const visit = (url: string) => {
    if (files.has(url)) return;
    files.add(url);
    const { static: always, dynamic } = importsOf(url, dist);
    always.forEach(visit);
    for (const d of dynamic) if (wanted(posix.basename(d))) visit(d);
  };
  entry.forEach(visit);
  return { files, inline };
}

/** The product's budget, in gzip bytes of JavaScript as a page opens: any page. */
export const PAGE_BUDGET = 25 * 1024;
/** A lesson's or a puzzle's page, which a learner opens most, often on a phone. */
export const LESSON_BUDGET = 20 * 1024;

/**
 * The most JavaScript a page may open with, gzip bytes: `page` as `weighedAs` names it. Lessons and puzzle pages keep within theirs
 * by opening as the site drew them and fetching their board at the first touch (src/components/FirstUse.tsx), the daily puzzle
 * likewise with the drawing of the day's puzzle it fetches (src/components/FetchedPuzzle.tsx), the rush with its run fetched on
 * Start, and the analysis board, the editor and the replay likewise when their address carries no link. Opened by a link, they
 * read it in the browser, which no build can, and draw its table as a picture, each with what it opens with built alone in one
 * file (scripts/link-openers.ts).
 */
export const ceilingOf = (page: string): number => (/^\/(fr\/)?(lessons|puzzles)\//.test(page) ? LESSON_BUDGET : PAGE_BUDGET);

export interface PageWeight {
  page: string;
  /** Bytes of gzip-compressed JavaScript. */
  bytes: number;
  /** The script files counted, as fetched: /_astro/… */
  files: string[];
}

/** Every page's weight as it opens; `started`, as in followed, weighs them once those chunks are fetched too. */
export function pageWeights(started?: readonly string[]): PageWeight[] {
  if (!existsSync(DIST)) throw new Error('build the site first (npm run build)');
  return htmlPages().map((path) => {
    const { files, inline } = followed(pageScriptsAt(path), started);
    const bytes = [...files].reduce((n, f) => n + weightOf(f), inline);
    return { page: '/' + path.slice(DIST.length + 1).replace(/index\.html$/, ''), bytes, files: [...files] };
  });
}

/**
 * The pages that open a link (src/share/link-query.ts): the parameter that carries it, and the chunks such an address fetches at
 * once: the link's table drawn (src/components/AnalysisOnUse.tsx, EditorOnUse.tsx), or the game's table and the link's reader (src/components/ReplayBoard.tsx).
 */
const LINKED: Readonly<Record<string, { readonly param: string; readonly chunks: readonly string[] }>> = {
  analysis: { param: 'p', chunks: ['AnalysisDrawing'] },
  editor: { param: 'p', chunks: ['EditorDrawing'] },
  replay: { param: 'g', chunks: ['ReplayDealt'] },
};
const linkedOf = (page: string) => LINKED[/^\/(?:fr\/)?([a-z]+)\/$/.exec(page)?.[1] ?? ''];

/** The scripts an address carrying a link fetches at once on `page` ("/fr/analysis/"), and the link's parameter; null for a page that opens no link. */
export function linkScripts(html: string, page: string, dist = DIST): { param: string; files: string[] } | null {
  const linked = linkedOf(page);
  return linked ? { param: linked.param, files: [...followed(pageScriptsOf(html), linked.chunks, dist).files] } : null;
}

/** What a page's weight is kept under: its path, or for an address carrying a link, its path with the link's parameter ("/analysis/?p=…"). */
export function weighedAs(address: string): string {
  const { pathname, searchParams } = new URL(address, 'http://localhost');
  const linked = linkedOf(pathname);
  return linked && searchParams.has(linked.param) ? `${pathname}?${linked.param}=…` : pathname;
}

/** The weight of each page that opens a link, opened by one: what it fetches at once then counted too. */
export function linkedWeights(): PageWeight[] {
  return Object.values(LINKED).flatMap(({ param, chunks }) =>
    pageWeights(chunks)
      .filter((w) => linkedOf(w.page)?.param === param && linkedOf(w.page)?.chunks === chunks)
      .map((w) => ({ ...w, page: `${w.page}?${param}=…` })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = pageWeights().sort((a, b) => a.page.localeCompare(b.page));
  console.log('| page | JavaScript (gzip) |\n| --- | --- |');
  for (const r of rows) console.log(`| ${r.page} | ${(r.bytes / 1024).toFixed(1)} KB |`);
  for (const r of linkedWeights()) console.log(`| ${r.page} | ${(r.bytes / 1024).toFixed(1)} KB |`);
  const game = pageWeights(['GameView']).filter((r) => /^\/(fr\/)?play\/$/.test(r.page));
  for (const r of game) console.log(`| ${r.page} once the game is started | ${(r.bytes / 1024).toFixed(1)} KB |`);
}
