// The tutor on the play page: a move of yours that breaks a rule is not played; a warning says the rule, and taking it
// back leaves the table as it was, your turn going on. In English, then in French.
import { expect, test, type Page } from '@playwright/test';
import { layout } from '../support/positions';
import { startGame } from './support';

// A to move, with 3♥ due from the reserve; moving K♠ from house 1 onto K♥ breaks the building rules.
const position = encodeURIComponent(JSON.stringify(layout({ A: { reserve: ['3H'] }, foundations: { 1: ['AH', '2H'] } })));
const pile = (page: Page, name: RegExp) => page.getByRole('button', { name });

test('with the tutor on, a wrong move is warned about, told its rule, and taken back: nothing moved', async ({ page }) => {
  await page.goto(`/play/?delay=0&tutor=1&seed=1&position=${position}`);
  await expect(page.getByRole('checkbox', { name: 'Tutor: warn me before my wrong move stands' })).toBeChecked();
  await startGame(page);
  await pile(page, /^house 1, king of spades/).click();
  await pile(page, /^house 2, king of hearts/).click();
  const warning = page.getByRole('alertdialog', { name: 'That move breaks a rule' });
  await expect(warning).toContainText('You tried: K♠ from house 1 to house 2 (Building rules).');
  await expect(warning).toContainText('It has not been played: if it were, the computer would call Stop! on it.');
  await expect(page.locator('[data-pile="house0"]')).toHaveClass(/culprit/);
  await expect(warning.getByRole('button', { name: 'Take it back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole('alertdialog', { name: 'Stop!' })).toHaveCount(0);
  await expect(pile(page, /^house 1, king of spades, outermost, 1 card$/)).toBeVisible();
  await expect(pile(page, /^house 2, king of hearts, outermost, 1 card$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your turn' })).toBeVisible();

  await page.goto(`/fr/play/?delay=0&tutor=1&seed=2&position=${position}`);
  await startGame(page);
  await pile(page, /^la maison 1/).click();
  await pile(page, /^la maison 2/).click();
  const avertissement = page.getByRole('alertdialog', { name: 'Ce coup enfreint une règle' });
  await expect(avertissement).toContainText('Vous avez tenté\u00a0:');
  await avertissement.getByRole('button', { name: 'Le reprendre' }).click();
  await expect(avertissement).toHaveCount(0);
  await expect(pile(page, /^la maison 1, roi de pique/)).toBeVisible();
});
