// The replay page: a game played on /play/, shared whole, opened, stepped through and sent on to the analysis board;
// bad links and records named in words, a pasted record, "what if", the French page, and the board as it looks.
import { expect, test, type Page } from '@playwright/test';
import { deal, everyMove, legalMoves, moveBetween, verdict, type RecordedMove } from '../../src/engine';
import { encodeGame } from '../../src/share/game-code';
import { writeRecord } from '../../src/share/game-text';
import { en } from '../../src/i18n/replay/en';
import { en as judged } from '../../src/i18n/replay/judged/en';
import { en as whatIf } from '../../src/i18n/replay/what-if/en';
import { axeViolations, startGame } from './support';
import { cases } from '../support/depth';

/** Two moves from a deal: an illegal attempt, Stop called on it, then the first legal move of the table it leaves. */
function sampleRecord() {
  const start = deal('replay#1').position;
  const legal = legalMoves(start)[0]!;
  const wrong = everyMove(start.rules).find((m) => !verdict(start, m).legal && m.kind === 'move')!;
  return { start, moves: [{ move: wrong, called: true }, { move: legal, called: false }] as RecordedMove[] };
}

const where = (page: Page) => page.locator('.replay-where');

test('a game played and shared opens on the replay page: keys, buttons, the first fault and the analysis board', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Stop training: the computer errs often, and its slips are left uncalled.
  await page.goto('/play/?seed=replay&delay=0&level=often');
  await startGame(page);
  // A hand card turned up while a foundation play is due: the computer calls Stop. Then its turn: its slips stand, as nobody calls Stop.
  await page.getByRole('button', { name: 'Turn hand card' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('section.moves li').filter({ hasText: /^B/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Share this game' }).click();
  const link = await page.locator('.whole-game input').inputValue();
  expect(link).toMatch(/\/replay\/\?g=G/);

  await page.goto(link);
  await expect(where(page)).toContainText('The table as dealt');
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(where(page)).toContainText('After move 1 of');
  await page.keyboard.press('ArrowRight');
  await expect(where(page)).toContainText('After move 2 of');
  await page.keyboard.press('Home');
  await expect(where(page)).toContainText('The table as dealt');
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Last move' })).toBeDisabled();
  await expect(page.locator('.replay-moves li.stoppable').filter({ hasText: judged.stood }).first()).toBeVisible();
  await expect(page.locator('.replay-moves li.stoppable').filter({ hasText: judged.corrected })).toHaveCount(1);

  await page.getByRole('button', { name: en.first }).click();
  await page.getByRole('button', { name: judged.nextFault }).click();
  await expect(where(page)).toContainText('Could have been stopped (');
  await expect(page.locator('.replay-moves [aria-current="step"]')).toBeVisible();
  const href = await page.getByRole('link', { name: en.analysis }).getAttribute('href');
  const code = new URL(href!, page.url()).searchParams.get('p')!;
  await page.getByRole('link', { name: en.analysis }).click();
  await expect(page).toHaveURL(new RegExp(`/analysis/\\?p=${code.replace(/[-_]/g, '.')}`));
  await expect(page.locator('.analysis .board[role="group"]')).toBeVisible();
  await expect(page.locator('.link-error')).toHaveCount(0);
});

test('a broken link is named in words, and a pasted record opens', async ({ page }) => {
  await page.goto('/replay/?g=');
  await expect(page.getByRole('alert')).toHaveText('This game link cannot be opened. This link holds no game: its code is missing. Ask for the link again.');
  await page.goto('/replay/?g=G');
  await expect(page.getByRole('alert')).toContainText('This game link cannot be opened.');
  const r = sampleRecord();
  await page.getByLabel(en.paste).fill(writeRecord(r));
  await page.getByRole('button', { name: en.openPasted }).click();
  await expect(where(page)).toContainText('The table as dealt, before any move (2 moves in all)');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByText(en.another).click();
  await page.getByLabel(en.paste).fill('[Rules "standard"]\n\n1. A turn\nnonsense');
  await page.getByRole('button', { name: en.openPasted }).click();
  await expect(page.getByRole('alert')).toContainText('This record cannot be read at line');
});

test('"what if": a move tried instead of the game\'s is judged beside it: Stop with its reason, or Legal', async ({ page }) => {
  const r = sampleRecord();
  await page.goto(`/replay/?g=${encodeGame(r)}`);
  await page.getByRole('button', { name: 'Next move' }).click();
  await page.getByRole('button', { name: judged.whatIf }).click();
  await expect(page.locator('.what-if .compare')).toContainText('Stop!');
  const board = page.locator('.what-if .board');
  await board.getByRole('button').first().focus();
  await page.locator('.what-if').getByText(whatIf.whatIfHelp({ n: 1 })).first().waitFor();
  await expect(page.locator('.what-if .compare > div').first()).toContainText(whatIf.inGame);
  // On the table as dealt, A's reserve card (3♣) does not go on house 1's A♦: Stop, and why.
  const start = r.start;
  const onAce = moveBetween(start, { kind: 'reserve', player: 'A' }, { kind: 'house', index: 0 })!;
  expect(verdict(start, onAce)).toMatchObject({ legal: false, reason: 'does-not-fit' });
  const tried = page.locator('.what-if .compare [role="status"]');
  await page.locator('.what-if [data-pile="reserveA"]').click();
  await page.locator('.what-if [data-pile="house0"]').click();
  await expect(tried).toContainText('Stop! You: 3♣ from your reserve to house 1. The outermost card of house 1 is an ace, and nothing can be built down on an ace.');
  await expect(tried).toContainText('Then it is B’s turn.');
  // Another try: the A♦ itself to foundation 1, which no rule forbids.
  const aceUp = moveBetween(start, { kind: 'house', index: 0 }, { kind: 'foundation', index: 0 })!;
  expect(verdict(start, aceUp).legal).toBe(true);
  await page.getByRole('button', { name: whatIf.tryAgain }).click();
  await page.locator('.what-if [data-pile="house0"]').click();
  await page.locator('.what-if [data-pile="foundation0"]').click();
  await expect(tried).toContainText('Legal. You: A♦ from house 1 to foundation 1. No rule forbids it.');
  await expect(tried).toContainText('Then it is your turn.');
  await page.getByRole('button', { name: whatIf.backToGame }).click();
  await expect(page.locator('.what-if')).toHaveCount(0);
});

test('the French page reads in French', async ({ page }) => {
  await page.goto(`/fr/replay/?g=${encodeGame(sampleRecord())}`);
  await expect(page.locator('h1')).toHaveText('Revoir une partie');
  await expect(where(page)).toContainText('La table telle que distribuée');
});

const replayScans = [['a game', () => `/replay/?g=${encodeGame(sampleRecord())}`], ['the empty page', () => '/replay/'], ['a game, in French', () => `/fr/replay/?g=${encodeGame(sampleRecord())}`]] as const;
for (const [name, path] of cases(replayScans, replayScans.slice(0, 1))) {
  test(`the replay page of ${name} has no accessibility violations`, async ({ page }) => {
    expect(await axeViolations(page, path())).toEqual([]);
  });
}

test('the replay board at one position looks as it did', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/replay/?g=${encodeGame(sampleRecord())}`);
  await page.getByRole('button', { name: 'Last move' }).click();
  await expect(page.locator('.replay .board')).toHaveScreenshot('replay-board.png');
});
