// Words, never notation, wherever a person reads: no move strings, no card codes, no reason
// codes and no rule option ids in the visible text of any page, nor in the feedback after a
// wrong answer to any exercise.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { REASONS, STANDARD } from '../../src/engine';
import { type Exercise } from '../../src/lessons/schema';
import { startOf } from '../../src/puzzles/puzzle';
import { puzzleSchema } from '../../src/puzzles/schema';
import { encodePosition } from '../../src/share/code';
import { LOCALES, localized } from '../../src/i18n/locales';
import { pileKey as key, startGame } from './support';

const PILE = '(?:R|X|W|oR|oW|o2R|o2W|h[1-9]|f[1-9])';
/** Move strings of the interchange format (`R-f1`, `h3*2-h5`, `X-W`), card codes (`7H`, `TD`), reason codes and option ids. */
const NOTATION = new RegExp(
  [`\\b${PILE}(?:\\*\\d+)?-${PILE}\\b`, '\\b[2-9TJQKA][SHDC]\\b', ...REASONS.map((r) => `\\b${r}\\b`), ...Object.keys(STANDARD).filter((k) => /[A-Z]/.test(k))].join('|'),
);

/** Every piece of notation in a text, with a little context, so a failure says where. */
const notationIn = (text: string) => [...text.matchAll(new RegExp(NOTATION, 'g'))].map((m) => text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40));

async function hydrated(page: Page) {
  for (const island of await page.locator('astro-island').all()) {
    await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView());
    await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });
  }
}

import { readExercises } from '../../src/lessons/exercise-files';
const exercises: Exercise[] = readExercises();
const lessons = [...new Set(exercises.map((e) => e.lesson))];
const puzzles = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({ id: f.slice(0, 3), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));
// A sample: the first puzzle of each kind and rule set.
const sample = puzzles.filter((z, i) => puzzles.findIndex((x) => x.kind === z.kind && JSON.stringify(x.position.rules) === JSON.stringify(z.position.rules)) === i);
const watched = puzzles.find((z) => z.kind === 'stop' && z.error !== null)!;

const pages = [
  '/',
  '/lessons/',
  ...lessons.map((l) => `/lessons/${l}/`),
  '/puzzles/',
  ...sample.map((z) => `/puzzles/${z.id}/`),
  '/puzzles/daily/',
  '/play/?seed=3&delay=0',
  '/analysis/',
  `/analysis/?p=${encodePosition(startOf(watched))}`,
  '/editor/',
  '/rules/',
  '/glossary/',
];

// One test a language: each walks about 40 pages, a few seconds each on a busy machine.
for (const l of LOCALES) {
  test(`no page in ${l} shows notation in its main text`, async ({ page }) => {
    test.setTimeout(300_000);
    const found: string[] = [];
    for (const path of pages.map((p) => localized(p, l))) {
      await page.goto(path);
      await hydrated(page);
      // The play page opens on its table: the game's words come once it is dealt.
      if (path.includes('/play/')) await startGame(page);
      found.push(...notationIn(await page.locator('main').innerText()).map((s) => `${path}: …${s}…`));
    }
    expect(found).toEqual([]);
  });
}

test('the analysis board in words: B to move, its moves and a Stop read by A', async ({ page }) => {
  await page.goto(`/analysis/?p=${encodePosition(startOf(watched))}`);
  await hydrated(page);
  await expect(page.locator('.analysis-turn')).toContainText('B’s turn (you sit as A, at the bottom)');
  await page.locator('.moves button').first().click();
  await expect(page.locator('.analysis .feedback')).toBeVisible();
  expect(notationIn(await page.locator('main').innerText())).toEqual([]);
});

test('opened from the navigation, the analysis board shows an example, not an error', async ({ page }) => {
  await page.goto('/analysis/');
  await hydrated(page);
  await expect(page.locator('.analysis-example')).toContainText('This is an example position');
  await expect(page.locator('.analysis-example a')).toHaveAttribute('href', '/editor/');
  await expect(page.locator('.link-error')).toHaveCount(0);
  await expect(page.locator('.moves button')).toHaveCount(1);
});

/** One wrong answer: a pile not asked for, the other call, or a move the task does not accept. */
async function answerWrongly(box: Locator, e: Exercise) {
  const click = (k: string) => box.locator(`[data-pile="${k}"]`).click();
  if (e.kind === 'point') return click(['foundation7', 'house3', 'reserveB'].find((k) => !e.piles.map(key).includes(k))!);
  if (e.kind === 'judge') return box.getByRole('button', { name: e.expect === 'stop' ? 'Let it go' : 'Stop!' }).click();
  if (e.kind !== 'play') return;
  if (!e.accept.includes('turn')) return click('handA');
  // A house card onto your own reserve is never allowed.
  const house = e.position.houses.findIndex((h) => h && h.length > 0);
  await click(`house${house}`);
  await click('reserveA');
}

for (const lesson of lessons.filter((l) => exercises.some((x) => x.lesson === l && (x.kind === 'point' || x.kind === 'judge' || x.kind === 'play')))) {
  test(`after a wrong answer in every exercise of "${lesson}", the feedback is in words`, async ({ page }) => {
    await page.goto(`/lessons/${lesson}/`);
    // The one-move steps; the others' wrong answers are read in ./course.spec.ts.
    for (const e of exercises.filter((x) => x.lesson === lesson && (x.kind === 'point' || x.kind === 'judge' || x.kind === 'play'))) {
      const box = page.locator(`[data-exercise="${e.id}"]`);
      await box.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island[ssr]').filter({ has: box })).toHaveCount(0);
      await answerWrongly(box, e);
      const feedback = box.locator('.feedback');
      await expect(feedback, e.id).toBeVisible();
      expect(notationIn(await feedback.innerText()), e.id).toEqual([]);
    }
  });
}
