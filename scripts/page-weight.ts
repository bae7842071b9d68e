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

/** A script's static and dynamic imports, as addresses. */
function importsOf(url: string) {
  const known = imports.get(url);
  if (known) return known;
  const code = readFileSync(join(DIST, url), 'utf8');
  const at = (m: RegExpMatchArray) => posix.join(posix.dirname(url), m[1]!);
  const found = {
    static: [...code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)].map(at),
    dynamic: [...code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)].map(at),
  };
  imports.set(url, found);
  return found;
}

/**
 * The scripts a page loads, followed through their static imports; `started`: also the chunks
 * its code imports dynamically whose names start so (GameView: the play page's game, on Start).
 */
function scriptsOf(html: string, started?: string): { files: Set<string>; inline: number } {
  const lang = /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1] ?? 'en';
  const entry = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const wanted = (name: string) => name.startsWith(`${lang}.`) || (!!started && name.startsWith(`${started}.`));
  const files = new Set<string>();
  const visit = (url: string) => {
    if (files.has(url)) return;
    files.add(url);
    const { static: always, dynamic } = importsOf(url);
    always.forEach(visit);
    for (const d of dynamic) if (wanted(posix.basename(d))) visit(d);
  };
  entry.forEach(visit);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + gz(m[1]!), 0);
  return { files, inline };
}

/** The product's budget, in gzip bytes of JavaScript as a page opens: any page. */
export const PAGE_BUDGET = 25 * 1024;
/** A lesson's or a puzzle's page, which a learner opens most, often on a phone. */
export const LESSON_BUDGET = 20 * 1024;

/**
 * Pages still over their budget, each held to its weight today plus 0.5 KB: none may grow while
 * it waits. Lessons and puzzle pages came down by opening as the site drew them and fetching
 * their board at the first touch (src/components/FirstUse.tsx), the daily puzzle likewise with the
 * drawing of the day's puzzle it fetches (src/components/FetchedPuzzle.tsx), the rush with its
 * run fetched on Start. These three draw their table in the browser from a link, which no build can
 * draw: before anything of the page's own, that takes Preact (6.1 KB), the board (6.4), the engine's
 * tables (4.2) and the link's reader and checks (5.3), 22 KB by the source maps of the November 2026
 * build (the contract's fault messages and the rule options' sources no longer ship; the editor
 * fetches its fault words at its first fault; every page's head scripts are minified and Vite's preload helper
 * is a 0.3 KB one that only loads style sheets). They wait for a smaller board and reader.
 */
export const OVER_BUDGET: Readonly<Record<string, number>> = {
  '/analysis/': 40.8,
  '/fr/analysis/': 41.6,
  '/editor/': 33.2,
  '/fr/editor/': 34.0,
  '/replay/': 29.4,
  '/fr/replay/': 29.7,
};

/** The most JavaScript a page may open with, gzip bytes: its budget, or its interim line. */
export function ceilingOf(page: string): number {
  const interim = OVER_BUDGET[page];
  if (interim !== undefined) return Math.round(interim * 1024);
  return /^\/(fr\/)?(lessons|puzzles)\//.test(page) ? LESSON_BUDGET : PAGE_BUDGET;
}

export interface PageWeight {
  page: string;
  /** Bytes of gzip-compressed JavaScript. */
  bytes: number;
  /** The script files counted, as fetched: /_astro/… */
  files: string[];
}

/** Every page's weight as it opens; `started`, as in scriptsOf, weighs them once that chunk is fetched too. */
export function pageWeights(started?: string): PageWeight[] {
  if (!existsSync(DIST)) throw new Error('build the site first (npm run build)');
  return htmlPages().map((path) => {
    const { files, inline } = scriptsOf(readFileSync(path, 'utf8'), started);
    const bytes = [...files].reduce((n, f) => n + weightOf(f), inline);
    return { page: '/' + path.slice(DIST.length + 1).replace(/index\.html$/, ''), bytes, files: [...files] };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = pageWeights().sort((a, b) => a.page.localeCompare(b.page));
  console.log('| page | JavaScript (gzip) |\n| --- | --- |');
  for (const r of rows) console.log(`| ${r.page} | ${(r.bytes / 1024).toFixed(1)} KB |`);
  const game = pageWeights('GameView').filter((r) => /^\/(fr\/)?play\/$/.test(r.page));
  for (const r of game) console.log(`| ${r.page} once the game is started | ${(r.bytes / 1024).toFixed(1)} KB |`);
}
