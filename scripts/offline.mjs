// @ts-check
/**
 * An Astro integration that writes dist/sw.js after the build: scripts/service-worker.js (its top
 * comment has the design) behind the list of what this build keeps for use offline, which is
 * every file of the built site but sw.js, grouped by language, and the "you are offline" page of
 * each language. It prints how much that is.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales';
import { siteWords } from '../src/i18n/site';

/**
 * The page shown, without a network, for a page not kept, by language: `{kept}` is where the
 * worker puts the line linking to the same page in the languages kept (`keptIn`, then the
 * `links` of those languages, `{path}` being the page's address in it).
 */
const offlinePages = () => ({
  offline: Object.fromEntries(
    LOCALES.map((l) => {
      const t = siteWords(l).offline;
      const page = `<!doctype html><html lang="${l}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>${t.heading}</h1><p>${t.text}</p>{kept}</main></html>`;
      return [l, { page, keptIn: `<p>${t.keptIn} {links}</p>` }];
    }),
  ),
  links: Object.fromEntries(LOCALES.map((l) => [l, `<a href="{path}" lang="${l}" hreflang="${l}">${siteWords(l).self}</a>`])),
});

/**
 * The site's files (paths from dist, '/puzzles/index.html') as the addresses the worker keeps
 * ('/puzzles/'), grouped: each language's own (under its folder; at the root, a file every
 * other language also has, such as a page or a puzzle's picture) and the rest, shared.
 * @param {readonly string[]} files
 * @returns {{ shared: string[], pages: Record<string, string[]> }}
 */
export function grouped(files) {
  const present = new Set(files);
  const address = (/** @type {string} */ f) => f.replace(/(^|\/)index\.html$/, '$1');
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  /** @type {Record<string, string[]>} */
  const pages = Object.fromEntries(LOCALES.map((l) => [l, []]));
  const shared = [];
  for (const f of [...files].sort()) {
    const folder = others.find((l) => f.startsWith(`/${l}/`));
    if (folder) pages[folder]?.push(address(f));
    else if (others.some((l) => present.has(`/${l}${f}`))) pages[DEFAULT_LOCALE]?.push(address(f));
    else if (f !== '/sw.js') shared.push(address(f));
  }
  return { shared, pages };
}

/** @param {string} dir @returns {Promise<string[]>} */
async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return nested.flat();
}

/** What the worker of a build keeps. @param {readonly string[]} files @param {string} version */
export const manifestOf = (files, version) => ({ version, defaultLocale: DEFAULT_LOCALE, ...grouped(files), ...offlinePages() });

/** The worker's text for a build: its list, then scripts/service-worker.js. @param {ReturnType<typeof manifestOf>} manifest */
export const worker = async (manifest) => `// Written by scripts/offline.mjs at build time.\nconst MANIFEST = ${JSON.stringify(manifest)};\n\n${await readFile(new URL('./service-worker.js', import.meta.url), 'utf8')}`;

const mb = (/** @type {number} */ n) => `${(n / 1e6).toFixed(1)} MB`;

/** @returns {import('astro').AstroIntegration} */
export function offline() {
  return {
    name: 'offline',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = (await walk(root)).map((f) => `/${relative(root, f).split(sep).join('/')}`);
        const { shared, pages } = grouped(files);
        // The version: a hash of every file kept, with its address.
        const hash = createHash('sha256');
        /** @param {string[]} urls */
        const measure = async (urls) => {
          let raw = 0;
          let gzip = 0;
          for (const url of urls) {
            const body = await readFile(join(root, url.endsWith('/') ? `${url}index.html` : url));
            hash.update(url).update(body);
            raw += body.length;
            gzip += gzipSync(body).length;
          }
          return `${urls.length} files, ${mb(raw)} (${mb(gzip)} gzip)`;
        };
        const sizes = [`shared ${await measure(shared)}`];
        for (const l of LOCALES) sizes.push(`${l} ${await measure(pages[l] ?? [])}`);
        // The worker's own code and texts are part of the version: a new worker never fills the caches of the one in charge.
        hash.update(await worker(manifestOf(files, '')));
        await writeFile(join(root, 'sw.js'), await worker(manifestOf(files, hash.digest('hex').slice(0, 16))));
        logger.info(`precache: ${sizes.join('; ')}; a visitor keeps the shared files and the languages visited`);
      },
    },
  };
}
