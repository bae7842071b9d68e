// What a page shows before any script runs, drawn at build time so it is the page's first paint
// (Lighthouse's largest paint) on a slow phone: the analysis board's example, the puzzle list's
// rows. And a link to the analysis board never shows that example while its position is read.
import { expect, test } from '@playwright/test';
import { en as siteEn } from '../../src/i18n/site/en';
import { fr as siteFr } from '../../src/i18n/site/fr';
import { en as listEn } from '../../src/i18n/puzzle-list/en';
import { fr as listFr } from '../../src/i18n/puzzle-list/fr';
import { en as puzzlesEn } from '../../src/i18n/puzzles/en';
import { fr as puzzlesFr } from '../../src/i18n/puzzles/fr';
import { difficultyOf } from '../../src/puzzles/difficulty';
import { textedPuzzles } from '../puzzles/collection';

const EXAMPLE = { en: siteEn.analysis.example, fr: siteFr.analysis.example };
const LIST = { en: listEn, fr: listFr };
const KINDS = { en: puzzlesEn.kinds, fr: puzzlesFr.kinds };

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [lang, folder] of [['en', ''], ['fr', '/fr']] as const) {
    test(`${folder}/analysis/ shows its example position, its board and its verdicts (${lang})`, async ({ page }) => {
      await page.goto(`${folder}/analysis/`);
      await expect(page.locator('.analysis-example')).toContainText(EXAMPLE[lang]);
      await expect(page.locator('.analysis-example')).toBeVisible();
      // The turned 3♥ of puzzle 017, face up on the board, and the moves the position allows.
      await expect(page.locator('.analysis [data-pile]').first()).toBeVisible();
      await expect(page.locator('.analysis .moves button').first()).toBeVisible();
      // The house rules told in a few lines, the table itself folded: it opens without a script.
      await expect(page.locator('.house-summary')).toBeVisible();
      await page.locator('.house-fold > summary').click();
      await expect(page.locator('.house-rules tbody tr').first()).toBeVisible();
    });

    test(`${folder}/puzzles/ lists every puzzle with its title, kind and level (${lang})`, async ({ page }) => {
      const puzzles = textedPuzzles(lang);
      await page.goto(`${folder}/puzzles/`);
      await expect(page.locator('.puzzles li')).toHaveCount(puzzles.length);
      const first = puzzles[0]!;
      const row = page.locator(`.puzzles [data-puzzle="${first.id}"]`);
      await expect(row.getByRole('link')).toHaveText(`${first.id}. ${first.title}`);
      await expect(row.getByRole('link')).toHaveAttribute('href', `${folder}/puzzles/${first.id}/`);
      await expect(row.locator('.meta')).toHaveText(`${KINDS[lang][first.kind]} · ${LIST[lang].level({ n: difficultyOf(first).level })}`);
    });
  }
});

test('a link to the analysis board keeps the example out of sight until the link is read', async ({ page }) => {
  // The islands' scripts held back: what shows is the page as served, with its inline scripts run.
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/analysis/?p=anything');
  await expect(page.locator('.analysis-example')).toHaveCount(1);
  await expect(page.locator('.analysis-example')).toBeHidden();
  await expect(page.locator('.analysis [data-pile]').first()).toBeHidden();
});
