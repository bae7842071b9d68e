// The site kept for offline use by the visitor's consent (src/scripts/offline-use.ts, the service
// worker scripts/service-worker.js), on a phone: before accepting nothing is registered or kept;
// the offer says what keeping costs; accepting keeps exactly the worker's list, at most 1.5 MB
// gzip a language; offline, every kind of page in that language works with its islands, every
// puzzle through the one shell page, a page of the other language says it is offline; removing
// frees it all. In French, from a page's footer line. The build-time count is
// tests/offline/kept-size.test.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dailyPuzzle, utcDate } from '../../src/puzzles/daily';
import { candidateOf } from '../../src/puzzles/puzzle';
import { encodePosition } from '../../src/share/code';
import { localized, type Locale } from '../../src/i18n/locales';
import { siteWords } from '../../src/i18n/site';
import { offlineUseWords } from '../../src/i18n/offline-use';
import { textedPuzzles } from '../puzzles/collection';
import { positionOf } from '../support/positions';
import { hydrateAll, sampleGameCode, startGame } from './support';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const pool = textedPuzzles('en').map(candidateOf);
const lastPuzzle = pool.map((c) => c.id).sort().at(-1)!;
const shared = encodePosition(positionOf({ toMove: 'B', B: { reserve: ['5H'], hand: 9, waste: ['2D'] } }));
const BUDGET = 1_500_000;
/** The worker as the build wrote it. */
const SW = 'dist/sw.js';

/** The offline page's heading, by language. */
const offlineHeading = (l: Locale) => siteWords(l).offline.heading;

/** Nothing registered, nothing kept. */
const nothingKept = (page: Page) => page.evaluate(async () => ({ registered: !!(await navigator.serviceWorker.getRegistration()), caches: await caches.keys() }));

/**
 * What the caches hold against the worker's list for a language (the list is in sw.js, as the build wrote it):
 * addresses missing or extra, and the kept bodies' gzip size, compressed in the page as a server would.
 */
const keptAgainstList = (page: Page, l: Locale) =>
  page.evaluate(async (l) => {
    const text = await (await fetch('/sw.js')).text();
    const manifest = JSON.parse(/const MANIFEST = (.*);\n/.exec(text)![1]!) as { shared: string[]; pages: Record<string, string[]> };
    const listed = [...manifest.shared, ...manifest.pages[l]!];
    const kept: string[] = [];
    let gzip = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        kept.push(new URL(request.url).pathname);
        const body = (await cache.match(request))!.body!.pipeThrough(new CompressionStream('gzip'));
        gzip += (await new Response(body).arrayBuffer()).byteLength;
      }
    }
    return { missing: listed.filter((u) => !kept.includes(u)), extra: kept.filter((u) => !listed.includes(u)), gzip };
  }, l);

/** Each kind of page, and what shows it really opened with its island working. */
const kinds: [string, (page: Page) => Promise<void>][] = [
  ['/', async (page) => {
    const picture = page.locator('[data-daily="preview"] img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }],
  ['/lessons/', async (page) => expect(page.locator('.lessons li')).toHaveCount(12)],
  ['/rules/', async (page) => expect(page.locator('main h2').first()).toBeVisible()],
  ['/glossary/', async (page) => expect(page.locator('table.glossary dfn').first()).toBeVisible()],
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
  ['/puzzles/stop-or-not/', async (page) => expect(page.locator('.deck-start')).toBeVisible()],
  ['/puzzles/mistakes/', async (page) => expect(page.locator('.mistakes')).toBeVisible()],
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
    await expect(page.locator('html'), address).toHaveAttribute('lang', l);
    await expect(page.locator('h1').first(), address).not.toHaveText(offlineHeading(l));
    await hydrateAll(page);
    await works(page);
  }
}

/** Accepts the offer in `region` and waits until the site is kept, as the offer says in words. */
async function accept(page: Page, region: string, l: Locale) {
  const w = offlineUseWords(l);
  const offer = page.locator(region).getByRole('button', { name: w.offer({ size: '' }).replace(/\s*\(.*$/, '') });
  await expect(offer).toHaveText(/\d[.,]\d\s(MB|Mo)\)$/);
  await offer.click();
  await expect(page.locator(region)).toContainText(w.kept, { timeout: 30_000 });
}

test('nothing is kept until the visitor accepts on the home page; then, offline, every page in English works, puzzles through the shell, within 1.5 MB gzip; removing frees it', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  expect(await nothingKept(page)).toEqual({ registered: false, caches: [] });
  await accept(page, '[data-offline-home]', 'en');
  const kept = await keptAgainstList(page, 'en');
  expect(kept.missing).toEqual([]);
  expect(kept.extra).toEqual([]);
  expect(kept.gzip).toBeLessThanOrEqual(BUDGET);
  console.log(`[offline] en: ${kept.gzip} bytes gzip kept`);

  await context.setOffline(true);
  await everyKind(page, 'en');
  await page.goto('/fr/lessons/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlineHeading('fr'));
  // Removing works offline too, and frees everything.
  await page.goto('/rules/');
  await page.locator('footer [data-offline]').getByRole('button', { name: offlineUseWords('en').remove }).click();
  await expect(page.locator('footer [data-offline]')).toContainText(offlineUseWords('en').removed);
  expect(await nothingKept(page)).toEqual({ registered: false, caches: [] });
  await context.setOffline(false);
});

test('accepted in French from a page\'s footer line, the site is kept in French: offline, its puzzles and lessons work', async ({ page, context }) => {
  await page.goto('/fr/rules/');
  await accept(page, 'footer [data-offline]', 'fr');
  expect((await keptAgainstList(page, 'fr')).gzip).toBeLessThanOrEqual(BUDGET);
  await context.setOffline(true);
  for (const path of ['/fr/puzzles/001/', `/fr/puzzles/${lastPuzzle}/`]) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText(/^Problème \d+\u00a0: /);
    await expect(page.locator(`[data-puzzle="${path.split('/')[3]}"] [data-pile]`).first()).toBeVisible();
  }
  await page.goto('/fr/lessons/layout/');
  await hydrateAll(page);
  await expect(page.locator('.board [data-pile]').first()).toBeVisible();
  await context.setOffline(false);
});

// Publishing a new build is writing a new sw.js where the old one was (the browser checks it for updates
// itself, past any route a test sets): the file is rewritten for this test and put back after it. The tests
// of this file run one after the other, as a worker keeping the site reads sw.js to check its own version.
test.describe.configure({ mode: 'serial' });

test('once kept, a new version of the site is announced, and Reload brings it in', async ({ page }) => {
  await page.goto('/rules/');
  await accept(page, 'footer [data-offline]', 'en');
  const built = readFileSync(SW, 'utf8');
  const version = /"version":"([^"]+)"/.exec(built)![1]!;
  // Another version of the same shape (its caches are named after it, and one name must not begin another).
  const next = [...version].reverse().join('');
  expect(next).not.toBe(version);
  writeFileSync(SW, built.replaceAll(version, next));
  try {
    await page.reload();
    const notice = page.locator('.update-ready');
    await expect(notice).toHaveText('A new version of the site is ready. Reload', { timeout: 30_000 });
    // Until then the page is the version it opened with, and both are kept.
    expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining([`russian-bank-${version}-en`, `russian-bank-${next}-en`]));
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.locator('.update-ready')).toHaveCount(0);
    await expect(page.locator('footer [data-offline]')).toContainText(offlineUseWords('en').kept);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
  } finally {
    writeFileSync(SW, built);
  }
});
