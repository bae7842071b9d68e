// "Share" on a phone: the share sheet takes the link where the browser has one; elsewhere the link is copied.
import { expect, test } from '@playwright/test';
import { deal } from '../../src/engine';
import { encodePosition } from '../../src/share/code';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, permissions: ['clipboard-read', 'clipboard-write'] });

test('the share sheet gets the position link where there is one (English); the link is copied where there is none (French)', async ({ page }) => {
  // A share sheet that records what it is handed; the French visit below runs without it.
  await page.addInitScript(() => {
    if (location.pathname.startsWith('/fr/')) {
      delete (Navigator.prototype as Partial<Navigator>).share;
      delete (Navigator.prototype as Partial<Navigator>).canShare;
      return;
    }
    const sheet = ((window as unknown as { sheet: ShareData[] }).sheet = [] as ShareData[]);
    Object.assign(Navigator.prototype, { share: async (d: ShareData) => void sheet.push(d), canShare: () => true });
  });
  const code = encodePosition(deal('share sheet').position);
  await page.goto(`/analysis/?p=${code}`);
  await page.getByRole('button', { name: 'Share this position' }).tap();
  await expect(page.locator('.share [role=status]')).toHaveText('Link shared.');
  const [handed] = await page.evaluate(() => (window as unknown as { sheet: ShareData[] }).sheet);
  expect(handed?.title).toBe(await page.title());
  expect(handed?.text).toBe('Share this position');
  expect(new URL(handed!.url!).pathname).toBe('/analysis/');

  await page.goto(`/fr/analysis/?p=${code}`);
  await page.getByRole('button', { name: 'Partager cette position' }).tap();
  await expect(page.locator('.share [role=status]')).toHaveText('Lien copié.');
  const shown = await page.getByLabel('Le lien').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  expect(new URL(shown).pathname).toBe('/analysis/');
});
