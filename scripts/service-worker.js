// The service worker. scripts/offline.mjs writes it to dist/sw.js after the build, behind a line
// `const MANIFEST = { version, defaultLocale, shared, pages, offline, links }` listing what that build keeps.
//
// The whole site works offline once a page of it has been opened with a network, without ever
// mixing two builds:
// - One build is one version (a hash of every file it keeps). Its files live in two kinds of
//   cache: `russian-bank-<version>` (what every language shares: scripts, styles, the puzzles' and
//   rush's data, the not-found page, the icon) and `russian-bank-<version>-<lang>` (one language's
//   pages and puzzle pictures: the home page shows the day's). Every puzzle is kept, so the daily
//   puzzle of every coming day, not only the next few, opens offline until the next build.
// - install fills the shared cache and the caches of the languages of the open pages and of those
//   an older version kept. A cache is filled whole from the network (addAll keeps all or nothing,
//   past the HTTP cache), then sw.js is asked for again: if the server no longer names this
//   version, a new build came in between, so the files may be of two builds: the cache is dropped
//   and the install fails (the next build's worker installs instead).
// - A page of a language not kept yet, opened with a network, fills that language's cache the
//   same way. Only the visited languages are kept, by size: one language is ~540 files, 13 MB
//   (3 MB gzip), the shared files ~390 files, 3 MB (0.9 MB gzip), so keeping both would make a
//   one-language visitor's first visit download ~7 MB instead of ~4; the build prints the figures.
// - fetch: a file is answered from this version's caches (a page whatever its query, e.g.
//   /analysis/?p=…), so a page and the scripts, styles and data it asks for are of one build.
//   Hashed /_astro/ files are named by their content, so any version's copy will do. Nothing met
//   at run time is stored: a miss goes to the network; offline, a missed page is the not-found
//   page in a language kept (the whole build is there: the page is not in it), else a short
//   "you are offline" page in the address's language, linking to the same page in those kept.
// - activate: the new version takes over the open pages at once. The older caches are kept while
//   a page open at that moment is open (it may still load a lazy chunk or a data file, answered
//   from the older caches first); a page load after the last one closed deletes them.

const PREFIX = 'russian-bank-';
const CACHE = PREFIX + MANIFEST.version;
/** Where the older caches and the pages still using them are written down (the worker may be stopped and restarted). */
const RETIRING = 'russian-bank:retiring';
const cacheOf = (lang) => `${CACHE}-${lang}`;
const homeOf = (lang) => (lang === MANIFEST.defaultLocale ? '/' : `/${lang}/`);

/** The language of a path: its first folder when that is a language, else the default. */
function languageOf(path) {
  const first = path.split('/')[1];
  return first !== MANIFEST.defaultLocale && Object.hasOwn(MANIFEST.pages, first) ? first : MANIFEST.defaultLocale;
}

/** A language is kept when its cache holds its home page: a cache is filled all at once or not at all. */
const isKept = (lang) => caches.match(homeOf(lang), { cacheName: cacheOf(lang) }).then(Boolean);

/** Fills a cache whole from the network, and drops it if the server has moved to another build meanwhile. */
async function fill(name, urls) {
  const cache = await caches.open(name);
  try {
    await cache.addAll(urls.map((u) => new Request(u, { cache: 'no-cache' })));
    const served = await fetch('/sw.js', { cache: 'no-store' }).then((r) => r.text());
    if (!served.includes(MANIFEST.version)) throw new Error('a new build was published while this one was being kept');
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
}

/** Languages to keep at install: those an older version kept, and those of the open pages. */
async function languagesToKeep() {
  const older = (await caches.keys()).map((k) => /^russian-bank-\w+-(\w+)$/.exec(k)?.[1]).filter((l) => l && Object.hasOwn(MANIFEST.pages, l));
  const open = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((c) => languageOf(new URL(c.url).pathname));
  const all = new Set([...older, ...open]);
  return all.size ? [...all] : [MANIFEST.defaultLocale];
}

self.addEventListener('install', (e) =>
  e.waitUntil(
    languagesToKeep()
      .then((langs) => Promise.all([fill(CACHE, MANIFEST.shared), ...langs.map((l) => fill(cacheOf(l), MANIFEST.pages[l]))]))
      .then(
        () => self.skipWaiting(),
        // Half a version is never used: what was filled goes with it.
        (error) => caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith(CACHE)).map((k) => caches.delete(k)))).then(() => Promise.reject(error)),
      ),
  ),
);

/** The older caches and the pages open when this version took over, or null; read once per run of the worker. */
let retiring;
const readRetiring = () => (retiring ??= caches.match('/retiring', { cacheName: RETIRING }).then((r) => (r ? r.json() : null)));

self.addEventListener('activate', (e) =>
  e.waitUntil(
    (async () => {
      const older = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && !k.startsWith(CACHE));
      if (older.length) {
        const pages = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((c) => c.id);
        // Newest first: keys come in the order the caches were made.
        const record = { caches: older.reverse(), pages };
        retiring = Promise.resolve(record);
        await (await caches.open(RETIRING)).put('/retiring', new Response(JSON.stringify(record)));
      }
      await self.clients.claim();
    })(),
  ),
);

/** Deletes the older caches once no page open when this version took over is open. */
async function tidy() {
  const old = await readRetiring();
  if (!old) return;
  const open = await Promise.all(old.pages.map((id) => self.clients.get(id)));
  if (open.some(Boolean)) return;
  retiring = Promise.resolve(null);
  await Promise.all([...old.caches, RETIRING].map((k) => caches.delete(k)));
}

/** Fills a language's cache when a page in it is opened and it is not kept yet (once at a time). */
const filling = new Map();
async function keepLanguage(lang) {
  if (filling.has(lang) || (await isKept(lang))) return;
  filling.set(lang, fill(cacheOf(lang), MANIFEST.pages[lang]).catch(() => {}));
  await filling.get(lang);
  filling.delete(lang);
}

/** The caches a request is answered from: an old page's own older caches first, then this version's. */
async function cachesFor(path, clientId) {
  const old = clientId ? await readRetiring() : null;
  return [...(old && old.pages.includes(clientId) ? old.caches : []), CACHE, cacheOf(languageOf(path))];
}

async function lookup(request, url, clientId) {
  if (url.pathname.startsWith('/_astro/')) return caches.match(request, { ignoreVary: true });
  for (const cacheName of await cachesFor(url.pathname, clientId)) {
    const hit = await caches.match(request, { cacheName, ignoreSearch: true, ignoreVary: true });
    if (hit) return hit;
  }
  // A page's address without its final slash goes where the server would send it.
  if (request.mode === 'navigate' && !url.pathname.endsWith('/') && !url.pathname.includes('.')) {
    const slashed = `${url.pathname}/`;
    if (await caches.match(slashed, { cacheName: cacheOf(languageOf(slashed)) })) return Response.redirect(new URL(slashed + url.search, url).href, 301);
  }
  return undefined;
}

async function answer(request, url, clientId) {
  const hit = await lookup(request, url, clientId);
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (error) {
    if (request.mode !== 'navigate') throw error;
    const lang = languageOf(url.pathname);
    const missing = (await isKept(lang)) && (await caches.match('/404.html', { cacheName: CACHE }));
    if (missing) return new Response(missing.body, { status: 404, headers: missing.headers });
    return new Response(await offlinePage(lang, url), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}

/** The "you are offline" page in a language, linking to the same page in the languages kept. */
async function offlinePage(lang, url) {
  const bare = lang === MANIFEST.defaultLocale ? url.pathname : url.pathname.slice(lang.length + 1) || '/';
  const links = [];
  for (const l of Object.keys(MANIFEST.pages)) {
    // The address is the URL parser's: quotes and angle brackets in it are escaped.
    const there = (l === MANIFEST.defaultLocale ? bare : `/${l}${bare}`) + url.search;
    if (l !== lang && (await isKept(l))) links.push(MANIFEST.links[l].replace('{path}', () => there));
  }
  const t = MANIFEST.offline[lang];
  return t.page.replace('{kept}', () => (links.length ? t.keptIn.replace('{links}', () => links.join(', ')) : ''));
}

self.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== 'GET' || url.origin !== location.origin) return;
  const navigate = e.request.mode === 'navigate';
  // A page loaded now is of this version, even in a tab that showed an old page (Chrome then gives
  // the navigation that old page's id).
  e.respondWith(answer(e.request, url, navigate ? '' : e.clientId));
  if (navigate) e.waitUntil(Promise.all([tidy(), keepLanguage(languageOf(url.pathname))]));
});
