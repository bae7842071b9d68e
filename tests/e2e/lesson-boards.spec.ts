// Issue 13's lesson boards in Chromium: the switch on a house-rule board (mouse and keyboard,
// both ways, a judge and a play exercise, the face-down cards turned up), the labelled layout
// picture of lesson 1 at a phone's width and a desktop's, lesson 1's board showing the 13 cards
// its text speaks of, no accessibility violations with the switch on, and visual baselines.
// Refresh the baselines on purpose with `npx playwright test tests/e2e/lesson-boards.spec.ts --update-snapshots`.
import { expect, test, type Page } from '@playwright/test';
import { axeScan } from './support';

/** An exercise's box, scrolled into view and hydrated (boards hydrate when they become visible). */
async function exercise(page: Page, id: string) {
  const box = page.locator(`[data-exercise="${id}"]`);
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: box })).toHaveCount(0);
  return box;
}

const SWITCH = { name: 'Judge under the standard rules' };

test.describe('the switch to the standard rules', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/lessons/variants/');
  });

  test('on every house-rule board, the rules are named above the board and marked as a house rule', async ({ page }) => {
    const boards = page.locator('[data-exercise]');
    await expect(boards).toHaveCount(10);
    for (const box of await boards.all()) {
      await expect(box.locator('.rules-now > :not(.spare)')).toContainText(/House rule\s*Rules on this board: Standard, with .+ on, a house rule added to the standard game\./);
      await expect(box.getByRole('switch', SWITCH)).toHaveAttribute('aria-checked', 'false');
    }
  });

  test('a judge exercise: the verdict on the same move changes with one click, and back again', async ({ page }) => {
    const box = await exercise(page, 'variant-load');
    await box.getByRole('button', { name: 'Stop!' }).click();
    await expect(box.locator('.feedback.right')).toContainText('Well called. Under the strict loading rule');
    await expect(box.locator('.badge')).toHaveText('Step 2 of 10 · Solved ✓');
    const toggle = box.getByRole('switch', SWITCH);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(box.locator('.rules-now > :not(.spare)')).toContainText('Rules on this board: Standard. The house rule is switched off.');
    await expect(box.locator('.ruling')).toHaveText('Under the standard rules: no Stop, the move breaks no rule.');
    // The learner's own answer, given under the house rule, still stands.
    await expect(box.locator('.feedback.right')).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(box.locator('.ruling')).toHaveCount(0);
    await expect(box.locator('.feedback')).toContainText('Under the strict loading rule');
  });

  test('the other way round: a move the house rule allows is a Stop under the standard rules', async ({ page }) => {
    const box = await exercise(page, 'variant-early');
    await box.getByRole('button', { name: 'Let it go' }).click();
    await expect(box.locator('.feedback.right')).toContainText('Right: no Stop.');
    await box.getByRole('switch', SWITCH).click();
    await expect(box.locator('.ruling')).toContainText("Under the standard rules: Stop! B’s reserve card 2♠ fits foundation 1");
  });

  test('by keyboard: Tab to the switch, Space and Enter turn it on and off', async ({ page }) => {
    const box = await exercise(page, 'variant-group');
    await box.getByRole('button', { name: 'Let it go' }).click();
    await expect(box.locator('.feedback.right')).toBeVisible();
    const toggle = box.getByRole('switch', SWITCH);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(box.locator('.ruling')).toContainText('Under the standard rules: Stop! Moving 2 cards from house 6 one at a time needs 1 empty house');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(box.locator('.ruling')).toHaveCount(0);
    // The switch is reached by Tab from the task's own controls, above the board.
    await box.getByRole('button', { name: 'Try it again' }).click();
    await box.locator('.task').click();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
  });

  test('a play exercise: the move played under the house rule is stopped under the standard rules, and the card goes back', async ({ page }) => {
    const box = await exercise(page, 'variant-waste');
    await box.locator('[data-pile="wasteA"]').click();
    await box.locator('[data-pile="foundation0"]').click();
    await expect(box.locator('.feedback.right')).toContainText('The 2♠ on top of your waste pile goes on the A♠');
    await expect(box.locator('[data-pile="foundation0"]')).toHaveAttribute('aria-label', /two of spades on top/);
    await box.getByRole('switch', SWITCH).click();
    await expect(box.locator('.ruling')).toContainText('Under the standard rules: Stop! Your own waste pile is out of play for you');
    await expect(box.locator('[data-pile="foundation0"]')).toHaveAttribute('aria-label', /ace of spades on top/);
    await expect(box.locator('[data-pile="wasteA"]')).toHaveClass(/culprit/);
    await box.getByRole('switch', SWITCH).click();
    await expect(box.locator('[data-pile="foundation0"]')).toHaveAttribute('aria-label', /two of spades on top/);
  });

  test('the face-down tableau: the board shows the face-down cards, the standard rules turn them up', async ({ page }) => {
    const box = await exercise(page, 'variant-face-down');
    const backs = box.locator('.tableau .card.back');
    await expect(backs).toHaveCount(2);
    await box.getByRole('switch', SWITCH).click();
    await expect(backs).toHaveCount(0);
    await expect(box.locator('[data-pile="house6"] .card').first()).toHaveAttribute('title', 'eight of spades');
    await box.getByRole('button', { name: 'Stop!' }).click();
    // Called under the standard rules: wrong there, and not counted for the exercise.
    await expect(box.locator('.feedback.wrong')).toContainText('That was a legal move. Under the standard rules: The move breaks no rule');
    await expect(box.locator('.feedback')).toContainText('does not count for the exercise');
    await expect(box.locator('.badge')).toHaveText('Step 5 of 10');
    await box.getByRole('switch', SWITCH).click();
    await expect(box.locator('.ruling')).toContainText('Under the house rule: Stop! Under the face-down tableau rule');
    // Under the house rule the Stop's correction is shown made: the 7♥ has gone to house 5, and house 7's hidden card is turned up.
    await expect(backs).toHaveCount(1);
    await expect(box.locator('[data-pile="house4"]')).toHaveAttribute('aria-label', /seven of hearts/);
  });

  test('no accessibility violations with every switch on', async ({ page }) => {
    for (const id of await page.locator('[data-exercise]').evaluateAll((all) => all.map((el) => el.getAttribute('data-exercise')!))) {
      await (await exercise(page, id)).getByRole('switch', SWITCH).click();
    }
    await page.locator('[data-exercise="variant-load"]').getByRole('button', { name: 'Stop!' }).click();
    expect(await axeScan(page)).toEqual([]);
  });
});

test.describe('lesson 1', () => {
  const TITLE = 'The layout of the cards at the start of a game, seen from your seat (A)';

  for (const [width, shown, hidden] of [
    [390, 'narrow', 'wide'],
    [1280, 'wide', 'narrow'],
  ] as const) {
    test(`the layout picture at ${width} px: one picture, named and described for a screen reader, every pile labelled`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/lessons/layout/');
      const picture = page.getByRole('img', { name: TITLE });
      await expect(picture).toHaveCount(1);
      await expect(picture).toBeVisible();
      await expect(picture).toHaveClass(shown);
      await expect(page.locator(`.layout-picture svg.${hidden}`)).toBeHidden();
      await expect(picture).toHaveAccessibleDescription(/house 1 .*your reserve/);
      await expect(picture).toHaveAccessibleDescription(/13 cards, only the top one face up/);
      // Each pile's name is the first line of its label.
      const words = (await picture.locator('tspan.name').allTextContents()).map((w) => w.trim());
      for (const label of ['Your reserve', 'Your hand', 'Your waste pile', 'B’s reserve', 'B’s hand', 'B’s waste pile']) expect(words).toContain(label);
      for (let n = 1; n <= 8; n++) {
        expect(words).toContain(`house ${n}`);
        expect(words).toContain(`foundation ${n}`);
      }
      // It fits the page: no sideways scrolling, labels no smaller than 10 px on screen.
      const box = (await picture.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const smallest = await picture.evaluate((svg) => Math.min(...[...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect().height)));
      expect(smallest).toBeGreaterThanOrEqual(10);
      await expect(page.locator('.layout-picture')).toHaveScreenshot(`layout-picture-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
    });
  }

  for (const [width, shown] of [
    [390, 'narrow'],
    [1280, 'wide'],
  ] as const) {
    test(`in French, the layout picture at ${width} px names and labels everything in French, and its longer words still fit`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/fr/lessons/layout/');
      const picture = page.getByRole('img', { name: 'La mise en place des cartes en début de partie, vue de votre place (A)' });
      await expect(picture).toBeVisible();
      await expect(picture).toHaveClass(shown);
      await expect(picture).toHaveAccessibleDescription(/maison 1 .*votre réserve/);
      await expect(picture).toHaveAccessibleDescription(/13 cartes, seule celle du dessus est visible/);
      await expect(page.locator('.layout-picture figcaption')).toHaveText(/^La table en début de partie/);
      const words = (await picture.locator('tspan.name').allTextContents()).map((w) => w.trim());
      for (const label of ['Votre réserve', 'Votre main', 'Votre défausse', 'Réserve de B', 'Main de B', 'Défausse de B']) expect(words).toContain(label);
      for (let n = 1; n <= 8; n++) {
        expect(words).toContain(`maison ${n}`);
        expect(words).toContain(`fondation ${n}`);
      }
      // Every word stays inside the picture.
      const box = (await picture.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const outside = await picture.evaluate((svg) => {
        const frame = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('text')].filter((t) => {
          const r = t.getBoundingClientRect();
          return r.left < frame.left - 0.5 || r.right > frame.right + 0.5;
        }).map((t) => t.textContent);
      });
      expect(outside).toEqual([]);
    });
  }

  test('the board after the text shows the 13-card reserve and the 35-card hand, and that you begin', async ({ page }) => {
    await page.goto('/lessons/layout/');
    const box = await exercise(page, 'layout-reserve');
    await expect(box.locator('[data-pile="reserveA"]')).toHaveAttribute('aria-label', 'your reserve, six of hearts on top, 13 cards');
    await expect(box.locator('[data-pile="reserveA"] .count')).toHaveText('13');
    await expect(box.locator('[data-pile="reserveB"] .count')).toHaveText('13');
    await expect(box.locator('[data-pile="handA"] .count')).toHaveText('35');
    await expect(box.locator('.side.bottom')).toHaveClass(/to-move/);
  });
});

test('in French, the switch is named in French and the other rules’ verdict is framed in French', async ({ page }) => {
  await page.goto('/fr/lessons/variants/');
  const box = await exercise(page, 'variant-early');
  await expect(box.locator('.rules-now > :not(.spare)')).toContainText(/^Variante\s*Règles de ce tableau/);
  // Let the early hand turn go, as the house rule allows.
  await box.locator('.calls button').nth(1).click();
  await expect(box.locator('.feedback.right')).toBeVisible();
  await box.getByRole('switch', { name: 'Juger selon les règles ordinaires' }).click();
  await expect(box.locator('.ruling')).toContainText(/^Selon les règles ordinaires\u00a0: Stop\u202f!/);
});

test.describe('visual baselines of the switch board', () => {
  for (const width of [390, 1280]) {
    test(`the face-down tableau board with the switch on, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/lessons/variants/');
      const box = await exercise(page, 'variant-face-down');
      await box.getByRole('button', { name: 'Stop!' }).click();
      await box.getByRole('switch', SWITCH).click();
      await expect(box.locator('.ruling')).toBeVisible();
      await expect(box).toHaveScreenshot(`variant-switch-${width}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
    });
  }
});

test('a Stop on a lesson board says the skipped move it shows made on the table, in both languages', async ({ page }) => {
  // Turning the hand card while the 3♣ on house 7 fits foundation 2: the table shows the 3♣ gone up, and the words say why.
  for (const [path, turn, said] of [
    ['/lessons/turn/', 'Turn hand card', 'On the table, your move is undone and the move you skipped is made for you: 3♣ from house 7 to foundation 2.'],
    ['/fr/lessons/turn/', 'Retourner une carte', 'Sur la table, votre coup est annulé et le coup oublié est joué pour vous\u00a0: le 3♣ de la maison 7 à la fondation 2.'],
  ] as const) {
    await page.goto(path);
    const box = await exercise(page, 'turn-whole');
    // A pointer over the board fetches it live (FirstUse); the drawing the site built has the same classes, not data-live.
    await box.locator('.board').hover();
    await expect(box.locator('.turn-board[data-live]')).toBeVisible();
    await box.getByRole('button', { name: turn }).click();
    await expect(box.locator('.stop-panel')).toContainText(said);
    await expect(box.locator('[data-pile="foundation1"]')).toHaveAttribute('aria-label', /(three|trois) (of clubs|de trèfle)/);
  }
});

test('a judge step marks where the move starts and where it goes, each ring clear of its pile’s name, at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lessons/hand/');
  const box = await exercise(page, 'hand-discard-judge');
  for (const [ring, key] of [['culprit', 'turnedB'], ['fix', 'wasteB']] as const) {
    const pile = box.locator(`[data-pile="${key}"]`);
    await expect(pile).toHaveClass(new RegExp(`\\b${ring}\\b`));
    const [p, name] = [(await pile.boundingBox())!, (await pile.locator('.name').boundingBox())!];
    // The ring is a 3 px shadow round the pile's box: the name's letters end above it.
    expect(name.y + name.height, key).toBeLessThanOrEqual(p.y - 3);
  }
});

test('at 390 px, with a turned card in the row, the French seat name « Vous (A) » stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/lessons/hand/');
  const box = await exercise(page, 'hand-play');
  await expect(box.locator('[data-pile="turnedA"] .card:not(.slot)')).toHaveCount(1);
  const who = box.locator('.side:not(.top) .who');
  await expect(who).toHaveText('Vous (A)');
  // One line is about 1.55 times the font's size high, two lines 3.1 times.
  const twice = await who.evaluate((e) => parseFloat(getComputedStyle(e).fontSize) * 2);
  expect((await who.boundingBox())!.height).toBeLessThan(twice);
});

test('a step’s board comes alive at the size it was drawn, its buttons under the finger at once: a tap made in that moment lands on them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lessons/stop/');
  const box = await exercise(page, 'stop-take');
  // Read in the page as the live board replaces the drawing, before the browser draws a frame: where a tap made then lands.
  const swap = box.evaluate(
    (drawn) =>
      new Promise<{ drawn: number; live: number; hit: string }>((resolve) => {
        const island = drawn.closest('.first-use')!;
        const height = drawn.getBoundingClientRect().height;
        new MutationObserver((_, watch) => {
          const live = island.querySelector('[data-exercise]')!;
          if (live === drawn) return;
          watch.disconnect();
          const stop = live.querySelector('.calls button')!.getBoundingClientRect();
          const hit = document.elementFromPoint(stop.x + stop.width / 2, stop.y + stop.height / 2);
          resolve({ drawn: height, live: live.getBoundingClientRect().height, hit: hit?.textContent ?? '' });
        }).observe(island, { childList: true, subtree: true });
      }),
  );
  // A pointer over the board fetches it live (FirstUse).
  await box.locator('.board').hover();
  const { drawn, live, hit } = await swap;
  expect(live).toBeCloseTo(drawn, 0);
  expect(hit).toBe('Stop!');
});
