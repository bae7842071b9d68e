// What a page really fetches as it opens: every script response until its board (the play page's
// table before a game) is shown and the network is idle, gzip-compressed (node's zlib), with its inline scripts, held to the
// ceiling (ceilingOf: its budget); and the same files as scripts/page-weight.ts counts from the build, so its table is honest.
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { ceilingOf, linkedWeights, pageWeights, weighedAs } from '../../scripts/page-weight';
import { deal, legalMoves } from '../../src/engine';
import { encodePosition } from '../../src/share/code';
import { encodeGame } from '../../src/share/game-code';
import { dailyPuzzle } from '../../src/puzzles/daily';
import { candidateOf } from '../../src/puzzles/puzzle';
import { textedPuzzles } from '../puzzles/collection';
import { layout, positionOf, type Layout } from '../support/positions';
import { startGame, startRush } from './support';

// The service worker would fetch every file to keep it offline: only what the page itself asks for is counted.
test.use({ serviceWorkers: 'block' });

// A to move, with Q♥ in the reserve for house 1's K♠.
const queen: Layout = { A: { reserve: ['QH'], hand: ['4C'] }, B: { reserve: ['5H'], hand: ['8C'] } };

interface Opened {
  /** What its ceiling is kept under: the page's address, without its query but for a link it opens (page-weight's weighedAs). */
  readonly page: string;
  readonly bytes: number;
  /** Each script fetched, /_astro/…, with its gzip size. */
  readonly files: ReadonlyMap<string, number>;
}

/** What shows that a page has opened: its board, or the button that starts a game (the play page) or a run (the rush), or what opens a game (the replay page without a link). */
const ready = (page: Page, path: string) =>
  page.locator(/\/play\//.test(path) ? '.play-start button.primary' : /\/rush\//.test(path) ? '.rush-go:enabled' : /\/replay\/$/.test(path) ? '.replay-open textarea' : '.board[role="group"]');

/**
 * Opens `path`, waits for its board, the files page-weight counts for it and an idle network, and weighs every script the
 * page loaded (from the network or its cache) and held inline. `reopened`: the page was open already in this browser, whose
 * memory cache serves its scripts unseen, so only the board and the idle network are awaited.
 */
async function open(page: Page, path: string, { reopened = false } = {}): Promise<Opened> {
  const fetched: Promise<[string, number]>[] = [];
  const asked = new Set<string>();
  const seen = (r: Response) => {
    // A redirect's target is a response of its own, counted then.
    if (r.request().resourceType() === 'script' && (r.status() < 300 || r.status() >= 400)) {
      asked.add(new URL(r.url()).pathname);
      fetched.push(r.body().then((b) => [new URL(r.url()).pathname, gzipSync(b).length]));
    }
  };
  page.on('response', seen);
  await page.goto(path);
  await expect(ready(page, path)).toBeVisible();
  // A board the site drew shows before its island's files are asked for, and a busy machine can leave the network idle
  // between two of them: the files page-weight counts are awaited first, then anything more the page asks for.
  const address = weighedAs(path);
  if (!reopened) await expect.poll(() => [...counted(address)].filter((f) => !asked.has(f))).toEqual([]);
  await page.waitForLoadState('networkidle');
  page.off('response', seen);
  const files = new Map(await Promise.all(fetched));
  const inline = await page.locator('script:not([src])').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  const bytes = [...files.values()].reduce((n, b) => n + b, 0) + inline.reduce((n, code) => n + gzipSync(code).length, 0);
  return { page: address, bytes, files };
}

/** Opens `path` (as `open`) holding it to the files page-weight counts for it and to its ceiling. */
async function opensWithin(page: Page, path: string): Promise<Opened> {
  const o = await open(page, path);
  expect(new Set(o.files.keys())).toEqual(counted(o.page));
  expect(o.bytes, listed(o)).toBeLessThanOrEqual(ceilingOf(o.page));
  return o;
}

/** Every script the page asks for from now on, by address, in order. */
function scriptsAsked(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}
/** Scripts by the name of their chunk (/_astro/TableHost.D_1cwUSs.js: TableHost). */
const chunkNames = (scripts: readonly string[]) => scripts.map((f) => f.replace(/^\/_astro\/([A-Za-z-]+)\..*$/, '$1'));

const listed = (o: Opened) => [...o.files].map(([f, b]) => `${f} ${(b / 1024).toFixed(1)} KB`).join('\n');
/** Every built page's weight, opened without a link and with one, read once a worker (it reads all 800 pages). */
let built: ReturnType<typeof pageWeights> | undefined;
const counted = (page: string) => new Set((built ??= [...pageWeights(), ...linkedWeights()]).find((w) => w.page === page)!.files);

test('/play/ opens within the ceiling of JavaScript, the files page-weight counts', async ({ page }) => {
  const o = await open(page, '/play/');
  expect(new Set(o.files.keys())).toEqual(counted('/play/'));
  expect(o.bytes, listed(o)).toBeLessThanOrEqual(ceilingOf(o.page));
});

test('/fr/play/ opens within the ceiling of JavaScript, fetching no English catalog', async ({ page }) => {
  const o = await open(page, '/fr/play/');
  expect(new Set(o.files.keys())).toEqual(counted('/fr/play/'));
  expect(o.bytes, listed(o)).toBeLessThanOrEqual(ceilingOf(o.page));
});

test('/play/ fetches the game only when it is started, and then plays it', async ({ page }) => {
  const scripts = scriptsAsked(page);
  const o = await open(page, '/play/?seed=7&delay=0');
  expect([...o.files.keys()].filter((f) => /\/GameView\./.test(f))).toEqual([]);
  expect(scripts.filter((f) => /\/GameView\./.test(f))).toEqual([]);
  await page.getByRole('button', { name: 'Deal this game' }).click();
  await expect(page.getByRole('group', { name: 'Card table' })).toBeVisible();
  expect(scripts.filter((f) => /\/GameView\./.test(f))).toHaveLength(1);
  // Focus is on the game, so a keyboard or a screen reader goes on from there.
  await expect(page.locator('section.game')).toBeFocused();
});

test('a game that cannot be fetched is said in words, and Try again brings it', async ({ page }) => {
  await open(page, '/play/?seed=7&delay=0');
  await page.route('**/_astro/GameView.*.js', (route) => route.abort());
  await page.getByRole('button', { name: 'Deal this game' }).click();
  await expect(page.getByRole('alert')).toHaveText('The game could not be loaded: check the connection, then try again.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.unroute('**/_astro/GameView.*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('group', { name: 'Card table' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Another deal: the one above is kept, and its page would offer to go on with it.
  await page.goto('/fr/play/?seed=8&delay=0');
  await page.route('**/_astro/GameView.*.js', (route) => route.abort());
  await page.getByRole('button', { name: 'Distribuer cette donne' }).click();
  await expect(page.getByRole('alert')).toHaveText('Impossible de charger la partie : vérifiez la connexion, puis réessayez.');
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
});

test('/play/ offers to go on with a saved game within the ceiling of JavaScript', async ({ page, browser }) => {
  await page.goto(`/play/?delay=0&position=${encodeURIComponent(JSON.stringify(layout(queen)))}`);
  await page.getByRole('button', { name: 'Play on from this position' }).click();
  await page.getByRole('button', { name: /^your reserve, queen of hearts/ }).click();
  await page.getByRole('button', { name: /^house 1, king of spades/ }).click();
  await expect(page.getByRole('button', { name: 'You: Q♥ from your reserve to house 1' })).toBeVisible();
  // The saved game in a browser with an empty cache, so that every script is fetched again; the plain address goes on with it.
  const later = await browser.newContext({ storageState: await page.context().storageState(), serviceWorkers: 'block' });
  const again = await later.newPage();
  const o = await open(again, '/play/');
  expect(new Set(o.files.keys())).toEqual(counted('/play/'));
  expect(o.bytes, listed(o)).toBeLessThanOrEqual(ceilingOf(o.page));
  await again.getByRole('button', { name: 'Continue your game' }).click();
  await expect(again.getByRole('button', { name: 'You: Q♥ from your reserve to house 1' })).toBeVisible();
  await later.close();
});

test('/analysis/ without a link opens as the site drew it, its example analysed, within the budget; the live board comes at the first use', async ({ page }) => {
  const scripts = scriptsAsked(page);
  const o = await opensWithin(page, '/analysis/');
  expect(ceilingOf(o.page)).toBe(25 * 1024);
  // The example's analysis is the build's: its legal moves are listed before any script of the board's comes.
  await expect(page.locator('.first-use astro-slot .analysis .moves li').first()).toBeVisible();
  const atOpen = scripts.length;
  // A move of the list pressed on the drawing is tried on the live board, fetched by that press.
  await page.locator('.analysis .moves li button').first().click();
  await expect(page.locator('.first-use astro-slot')).toHaveCount(0);
  await expect(page.locator('.analysis .feedback')).toBeVisible();
  expect(chunkNames(scripts.slice(atOpen))).toEqual(expect.arrayContaining(['AnalysisBoard', 'TableHost', 'verdict']));
});

/** A game of one move, for the replay page's link. */
const oneMove = () => {
  const start = deal('weight#1').position;
  return encodeGame({ start, moves: [{ move: legalMoves(start)[0]!, called: false }] });
};

/**
 * The pages that open a link, opened by one: what shows that the link's table is drawn, what the page's weight is kept under,
 * and the one file that reads the link and draws its table (scripts/link-openers.ts).
 */
const LINKED = [
  { path: () => `/analysis/?p=${encodePosition(positionOf(queen))}`, drawn: (page: Page) => page.getByRole('button', { name: /^your reserve, queen of hearts/ }), as: '/analysis/?p=…', opener: 'AnalysisDrawing' },
  { path: () => `/editor/?p=${encodePosition(positionOf(queen))}`, drawn: (page: Page) => page.getByRole('button', { name: /^A’s reserve, queen of hearts/ }), as: '/editor/?p=…', opener: 'EditorDrawing' },
  { path: () => `/replay/?g=${oneMove()}`, drawn: (page: Page) => page.getByText('The table as dealt, before any move (1 move in all).', { exact: true }), as: '/replay/?g=…', opener: 'ReplayDealt' },
];
/** Files the live boards share: the engine's tables, the interchange format and its reader, the moves, the table's host. */
const SHARED_BY_BOARDS = ['table', 'interchange', 'code', 'moves', 'TableHost'];
test('the files the live boards share are built under the names the link pages are checked without', () => {
  const built = new Set(chunkNames(readdirSync('dist/_astro').map((f) => `/_astro/${f}`)));
  expect(SHARED_BY_BOARDS.filter((n) => !built.has(n))).toEqual([]);
});

for (const { path, drawn, as, opener } of LINKED)
  test(`${as} opens its link's table at once, within its ceiling of JavaScript, the files page-weight counts, its reader and its table in one file`, async ({ page }) => {
    const scripts = scriptsAsked(page);
    const o = await opensWithin(page, path());
    await expect(drawn(page)).toBeVisible();
    expect(o.page).toBe(as);
    expect(chunkNames(scripts)).toContain(opener);
    expect(chunkNames(scripts).filter((n) => SHARED_BY_BOARDS.includes(n))).toEqual([]);
  });

test('/analysis/?p=… opens with the link\'s table and without the judge: a move tried on the table fetches the live board that judges it', async ({ page }) => {
  const scripts = scriptsAsked(page);
  await opensWithin(page, `/analysis/?p=${encodePosition(positionOf(queen))}`);
  expect(chunkNames(scripts)).not.toContain('verdict');
  await expect(page.locator('.analysis-judging')).toHaveText('Judging this table under each house rule…');
  // Tapped on the drawing, the Q♥ then house 1 (its K♠): the first tap fetches the live board, which takes both.
  await page.getByRole('button', { name: /^your reserve, queen of hearts/ }).click();
  await page.locator('[data-pile="house0"]').click();
  await expect(page.locator('.analysis .feedback.right')).toContainText('Legal');
  await expect(page.locator('.analysis-judging')).toHaveCount(0);
  expect(chunkNames(scripts)).toEqual(expect.arrayContaining(['AnalysisBoard', 'verdict']));
});

test('/editor/?p=… opens with the link\'s table and without the live editor: a card placed on the table fetches it, which takes both taps', async ({ page }) => {
  const scripts = scriptsAsked(page);
  await opensWithin(page, `/editor/?p=${encodePosition(positionOf(queen))}`);
  await expect(page.getByRole('status').filter({ hasText: 'A position the rules allow.' })).toBeVisible();
  await expect(page.getByLabel(/^Cards of house 1/)).toHaveValue('K♠');
  expect(chunkNames(scripts)).not.toContain('EditorBoard');
  // Tapped on the drawing, the 2♣ of the palette then house 2: the first tap fetches the live editor, which takes both.
  await page.locator('.palette [data-card="2C"]').click();
  await page.locator('[data-pile="house1"]').click();
  await expect(page.getByLabel(/^Cards of house 2/)).toHaveValue(/2♣$/);
  await expect(page.locator('.first-use .drawing')).toHaveCount(0);
  expect(chunkNames(scripts)).toContain('EditorBoard');
});

test('/fr/analysis/?p=… judges its table under each house rule once the reader scrolls to the rulings, without a touch', async ({ page }) => {
  const scripts = scriptsAsked(page);
  await opensWithin(page, `/fr/analysis/?p=${encodePosition(positionOf(queen))}`);
  const rulings = page.locator('section:has(> #house-rules)');
  await expect(rulings.locator('.analysis-judging')).toHaveText('Examen de cette table selon chaque règle maison…');
  expect(chunkNames(scripts)).not.toContain('verdict');
  // Scrolled by the page, not a wheel or a finger over the table, which would wake the board as a first use.
  await rulings.evaluate((el) => el.scrollIntoView());
  await expect(rulings.locator('.house-summary')).toContainText('Selon ces règles');
  await expect(page.getByRole('heading', { name: /^Coups possibles \(\d+\)$/ })).toBeVisible();
  expect(chunkNames(scripts)).toContain('verdict');
});

test('/fr/replay/ without a link opens with what opens a game, within the budget; a record opened fetches its table', async ({ page }) => {
  const scripts = scriptsAsked(page);
  const o = await opensWithin(page, '/fr/replay/');
  expect(ceilingOf(o.page)).toBe(25 * 1024);
  expect(chunkNames(scripts)).not.toContain('BoardView');
  const start = deal('weight#1').position;
  await page.getByLabel('Le relevé d’une partie (texte brut)').fill(`https://example.org/replay/?g=${encodeGame({ start, moves: [] })}`);
  await page.getByRole('button', { name: 'Ouvrir ce relevé' }).click();
  await expect(page.locator('.replay-where')).toHaveText('La table telle que distribuée, avant tout coup (0 coup en tout).');
  // The table as dealt is a picture: the board's gestures come with the game judged, at the first step.
  expect(chunkNames(scripts)).toContain('ReplayDealt');
  expect(chunkNames(scripts)).not.toContain('TableHost');
});

test('/fr/editor/ opens within the ceiling of JavaScript, the files page-weight counts; why a table is refused comes at the first press, and offline the editor says it will come', async ({ page }) => {
  const scripts = scriptsAsked(page);
  const o = await open(page, '/fr/editor/');
  expect(new Set(o.files.keys())).toEqual(counted('/fr/editor/'));
  expect(o.bytes, listed(o)).toBeLessThanOrEqual(ceilingOf(o.page));
  expect(chunkNames(scripts)).not.toContain('faults');
  const status = page.locator('.editor p[role="status"]');
  await expect(status).toHaveText('Une table vide\u00a0: placez des cartes pour composer une position.');

  // The first press fetches the words of why: a wrong table is told with them.
  await page.locator('[data-pile="foundation1"]').click();
  await expect.poll(() => chunkNames(scripts)).toContain('faults');
  await page.getByLabel(/Cartes de la fondation 2/).fill('7H');
  await page.getByRole('button', { name: 'Remplir la fondation 2' }).click();
  await expect(status).toHaveText(/^Les règles n’autorisent pas encore cette position\. La fondation 2 commence par le 7♥/);

  // Opened again with the connection lost after it opened: the table is still judged, and the reader is told why will follow.
  await open(page, '/fr/editor/', { reopened: true });
  // The live editor comes at the first use (a pointer over it): in before the connection goes.
  await page.locator('.editor .board').hover();
  await expect(page.locator('.first-use astro-slot')).toHaveCount(0);
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.locator('[data-pile="foundation1"]').click();
  await page.getByLabel(/Cartes de la fondation 2/).fill('7H');
  await page.getByRole('button', { name: 'Remplir la fondation 2' }).click();
  await expect(status).toHaveText('Les règles n’autorisent pas encore cette position. La raison sera donnée une fois la page de nouveau en ligne.');
  await expect(status).toHaveClass(/invalid/);
  await expect(page.getByRole('button', { name: /Partager/ })).toHaveCount(0);

  // A broken link opened while the words of why cannot come: said, with the empty table it opens instead.
  await page.unroute('**/_astro/*.js');
  await page.route('**/_astro/faults.*.js', (route) => route.abort());
  await page.goto('/fr/editor/?p=3abc');
  await expect(page.locator('.editor .link-error')).toHaveText(
    'Ce lien ne peut pas être lu, et la page est hors ligne\u00a0: la raison sera donnée une fois la connexion revenue. Vous partez donc d’une table vide.',
  );
  await expect(status).toHaveText('Une table vide\u00a0: placez des cartes pour composer une position.');
});

test('"Share" says the link is on its way on a slow network, and says so when it cannot come', async ({ page }) => {
  await open(page, '/play/?seed=7');
  await startGame(page);
  let release = () => {};
  const slow = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/links.*.js', async (route) => {
    await slow;
    await route.continue();
  });
  // The position's share box, not the whole game's beside it.
  const position = page.locator('.share', { has: page.getByRole('button', { name: 'Share this position' }) });
  await page.getByRole('button', { name: 'Share this position' }).click();
  await expect(position.getByRole('status')).toHaveText('Preparing the link…');
  release();
  await expect(position.locator('input')).toHaveValue(/\/analysis\/\?p=/);

  await page.goto('/fr/play/?seed=7');
  await startGame(page);
  await page.route('**/_astro/links.*.js', (route) => route.abort());
  await page.getByRole('button', { name: 'Partager cette position' }).click();
  await expect(page.locator('.share', { has: page.getByRole('button', { name: 'Partager cette position' }) }).getByRole('status')).toHaveText('Le lien n’a pas pu être préparé : vérifiez la connexion et appuyez de nouveau.');
});

/** A compulsory puzzle whose hand turn is forbidden: pressing the hand is a wrong answer, stopped by priority rule 1. */
const compulsory = textedPuzzles('en').find((p) => p.kind === 'compulsory' && p.answer.every((m) => m.startsWith('R-f')))!;

test('a puzzle opens within the ceiling of JavaScript, the files page-weight counts; why a move is stopped is fetched at the first wrong answer', async ({ page }) => {
  const scripts = scriptsAsked(page);
  const path = `/puzzles/${compulsory.id}/`;
  const o = await open(page, path);
  expect(new Set(o.files.keys())).toEqual(counted(path));
  expect(o.bytes, listed(o)).toBeLessThanOrEqual(ceilingOf(o.page));
  const atOpen = scripts.length;
  await page.locator('[data-pile="handA"]').click();
  await expect(page.locator('.feedback.wrong')).toHaveText(/^Stop! Your reserve card .+ fits foundation \d, and a reserve card that can go to a foundation must be played there before anything else \(priority rule 1\)\./);
  // The live puzzle (its board and the engine's judging), the explanations' code, the choice of the next puzzle and the coach's count of the answer: none of them counted at open.
  const later = () => chunkNames(scripts.slice(atOpen));
  await expect.poll(later).toEqual(expect.arrayContaining(['PuzzleBoard', 'TableHost', 'verdict', 'explain', 'next', 'coach']));
  const atOpenFiles = counted(path);
  for (const f of scripts.slice(atOpen)) expect(atOpenFiles.has(f), f).toBe(false);
});

test('the daily puzzle in French opens within the ceiling of JavaScript, the files page-weight counts, as the site drew it; its live board comes at the first use', async ({ page }) => {
  // A day whose puzzle is under the standard rules, so that its first button shows B's first move.
  const day = '2026-11-22';
  const id = dailyPuzzle(textedPuzzles('fr').map(candidateOf), day);
  expect(textedPuzzles('fr').find((p) => p.id === id)!.position.rules).toBe('standard');
  await page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
  const scripts = scriptsAsked(page);
  const o = await open(page, '/fr/puzzles/daily/');
  expect(new Set(o.files.keys())).toEqual(counted('/fr/puzzles/daily/'));
  expect(o.bytes, listed(o)).toBeLessThanOrEqual(ceilingOf(o.page));
  // The puzzle as the site drew it (/fr/puzzles/<id>.html), in French.
  const drawn = page.locator(`.first-use .drawing [data-puzzle="${id}"]`);
  await expect(drawn.locator('.calls button')).toHaveText('Voir le premier coup de B');
  const atOpen = scripts.length;
  // The press on the drawing wakes the live board and is carried over to it: B's first move is shown, to be called.
  await drawn.locator('.calls button').click();
  await expect(page.locator('.first-use .drawing')).toHaveCount(0);
  await expect(page.locator(`[data-puzzle="${id}"] .calls`).getByRole('button', { name: 'Laisser passer' })).toBeVisible();
  await expect(page.locator(`[data-puzzle="${id}"] .proposed`)).toContainText('1');
  expect(chunkNames(scripts.slice(atOpen))).toEqual(expect.arrayContaining(['PuzzleBoard', 'TableHost', 'verdict']));
});

test('the rush in French opens within the ceiling of JavaScript, the files page-weight counts; the run comes at the press on Start', async ({ page }) => {
  const scripts = scriptsAsked(page);
  const o = await open(page, '/fr/puzzles/rush/');
  expect(new Set(o.files.keys())).toEqual(counted('/fr/puzzles/rush/'));
  expect(o.bytes, listed(o)).toBeLessThanOrEqual(ceilingOf(o.page));
  const atOpen = scripts.length;
  await startRush(page, { name: 'Lancer le chrono' });
  await expect(page.locator('section.rush .board')).toBeVisible();
  await expect(page.locator('section.rush .calls button').first()).toBeFocused();
  expect(chunkNames(scripts.slice(atOpen))).toEqual(expect.arrayContaining(['StopRush', 'TableHost']));
});

test('a rush whose run cannot be fetched at the press on Start says so, and Try again brings it', async ({ page }) => {
  await open(page, '/puzzles/rush/');
  // The connection lost once the page is open: no more script comes.
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.getByRole('button', { name: 'Start the rush' }).click();
  await expect(page.getByRole('alert')).toHaveText('The moves could not be loaded: this device may be offline. Try again');
  await page.unroute('**/_astro/*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await startRush(page);
});

test('a board that cannot be fetched at the first touch says so, and Try again brings it; a wrong answer whose explanation cannot be fetched says so in words, with the rule it broke', async ({ page }) => {
  await open(page, `/fr/puzzles/${compulsory.id}/`);
  // The connection lost once the page is open: no more script comes.
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.locator('[data-pile="handA"]').click();
  await expect(page.getByRole('alert')).toHaveText('Cette table n’a pas pu être chargée\u00a0: vérifiez la connexion, puis réessayez. Réessayer');
  // Back online, Try again opens the puzzle again.
  await page.unroute('**/_astro/*.js');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await reloaded;
  // The board fetched (a pointer coming over it once it has hydrated is enough), then the connection lost again: the explanation cannot come.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.locator('[data-pile="handA"]').hover();
  await expect(page.locator('.first-use > astro-slot')).toHaveCount(0);
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.locator('[data-pile="handA"]').click();
  await expect(page.locator('.feedback.wrong')).toHaveText(
    /^Stop\s! L’explication n’a pas pu être chargée\s: vérifiez la connexion et réessayez\. \(Règle de priorité 1\s: de la réserve aux fondations d’abord\)/,
  );
});
