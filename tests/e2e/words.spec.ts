// Words, never notation, wherever a person reads: no move strings, no card codes, no reason
// codes and no rule option ids in the visible text of any page (./layout-shift.spec.ts reads
// most pages as it walks them, ./course.spec.ts the feedback after a wrong answer to every step).
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { startOf } from '../../src/puzzles/puzzle';
import { puzzleSchema } from '../../src/puzzles/schema';
import { encodePosition } from '../../src/share/code';
import { LOCALES, localized } from '../../src/i18n/locales';
import { notationIn, openAnalysis, startGame } from './support';

async function hydrated(page: Page) {
  for (const island of await page.locator('astro-island').all()) {
    await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView());
    await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });
  }
}

const puzzles = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({ id: f.slice(0, 3), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));
// A sample: the first puzzle of each kind under the standard rules and under house rules. (Every
// explanation is read for notation as data in tests/puzzles/answers.test.ts, and the house rules'
// names on the boards of the variants lesson, which ./layout-shift.spec.ts reads.)
const standard = (z: (typeof puzzles)[number]) => JSON.stringify(z.position.rules ?? 'standard') === '"standard"';
const sample = puzzles.filter((z, i) => puzzles.findIndex((x) => x.kind === z.kind && standard(x) === standard(z)) === i);
const watched = puzzles.find((z) => z.kind === 'stop' && z.error !== null)!;

// The pages ./layout-shift.spec.ts's phone walk does not read: a puzzle of each kind and rule set, and a game dealt.
// (The lessons' own texts are data, read for notation in tests/lessons/exercises.test.ts.)
const pages = [...sample.map((z) => `/puzzles/${z.id}/`), '/play/?seed=3&delay=0'];

// One test a language: each walks about 8 pages.
for (const l of LOCALES) {
  test(`no page in ${l} shows notation in its main text`, async ({ page }) => {
    test.setTimeout(120_000);
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
  await openAnalysis(page, `/analysis/?p=${encodePosition(startOf(watched))}`);
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
