// The board as a learner sees and handles it: every face-up card drawn, the last move marked
// and travelled, covered cards readable, targets big enough for a finger, swipes that scroll,
// and a click after a drag that picks what it touches.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { encodePosition } from '../../src/share/code';
import { layout, positionOf, type Layout } from '../support/positions';
import { finger, gotoWithClockPaused, openAnalysis, installClock, middleOf, pauseClock, startGame } from './support';

const analysis = async (page: Page, l: Layout, width = 1280) => {
  await page.setViewportSize({ width, height: 900 });
  await openAnalysis(page, `/analysis/?p=${encodePosition(positionOf(l))}`);
};
const pile = (page: Page, key: string) => page.locator(`[data-pile="${key}"]`).first();

/** After the wrong drag's Stop: Retry, then a press on the reserve and one on house 2 must pick the 6♥ and play it there. */
async function retryThenMove(box: Locator, reserve: Locator, press: (l: Locator) => Promise<void>) {
  await expect(box.locator('.feedback.wrong')).toBeVisible();
  await box.getByRole('button', { name: 'Retry' }).click();
  await press(reserve);
  await expect(reserve).toHaveAttribute('aria-pressed', 'true');
  await press(box.locator('[data-pile="house0"]'));
  await expect(box.locator('.feedback.right')).toContainText('Right.');
  await expect(box.locator('[data-pile="house0"]')).toHaveAttribute('aria-label', 'house 1, jack of clubs, outermost, 3 cards');
}

/** A step of lesson 3, hydrated and scrolled to: its board and A's reserve (a J♣ that fits on house 1's Q♦, not on house 2's 7♠). */
async function reserveExercise(page: Page) {
  await page.goto('/lessons/building/');
  const box = page.locator('[data-exercise="building-house-play"]');
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: box })).toHaveCount(0);
  const reserve = box.locator('[data-pile="reserveA"]');
  await reserve.scrollIntoViewIfNeeded();
  return { box, reserve };
}

test("the opponent's turned hand card is drawn face up, and the arrow keys reach it", async ({ page }) => {
  await analysis(page, { toMove: 'B', B: { reserve: ['5H'], hand: 9, waste: ['2D'], turned: '9C' } });
  const turned = pile(page, 'turnedB');
  await expect(turned.locator('.card:not(.back) .corner')).toHaveText('9♣');
  await expect(turned.locator('.card .corner')).toBeVisible();
  await pile(page, 'wasteB').focus();
  await page.keyboard.press('ArrowRight');
  await expect(turned).toBeFocused();
});

// Long houses on both sides: B's house 5, all 13 ranks (fanning left on a wide board), and A's house 1.
const long: Layout = {
  houses: {
    1: ['KS', 'QH', 'JC', 'TD', '9S', '8H', '7C', '6D', '5S'],
    5: ['KS', 'QH', 'JC', 'TD', '9S', '8H', '7C', '6D', '5C', '4H', '3C', '2D', 'AC'],
  },
};

for (const width of [390, 1280]) {
  test(`at ${width} px the rank and suit of every card of a long house are uncovered`, async ({ page }) => {
    await analysis(page, long, width);
    for (const key of ['house4', 'house0']) {
      await pile(page, key).scrollIntoViewIfNeeded();
      // Both ends of the rank ("10" whole, not "1(") and the suit's middle must be the card's own.
      const hidden = await pile(page, key).evaluate((house) =>
        [...house.querySelectorAll('.card')].flatMap((card) => {
          const r = card.querySelector('.rank')!.getBoundingClientRect();
          const s = card.querySelector('.suit')!.getBoundingClientRect();
          const points = [
            [r.left + 1, r.top + r.height / 2],
            [r.right - 1, r.top + r.height / 2],
            [s.left + s.width / 2, s.top + s.height / 2],
          ];
          return points.some(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.card') !== card) ? [card.textContent] : [];
        }),
      );
      expect(hidden).toEqual([]);
    }
  });
}

test('at 390 px every pile is at least 40 px wide and tall, and the count badges leave the index and pip bare', async ({ page }) => {
  await analysis(page, { A: { reserve: ['9C', '4D'], hand: 12, waste: ['JS', '6H'] }, foundations: { 1: ['AH', '2H'] } }, 390);
  const small = await page.locator('[data-pile]').evaluateAll((piles) =>
    piles.flatMap((el) => {
      const r = el.getBoundingClientRect();
      return r.width < 40 || r.height < 40 ? [`${el.getAttribute('data-pile')} ${r.width}x${r.height}`] : [];
    }),
  );
  expect(small).toEqual([]);
  const covered = await page.locator('.count').evaluateAll((badges) =>
    badges.flatMap((badge) => {
      const b = badge.getBoundingClientRect();
      const marks = [...badge.parentElement!.querySelectorAll('.corner, .pip')].map((m) => m.getBoundingClientRect());
      return marks.some((m) => m.left < b.right && b.left < m.right && m.top < b.bottom && b.top < m.bottom) ? [badge.parentElement!.getAttribute('data-pile')] : [];
    }),
  );
  expect(covered).toEqual([]);
  await expect(page.locator('.count')).toHaveCount(5);
});

test('every house and foundation shows its number, the side piles their names, and empty piles are slots', async ({ page }) => {
  await analysis(page, { houses: { 3: [] } });
  await expect(pile(page, 'house2').locator('.name')).toHaveText('house 3');
  await expect(pile(page, 'house2').locator('.name')).toBeVisible();
  await expect(pile(page, 'foundation1').locator('.name')).toHaveText('foundation 2');
  await expect(pile(page, 'reserveB').locator('.name')).toHaveText('reserve');
  await expect(pile(page, 'wasteA').locator('.name')).toHaveText('waste');
  await expect(pile(page, 'handA').locator('.name')).toHaveText('hand');
  await expect(pile(page, 'house2')).toHaveAttribute('aria-label', 'house 3, empty');
  // An empty pile is drawn as a dashed place on the felt, not as a blank card.
  const slot = pile(page, 'house2').locator('.card');
  await expect(slot).toHaveClass(/slot/);
  expect(await slot.evaluate((el) => getComputedStyle(el).borderStyle)).toBe('dashed');
  expect(await slot.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 255, 255)');
});

test('on the editor, whose page styles its buttons, the empty table is dashed slots on the felt, not blank cards', async ({ page }) => {
  await page.goto('/editor/');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const empty = page.locator('[data-pile][aria-label$="empty"]');
  await expect(empty.first()).toBeVisible();
  const looks = await empty.evaluateAll((piles) => [...new Set(piles.map((p) => `${getComputedStyle(p).backgroundColor} ${getComputedStyle(p.querySelector('.card')!).borderStyle}`))]);
  expect(looks).toEqual(['rgba(0, 0, 0, 0) dashed']);
});

test('in the three-player game on a phone, no house sits below the foundations but A’s', async ({ page }) => {
  await analysis(page, { rules: 'three-players', houses: { 9: ['QS'] } }, 390);
  const bottom = await page.locator('[data-pile^="foundation"]').evaluateAll((fs) => Math.max(...fs.map((f) => f.getBoundingClientRect().bottom)));
  for (const n of [8, 9]) expect((await pile(page, `house${n - 1}`).boundingBox())!.y + 1).toBeLessThan(bottom);
  expect((await pile(page, 'house0').boundingBox())!.y).toBeGreaterThan(bottom);
});

// The computer's move on the play page: after its pause of 1.5 s, B's reserve 4♥ to foundation 1.
const bMoves: Layout = { toMove: 'B', A: { reserve: ['9S'], hand: ['9C'] }, B: { reserve: ['7C', '4H'], hand: ['QC'] }, foundations: { 1: ['AH', '2H', '3H'] } };
interface Travel {
  x: number;
  y: number;
  from: string;
}
const travels = (page: Page) => page.evaluate(() => (window as unknown as { travels: Travel[] }).travels);
const playB = async (page: Page) => {
  // Every animation a card runs is noted: where the card comes to rest, and how far off it sets out.
  await page.addInitScript(() => {
    const seen: Travel[] = ((window as unknown as { travels: Travel[] }).travels = []);
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      const rest = this.getBoundingClientRect();
      if (this.classList.contains('card')) seen.push({ x: rest.x, y: rest.y, from: String((frames as Keyframe[])[0]?.transform) });
      return animate.call(this, frames, options);
    };
  });
  await gotoWithClockPaused(page, `/play/?delay=1500&practice=0&level=never&position=${encodeURIComponent(JSON.stringify(layout(bMoves)))}`, page.locator('.play-start button.primary'));
  await startGame(page);
  // B moves once its pause is over (it begins once the table is drawn): not at 1.4 s, by 1.6 s. Time then stands still, so its next move waits.
  await page.clock.runFor(1400);
  await expect(pile(page, 'foundation0')).toHaveAttribute('aria-label', /^foundation 1, three of hearts/);
  await page.clock.runFor(200);
  await expect(pile(page, 'foundation0')).toHaveAttribute('aria-label', /^foundation 1, four of hearts/);
};

test("the computer's last move stays marked, from and to, and its card travels from B's reserve", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await playB(page);
  await expect(page.locator('.pile.last-from')).toHaveAttribute('data-pile', 'reserveB');
  await expect(page.locator('.pile.last-to')).toHaveAttribute('data-pile', 'foundation0');
  // From and to differ without colour: a dashed ring, a solid ring.
  const ring = (key: string) => pile(page, key).evaluate((el) => getComputedStyle(el, '::before').borderStyle);
  expect(await ring('reserveB')).toBe('dashed');
  expect(await ring('foundation0')).toBe('solid');
  // One card flew: it set out from where B's reserve card lay and came to rest on foundation 1 (both measured once it has landed).
  const [travel, ...more] = await travels(page);
  expect(more).toEqual([]);
  await expect(page.locator('.card.travel')).toHaveCount(0);
  const [, dx, dy] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(travel!.from)!.map(Number);
  const reserve = (await pile(page, 'reserveB').locator('.card').boundingBox())!;
  const landed = (await pile(page, 'foundation0').locator('.card').boundingBox())!;
  expect(Math.abs(travel!.x - landed.x) + Math.abs(travel!.y - landed.y)).toBeLessThan(2);
  expect(Math.abs(travel!.x + dx! - reserve.x) + Math.abs(travel!.y + dy! - reserve.y)).toBeLessThan(3);
  await expect(pile(page, 'foundation0').locator('.card')).toBeVisible();
});

test('with reduced motion the card does not travel, and the move is still marked', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await playB(page);
  await expect(page.locator('.pile.last-to')).toHaveAttribute('data-pile', 'foundation0');
  expect(await travels(page)).toEqual([]);
});

test.describe('with a finger', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 700 } });

  /** A finger down, held for `holdMs`, moved, and up. */
  async function touch(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, holdMs: number) {
    const f = await finger(page);
    await f.down(from);
    if (holdMs) await page.clock.runFor(holdMs);
    await f.moveTo(to);
    await f.up();
  }

  test('a quick swipe that starts on a card scrolls the page and picks nothing up', async ({ page }) => {
    await installClock(page);
    await analysis(page, long, 390);
    await pauseClock(page);
    // House 1's king near the top of the screen, with the page still free to scroll down.
    await pile(page, 'house0').evaluate((el) => scrollBy(0, el.getBoundingClientRect().top - 150));
    const before = await page.evaluate(() => scrollY);
    const king = (await pile(page, 'house0').locator('.card').first().boundingBox())!;
    const start = { x: king.x + king.width / 2, y: king.y + 10 };
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.card')?.textContent, start)).toBe('K♠♠');
    await touch(page, start, { x: start.x, y: start.y - 250 }, 0);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before + 100);
    // Nor is anything picked up once the finger has gone, however long after.
    await page.clock.runFor(1000);
    await expect(page.locator('.ghost')).toHaveCount(0);
    await expect(page.locator('.pile[aria-pressed="true"], .pile.holding, .pile.held')).toHaveCount(0);
  });

  test('a card held, then dragged, is played where it is dropped; then tap, tap moves the card tapped', async ({ page }) => {
    await installClock(page);
    const { box, reserve } = await reserveExercise(page);
    // A lesson's board is fetched at the first touch on it, most often a swipe while scrolling to it (./FirstUse):
    // a hold that starts on the drawing before then is a press the live board takes as a tap, not a drag.
    await box.hover();
    await expect(box.locator('xpath=ancestor::astro-slot')).toHaveCount(0);
    await pauseClock(page);
    const from = await middleOf(reserve);
    const wrong = await middleOf(box.locator('[data-pile="house1"]'));
    // Held, then dragged onto house 2's 7♠, where the J♣ does not fit: a Stop, and Retry.
    await touch(page, from, wrong, 350);
    await retryThenMove(box, reserve, (l) => l.tap());
  });
});

test('after a mouse drag, the next click picks the card clicked and the move goes where it is sent', async ({ page }) => {
  const { box, reserve } = await reserveExercise(page);
  // The board is fetched as the pointer first comes over it, well before a drag starts (./FirstUse).
  await box.hover();
  await expect(box.locator('xpath=ancestor::astro-slot')).toHaveCount(0);
  // The J♣ dragged onto house 2's 7♠, where it does not fit: a Stop, and Retry.
  const a = (await reserve.boundingBox())!;
  const b = (await box.locator('[data-pile="house1"]').boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
  await retryThenMove(box, reserve, (l) => l.click());
});
