// The French edition: every page in both languages, each saying which language it is in and
// where its twin is; a switch that keeps the visitor where they were; French offered, never
// imposed, to a browser that prefers it; a remembered choice that share links follow.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES, localized } from '../../src/i18n/locales';
import { englishWordsIn } from '../support/english-words';
import { axeScan, axeViolations } from './support';
import { cases } from '../support/depth';

const KEY = 'russian-bank-lang';

/** The address of every page of the built site (the one 404.html, served for any miss, aside). */
function builtPages(dir = 'dist', root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === '_astro' ? [] : builtPages(path, root);
    return e.name === 'index.html' ? [`/${relative(root, dir)}/`.replace(/^\/\/$/, '/')] : [];
  });
}

test('every page has its twin in every language', () => {
  const pages = new Set(builtPages());
  expect([...pages].filter((p) => p.startsWith('/fr/')).length).toBeGreaterThan(10);
  const missing = [...pages].flatMap((p) => LOCALES.map((l) => localized(p, l)).filter((twin) => !pages.has(twin)));
  expect(missing).toEqual([]);
});

test('a page says its language and links its twin in the other', async ({ page }) => {
  for (const [path, lang, en, fr] of [
    ['/', 'en', '/', '/fr/'],
    ['/fr/', 'fr', '/', '/fr/'],
    ['/puzzles/001/', 'en', '/puzzles/001/', '/fr/puzzles/001/'],
    ['/fr/puzzles/rush/', 'fr', '/puzzles/rush/', '/fr/puzzles/rush/'],
    ['/fr/editor/', 'fr', '/editor/', '/fr/editor/'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const alternate = (hreflang: string) => page.locator(`head link[rel=alternate][hreflang=${hreflang}]`).evaluate((l: HTMLLinkElement) => new URL(l.href).pathname);
    expect([await alternate('en'), await alternate('fr'), await alternate('x-default')]).toEqual([en, fr, en]);
  }
});

test('the language switch keeps the page, its query and its hash', async ({ page }) => {
  await page.goto('/puzzles/?kind=stop#list');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/puzzles\/\?kind=stop#list$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Problèmes');
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/puzzles\/\?kind=stop#list$/);
  expect(new URL(page.url()).pathname).toBe('/puzzles/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzles');
});

test('a miss reads in the language of its address', async ({ page }) => {
  const french = await page.goto('/fr/nulle-part/');
  expect(french?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Page introuvable — Crapette');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('link', { name: 'Résoudre le problème du jour' })).toHaveAttribute('href', '/fr/puzzles/daily/');
  await page.goto('/nowhere/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-FR' });
  const offer = (page: Page) => page.getByRole('region', { name: 'Ce site existe en français.' });

  test('is offered the French site, without being taken there, and accepting is remembered', async ({ page }) => {
    await page.goto('/puzzles/?kind=stop');
    await expect(offer(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/puzzles/');
    await offer(page).getByRole('link', { name: 'Lire en français' }).click();
    await expect(page).toHaveURL(/\/fr\/puzzles\/\?kind=stop$/);
    await expect(offer(page)).toBeHidden();
    // Chosen: an English address now opens in French.
    await page.goto('/lessons/');
    await expect(page).toHaveURL(/\/fr\/lessons\/$/);
    await expect(offer(page)).toBeHidden();
  });

  test('who declines keeps the English site, and is not asked again', async ({ page }) => {
    await page.goto('/');
    await offer(page).getByRole('button', { name: 'Non merci' }).click();
    await expect(offer(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Russian Bank');
    await expect(offer(page)).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');
    // Chosen: a French link a friend sends opens in English.
    await page.goto('/fr/puzzles/?kind=stop');
    await expect(page).toHaveURL(/\/puzzles\/\?kind=stop$/);
    expect(new URL(page.url()).pathname).toBe('/puzzles/');
  });

  test('sees the offer over the page, which does not move for it', async ({ page, browser }) => {
    await page.goto('/lessons/');
    await expect(offer(page)).toBeVisible();
    const english = await browser.newContext({ locale: 'en-US' });
    const unoffered = await english.newPage();
    await unoffered.goto('/lessons/');
    for (const selector of ['h1', '.lead', 'footer.site']) expect(await page.locator(selector).boundingBox(), selector).toEqual(await unoffered.locator(selector).boundingBox());
    await english.close();
  });

  test('still reads the site, and may switch, when storage is refused', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('denied', 'SecurityError'); } }));
    await page.goto('/play/');
    await expect(offer(page)).toBeVisible();
    await offer(page).getByRole('link', { name: 'Lire en français' }).click();
    await expect(page).toHaveURL(/\/fr\/play\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jouer une partie');
    expect(errors).toEqual([]);
  });
});

test('a shared link opens in the language its reader chose', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'fr'), KEY);
  await page.goto('/analysis/?p=shared-position#board');
  await expect(page).toHaveURL(/\/fr\/analysis\/\?p=shared-position#board$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Table d’analyse');
});

test('an English reader is offered nothing on a French page, and stays on it', async ({ page }) => {
  await page.goto('/fr/puzzles/');
  await expect(page.locator('[data-offer]:visible')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/fr/puzzles/');
});

// Their English twins are scanned by the specs of each page; `npm test` scans the French puzzle list, the longest French page.
for (const path of cases(['/fr/', '/fr/puzzles/', '/fr/nulle-part/'], ['/fr/puzzles/'])) {
  test(`the French page ${path} has no accessibility violations`, async ({ page }) => {
    expect(await axeViolations(page, path)).toEqual([]);
  });
}

test.describe('the offer of the French site', () => {
  test.use({ locale: 'fr-FR' });
  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/lessons/');
    await expect(page.locator('[data-offer]')).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
  });
});

test('on a 390 px screen the French header is one line, its sections scrolled within it, the current one in view; the page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/fr/puzzles/rush/');
  const header = (await page.locator('header.site').boundingBox())!;
  expect(header.height).toBeLessThanOrEqual(60);
  const current = (await page.locator('header.site a[aria-current="page"]').boundingBox())!;
  expect(current.x).toBeGreaterThanOrEqual(0);
  expect(current.x + current.width).toBeLessThanOrEqual(390);
  await expect(page.locator('header.site .langs a:visible')).toHaveText(['English']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a 390 px screen no section of the header is seen cut in two: the line begins with a whole section after its faded edge', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The current section in the middle of the line, near its end, and last.
  for (const path of ['/fr/puzzles/rush/', '/fr/play/', '/fr/editor/']) {
    await page.goto(path);
    const line = page.locator('header.site .bar > nav').first();
    // The left fade is 1.5rem wide (src/styles/global.css): what lies under it is seen only as a hint that more sections wait.
    const faded = (await line.boundingBox())!.x + 24;
    const cut = await line.locator('a').evaluateAll((links, edge) => links.filter((a) => { const r = a.getBoundingClientRect(); return r.left < edge - 1 && r.right > edge + 1; }).map((a) => a.textContent), faded);
    expect(cut, path).toEqual([]);
    const current = (await page.locator('header.site a[aria-current="page"]').boundingBox())!;
    expect(current.x, path).toBeGreaterThanOrEqual(faded - 1);
    expect(current.x + current.width, path).toBeLessThanOrEqual(390);
  }
});

test('the check for English finds English in French text, and nothing in French', () => {
  expect(englishWordsIn('Déplacez la carte sur votre maison : your move, « Stop ! »').map((w) => w.split(' ')[0])).toEqual(['your', 'move']);
  expect(englishWordsIn('Le roi de la réserve va sur la pile : « Stop ! » crie la Crapette, as de cœur, on a une dame, or le tableau est plein.')).toEqual([]);
});

// The text these pages get from the site catalog; the islands' own text and the puzzles' titles
// come from their domains, checked once those are French.
test('French pages show no English words in their own text', async ({ page }) => {
  const found: string[] = [];
  for (const path of ['/fr/', '/fr/lessons/', '/fr/puzzles/', '/fr/puzzles/daily/', '/fr/puzzles/rush/', '/fr/play/', '/fr/analysis/', '/fr/editor/', '/fr/nulle-part/']) {
    await page.goto(path);
    await page.locator('astro-island, [data-daily="name"]').evaluateAll((els) => els.forEach((el) => el.remove()));
    found.push(...englishWordsIn(await page.locator('body').innerText()).map((w) => `${path}: ${w}`));
  }
  expect(found).toEqual([]);
});
