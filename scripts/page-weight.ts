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
 * game is started, game included; the browser tests hold every page to PAGE_CEILING.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';

function htmlPages(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlPages(path);
    return name.endsWith('.html') ? [path] : [];
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

/**
 * The ceiling the browser tests hold every page to, in gzip bytes of JavaScript as it opens. An
 * interim line, not the product's budget (25 KB a page, 20 KB for lessons and puzzles): the one
 * table host and @xstate/react (issue 25) put the heaviest board pages at 41.3 KB, past the 40 KB
 * held before; the phone board, the hold of a finger's drag and the newcomer's puzzles (issue 27)
 * at 42.6 KB (the French daily puzzle); the coach (issue 28: the deck's and the rush's days in the
 * puzzle record, review boards, the words two players at one table need) at 43.5 KB. The budget
 * work (issue 29) brings them down.
 */
export const PAGE_CEILING = 44 * 1024;

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
