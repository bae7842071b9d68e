import { test } from '@playwright/test';
for (const [w, h, mobile] of [[390, 844, true], [1280, 800, false]] as const) {
  test.describe(`${w}`, () => {
    test.use({ viewport: { width: w, height: h }, hasTouch: mobile, isMobile: mobile });
    for (const lang of ['', '/fr'])
      test(`shots ${lang}`, async ({ page }) => {
        const tag = `${w}${lang.replace('/', '-')}`;
        await page.goto(`${lang}/play/?seed=3&delay=0&rules=casual`);
        await page.locator('details.game-settings').evaluate((d) => ((d as HTMLDetailsElement).open = true));
        await page.locator('form.settings').screenshot({ path: `/tmp/h1-settings-casual-${tag}.png` });
        await page.goto(`${lang}/play/?seed=3&delay=0&level=sometimes`);
        await page.locator('details.game-settings').evaluate((d) => ((d as HTMLDetailsElement).open = true));
        await page.locator('form.settings').screenshot({ path: `/tmp/h1-settings-${tag}.png` });
        await page.locator('.play-start button.primary').click();
        await page.locator('section.game .status').waitFor();
        await page.screenshot({ path: `/tmp/h1-game-${tag}.png` });
      });
  });
}
