// Visual baselines of one step of each kind, at a phone's width and a desktop's: a change that
// moves, hides or recolours what a step shows fails here. The run step marks only the moving
// cards; the turn-machine steps name their phase above the table, with the play page's buttons.
// Refresh on purpose with `npx playwright test tests/e2e/course-visual.spec.ts --update-snapshots`.
import { expect, test, type Page } from '@playwright/test';

/** A step of each kind, and what is done on it before the picture. */
const STEPS: { kind: string; lesson: string; id: string; act?: (page: Page) => Promise<void> }[] = [
  { kind: 'point', lesson: 'layout', id: 'layout-reserve' },
  { kind: 'play', lesson: 'building', id: 'building-foundation' },
  { kind: 'judge-run', lesson: 'runs', id: 'building-group' },
  { kind: 'choose', lesson: 'priorities', id: 'priorities-first' },
  { kind: 'turn', lesson: 'turn', id: 'turn-whole' },
  { kind: 'watch', lesson: 'stop', id: 'stop-watch-colour', act: (page) => page.locator('[data-exercise="stop-watch-colour"] .controls button').first().click() },
  { kind: 'game', lesson: 'first-game', id: 'first-game' },
];

// One test a width, each step on its own lesson page: a picture of each kind.
for (const width of [390, 1280])
  test(`a step of each kind at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const s of STEPS) {
      await page.goto(`/lessons/${s.lesson}/?delay=0`);
      // Every step laid out once, as a reader's scroll through the lesson does: a step not yet near the screen is held at its
      // estimated height (content-visibility), and the picture's step would sit a fraction of a pixel higher or lower.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) scrollTo(0, y), await new Promise(requestAnimationFrame);
      });
      const box = page.locator(`[data-exercise="${s.id}"]`);
      await box.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island[ssr]').filter({ has: box })).toHaveCount(0);
      if (s.kind === 'turn' || s.kind === 'watch' || s.kind === 'game') await expect(box.locator('.turn-board')).toHaveAttribute('data-live', 'true');
      await s.act?.(page);
      await expect(box, s.kind).toHaveScreenshot(`${s.kind}-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
    }
  });
