// Nothing moves under the reader while a page loads: on every kind of page, in both languages,
// at a phone's width and a desktop's, the islands keep their room until they are drawn, so
// the layout shifts summed over the load stay under 0.02 (the budget of the brief). The walk
// carries a learner's coach record, so the progress page draws its coaching and the mistakes
// page its list, as they do once someone has trained. And once
// drawn, a page speaks in words: no notation in its main text (read on the phone's walk; the
// pages this walk does not open are read by ./words.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { startOf } from '../../src/puzzles/puzzle';
import { positionOf } from '../support/positions';
import { puzzleSchema } from '../../src/puzzles/schema';
import { encodePosition } from '../../src/share/code';
import { heldBack, notationIn, sampleGameCode } from './support';
import { cases } from '../support/depth';
import { en as editorEn } from '../../src/i18n/editor/en';
import { fr as editorFr } from '../../src/i18n/editor/fr';
import { en as dailyEn } from '../../src/i18n/daily/en';
import { fr as dailyFr } from '../../src/i18n/daily/fr';
import { en as rushEn } from '../../src/i18n/rush/en';
import { fr as rushFr } from '../../src/i18n/rush/fr';
import { en as deckEn } from '../../src/i18n/deck/en';
import { fr as deckFr } from '../../src/i18n/deck/fr';
import { en as mistakesEn } from '../../src/i18n/mistakes/en';
import { fr as mistakesFr } from '../../src/i18n/mistakes/fr';
import { COACH_KEY, emptyCoach, noteAnswer, type Answer } from '../../src/records/coach';

const code = encodePosition(startOf(puzzleSchema.parse(load(readFileSync('puzzles/001.yaml', 'utf8')))));

// As most visitors see the pages: with motion (the suite's default is reduced motion, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/** One page of each kind; every lesson, for each has its own exercise boards. */
const PAGES = [
  '/',
  '/lessons/',
  // The lesson pages that hold every kind of board between them (the picture; moves, calls, questions and watched turns; the switch; the guided game).
  ...['layout', 'stop', 'variants', 'first-game'].map((l) => `/lessons/${l}/`),
  '/puzzles/',
  '/puzzles/001/',
  '/puzzles/daily/',
  '/puzzles/rush/',
  '/puzzles/stop-or-not/',
  '/puzzles/mistakes/',
  '/play/',
  `/play/?p=${code}`,
  '/analysis/',
  `/analysis/?p=${code}`,
  '/analysis/?p=2',
  '/editor/',
  `/editor/?p=${code}`,
  '/progress/',
  '/replay/',
  '/rules/',
  '/glossary/',
  `/replay/?g=${sampleGameCode()}`,
];
/** What an island shows while it reads the link or fetches its puzzles. */
const WAITING = [editorEn.setting, editorFr.setting, dailyEn.loading, dailyFr.loading, rushEn.loading, rushFr.loading, deckEn.loading, deckFr.loading, mistakesEn.loading, mistakesFr.loading];

/** A learner who has trained: rules missed in a puzzle, the rush and a game, and a legal move called Stop, so the progress page coaches and the mistakes page lists them. */
const coach = (
  [
    { source: 'puzzle', stake: 'does-not-fit', right: false, mistake: { id: '017', kind: 'missed', reason: 'does-not-fit', puzzle: { id: '017' } } },
    { source: 'rush', stake: 'does-not-fit', right: false, mistake: { id: '021', kind: 'missed', reason: 'does-not-fit', puzzle: { id: '021' } } },
    { source: 'rush', stake: 'none', right: false, mistake: { id: '044', kind: 'falseCall', reason: null, puzzle: { id: '044' } } },
    { source: 'game', stake: 'foundation-first', right: true },
  ] as Answer[]
).reduce((r, a) => noteAnswer(r, a, '2026-11-26'), emptyCoach());

/** Sums the shifts not caused by the reader's input, from the first paint on. */
function watchShifts() {
  const w = window as unknown as { shifts: { value: number; sources: string[] }[] };
  w.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
      if (e.hadRecentInput) continue;
      const names = (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName)));
      w.shifts.push({ value: e.value, sources: names });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Scrolls until `island` is in the middle of the screen as a reader does, half a screen a frame: what comes near the screen is
 * laid out before it is in it (a lesson's steps, `content-visibility: auto`), where a jump would show steps still at their estimate.
 */
async function scrollToward(island: Element) {
  const target = island.firstElementChild ?? island;
  for (;;) {
    const r = target.getBoundingClientRect();
    const gap = r.top + r.height / 2 - innerHeight / 2;
    const before = scrollY;
    scrollBy(0, Math.sign(gap) * Math.min(Math.abs(gap), innerHeight / 2));
    if (Math.abs(scrollY - before) < 1) return;
    await new Promise(requestAnimationFrame);
  }
}

/**
 * Opens a page and waits until each island is hydrated and shows its content: those drawn when
 * seen (exercise and puzzle boards) are brought into view first, as a reader scrolling would.
 */
async function settle(page: Page, path: string) {
  await page.goto(path);
  for (const island of await page.locator('astro-island').all()) {
    if ((await island.getAttribute('client')) === 'visible') await island.evaluate(scrollToward);
    await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });
  }
  for (const words of WAITING) await expect(page.getByText(words, { exact: true })).toHaveCount(0);
  // The analysis board opened by a link keeps its example hidden until the link's position replaces it.
  await expect(page.locator('.island-slot[data-link] .analysis[data-example]')).toHaveCount(0);
  // Two frames: the last shift, if any, is painted and reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
}

// One test a language and width: each walks about 25 pages, a few seconds each on a busy machine.
// French at a phone's width, where its longer words are tightest; English at both (the desktop's under `npm run test:deep`).
for (const [pages, language, widths] of [[[...PAGES, '/no-such-page/'], 'English', [390, 1280]], [[...PAGES.map((p) => `/fr${p}`), '/fr/no-such-page/'], 'French', [390]]] as const) {
  for (const width of cases(widths, [390])) {
    test(`no ${language} page shifts its layout while it loads, or scrolls sideways, at ${width} px${width < 600 ? ', or shows notation' : ''}`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.addInitScript(watchShifts);
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [COACH_KEY, JSON.stringify(coach)]);
      const found: Record<string, string> = {};
      const sideways: Record<string, number> = {};
      const notation: string[] = [];
      for (const path of pages) {
        const shifts = await settle(page, path);
        // The coach record is drawn: the progress page's rules missed most, the mistakes page's list by theme.
        if (/\/progress\/$/.test(path)) await expect(page.locator('.missed-rules li')).toHaveCount(2);
        if (/\/mistakes\/$/.test(path)) await expect(page.locator('.mistake-theme').first()).toBeVisible();
        if (width < 600) notation.push(...notationIn(await page.locator('main').innerText()).map((s) => `${path}: …${s}…`));
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        if (total >= 0.02) found[path.replace(code, '<code>')] = `${total.toFixed(3)} (${[...new Set(shifts.flatMap((s) => s.sources))].join(', ')})`;
        // A French label or a long rule name once pushed a page past a phone's edge.
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        if (wide > width) sideways[path.replace(code, '<code>')] = wide;
      }
      expect(found).toEqual({});
      expect(sideways).toEqual({});
      expect(notation).toEqual([]);
    });
  }
}

// A link to the analysis board opens with its table, and its rulings come at the reader's first scroll: the page's foot, below
// them, must not be seen pushed down as they come (a screen's room is kept for them, src/components/analysis.css). A position with three legal moves, and a bare one with a few.
for (const width of [390, 1280])
  test(`a link to the analysis board does not shift as its rulings come, scrolled to from its table, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.addInitScript(watchShifts);
    for (const path of [`/analysis/?p=${code}`, `/fr/analysis/?p=${encodePosition(positionOf({ A: { reserve: ['QH'], hand: ['4C'] }, B: { reserve: ['5H'], hand: ['8C'] } }))}`]) {
      // Held back until the reader's first scroll, which fetches it (or the rulings in view, on a short table): it comes after it.
      const release = await heldBack(page, 'AnalysisBoard');
      await page.goto(path);
      await expect(page.locator('.analysis-judging')).toBeVisible();
      // The reader's first scroll, half a screen; what it shows then must not move as the board that judges comes.
      await page.evaluate(() => scrollBy(0, innerHeight / 2));
      release();
      await expect(page.locator('.analysis-judging')).toHaveCount(0);
      await page.unroute('**/_astro/AnalysisBoard.*.js');
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.locator('#legal-moves')).toBeVisible();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
      expect(shifts.reduce((sum, s) => sum + s.value, 0), JSON.stringify(shifts)).toBeLessThan(0.02);
    }
  });
