import { test, expect } from '@playwright/test';
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
for (const lang of ['en', 'fr']) {
  const pre = lang === 'fr' ? '/fr' : '';
  test(`shots ${lang}`, async ({ page }) => {
    test.setTimeout(120000);
    await page.goto(`${pre}/lessons/`);
    await page.screenshot({ path: `/tmp/shots/${lang}-index.png`, fullPage: false });
    await page.goto(`${pre}/lessons/turn/`);
    await page.screenshot({ path: `/tmp/shots/${lang}-turn-top.png` });
    const box = page.locator('[data-exercise="turn-whole"]');
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('.turn-board[data-phase]')).toHaveAttribute('data-phase', /compulsory|free|handCard/);
    await box.screenshot({ path: `/tmp/shots/${lang}-turn-step.png` });
    await page.goto(`${pre}/lessons/stop/`);
    const w = page.locator('.turn-step.watch').first();
    await w.scrollIntoViewIfNeeded();
    await expect(w.locator('.turn-board')).toHaveAttribute('data-phase', 'computer');
    await w.locator('.controls button').first().tap();
    await w.screenshot({ path: `/tmp/shots/${lang}-watch.png` });
    const c = page.locator('.exercise.choose').first();
    await c.scrollIntoViewIfNeeded();
    await c.locator('.choices button').first().tap();
    await c.screenshot({ path: `/tmp/shots/${lang}-choose.png` });
    await page.goto(`${pre}/lessons/first-game/?delay=0`);
    const g = page.locator('.turn-step.game');
    await g.scrollIntoViewIfNeeded();
    await expect(g.locator('.turn-board')).toHaveAttribute('data-phase', /free|compulsory/);
    await g.screenshot({ path: `/tmp/shots/${lang}-game.png` });
    await page.goto(`${pre}/lessons/hand/`);
    const h = page.locator('[data-exercise="hand-turn"]');
    await h.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]').filter({ has: h })).toHaveCount(0);
    await h.locator('[data-pile="handA"]').tap();
    await expect(h.locator('.feedback')).toBeVisible();
    await h.screenshot({ path: `/tmp/shots/${lang}-hand-turn.png` });
  });
}
