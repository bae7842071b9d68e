// The computer's level on the play page: chosen in the settings, named in the game's header line,
// and kept with the game through a reload; in English, then in French from a link's `level=`.
import { expect, test } from '@playwright/test';
import { startGame } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a level chosen on /play/ plays, and a reload keeps it; the same in French from a link', async ({ page }) => {
  // A to move first in deal 3, so the game waits for the learner and nothing races the reload.
  await page.goto('/play/?seed=3&delay=0');
  await page.locator('summary', { hasText: 'Game settings' }).click();
  const level = page.getByRole('combobox', { name: 'Computer', exact: true });
  await expect(level).toHaveValue('never');
  await level.selectOption({ label: 'errs rarely' });
  await startGame(page);
  await expect(page.locator('.status')).toContainText('computer: errs rarely');
  await page.reload();
  await expect(page.locator('.play-start')).toContainText('Your game in progress');
  await expect(page.locator('.play-start')).toContainText('computer: errs rarely');
  await startGame(page);
  await expect(page.locator('.status')).toContainText('computer: errs rarely');

  await page.goto('/fr/play/?seed=3&delay=0&level=often');
  await startGame(page);
  await expect(page.locator('.status')).toContainText('ordinateur\u00a0: se trompe souvent');
  await page.reload();
  await expect(page.locator('.play-start')).toContainText('ordinateur\u00a0: se trompe souvent');
  await page.locator('summary', { hasText: 'Réglages de la partie' }).click();
  await expect(page.getByRole('combobox', { name: 'Ordinateur', exact: true })).toHaveValue('often');
});
