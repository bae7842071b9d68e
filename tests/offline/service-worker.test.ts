// The service worker as the built site's dist/sw.js runs it, against a fake server, cache storage
// and open pages: what a build keeps (the puzzles as one data file per language, drawn offline by
// one shell page), which language is kept when, and a new build waiting for the visitor's "Reload",
// then replacing the old one without a page ever mixing two builds' files.
import { describe, expect, test } from 'vitest';
import { grouped, manifestOf, worker } from '../../scripts/offline.mjs';

const ORIGIN = 'http://localhost';
type Files = Record<string, string>;

/** A build: its files (paths as in dist) with bodies naming the build, so a test sees which build answered. */
function build(name: string): Files {
  const files: Files = {};
  for (const path of ['/index.html', '/fr/index.html', '/lessons/index.html', '/fr/lessons/index.html', '/puzzles/shell/index.html', '/fr/puzzles/shell/index.html', '/puzzles/001/index.html', '/fr/puzzles/001/index.html', '/puzzles/001.svg', '/fr/puzzles/001.svg', '/puzzles/001.json', '/puzzles/001.png', '/icons/icon-192.png', '/404.html', '/favicon.svg']) files[path] = `${path} of ${name}`;
  for (const l of ['en', 'fr']) files[`${l === 'en' ? '' : `/${l}`}/puzzles/kept.json`] = JSON.stringify({ '001': `puzzle 001 in ${l} of ${name}` });
  files[`/_astro/page.${name}.js`] = `script of ${name}`;
  return files;
}

/** The site as the server has it now, and what the network does. */
const server = { files: {} as Files, worker: '', online: true };
const served = (path: string) => server.files[path] ?? server.files[`${path}index.html`];

async function publish(name: string) {
  const files = build(name);
  server.files = files;
  server.worker = await worker(manifestOf(Object.keys(files), `v-${name}`));
  return server.worker;
}

type Stored = { body: string; status: number };
type Req = { url: string; mode?: string; method?: string };
const pathOf = (r: Req | string, ignoreSearch = false) => {
  const u = new URL(typeof r === 'string' ? r : r.url, ORIGIN);
  return u.pathname + (ignoreSearch ? '' : u.search);
};
const respond = (s: Stored) => new Response(s.body, { status: s.status, headers: { 'content-type': 'text/html' } });

async function fakeFetch(r: Req | string): Promise<Response> {
  if (!server.online) throw new TypeError('Failed to fetch');
  const path = pathOf(r, true);
  if (path === '/sw.js') return new Response(server.worker);
  const body = served(path);
  return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
}

/** Cache storage: caches in the order they were made, each a map of address to response. */
const storage = new Map<string, Map<string, Stored>>();
const cacheApi = (entries: Map<string, Stored>) => ({
  async addAll(requests: Req[]) {
    const fetched: [string, Stored][] = [];
    for (const r of requests) {
      const res = await fakeFetch(r);
      if (!res.ok) throw new TypeError(`${r.url}: ${res.status}`);
      fetched.push([pathOf(r), { body: await res.text(), status: res.status }]);
    }
    for (const [k, v] of fetched) entries.set(k, v);
  },
  async put(r: Req | string, res: Response) {
    entries.set(pathOf(r), { body: await res.text(), status: res.status });
  },
  match: async (r: Req | string, o: { ignoreSearch?: boolean } = {}) => {
    const hit = entries.get(pathOf(r, o.ignoreSearch));
    return hit && respond(hit);
  },
});
const caches = {
  open: async (name: string) => cacheApi(storage.get(name) ?? storage.set(name, new Map()).get(name)!),
  keys: async () => [...storage.keys()],
  delete: async (name: string) => storage.delete(name),
  async match(r: Req | string, o: { cacheName?: string; ignoreSearch?: boolean } = {}) {
    for (const [name, entries] of storage) {
      if (o.cacheName !== undefined && name !== o.cacheName) continue;
      const hit = await cacheApi(entries).match(r, o);
      if (hit) return hit;
    }
    return undefined;
  },
};

/** Open pages (window clients), by id. */
const windows = new Map<string, { id: string; url: string; postMessage: (m: unknown) => void }>();
/** What the worker told the open pages. */
const told: unknown[] = [];
const open = (id: string, path: string) => windows.set(id, { id, url: ORIGIN + path, postMessage: (m) => told.push(m) });

/** Runs a worker's text as the browser would, and drives its events. */
function run(text: string) {
  const handlers: Record<string, (e: unknown) => void> = {};
  const worker = { waited: false, skipped: false };
  const self = {
    addEventListener: (type: string, fn: (e: unknown) => void) => (handlers[type] = fn),
    // A worker already in charge (an older version) makes this one wait.
    registration: { get active() { return running ? {} : null; } },
    skipWaiting: async () => void (worker.skipped = true),
    clients: { claim: async () => {}, matchAll: async () => [...windows.values()], get: async (id: string) => windows.get(id) },
  };
  class FakeRequest {
    constructor(readonly url: string) {}
  }
  new Function('self', 'caches', 'fetch', 'location', 'Request', text)(self, caches, fakeFetch, { origin: ORIGIN }, FakeRequest);
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    handlers[type]!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return {
    worker,
    install: () => lifecycle('install'),
    /** The page's message (its "Reload" posts 'skip-waiting'). */
    message: async (data: unknown) => {
      let done: Promise<unknown> = Promise.resolve();
      handlers.message!({ data, waitUntil: (p: Promise<unknown>) => (done = p) });
      await done;
    },
    activate: () => lifecycle('activate'),
    /** A request from a page (`client`), or a page load when navigate; resolves once the worker's work after it is done. */
    async get(path: string, { client = '', navigate = false } = {}) {
      let answer: Promise<Response> | undefined;
      const after: Promise<unknown>[] = [];
      handlers.fetch!({ request: { url: ORIGIN + path, method: 'GET', mode: navigate ? 'navigate' : 'cors' }, clientId: client, respondWith: (p: Promise<Response>) => (answer = p), waitUntil: (p: Promise<unknown>) => after.push(p) });
      if (!answer) throw new Error(`${path} was not answered`);
      const res = await answer;
      await Promise.all(after);
      return { status: res.status, body: await res.text() };
    },
  };
}

/** Whether a version is in charge already (the browser's registration.active). */
let running = false;
const reset = () => {
  storage.clear();
  windows.clear();
  told.length = 0;
  running = false;
  server.online = true;
};
const pathsIn = async (name: string) => [...(storage.get(name)?.keys() ?? [])].sort();

describe('what a build keeps', () => {
  test('every file but sw.js, the puzzles\' own pages and data files and the PNGs: each language its pages, puzzle data and pictures, the rest shared', () => {
    expect(grouped(Object.keys(build('a')).concat('/sw.js'))).toEqual({
      shared: ['/404.html', '/_astro/page.a.js', '/favicon.svg'],
      pages: {
        en: ['/', '/lessons/', '/puzzles/001.svg', '/puzzles/kept.json', '/puzzles/shell/'],
        fr: ['/fr/', '/fr/lessons/', '/fr/puzzles/001.svg', '/fr/puzzles/kept.json', '/fr/puzzles/shell/'],
      },
    });
  });
});

describe('the service worker', () => {
  test('installed from the page where the visitor accepted, keeps the site in its language, telling the page how far; offline, serves it whatever the query, any puzzle through the shell, and says what it lacks', async () => {
    reset();
    open('home', '/');
    const sw = run(await publish('one'));
    await sw.install();
    await sw.activate();
    expect(sw.worker.skipped).toBe(true);
    expect(await caches.keys()).toEqual(['russian-bank-v-one', 'russian-bank-v-one-en']);
    expect(await pathsIn('russian-bank-v-one')).toEqual(['/404.html', '/_astro/page.one.js', '/favicon.svg']);
    expect(await pathsIn('russian-bank-v-one-en')).toEqual(['/', '/lessons/', '/puzzles/001.svg', '/puzzles/kept.json', '/puzzles/shell/']);
    expect(told.at(-1)).toEqual({ offline: 'progress', done: 8, total: 8 });

    server.online = false;
    expect(await sw.get('/lessons/?p=shared-code', { navigate: true })).toEqual({ status: 200, body: '/lessons/index.html of one' });
    // A puzzle's page is the shell; its data, the language's kept data file's entry, as /puzzles/<id>.json has it.
    expect(await sw.get('/puzzles/001/?p=shared-code', { navigate: true })).toEqual({ status: 200, body: '/puzzles/shell/index.html of one' });
    expect(await sw.get('/puzzles/001', { navigate: true })).toEqual({ status: 200, body: '/puzzles/shell/index.html of one' });
    expect(JSON.parse((await sw.get('/puzzles/001.json', { client: 'home' })).body)).toEqual({ en: 'puzzle 001 in en of one' });
    expect((await sw.get('/lessons', { navigate: true })).status).toBe(301);
    // The whole build is kept: a page not in it does not exist, and the not-found page says so.
    expect(await sw.get('/nowhere/', { navigate: true })).toEqual({ status: 404, body: '/404.html of one' });
    // French was not accepted: its pages are not kept; the offline page says so in French, and links to the page in English.
    const french = (await sw.get('/fr/lessons/?p=$\'"<', { navigate: true })).body;
    expect(french).toContain('<h1>Vous êtes hors ligne</h1>');
    expect(french).toContain('<a href="/lessons/?p=$%27%22%3C" lang="en" hreflang="en">English</a>');
  });

  test('online, a puzzle\'s own page comes from the server; a page of another language does not keep that language unasked, and accepting there keeps it', async () => {
    reset();
    open('home', '/');
    const sw = run(await publish('one'));
    await sw.install();
    await sw.activate();
    expect((await sw.get('/puzzles/001/', { navigate: true })).body).toBe('/puzzles/001/index.html of one');
    expect((await sw.get('/fr/', { navigate: true })).body).toBe('/fr/index.html of one');
    expect(await caches.keys()).toEqual(['russian-bank-v-one', 'russian-bank-v-one-en']);
    // Accepted on a French page: French is kept too, and the page is told.
    await sw.message({ keep: 'fr' });
    expect(await pathsIn('russian-bank-v-one-fr')).toEqual(['/fr/', '/fr/lessons/', '/fr/puzzles/001.svg', '/fr/puzzles/kept.json', '/fr/puzzles/shell/']);
    expect(told.at(-1)).toEqual({ offline: 'kept', lang: 'fr' });
  });

  test('a new build fills new caches whole and waits for the visitor\'s "Reload"; then it answers from them only, lets an open old page finish with its own files, and deletes the old caches', async () => {
    reset();
    open('old-page', '/lessons/');
    open('french-page', '/fr/');
    const one = run(await publish('one'));
    await one.install();
    await one.activate();
    running = true;

    const two = run(await publish('two'));
    await two.install();
    // Installed, not yet in charge: both builds are kept whole, side by side; the first still answers.
    expect(two.worker.skipped).toBe(false);
    expect(await caches.keys()).toEqual(['russian-bank-v-one', 'russian-bank-v-one-en', 'russian-bank-v-one-fr', 'russian-bank-v-two', 'russian-bank-v-two-en', 'russian-bank-v-two-fr']);
    expect(await pathsIn('russian-bank-v-two')).toEqual(['/404.html', '/_astro/page.two.js', '/favicon.svg']);
    expect((await one.get('/lessons/', { navigate: true })).body).toBe('/lessons/index.html of one');
    two.message('skip-waiting');
    expect(two.worker.skipped).toBe(true);

    await two.activate();
    windows.delete('french-page');
    server.online = false;
    // A page loaded now, even in the old page's tab, and what it asks for, are of the new build only.
    expect((await two.get('/lessons/', { navigate: true, client: 'old-page' })).body).toBe('/lessons/index.html of two');
    expect((await two.get('/fr/', { navigate: true })).body).toBe('/fr/index.html of two');
    open('new-page', '/puzzles/001/');
    expect(JSON.parse((await two.get('/puzzles/001.json', { client: 'new-page' })).body)).toEqual({ en: 'puzzle 001 in en of two', fr: 'puzzle 001 in fr of two' });
    // The page open before keeps its build's data and lazy scripts.
    expect(JSON.parse((await two.get('/puzzles/kept.json', { client: 'old-page' })).body)).toEqual({ '001': 'puzzle 001 in en of one' });
    expect((await two.get('/_astro/page.one.js', { client: 'old-page' })).body).toBe('script of one');
    expect(await caches.keys()).toContain('russian-bank-v-one');

    windows.delete('old-page');
    await two.get('/', { navigate: true });
    expect(await caches.keys()).toEqual(['russian-bank-v-two', 'russian-bank-v-two-en', 'russian-bank-v-two-fr']);
  });

  test('an install during which a new build is published keeps nothing of either', async () => {
    reset();
    open('home', '/');
    const one = run(await publish('one'));
    await publish('two');
    // The server's pages happen to be the first build's, but its sw.js is the second's.
    server.files = build('one');
    await expect(one.install()).rejects.toThrow('a new build was published');
    expect(await caches.keys()).toEqual([]);
  });
});
