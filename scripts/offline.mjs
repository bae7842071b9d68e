// @ts-check
/**
 * An Astro integration that, after the build, writes the web manifests and icons
 * (scripts/web-manifest.mjs) and dist/sw.js: scripts/service-worker.js (its top comment has the
 * design) behind the list of what this build keeps for use offline, grouped by language, and the
 * "you are offline" page of each language. Nothing is kept until the visitor accepts
 * (src/scripts/offline-use.ts registers the worker). What keeping costs a language (its files and
 * the shared ones, each gzip-compressed as a server sends it) is written into every page's offer,
 * and the build fails past OFFLINE_BUDGET. docs/offline.md has the decisions.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales';
import { siteWords } from '../src/i18n/site';
import { offlineUseWords } from '../src/i18n/offline-use';
import { writeWebManifests } from './web-manifest.mjs';
import { offlineSizeToken } from '../src/components/app';

/** The most keeping the site may cost one language, gzip bytes: the shared files and that language's. */
export const OFFLINE_BUDGET = 1_500_000;

/**
 * Files the worker does not fetch: each puzzle's page, data and drawing (one shell page per language
 * draws any puzzle from its language's kept.json, which the worker also answers /puzzles/<id>.json
 * from, with its live board at once), and PNGs (link-preview pictures and the app's icons, which no
 * page shows offline).
 * @param {string} f a file's path in dist
 */
export const notKept = (f) => /^(\/[a-z]{2})?\/puzzles\/\d+(\/index\.html|\.json|\.html)$/.test(f) || f.endsWith('.png') || f === '/sw.js';


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
 * ('/puzzles/'), those notKept left out, grouped: each language's own (under its folder; at the root, a file every
 * other language also has, such as a page or a puzzle's picture) and the rest, shared.
 * @param {readonly string[]} files
 * @returns {{ shared: string[], pages: Record<string, string[]> }}
 */
export function grouped(files) {
  files = files.filter((f) => !notKept(f));
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
    else shared.push(address(f));
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

const mb = (/** @type {number} */ n) => `${(n / 1e6).toFixed(2)} MB`;

/** @typedef {{ urls: string[], bodies: Buffer[], raw: number, gzip: number }} Measured */

/**
 * What the worker of the build in `root` fetches, in files and bytes (raw, and gzip as served):
 * the shared files, and each language's own.
 * @param {string} root
 */
export async function measureKept(root) {
  const files = (await walk(root)).map((f) => `/${relative(root, f).split(sep).join('/')}`);
  const { shared, pages } = grouped(files);
  /** @param {string[]} urls @returns {Promise<Measured>} */
  const measure = async (urls) => {
    let raw = 0;
    let gzip = 0;
    /** @type {Buffer[]} */
    const bodies = [];
    for (const url of urls) {
      const body = await readFile(join(root, url.endsWith('/') ? `${url}index.html` : url));
      bodies.push(body);
      raw += body.length;
      gzip += gzipSync(body).length;
    }
    return { urls, bodies, raw, gzip };
  };
  /** @type {Record<string, Measured>} */
  const each = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await measure(pages[l] ?? [])])));
  return { files, shared: await measure(shared), pages: each };
}

/** What keeping costs a language, as its offer says it: megabytes to one decimal. @param {string} l @param {number} bytes */
export const sizeWords = (l, bytes) => offlineUseWords(/** @type {import('../src/i18n/locales').Locale} */ (l)).megabytes({ mb: Math.max(0.1, Math.round(bytes / 1e5) / 10) });

/**
 * The module `virtual:offline-use`: the address of the offline control (src/scripts/offline-use.ts),
 * emitted as a chunk of its own, which every page's opening script imports by that address only on
 * a press (src/scripts/offline-open.ts).
 * @returns {import('vite').Plugin}
 */
function controlAddress() {
  const id = 'virtual:offline-use';
  const control = fileURLToPath(new URL('../src/scripts/offline-use.ts', import.meta.url));
  let serve = false;
  let base = '/';
  /** @type {string | undefined} */
  let reference;
  return {
    name: 'offline-control-address',
    configResolved(config) {
      serve = config.command === 'serve';
      base = config.base;
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      if (serve) return `export default ${JSON.stringify(`/@fs${control}`)};`;
      reference = this.emitFile({ type: 'chunk', id: control, name: 'offline-use' });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    // From the site's root, not the importer: Astro inlines a page's small script, whose import.meta.url is the page's.
    resolveFileUrl: ({ referenceId, fileName }) => (referenceId === reference ? JSON.stringify(base + fileName) : undefined),
  };
}

/** @returns {import('astro').AstroIntegration} */
export function offline() {
  return {
    name: 'offline',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [controlAddress()] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await writeWebManifests(root);
        const before = await measureKept(root);
        const total = (/** @type {string} */ l) => before.shared.gzip + (before.pages[l]?.gzip ?? 0);
        for (const l of LOCALES) {
          if (total(l) > OFFLINE_BUDGET) throw new Error(`keeping the site offline would cost ${l} ${mb(total(l))} gzip, over the ${mb(OFFLINE_BUDGET)} budget (scripts/offline.mjs)`);
        }
        // Every page's offer says what keeping its language costs (a page of every language, the not-found page, says each).
        for (const f of before.files.filter((f) => f.endsWith('.html'))) {
          const path = join(root, f);
          const html = await readFile(path, 'utf8');
          const said = LOCALES.reduce((h, l) => h.replaceAll(offlineSizeToken(l), sizeWords(l, total(l))), html);
          if (said !== html) await writeFile(path, said);
        }
        // The version: a hash of every file kept, with its address (read again: the offers were written in).
        const { files, shared, pages } = await measureKept(root);
        const hash = createHash('sha256');
        for (const m of [shared, ...LOCALES.map((l) => pages[l])]) m?.urls.forEach((u, i) => hash.update(u).update(/** @type {Buffer} */ (m.bodies[i])));
        // The worker's own code and texts are part of the version: a new worker never fills the caches of the one in charge.
        hash.update(await worker(manifestOf(files, '')));
        await writeFile(join(root, 'sw.js'), await worker(manifestOf(files, hash.digest('hex').slice(0, 16))));
        const line = (/** @type {string} */ name, /** @type {{ urls: string[], raw: number, gzip: number }} */ m) => `${name} ${m.urls.length} files, ${mb(m.raw)} (${mb(m.gzip)} gzip)`;
        logger.info(`kept offline, on the visitor's consent: ${[line('shared', shared), ...LOCALES.map((l) => line(l, pages[l] ?? shared))].join('; ')}; a visitor keeps the shared files and the language accepted in`);
      },
    },
  };
}
