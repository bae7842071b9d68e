// The service worker. scripts/offline.mjs writes it to dist/sw.js after the build, behind a line
// `const MANIFEST = { version, defaultLocale, shared, pages, offline, links }` listing what that build keeps.
//
// It is registered only when the visitor accepts to keep the site for offline use
// (src/scripts/offline-use.ts, which also removes it); then the whole site works offline, never
// mixing two builds (docs/offline.md):
// - One build is one version (a hash of every file it keeps). Its files live in two kinds of
//   cache: `russian-bank-<version>` (what every language shares: scripts, styles, the puzzle
//   summary and the rush's data, the not-found page, the icon) and `russian-bank-<version>-<lang>`
//   (one language's pages, its puzzles' data in one file, kept.json, and puzzle pictures: the
//   home page shows the day's). Puzzle pages are not kept one by one: offline, /puzzles/<id>/ is
//   answered with the language's one shell page (/puzzles/shell/), which draws the puzzle from
//   /puzzles/<id>.json, which this worker answers from kept.json. Every puzzle is kept, so the
//   daily puzzle of every coming day opens offline until the next build.
// - install fills the shared cache and the caches of the languages of the open pages (the one
//   the visitor accepted in) and of those an older version kept, telling the open pages how far
//   it is. Accepting later on a page of a language not kept asks for that language (a message). A cache is filled from the network past the HTTP cache, then sw.js is asked for again:
//   if the server no longer names this version, a new build came in between, so the files may be
//   of two builds: the cache is dropped and the install fails (the next build's worker installs
//   instead); any failure drops what was filled.
// - The first version takes over at once; a newer one waits until the visitor presses "Reload" on
//   the page's notice (the page posts 'skip-waiting'), so a page never changes build under them.
// - fetch: a file is answered from this version's caches (a page whatever its query, e.g.
//   /analysis/?p=…), so a page and the scripts, styles and data it asks for are of one build.
//   Hashed /_astro/ files are named by their content, so any version's copy will do. Nothing met
//   at run time is stored: a miss goes to the network; offline, a missed page is the not-found
//   page in a language kept (the whole build is there: the page is not in it), else a short
//   "you are offline" page in the address's language, linking to the same page in those kept.
// - activate: the new version takes over the open pages. The older caches are kept while
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

/** Files fetched so far and in all, for the open pages' progress line. */
let progress = { done: 0, total: 0 };
const tell = async (message) => (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).forEach((c) => c.postMessage(message));

/** Fills a cache from the network, a few files at a time (telling how far), and drops it on a failure or if the server has moved to another build meanwhile. */
async function fill(name, urls) {
  const cache = await caches.open(name);
  // The home page last: a language is kept when its home page is (isKept).
  const ordered = [...urls.filter((u) => !Object.keys(MANIFEST.pages).some((l) => u === homeOf(l))), ...urls.filter((u) => Object.keys(MANIFEST.pages).some((l) => u === homeOf(l)))];
  progress.total += urls.length;
  try {
    for (let i = 0; i < ordered.length; i += 24) {
      const batch = ordered.slice(i, i + 24);
      await cache.addAll(batch.map((u) => new Request(u, { cache: 'no-cache' })));
      progress.done += batch.length;
      tell({ offline: 'progress', done: progress.done, total: progress.total });
    }
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
        // A newer version waits for the visitor's "Reload" (the message below); the first takes over at once.
        () => (self.registration.active ? undefined : self.skipWaiting()),
        // Half a version is never used: what was filled goes with it.
        (error) => caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith(CACHE)).map((k) => caches.delete(k)))).then(() => Promise.reject(error)),
      ),
  ),
);

/** Keeps one more language, asked by a page in it whose visitor accepted (the site being kept in another); tells the pages when done. */
const filling = new Map();
function keepLanguage(lang) {
  if (!filling.has(lang)) {
    progress = { done: 0, total: 0 };
    const kept = isKept(lang).then((already) => already || fill(cacheOf(lang), MANIFEST.pages[lang]));
    filling.set(lang, kept.then(() => tell({ offline: 'kept', lang }), () => tell({ offline: 'failed', lang })).finally(() => filling.delete(lang)));
  }
  return filling.get(lang);
}

self.addEventListener('message', (e) => {
  if (e.data === 'skip-waiting') self.skipWaiting();
  else if (Object.hasOwn(MANIFEST.pages, e.data?.keep ?? '')) e.waitUntil(keepLanguage(e.data.keep));
});

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

/** The caches a request is answered from: an old page's own older caches first, then this version's. */
async function cachesFor(path, clientId) {
  const old = clientId ? await readRetiring() : null;
  return [...(old && old.pages.includes(clientId) ? old.caches : []), CACHE, cacheOf(languageOf(path))];
}

/** Each kept language's puzzles' data (its kept.json, parsed once per run of the worker), or null. */
const keptData = new Map();
const puzzlesOf = (lang) => {
  if (!keptData.has(lang)) keptData.set(lang, caches.match(`${homeOf(lang)}puzzles/kept.json`, { cacheName: cacheOf(lang) }).then((r) => (r ? r.json() : null)));
  return keptData.get(lang);
};

/** /puzzles/<id>.json as the server has it (the puzzle's data by language), from the languages kept; undefined when none keeps it. */
async function puzzleData(id) {
  const all = {};
  for (const lang of Object.keys(MANIFEST.pages)) {
    const data = (await puzzlesOf(lang))?.[id];
    if (data) all[lang] = data;
  }
  return Object.keys(all).length ? new Response(JSON.stringify(all), { headers: { 'content-type': 'application/json' } }) : undefined;
}

const PUZZLE_DATA = /^\/puzzles\/(\d+)\.json$/;
const PUZZLE_PAGE = /^(?:\/[a-z]{2})?\/puzzles\/\d+\/?$/;

async function lookup(request, url, clientId) {
  if (url.pathname.startsWith('/_astro/')) return caches.match(request, { ignoreVary: true });
  for (const cacheName of await cachesFor(url.pathname, clientId)) {
    const hit = await caches.match(request, { cacheName, ignoreSearch: true, ignoreVary: true });
    if (hit) return hit;
  }
  const data = PUZZLE_DATA.exec(url.pathname);
  if (data) return puzzleData(data[1]);
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
    // A puzzle's page: the language's shell draws it from its data.
    const shell = PUZZLE_PAGE.test(url.pathname) && (await caches.match(`${homeOf(lang)}puzzles/shell/`, { cacheName: cacheOf(lang) }));
    if (shell) return shell;
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
  if (navigate) e.waitUntil(tidy());
});
