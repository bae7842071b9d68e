// The whole site without a network after one visit (the service worker, scripts/service-worker.js):
// having opened only the home page, every kind of page in its language opens offline with its
// islands working, every file of the build is answered from the cache, the daily puzzle of the
// coming days is there, a page of a language never opened says it is offline in that language,
// and opening a page of the other language online keeps that language too.
// The time the first visit takes to keep the site is reported (not asserted).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, dailyPuzzle, utcDate } from '../../src/puzzles/daily';
import { candidateOf } from '../../src/puzzles/puzzle';
import { encodePosition } from '../../src/share/code';
import { LOCALES, localized, type Locale } from '../../src/i18n/locales';
import { siteWords } from '../../src/i18n/site';
import { textedPuzzles } from '../puzzles/collection';
import { positionOf } from '../support/positions';
import { hydrateAll, sampleGameCode, startGame } from './support';

test.use({ serviceWorkers: 'allow' });

const DIST = 'dist';
const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
/** Every file of the built site as its address ('/puzzles/001/'), sw.js aside. */
const addresses = walk(DIST)
  .map((f) => `/${relative(DIST, f).split(sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1'))
  .filter((a) => a !== '/sw.js');
const inLanguage = (a: string, l: Locale) => a.startsWith('/_astro/') || a.endsWith('.json') || a === '/404.html' || a === '/favicon.svg' || localized(a, l) === a;

const pool = textedPuzzles('en').map(candidateOf);
const ids = pool.map((c) => c.id).sort();
const lastPuzzle = ids.at(-1)!;
const shared = encodePosition(positionOf({ toMove: 'B', B: { reserve: ['5H'], hand: 9, waste: ['2D'] } }));

/** Opens a page of the site and waits until its worker is in charge, having kept the site: the time it took. */
async function firstVisit(page: Page, path: string): Promise<number> {
  const start = Date.now();
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  return Date.now() - start;
}

/** The offline page's heading, by language. */
const offlineHeading = (l: Locale) => siteWords(l).offline.heading;

/** Each kind of page, and what shows it really opened with its island working. */
const kinds: [string, (page: Page) => Promise<void>][] = [
  ['/', async (page) => {
    const picture = page.locator('[data-daily="preview"] img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }],
  ['/lessons/', async (page) => expect(page.locator('.lessons li')).toHaveCount(12)],
  ['/lessons/layout/', async (page) => expect(page.locator('.board [data-pile]').first()).toBeVisible()],
  ['/lessons/variants/', async (page) => expect(page.locator('.board [data-pile]').first()).toBeVisible()],
  // A newcomer's list: the puzzles under the standard rules.
  ['/puzzles/', async (page) => expect(page.locator('.puzzles li')).toHaveCount(pool.filter((c) => c.standard).length)],
  ['/puzzles/001/', async (page) => expect(page.locator('[data-puzzle="001"] [data-pile]').first()).toBeVisible()],
  [`/puzzles/${lastPuzzle}/`, async (page) => expect(page.locator(`[data-puzzle="${lastPuzzle}"] [data-pile]`).first()).toBeVisible()],
  ['/puzzles/daily/', async (page) => expect(page.locator(`[data-puzzle="${dailyPuzzle(pool, utcDate(new Date()))}"] [data-pile]`).first()).toBeVisible()],
  // The rush's moves are files of their own: the start button waits for them.
  ['/puzzles/rush/', async (page) => expect(page.locator('section.rush .rush-go')).toBeEnabled()],
  // The game is fetched when it is started: offline, from what the service worker kept.
  ['/play/', async (page) => {
    await startGame(page);
    await expect(page.locator('.board [data-pile]').first()).toBeVisible();
  }],
  [`/analysis/?p=${shared}`, async (page) => expect(page.locator('[data-pile="reserveB"] .card:not(.back) .corner')).toHaveText('5♥')],
  ['/editor/', async (page) => expect(page.locator('[data-pile="house2"]')).toBeVisible()],
  ['/progress/', async (page) => expect(page.locator('[data-kept="game"]')).toHaveText(/:/)],
  // The moves are judged at the first action: offline, from what the service worker kept.
  [`/replay/?g=${sampleGameCode()}`, async (page) => {
    await page.locator('.replay-moves button').click();
    await expect(page.locator('.replay-moves li')).toHaveCount(40);
  }],
];

/** Opens each kind of page in a language, offline, and checks it is the real page, working. */
async function everyKind(page: Page, l: Locale) {
  for (const [path, works] of kinds) {
    const address = localized(path, l);
    await page.goto(address);
    await expect(page.locator('h1').first(), address).not.toHaveText(offlineHeading(l));
    await expect(page.locator('html'), address).toHaveAttribute('lang', l);
    await hydrateAll(page);
    await works(page);
  }
  // A page the build does not have: its not-found page, in the address's language.
  await page.goto(localized('/nowhere/', l));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteWords(l).notFound.heading);
}

/** A page of language `l`, never opened: it says, in `l`, that it is not kept yet, and links to the page in the language kept. */
async function neverOpened(page: Page, l: Locale) {
  const kept = LOCALES.find((o) => o !== l)!;
  await page.goto(localized('/editor/', l));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlineHeading(l));
  await expect(page.getByRole('link', { name: siteWords(kept).self })).toHaveAttribute('href', localized('/editor/', kept));
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
}

/** Fetches every address through the worker, from the page: those not answered with the file. */
async function missing(page: Page, list: readonly string[], l: Locale): Promise<string[]> {
  return page.evaluate(
    async ({ list, heading }) => {
      const bad: string[] = [];
      await Promise.all(
        list.map(async (a) => {
          try {
            const r = await fetch(a);
            const text = await r.text();
            if (!r.ok || text.includes(heading)) bad.push(`${a} ${r.status}`);
          } catch {
            bad.push(`${a} failed`);
          }
        }),
      );
      return bad;
    },
    { list, heading: offlineHeading(l) },
  );
}

test('having opened only the home page (en), every page in English works offline and French says it is offline; a French page opened online then keeps French too, and every file of the build is there offline', async ({ page, context }) => {
  test.setTimeout(240_000);
  const ms = await firstVisit(page, '/');
  test.info().annotations.push({ type: 'install', description: `en: ${ms} ms from the home page's request to the site kept` });
  console.log(`[offline] en: the first visit kept the site in ${ms} ms`);
  await context.setOffline(true);
  await everyKind(page, 'en');
  const own = addresses.filter((a) => inLanguage(a, 'en'));
  expect(own.length).toBeGreaterThan(900);
  expect(await missing(page, own, 'en')).toEqual([]);
  await neverOpened(page, 'fr');
  await context.setOffline(false);
  await page.goto('/fr/');
  // The language is kept all at once: its last puzzle page there means all of it is.
  await expect.poll(() => page.evaluate(async (url) => !!(await caches.match(url)), `/fr/puzzles/${lastPuzzle}/`), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  expect(addresses.length).toBeGreaterThan(1400);
  expect(await missing(page, addresses, 'fr')).toEqual([]);
  await page.goto(`/fr/puzzles/${lastPuzzle}/`);
  await hydrateAll(page);
  await expect(page.locator(`[data-puzzle="${lastPuzzle}"] [data-pile]`).first()).toBeVisible();
  await context.setOffline(false);
});

// French first: the worker keeps the language a visit begins in, whichever it is.
test('having opened only the home page (fr), every page in French works offline, and English says it is offline', async ({ page, context }) => {
  test.setTimeout(240_000);
  const ms = await firstVisit(page, '/fr/');
  console.log(`[offline] fr: the first visit kept the site in ${ms} ms`);
  await context.setOffline(true);
  await everyKind(page, 'fr');
  await neverOpened(page, 'en');
  await context.setOffline(false);
});

test('offline, the daily puzzle and the home page show each coming day its own puzzle', async ({ page, context }) => {
  test.setTimeout(240_000);
  await firstVisit(page, '/');
  await context.setOffline(true);
  const today = utcDate(new Date());
  // Tomorrow, a week and a month away: every file is kept (the first test), so every day's puzzle is.
  for (const ahead of [1, 7, 30]) {
    const day = addDays(today, ahead);
    const id = dailyPuzzle(pool, day);
    await page.clock.setFixedTime(new Date(`${day}T10:00:00Z`));
    await page.goto('/puzzles/daily/');
    await expect(page.locator(`[data-puzzle="${id}"] [data-pile]`).first(), day).toBeVisible();
    await page.goto('/');
    const picture = page.locator(`[data-daily="preview"][data-puzzle="${id}"] img`);
    await expect(picture, day).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: day }).toBeGreaterThan(0);
  }
  await context.setOffline(false);
});
