// Every exercise of every lesson, completed in Chromium as a learner would; progress kept
// across a reload; no accessibility violations; the JavaScript budget of lesson pages; and the
// French lessons: solved as in English, and no English word shown after a wrong answer anywhere.
import { expect, test, type Page } from '@playwright/test';
import { lessonWords } from '../../src/i18n/lessons';
import { LOCALES, localized, type Locale } from '../../src/i18n/locales';
import { type Exercise } from '../../src/lessons/schema';
import { englishWords } from '../lessons/english';
import { PAGE_CEILING, pageWeights } from '../../scripts/page-weight';
import { axeViolations, hydrateAll, pileKey as key } from './support';

import { readExercises } from '../../src/lessons/exercise-files';
const exercises: Exercise[] = readExercises();
const lessons = [...new Set(exercises.map((e) => e.lesson))];

/** An exercise's box, scrolled into view and hydrated (boards hydrate when they become visible). */
async function exercise(page: Page, id: string) {
  const box = page.locator(`[data-exercise="${id}"]`);
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: box })).toHaveCount(0);
  return box;
}

/** A judge exercise's two buttons, in the order the board shows them: call Stop, let it go. */
const call = (box: ReturnType<Page['locator']>, stop: boolean) => box.locator('.calls button').nth(stop ? 0 : 1).click();

async function solve(page: Page, e: Exercise, lang: Locale = 'en') {
  const box = await exercise(page, e.id);
  const click = (k: string) => box.locator(`[data-pile="${k}"]`).click();
  if (e.kind === 'point') await click(key(e.piles[0]!));
  if (e.kind === 'judge') await call(box, e.expect === 'stop');
  if (e.kind === 'play') {
    const move = e.accept[0]!;
    if (move === 'turn') await click('handA');
    else {
      const [from, to] = move.split('-');
      await click(key(from!));
      await click(key(to!));
    }
  }
  await expect(box.locator('.feedback.right')).toBeVisible();
  await expect(box.locator('.badge')).toHaveText(lessonWords(lang).solved);
}

/** A wrong answer: a pile no task asks for, the reserve card onto an empty foundation (never an ace here), or the other call. */
async function fail(page: Page, e: Exercise) {
  const box = await exercise(page, e.id);
  const click = (k: string) => box.locator(`[data-pile="${k}"]`).click();
  if (e.kind === 'point') await click('foundation0');
  if (e.kind === 'judge') await call(box, e.expect !== 'stop');
  if (e.kind === 'play') {
    await click('reserveA');
    await click('foundation7');
  }
  await expect(box.locator('.feedback.wrong')).toBeVisible();
  return box;
}

for (const lesson of lessons) {
  test(`every exercise of the lesson "${lesson}" can be solved, and the progress survives a reload`, async ({ page }) => {
    await page.goto(`/lessons/${lesson}/`);
    for (const e of exercises.filter((x) => x.lesson === lesson)) await solve(page, e);
    await page.reload();
    for (const e of exercises.filter((x) => x.lesson === lesson)) await expect((await exercise(page, e.id)).locator('.badge')).toHaveText('Solved ✓');
    await page.goto('/lessons/');
    await expect(page.locator(`.lessons .complete[data-lesson="${lesson}"]`)).toHaveCount(1);
  });
}

test('a wrong answer explains the rule and allows a retry', async ({ page }) => {
  await page.goto('/lessons/priorities/');
  const box = await exercise(page, 'priorities-reserve');
  await box.locator('[data-pile="handA"]').click();
  await expect(box.locator('.feedback.wrong')).toContainText('Stop! Your reserve card 2♠ fits foundation 1');
  await box.getByRole('button', { name: 'Retry' }).click();
  await box.locator('[data-pile="reserveA"]').click();
  await box.locator('[data-pile="foundation0"]').click();
  await expect(box.locator('.feedback.right')).toBeVisible();
});

test('corrupt saved progress never breaks a page, and is kept aside', async ({ page }) => {
  await page.goto('/lessons/');
  // Once its islands have read the record: one hydrating late would read the corrupt one on this page.
  await hydrateAll(page);
  await page.evaluate(() => localStorage.setItem('russian-bank:progress', '{"version":1,"exercises":{"x":'));
  await page.reload();
  await expect(page.locator('.note')).toContainText('Your saved lesson progress could not be read. A copy of it is kept aside');
  await expect(page.locator('.lessons li')).toHaveCount(lessons.length);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('russian-bank:kept-aside')!)[0].raw)).toBe('{"version":1,"exercises":{"x":');
  await page.goto('/lessons/layout/');
  const box = await exercise(page, 'layout-reserve');
  await box.locator('[data-pile="reserveA"]').click();
  await expect(box.locator('.feedback.right')).toBeVisible();
});

for (const lesson of lessons) {
  test(`in French, every exercise of the lesson "${lesson}" can be solved`, async ({ page }) => {
    await page.goto(localized(`/lessons/${lesson}/`, 'fr'));
    for (const e of exercises.filter((x) => x.lesson === lesson)) await solve(page, e, 'fr');
  });

  test(`in French, the lesson "${lesson}" shows no English word, before or after a wrong answer in each exercise`, async ({ page }) => {
    await page.goto(localized(`/lessons/${lesson}/`, 'fr'));
    expect(englishWords(await page.locator('main').innerText())).toEqual([]);
    for (const e of exercises.filter((x) => x.lesson === lesson)) {
      const box = await fail(page, e);
      expect(englishWords(await box.innerText()), e.id).toEqual([]);
    }
  });
}

for (const path of LOCALES.flatMap((l) => ['/lessons/', ...lessons.map((x) => `/lessons/${x}/`)].map((p) => localized(p, l)))) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    expect(await axeViolations(page, path)).toEqual([]);
  });
}

for (const l of LOCALES) {
  test(`each lesson page in ${l} ships at most the ceiling of JavaScript (gzip)`, () => {
    const lessonPages = pageWeights().filter((w) => w.page.startsWith(localized('/lessons/', l)));
    expect(lessonPages.length).toBe(lessons.length + 1);
    for (const w of lessonPages) expect(w.bytes, w.page).toBeLessThanOrEqual(PAGE_CEILING);
  });
}
