// Share links in Chromium: a link opens the analysis board with the position and the
// verdicts; the editor changes it and shares it again; hostile links are refused safely.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { formatMove, legalMoves, positionJSON, priorities } from '../../src/engine';
import { startOf } from '../../src/puzzles/puzzle';
import { puzzleSchema } from '../../src/puzzles/schema';
import { decodePosition, encodePosition } from '../../src/share/code';
import { axeViolations, heldBack, openAnalysis, pileKey, sampleGameCode, startGame } from './support';
import { cases } from '../support/depth';

// A table where A's reserve card must go to a foundation (priority rule 1).
const start = startOf(puzzleSchema.parse(load(readFileSync('puzzles/001.yaml', 'utf8'))));
const code = encodePosition(start);
const link = `/analysis/?p=${code}`;
const codeOf = (url: string) => new URL(url, 'http://x').searchParams.get('p') ?? '';

test('a link opens the position with its legal moves, any move is judged, and the house-rules table shows what differs', async ({ page }) => {
  await openAnalysis(page, link);
  await expect(page.locator('.analysis-turn')).toContainText('Your turn (you sit as A');
  const moves = page.locator('.moves button');
  await expect(moves).toHaveCount(legalMoves(start).length);
  await expect(moves.first()).toContainText('(compulsory)');
  // The heading names the moves; the rule that compels them is said in a sentence under it.
  await expect(page.locator('#legal-moves')).toHaveText(`Legal moves (${legalMoves(start).length})`);
  const n = priorities(start).forced.length;
  await expect(page.locator('#legal-moves + p')).toHaveText(
    `${n === 1 ? 'The move marked compulsory comes' : 'The moves marked compulsory come'} before any other (Priority rule 1: reserve to foundation first).`,
  );
  await page.locator('[data-pile="handA"]').click();
  await expect(page.locator('.feedback.wrong')).toContainText('(priority rule 1).');
  await expect(page.locator('.feedback.wrong')).not.toContainText('Priority rule 1:');
  const lenient = page.locator('.house-rules tr', { hasText: 'Lenient' });
  await expect(lenient).toContainText('≠ differs');
  await expect(lenient).toContainText('Legal');
  await expect(page.locator('.house-rules tr', { hasText: 'Standard' })).toContainText('Stop!');
});

test('the editor changes a shared position and shares it again; the new link opens the edited position', async ({ page }) => {
  await openAnalysis(page, link);
  await page.getByRole('link', { name: 'Edit this position' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A position the rules allow.' })).toBeVisible();
  // Pick A's reserve on the table, then take its top card off.
  await page.locator('[data-pile="reserveA"]').click();
  await page.getByRole('button', { name: "Remove the top card of A’s reserve" }).click();
  // Type a house, badly and then well.
  await page.locator('[data-pile="house0"]').click();
  const field = page.getByLabel(/Cards of house 1/);
  await field.fill('KC Q');
  await page.getByRole('button', { name: 'Set house 1' }).click();
  await expect(page.locator('.pile-editor .note')).toContainText('“Q” is not a card');
  await page.getByRole('button', { name: 'Share this position' }).click();
  const shared = await page.locator('.share input').inputValue();
  const edited = decodePosition(codeOf(shared));
  expect(edited.ok && positionJSON(edited.position).A.reserve).toEqual(positionJSON(start).A.reserve.slice(0, -1));
  await page.goto(shared);
  await expect(page.locator('.analysis-turn')).toContainText('Your turn (you sit as A');
  await expect(page.locator('[data-pile="reserveA"]')).toHaveAttribute('aria-label', new RegExp(`${start.A.reserve.length - 1} cards?`));
});

test('cards placed by clicking and by dragging, and an illegal table named with its fault', async ({ page }) => {
  await page.goto('/editor/');
  await page.getByRole('button', { name: /^two of spades/ }).click();
  await page.locator('[data-pile="foundation0"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'Not a position the rules allow yet' })).toContainText('Foundation 1 starts with the 2♠, but a foundation must start with an ace.');
  await page.getByRole('button', { name: 'Remove the top card of foundation 1' }).click();
  await page.getByRole('button', { name: /^ace of spades/ }).click();
  await page.locator('[data-pile="foundation0"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'A position the rules allow.' })).toBeVisible();
  // A card dragged from the palette lands where it is dropped.
  await page.getByRole('button', { name: /^ace of hearts/ }).dragTo(page.locator('[data-pile="foundation1"]'));
  await expect(page.locator('[data-pile="foundation1"]')).toHaveAttribute('aria-label', /ace of hearts on top/);
  // Other rules on the same table keep the cards.
  await page.getByLabel('Rules').selectOption('strict');
  await expect(page.locator('[data-pile="foundation1"]')).toHaveAttribute('aria-label', /ace of hearts on top/);
  // Emptying the table can be taken back, and so can the change of rules before it.
  await page.getByRole('button', { name: 'Empty the table' }).click();
  await expect(page.locator('[data-pile="foundation1"]')).not.toHaveAttribute('aria-label', /ace of hearts/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('[data-pile="foundation1"]')).toHaveAttribute('aria-label', /ace of hearts on top/);
  await expect(page.getByLabel('Rules')).toHaveValue('strict');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Rules')).toHaveValue('standard');
});

for (const bad of ['<script>window.hacked=1</script>', '<img src=x onerror="window.hacked=1">', code.slice(0, 30), `4${code.slice(1)}`]) {
  test(`a bad link (${bad.slice(0, 12)}…) gives a message and an empty editor, and runs nothing`, async ({ page }) => {
    await page.goto(`/analysis/?p=${encodeURIComponent(bad)}`);
    await expect(page.getByRole('alert')).toContainText(/link/);
    await page.goto(`/editor/?p=${encodeURIComponent(bad)}`);
    await expect(page.getByRole('alert')).toContainText('empty table');
    await expect(page.locator('img[src="x"], script:has-text("hacked")')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  });
}

test('a shared position is played on against the computer, the cards the link hid dealt from those missing', async ({ page }) => {
  await openAnalysis(page, link);
  await page.getByRole('link', { name: 'Play on from here against the computer' }).click();
  await expect(page).toHaveURL(/\/play\/\?p=/);
  expect(codeOf(page.url())).toBe(code);
  await expect(page.getByRole('button', { name: 'Play on from this position' })).toBeVisible();
  await startGame(page);
  await expect(page.locator('[data-pile="reserveA"]')).toHaveAttribute('aria-label', /ace of clubs/);
  const [from, to] = formatMove(priorities(start).forced[0]!).split('-');
  await page.locator(`[data-pile="${pileKey(from!)}"]`).click();
  await page.locator(`[data-pile="${pileKey(to!)}"]`).click();
  await expect(page.locator('.board [aria-live="polite"]')).toContainText('A♣ from your reserve to foundation');
  await expect(page.locator('.stop-panel')).toHaveCount(0);
  // B's hand was only a count in the link: in the game it holds real cards.
  await page.getByRole('button', { name: 'Share this position' }).click();
  const played = decodePosition(codeOf(await page.locator('.share input').inputValue()));
  if (!played.ok) throw new Error(played.code);
  const hand = positionJSON(played.position).B.hand;
  expect(hand).toHaveLength(15);
  expect(hand).not.toContain('??');
});

test('every board shares its position: a puzzle board\'s link opens that table', async ({ page }) => {
  await page.goto('/puzzles/001/');
  await page.locator('[data-puzzle="001"]').scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Share this position' }).click();
  expect(codeOf(await page.locator('.share input').inputValue())).toBe(code);
});

// The empty editor's scan is the same page as ./editor.spec.ts's with a card picked, bar the pick.
for (const path of cases([link, '/editor/', `/editor/?p=${code}`], [link, `/editor/?p=${code}`])) {
  test(`${path.slice(0, 20)} has no accessibility violations`, async ({ page }) => {
    expect(await axeViolations(page, path)).toEqual([]);
  });
}

// A link that is a version number alone, as a link cut right after "?p=2" is: told it is cut short, in each language, and nothing throws.
for (const [path, cut, damaged] of [
  ['/analysis/', 'This link is cut short: part of it is missing.', 'This link is damaged: some of its characters were changed'],
  ['/fr/analysis/', 'Ce lien est coupé\u00a0: il en manque une partie.', 'Ce lien est abîmé\u00a0: certains de ses caractères ont été modifiés'],
] as const) {
  test(`${path}?p=2 says the link is cut short, and ?p=4 that it is damaged, with no page error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${path}?p=2`);
    await expect(page.getByRole('alert')).toContainText(cut);
    await expect(page.getByRole('alert')).not.toContainText(/newer|récente/);
    await page.goto(`${path}?p=4`);
    await expect(page.getByRole('alert')).toContainText(damaged);
    expect(errors).toEqual([]);
  });
}

// On a slow phone a link's board takes seconds to come: the room kept for it says what is coming, and stops saying it once the table is drawn or cannot come.
const game = sampleGameCode();
// `gone`: the chunks that cannot come in the second half, a link's drawing and its live board both (offline before either came).
for (const [path, chunk, gone, opening, drawn, unreachable] of [
  [link, 'AnalysisDrawing', 'Analysis{Drawing,Board}', 'Opening the shared position…', '.analysis:not([data-example]) .board', 'This board could not be loaded'],
  [`/fr${link}`, 'AnalysisDrawing', 'Analysis{Drawing,Board}', 'Ouverture de la position partagée…', '.analysis:not([data-example]) .board', 'Cette table n’a pas pu être chargée'],
  [`/editor/?p=${code}`, 'EditorDrawing', 'Editor{Drawing,Board}', 'Setting up the shared position…', '.first-use .drawing .editor .board', 'This board could not be loaded'],
  [`/fr/editor/?p=${code}`, 'EditorDrawing', 'Editor{Drawing,Board}', 'Mise en place de la position partagée…', '.first-use .drawing .editor .board', 'Cette table n’a pas pu être chargée'],
  [`/replay/?g=${game}`, 'ReplayDealt', 'ReplayDealt', 'Opening the shared game…', '.replay-page .board', 'This game could not be shown'],
  [`/fr/replay/?g=${game}`, 'ReplayDealt', 'ReplayDealt', 'Ouverture de la partie partagée…', '.replay-page .board', 'Cette partie n’a pas pu être affichée'],
] as const) {
  test(`${path.slice(0, 14)}… says the shared table is on its way until it is drawn, and not when it cannot come`, async ({ page }) => {
    const release = await heldBack(page, chunk);
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: opening })).toBeVisible();
    release();
    await expect(page.locator(drawn)).toBeVisible();
    await expect(page.getByText(opening)).toBeHidden();

    await page.unroute(`**/_astro/${chunk}.*.js`);
    await page.route(`**/_astro/${gone}.*.js`, (route) => route.abort());
    await page.reload();
    await expect(page.getByText(unreachable)).toBeVisible();
    await expect(page.getByText(opening)).toBeHidden();
  });
}
