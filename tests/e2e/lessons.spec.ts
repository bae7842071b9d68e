// The lesson pages beyond the steps themselves (./course.spec.ts goes through every step): a
// wrong answer explained and the board still live, corrupt progress kept aside, continue and
// reset, no accessibility violations, and the JavaScript budget of lesson pages.
import { expect, test, type Page } from '@playwright/test';
import { lessonWords } from '../../src/i18n/lessons';
import { LOCALES, localized } from '../../src/i18n/locales';
import { type Exercise } from '../../src/lessons/schema';
import { ceilingOf, pageWeights } from '../../scripts/page-weight';
import { axeViolations, hydrateAll } from './support';
import { cases } from '../support/depth';

import { readExercises } from '../../src/lessons/exercise-files';
const exercises: Exercise[] = readExercises();
const lessons = [...new Set(exercises.map((e) => e.lesson))];

/**
 * An exercise's box, scrolled into view and hydrated (boards hydrate when they become visible), its live board fetched as a
 * pointer over it fetches it: what these tests press is judged by the live board. A first press on the drawing itself is
 * ./course.spec.ts's, on every step.
 */
async function exercise(page: Page, id: string) {
  const box = page.locator(`[data-exercise="${id}"]`);
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: box })).toHaveCount(0);
  await box.hover();
  await expect(box.locator('xpath=ancestor::astro-slot')).toHaveCount(0);
  return box;
}

test('a wrong answer explains the rule, and the board takes the next try at once', async ({ page }) => {
  await page.goto('/lessons/priorities/');
  const box = await exercise(page, 'priorities-reserve');
  await box.locator('[data-pile="handA"]').click();
  await expect(box.locator('.feedback.wrong')).toContainText('Stop! Your reserve card 2♠ fits foundation 1');
  // No Retry needed: the stopped move is taken back and the next one is judged.
  await box.locator('[data-pile="reserveA"]').click();
  await box.locator('[data-pile="foundation0"]').click();
  await expect(box.locator('.feedback.right')).toBeVisible();
});

test('once called, a judged move is shown: a Stop takes it back and makes the correction, a move let go is played', async ({ page }) => {
  await page.goto('/lessons/stop/');
  const stopped = await exercise(page, 'stop-foundation');
  await stopped.locator('.calls .stop-call').click();
  await expect(stopped.locator('.feedback.right')).toBeVisible();
  // The 5♦ is back in house 4 and the turned 2♠ has gone up on the A♠, as the rules' correction plays it.
  await expect(stopped.locator('[data-pile="house3"]')).toHaveAttribute('aria-label', /five of diamonds/);
  await expect(stopped.locator('[data-pile="foundation0"]')).toHaveAttribute('aria-label', /two of spades/);
  await expect(stopped.locator('[data-pile="foundation0"]')).toHaveClass(/\bfix\b/);
  const legal = await exercise(page, 'stop-legal');
  await legal.locator('.calls button').nth(1).click();
  await expect(legal.locator('.feedback.right')).toBeVisible();
  await expect(legal.locator('[data-pile="reserveA"]')).toHaveAttribute('aria-label', /seven of hearts/);
});

test('the lessons index says where to continue, and resets one lesson after asking, the others kept', async ({ page }) => {
  const w = lessonWords('en');
  await page.goto('/lessons/');
  await expect(page.locator('.continue a')).toHaveText(w.startCourse);
  for (const [lesson, id] of [['layout', 'layout-reserve'], ['available', 'available-reserve']]) {
    await page.goto(`/lessons/${lesson}/`);
    const box = await exercise(page, id!);
    await box.locator('[data-pile="reserveA"]').click();
    await expect(box.locator('.feedback.right')).toBeVisible();
  }
  await page.goto('/lessons/');
  const layout = page.locator('.lessons li[data-lesson="layout"]');
  const next = exercises.filter((e) => e.lesson === 'layout')[1]!.id;
  await expect(page.locator('.continue a')).toHaveAttribute('href', `/lessons/layout/#${next}`);
  await expect(layout.locator('.progress')).toHaveText(w.count({ done: 1, total: 9 }));
  await layout.getByRole('button', { name: w.reset }).click();
  await layout.getByRole('button', { name: w.resetNo }).click();
  await expect(layout.locator('.progress')).toHaveText(w.count({ done: 1, total: 9 }));
  await layout.getByRole('button', { name: w.reset }).click();
  await expect(layout).toContainText(w.resetAsk({ lesson: 'The layout of the cards', n: 9 }));
  await layout.getByRole('button', { name: w.resetYes }).click();
  await expect(layout.locator('.progress')).toHaveText(w.count({ done: 0, total: 9 }));
  await expect(page.locator('.lessons li[data-lesson="available"] .progress')).toHaveText(w.count({ done: 1, total: 9 }));
  await page.reload();
  await expect(layout.locator('.progress')).toHaveText(w.count({ done: 0, total: 9 }));
  await expect(page.locator('.continue a')).toHaveAttribute('href', '/lessons/layout/#layout-reserve');
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

// The index and the lesson pages that hold the kinds of board between them in English (the picture and
// pointing; moves, calls, questions and watched turns; the guided game); the variants lesson, with every
// switch on, is ./lesson-boards.spec.ts's; in French the index. The other pages are the same islands,
// and a scan takes seconds: `npm test` scans the lesson with the most kinds of board.
const scanned = [...['/lessons/', ...['layout', 'stop', 'first-game'].map((x) => `/lessons/${x}/`)], localized('/lessons/', 'fr')];
for (const path of cases(scanned, ['/lessons/', '/lessons/stop/', localized('/lessons/', 'fr')])) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    expect(await axeViolations(page, path)).toEqual([]);
  });
}

for (const l of LOCALES) {
  test(`each lesson page in ${l} ships at most the ceiling of JavaScript (gzip)`, () => {
    const lessonPages = pageWeights().filter((w) => w.page.startsWith(localized('/lessons/', l)));
    expect(lessonPages.length).toBe(lessons.length + 1);
    for (const w of lessonPages) expect(w.bytes, w.page).toBeLessThanOrEqual(ceilingOf(w.page));
  });
}
