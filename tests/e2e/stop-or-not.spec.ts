// "Is there a Stop?" in Chromium, as a learner uses it: a turn with an error and a turn without,
// each answered, told right or wrong with why, and the deck's rating moved by exactly what
// Glicko-2 gives against the turn's rating. The deal is random: the page's coin is held (Math.random)
// so that the first turn has an error and the second none; which turns they are is read from the page.
import { expect, test, type Page } from '@playwright/test';
import { difficultyOf } from '../../src/puzzles/difficulty';
import { deckTurn, puzzleOfDeckItem, type DeckTurn } from '../../src/puzzles/deck';
import { ratePuzzleAnswer, shownChange, shownRating, type Rating } from '../../src/puzzles/rating';
import { COACH_KEY } from '../../src/records/coach';
import { NEWCOMER } from '../../src/records/puzzles';
import type { Puzzle } from '../../src/puzzles/schema';
import { readPuzzles } from '../puzzles/collection';

const stops = new Map(readPuzzles().flatMap((p) => (p.kind === 'stop' ? [[p.id, p] as const] : [])));

/** The turn on the page, and its rating as the build works it out. */
async function dealt(page: Page): Promise<{ turn: DeckTurn; rating: number }> {
  const id = (await page.locator('.deck-turn').getAttribute('data-turn'))!;
  const p = stops.get(puzzleOfDeckItem(id).puzzle)! as Puzzle & { kind: 'stop' };
  const turn = deckTurn(p, id)!;
  return { turn, rating: difficultyOf({ ...p, ...turn }).rating };
}

/** The coin of the next deal: below one half deals a turn with an error. */
const coin = (page: Page, value: number) => page.evaluate((v) => void (Math.random = () => v), value);

/** Lets `n` of B's moves go, each once it is told ("B’s move 2", "Coup 2 de B"). */
async function letGo(page: Page, n: number, letGoName: string, told: (i: number) => string) {
  for (let i = 1; i <= n; i++) {
    await expect(page.locator('.deck-turn .proposed')).toContainText(told(i));
    await page.getByRole('button', { name: letGoName }).click();
  }
}
const en = (i: number) => `B’s move ${i}:`;
const fr = (i: number) => `Coup ${i} de B`;

const rated = (before: Rating, rating: number, right: boolean) => {
  const after = ratePuzzleAnswer(before, rating, right);
  return { after, text: `${shownRating(after)} (${shownChange(before, after)})` };
};

test('English: a Stop called on the error is right, a turn with none let go is right, each moving the rating', async ({ page }) => {
  await page.addInitScript(() => void (Math.random = () => 0.1));
  await page.goto('/puzzles/stop-or-not/');
  await expect(page.locator('.deck-rating')).toHaveText('Your “Is there a Stop?” rating: 1500 (provisional).');
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
  await page.getByRole('button', { name: 'Deal a turn' }).click();
  const first = await dealt(page);
  expect(first.turn.error).not.toBeNull();
  await letGo(page, first.turn.error!.at, 'Let it go', en);
  await page.getByRole('button', { name: 'Stop!' }).click();
  const feedback = page.locator('.feedback');
  await expect(feedback).toHaveAttribute('data-right', 'yes');
  await expect(feedback).toContainText('Right: well called.');
  const one = rated(NEWCOMER, first.rating, true);
  await expect(feedback.locator('.rating-change')).toHaveText(`Your “Is there a Stop?” rating: ${one.text}.`);

  await coin(page, 0.9);
  await page.getByRole('button', { name: 'Next turn →' }).click();
  await expect(page.locator('.deck-turn')).not.toHaveAttribute('data-turn', first.turn.id);
  const second = await dealt(page);
  expect(second.turn.error).toBeNull();
  await letGo(page, second.turn.moves.length, 'Let it go', en);
  await expect(feedback).toHaveAttribute('data-right', 'yes');
  await expect(feedback).toContainText('Right: there was no Stop.');
  await expect(feedback.locator('.rating-change')).toHaveText(`Your “Is there a Stop?” rating: ${rated(one.after, second.rating, true).text}.`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('French: an error let pass and a Stop on a legal move are both wrong, said why, and lower the rating', async ({ page }) => {
    await page.addInitScript(() => void (Math.random = () => 0.1));
    await page.goto('/fr/puzzles/stop-or-not/');
    // A press before the island runs would do nothing: the page is drawn before its script.
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    await page.getByRole('button', { name: 'Distribuer un tour' }).click();
    const first = await dealt(page);
    expect(first.turn.error).not.toBeNull();
    await letGo(page, first.turn.error!.at + 1, 'Laisser passer', fr);
    const feedback = page.locator('.feedback');
    await expect(feedback).toHaveAttribute('data-right', 'no');
    await expect(feedback).toContainText('Faux\u00a0: vous avez laissé passer une erreur.');
    const one = rated(NEWCOMER, first.rating, false);
    await expect(feedback.locator('.rating-change')).toHaveText(`Votre classement «\u00a0Stop ou pas\u202f?\u00a0»\u00a0: ${one.text}.`);

    await coin(page, 0.9);
    await page.getByRole('button', { name: 'Tour suivant →' }).click();
    await expect(page.locator('.deck-turn')).not.toHaveAttribute('data-turn', first.turn.id);
    const second = await dealt(page);
    expect(second.turn.error).toBeNull();
    await page.getByRole('button', { name: /^Stop.!$/ }).click();
    await expect(feedback).toHaveAttribute('data-right', 'no');
    await expect(feedback).toContainText('Faux\u00a0: ce coup était permis. Il n’enfreint aucune règle');
    await expect(feedback.locator('.rating-change')).toHaveText(`Votre classement «\u00a0Stop ou pas\u202f?\u00a0»\u00a0: ${rated(one.after, second.rating, false).text}.`);
    // Both mistakes wait in the learner's own list, to be gone through when they choose.
    const coach = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), COACH_KEY);
    expect(coach.mistakes.map((m: { id: string; kind: string }) => [m.id, m.kind])).toEqual([
      [first.turn.id, 'missed'],
      [second.turn.id, 'falseCall'],
    ]);
  });
});
