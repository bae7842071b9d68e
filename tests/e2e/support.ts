// Helpers shared by the browser tests.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { deal, startGame as begin, stepGame, type RecordedMove } from '../../src/engine';
import { computerMove } from '../../src/players/computer';
import { encodeGame } from '../../src/share/game-code';
export { notationIn } from '../support/notation';

/** The board's data-pile key of a pile as exercises and puzzles write it: "A.reserve", "h5", "f1", or a pile of a move string of A's ("R", "X", "oW"). */
export function pileKey(name: string): string {
  const side = /^([AB])\.(\w+)$/.exec(name);
  if (side) return `${side[2]}${side[1]}`;
  const named: Record<string, string> = { R: 'reserveA', X: 'turnedA', W: 'wasteA', oR: 'reserveB', oW: 'wasteB' };
  if (name in named) return named[name]!;
  return `${name[0] === 'h' ? 'house' : 'foundation'}${Number(name.slice(1)) - 1}`;
}

/** Brings every island of the page into view and waits until each has hydrated (its script loaded and ran). */
export async function hydrateAll(page: Page): Promise<void> {
  // Islands are display: contents, so it is their first element that is scrolled to. Each one is
  // waited for before the next: an island scrolled past within one frame is never seen, so never hydrates.
  for (const island of await page.locator('astro-island').all()) {
    await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView());
    await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });
  }
}

/**
 * Opens the analysis board at `path` and waits until the link's position is judged: the page is built with an
 * example, kept hidden until the island has read the link and drawn its table (a Preact effect, so after hydration,
 * and stalled by a paused clock if not waited for); the board that judges comes once the rulings are in view, so the
 * page is scrolled to them, as a reader does, and back to its top. A link that cannot be read is said at once.
 */
export async function openAnalysis(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.analysis:not([data-example]) #house-rules, .link-error').first()).toBeVisible();
  // In one step: the live board may replace the drawing's heading meanwhile.
  await page.evaluate(() => document.querySelector('#house-rules, .link-error')!.scrollIntoView());
  await expect(page.locator('.analysis #legal-moves, .link-error').first()).toBeVisible();
  await page.evaluate(() => scrollTo(0, 0));
}

export async function startRush(page: Page, { press = (b: Locator) => b.click(), paused = false, name = 'Start the rush' } = {}): Promise<void> {
  await press(page.getByRole('button', { name }));
  const rush = page.locator('section.rush');
  if (!paused) return expect(rush).toHaveAttribute('data-phase', 'running');
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10);
        return rush.getAttribute('data-phase');
      },
      { intervals: [20] },
    )
    .toBe('running');
}

/**
 * A whole scan of a board page takes seconds of CPU, many more on a busy machine: a test that
 * scans gets this long, so that a machine under load slows it down without failing it.
 */
const SCAN_TIMEOUT = 120_000;

/** Brings every island of the open page into view (boards hydrate when seen) and lists axe's violations on the whole page. */
export async function axeScan(page: Page): Promise<string[]> {
  test.info().setTimeout(Math.max(test.info().timeout, SCAN_TIMEOUT));
  await hydrateAll(page);
  // Every rule runs on every element; only the violations are gathered in detail (passes and
  // inapplicable rules are counted, not listed), which is most of a scan's time on a board page.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations.map((v) => `${new URL(page.url()).pathname} ${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Opens a page and lists axe's violations on it. */
export async function axeViolations(page: Page, path: string): Promise<string[]> {
  test.info().setTimeout(Math.max(test.info().timeout, SCAN_TIMEOUT));
  await page.goto(path);
  return axeScan(page);
}

/**
 * The page's clock in the test's hands: installed before the page opens, time runs while it
 * loads; once paused, only page.clock.runFor moves it (the computer's pause, a finger's hold).
 */
const CLOCK_START = Date.parse('2026-11-22T10:00:00Z');
export const installClock = (page: Page) => page.clock.install({ time: CLOCK_START });
/** Time stands still from here on (the page must have loaded within the minute). */
export const pauseClock = (page: Page) => page.clock.pauseAt(CLOCK_START + 60_000);

interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * A finger on the screen through the browser's own touch input: down, moved in 8 steps a frame
 * (16 ms) apart, up. The page's clock stands still but for the time the finger takes (a hold is
 * the test's own `page.clock.runFor`).
 */
export async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const at = ({ x, y }: Point) => [{ x, y, id: 1 }];
  let here: Point = { x: 0, y: 0 };
  return {
    down: async (to: Point) => {
      here = to;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(to) });
    },
    moveTo: async (to: Point) => {
      const from = here;
      for (let i = 1; i <= 8; i++) {
        here = { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(here) });
        await page.clock.runFor(16);
      }
    },
    up: async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.clock.runFor(16);
    },
  };
}

/** The middle of what a locator finds, where a pointer presses it. */
export async function middleOf(l: Locator): Promise<Point> {
  const b = (await l.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Opens a page, lets time run until `ready` shows, then stands it still. */
export async function gotoWithClockPaused(page: Page, path: string, ready: Locator): Promise<void> {
  await installClock(page);
  await page.goto(path);
  await expect(ready).toBeVisible();
  await pauseClock(page);
}

/** The play page opens on its table: presses its one button (deal, continue, or play on from the link's position) and waits for the game's board. */
export async function startGame(page: Page): Promise<void> {
  await page.locator('.play-start button.primary').click();
  await expect(page.locator('section.game .board[role="group"]')).toBeVisible();
}

/** A whole-game code: the first 40 moves the computer makes from one deal, for the replay page. */
export function sampleGameCode(): string {
  const start = deal('sample game').position;
  const moves: RecordedMove[] = [];
  let g = begin(start);
  let rearranged = 0;
  while (moves.length < 40 && !g.result) {
    const mover = g.position.toMove;
    const move = computerMove(g.position, rearranged);
    moves.push({ move, called: false });
    g = stepGame(g, { move, called: false }).game;
    rearranged = g.position.toMove === mover ? rearranged + 1 : 0;
  }
  return encodeGame({ start, moves });
}

/** A script of the site (by its chunk's name) held back on its way until the returned function lets it come. */
export async function heldBack(page: Page, chunk: string): Promise<() => void> {
  let release = () => {};
  const slow = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/_astro/${chunk}.*.js`, async (route) => {
    await slow;
    await route.continue();
  });
  return release;
}
