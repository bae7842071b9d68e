// Two at one table, in English and French: a slip stands on A's table until B calls Stop, the referee says who called,
// on which move, that it was right and which rule, and the table turns to B.
import { expect, test } from '@playwright/test';
import { layout } from '../support/positions';
import { startGame } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// A to move, its reserve's 3♥ due on foundation 1: turning the hand card first breaks priority rule 1.
const position = encodeURIComponent(JSON.stringify(layout({ A: { reserve: ['9S', '3H'], hand: ['9C', '5D'] }, B: { reserve: ['QC'], hand: ['2S'] }, foundations: { 1: ['AH', '2H'] } })));

const WORDS = {
  en: {
    path: '/play/',
    turnA: "A’s turn",
    turnHand: 'Turn hand card',
    aReserve: /^your reserve, three of hearts/,
    call: 'B: Stop!',
    called: "B called Stop on A’s move, turning up a hand card: a right call, the move broke a rule.",
    rule: 'Priority rule 1: reserve to foundation first',
    now: "It is now B’s turn.",
    bReserve: /^your reserve, queen of clubs/,
    aAbove: /^A’s reserve, nine of spades/,
  },
  fr: {
    path: '/fr/play/',
    turnA: 'À A de jouer',
    turnHand: 'Retourner une carte',
    aReserve: /^votre réserve, trois de cœur/,
    call: 'B\u00a0: Stop\u202f!',
    called: 'B a dit «\u00a0Stop\u202f!\u00a0» sur le coup de A (retourner une carte de la main)\u00a0: à raison, ce coup enfreignait une règle.',
    rule: 'Règle de priorité 1\u00a0: de la réserve aux fondations d’abord',
    now: 'C’est maintenant à B de jouer.',
    bReserve: /^votre réserve, dame de trèfle/,
    aAbove: /^la réserve de A, neuf de pique/,
  },
};

test('a slip stands on A’s table until B calls Stop; the referee explains the call and the table turns to B', async ({ page }) => {
  for (const w of Object.values(WORDS)) {
    await page.goto(`${w.path}?opponent=friend&delay=0&position=${position}`);
    await startGame(page);
    await expect(page.locator('.turn-banner')).toHaveText(w.turnA);
    await page.getByRole('button', { name: w.turnHand }).click();
    // The site calls nothing: the turned card stays, and the table is still A's.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.locator('.turn-banner')).toHaveText(w.turnA);
    await expect(page.getByRole('button', { name: w.aReserve })).toBeVisible();
    await page.getByRole('button', { name: w.call }).click();
    const panel = page.getByRole('alertdialog');
    await expect(panel.locator('.who-stopped')).toHaveText(`${w.called} ${w.rule}`);
    await expect(panel).toContainText(w.now);
    await expect(page.getByRole('button', { name: w.bReserve })).toBeVisible();
    await expect(page.getByRole('button', { name: w.aAbove })).toBeVisible();
    // The game is kept in this browser: the next language starts its own.
    await page.evaluate(() => localStorage.clear());
  }
});
