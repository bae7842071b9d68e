// A run of cards picked up from a house on the analysis board, by click, drag and keyboard:
// the group move it makes is judged by the engine, and a Stop says how many spaces it needs.
import { expect, test, type Page } from '@playwright/test';
import { encodePosition } from '../../src/share/code';
import { positionOf } from '../support/positions';
import { openAnalysis } from './support';

// The rules text's example: the 3♥-2♠ onto the 4♣ needs one empty house (here house 6, or none).
const open = async (page: Page, spaces: Record<number, []>) => {
  await openAnalysis(page, `/analysis/?p=${encodePosition(positionOf({ houses: { 2: ['4S', '3H', '2S'], 4: ['5H', '4C'], ...spaces } }))}`);
};
const house = (page: Page, n: number) => page.locator(`[data-pile="house${n - 1}"]`);
// Pressed at its visible edge: the 2♠ covers the rest of it.
const edge = { x: 4, y: 12 };
const threeOfHearts = (page: Page) => house(page, 2).locator('.card').nth(1);

test('a covered card clicked picks it and the card above it; on a fitting house with a space the group is legal and lands', async ({ page }) => {
  await open(page, { 6: [] });
  await threeOfHearts(page).click({ position: edge });
  await expect(house(page, 2).locator('.card.taken')).toHaveCount(2);
  await expect(page.locator('.board [aria-live="polite"]')).toHaveText('2 cards picked from house 2: 3♥ to 2♠');
  await house(page, 4).click();
  await expect(page.locator('.feedback.right')).toContainText('Legal.');
  await expect(page.locator('#house-rules')).toContainText('3♥ and 2♠ from house 2 to house 4');
  await expect(house(page, 4)).toHaveAttribute('aria-label', 'house 4, two of spades, outermost, 4 cards');
  await expect(house(page, 2)).toHaveAttribute('aria-label', 'house 2, four of spades, outermost, 1 card');
});

test('with no empty house the group is a Stop that says it needs one', async ({ page }) => {
  await open(page, {});
  await threeOfHearts(page).click({ position: edge });
  await house(page, 4).click();
  await expect(page.locator('.feedback.wrong')).toContainText('needs 1 empty house');
  // The run is marked, card by card, and not the cards it would leave behind.
  await expect(page.locator('.pile.culprit-cards')).toHaveAttribute('data-pile', 'house1');
  await expect(page.locator('[data-pile="house1"] .card.marked')).toHaveCount(2);
});

test('a run is dragged by its covered card, and the outermost card alone still moves as before', async ({ page }) => {
  await open(page, { 6: [] });
  const a = (await threeOfHearts(page).boundingBox())!;
  const b = (await house(page, 4).boundingBox())!;
  await page.mouse.move(a.x + edge.x, a.y + edge.y);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  // Both cards go with the pointer, and both are dimmed where they were.
  await expect(page.locator('.ghost .card')).toHaveCount(2);
  await expect(house(page, 2).locator('.card.taken')).toHaveCount(2);
  await page.mouse.up();
  await expect(page.locator('.feedback.right')).toContainText('3♥ and 2♠ from house 2 to house 4');
  await page.getByRole('button', { name: 'Try another move' }).click();
  await house(page, 2).locator('.card').last().click();
  await expect(house(page, 2).locator('.card.taken')).toHaveCount(1);
  await house(page, 6).click();
  await expect(page.locator('.feedback.right')).toContainText('2♠ from house 2 to house 6');
});

test('by keyboard, + and - change how many cards of the focused house are picked', async ({ page }) => {
  await open(page, { 6: [] });
  const live = page.locator('.board [aria-live="polite"]');
  await house(page, 2).focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(live).toHaveText('3 cards picked from house 2: 4♠ to 2♠');
  await page.keyboard.press('-');
  await expect(live).toHaveText('2 cards picked from house 2: 3♥ to 2♠');
  await expect(house(page, 2)).toHaveAttribute('aria-pressed', 'true');
  await house(page, 4).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.feedback.right')).toContainText('Legal.');
});
