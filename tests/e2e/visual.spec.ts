// Visual baselines of the board: a change that moves, hides or recolours cards fails here,
// where a test of text and attributes would pass. A late-game table with long houses on both
// sides, a face-down tableau, a run picked up and the three-player table, at a phone's width
// (houses in rows fanning downwards) and a desktop's (houses fanning out left and right).
// Refresh on purpose with `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`.
import { expect, test, type Page } from '@playwright/test';
import { encodePosition } from '../../src/share/code';
import { LATE_GAME, positionOf, type Layout } from '../support/positions';
import { heldBack, openAnalysis, startGame } from './support';

const threePlayers: Layout = { rules: 'three-players', toMove: 'B', B: { turned: '9C' }, houses: { 8: ['TC', '9D', '8S'], 9: ['QS'] }, foundations: { 1: ['AH', '2H'] } };
const faceDown: Layout = { rules: 'face-down-tableau', faceDown: { 1: 1, 2: 1, 5: 2 }, houses: { 1: ['??', '8H'], 2: ['??', 'QC', 'JH'], 5: ['??', '??', '9S'] } };

async function board(page: Page, layout: Layout, width: number, folder = '') {
  await page.setViewportSize({ width, height: 900 });
  await openAnalysis(page, `${folder}/analysis/?p=${encodePosition(positionOf(layout))}`);
  return page.locator('.board').first();
}

for (const width of [390, 1280]) {
  test(`a late-game table at ${width} px`, async ({ page }) => {
    await expect(await board(page, LATE_GAME, width)).toHaveScreenshot(`late-game-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });
  // A link opens with its table drawn before the board that judges comes: the same picture, to the pixel's tolerance.
  test(`a late-game table at ${width} px as its link opens, before the board that judges comes`, async ({ page }) => {
    // Held back: the screenshot's scroll to the board would fetch it.
    await heldBack(page, 'AnalysisBoard');
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/analysis/?p=${encodePosition(positionOf(LATE_GAME))}`);
    await expect(page.locator('.analysis-judging')).toBeVisible();
    await expect(page.locator('.analysis .board')).toHaveScreenshot(`late-game-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
    await expect(page.locator('.analysis-judging')).toBeVisible();
  });
  test(`a face-down tableau at ${width} px`, async ({ page }) => {
    await expect(await board(page, faceDown, width)).toHaveScreenshot(`face-down-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });
  test(`a three-player table at ${width} px`, async ({ page }) => {
    await expect(await board(page, threePlayers, width)).toHaveScreenshot(`three-players-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });
  // The French board: R, D, V in the corners and the piles' French names.
  test(`a late-game table in French at ${width} px`, async ({ page }) => {
    const b = await board(page, LATE_GAME, width, '/fr');
    await expect(b.locator('[data-pile="house4"] .rank').first()).toHaveText('R');
    await expect(b).toHaveScreenshot(`late-game-fr-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });
  test(`a run picked up at ${width} px`, async ({ page }) => {
    const b = await board(page, LATE_GAME, width);
    await page.locator('[data-pile="house1"] .card').nth(1).click({ position: { x: 4, y: 12 } });
    await expect(page.locator('.card.taken')).toHaveCount(2);
    await expect(b).toHaveScreenshot(`run-picked-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });
}

// The pages around the board: the play page after the computer's first turn (banner, last-move
// marks, move list) and the editor with a shared table, as a link opens it and with a palette card picked.
for (const width of [390, 1280]) {
  test(`the play page mid-game at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/play/?seed=12&delay=0&level=never&practice=0');
    await startGame(page);
    await expect(page.locator('.moves li').first()).toBeVisible();
    await expect(page.getByText('Your turn', { exact: true })).toBeVisible();
    await expect(page.locator('section.game')).toHaveScreenshot(`play-mid-game-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });
  test(`the editor at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/editor/?p=${encodePosition(positionOf(LATE_GAME))}`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByRole('button', { name: /^seven of hearts/ }).click();
    await expect(page.getByText(/Placing 7♥/)).toBeVisible();
    await expect(page.locator('.editor')).toHaveScreenshot(`editor-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });
  // The picture a link opens with, before the live editor comes: the same table, the palette and the verdict, nothing picked.
  test(`the editor opened by a link, before its first use, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/editor/?p=${encodePosition(positionOf(LATE_GAME))}`);
    await expect(page.locator('.drawing .editor .board')).toBeVisible();
    await expect(page.getByText('A position the rules allow.')).toBeVisible();
    await expect(page.locator('.drawing .editor')).toHaveScreenshot(`editor-link-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });
}
