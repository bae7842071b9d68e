// @ts-check
/**
 * An Astro integration that writes dist/sw.js after the build: a service worker that keeps
 * the site's scripts and styles and its main pages in every language, so the daily puzzle (and
 * any page already visited) opens without a network. The daily page fetches the day's puzzle
 * from /puzzles/<id>.json and asks the worker (a message `{ keep: [urls] }`) to keep it and
 * tomorrow's, even on the first visit, before the worker controls the page. The cache is
 * named after what it holds, so a new build replaces the old cache.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, localized } from '../src/i18n/locales';
import { SITE } from '../src/i18n/site';

/** Pages kept from the first visit, in every language; others are kept once visited. */
const PAGES = ['/', '/puzzles/', '/puzzles/daily/', '/lessons/', '/play/'];
/** Data the pages fetch, the same for every language. */
const DATA = ['/puzzles/summary.json'];

/**
 * The page shown for a page not kept, without a network, keyed by language folder ('' for the
 * default language, at the root).
 * @returns {Record<string, string>}
 */
const offlinePages = () =>
  Object.fromEntries(
    LOCALES.map((l) => {
      const t = SITE[l].offline;
      const page = `<!doctype html><html lang="${l}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>${t.heading}</h1><p>${t.textStart} <a href="${localized('/puzzles/daily/', l)}">${t.link}</a> ${t.textEnd}</p></main></html>`;
      return [l === DEFAULT_LOCALE ? '' : l, page];
    }),
  );

/** @param {string} dir @returns {Promise<string[]>} */
async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return nested.flat();
}

/** @param {string[]} precache @param {string} cache */
export const worker = (precache, cache) => `// Written by scripts/offline.mjs at build time.
const CACHE = ${JSON.stringify(cache)};
const PRECACHE = ${JSON.stringify(precache)};
const OFFLINE = ${JSON.stringify(offlinePages())};

self.addEventListener('install', (e) => e.waitUntil(caches.open(CACHE).then((c) => c.addAll(PRECACHE)).then(() => self.skipWaiting())));
self.addEventListener('activate', (e) =>
  e.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim())),
);

const keep = (request, response) => {
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(CACHE).then((c) => c.put(request, copy));
  }
  return response;
};

// A page asks for files to be kept (the day's puzzle): only the site's own puzzle files, each fetched once.
self.addEventListener('message', (e) => {
  const urls = Array.isArray(e.data && e.data.keep) ? e.data.keep.filter((u) => typeof u === 'string' && u.startsWith('/puzzles/') && !u.includes('..') && !u.includes('//')) : [];
  if (urls.length === 0) return;
  e.waitUntil(caches.open(CACHE).then((c) => Promise.all(urls.map((u) => c.match(u).then((hit) => hit || c.add(u)).catch(() => {})))));
});

self.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== 'GET' || url.origin !== location.origin) return;
  // Built assets never change under their name: the cache first. Pages: the network first, so they stay fresh.
  if (url.pathname.startsWith('/_astro/')) {
    e.respondWith(caches.match(e.request, { ignoreVary: true }).then((hit) => hit || fetch(e.request).then((r) => keep(e.request, r))));
    return;
  }
  e.respondWith(
    fetch(e.request)
      .then((r) => keep(e.request, r))
      .catch(() =>
        caches.match(e.request, { ignoreSearch: true, ignoreVary: true }).then(
          (hit) => hit || (e.request.mode === 'navigate' ? new Response(OFFLINE[url.pathname.split('/')[1]] || OFFLINE[''], { headers: { 'content-type': 'text/html; charset=utf-8' } }) : Response.error()),
        ),
      ),
  );
});
`;

/** @returns {import('astro').AstroIntegration} */
export function offline() {
  return {
    name: 'offline',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const assets = (await walk(join(root, '_astro'))).map((f) => `/${relative(root, f).split(sep).join('/')}`);
        const precache = [...LOCALES.flatMap((l) => PAGES.map((p) => localized(p, l))), ...DATA, ...assets.sort(), '/favicon.svg'];
        const hash = createHash('sha256');
        for (const url of precache) hash.update(url).update(await readFile(join(root, url.endsWith('/') ? `${url}index.html` : url)));
        await writeFile(join(root, 'sw.js'), worker(precache, `russian-bank-${hash.digest('hex').slice(0, 12)}`));
      },
    },
  };
}
