// The course, gone through as a newcomer would on a 390 px touch screen, in both languages: every
// step solved, answered wrongly once first in English (the lessons that hold every kind of step under
// `npm test`, every lesson under `npm run test:deep`); on the turn-machine boards, the phase the board
// names is checked against the table at every move; the guided first game is played to the win
// and leads to /play/. The answers come from the steps' own data and the engine. (That progress
// is kept across a reload is ./lessons.spec.ts's.)
import { expect, test, type Locator, type Page } from '@playwright/test';
import { attempt, parseMove, pileRefOf, priorities, startGame, verdict, type Game, type Move, type Position } from '../../src/engine';
import { boardWords } from '../../src/i18n/board';
import { lessonWords } from '../../src/i18n/lessons';
import { turnStepWords } from '../../src/i18n/turn-step';
import { playWords } from '../../src/i18n/play';
import { LOCALES, localized, type Locale } from '../../src/i18n/locales';
import { turnWords } from '../../src/i18n/turn';
import { claimHolds } from '../../src/lessons/claims';
import { firstError, guidedGame } from '../../src/lessons/check';
import { positionOf } from '../../src/lessons/exercise';
import { readExercises } from '../../src/lessons/exercise-files';
import type { Exercise } from '../../src/lessons/schema';
import { refKey } from '../../src/components/table';
import { englishWords } from '../lessons/english';
import { DEEP } from '../support/depth';
import { notationIn, pileKey } from './support';

const steps = readExercises();
const lessons = [...new Set(steps.map((e) => e.lesson))];

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A step's box, scrolled into view and started (its island hydrated). */
async function stepBox(page: Page, id: string): Promise<Locator> {
  const box = page.locator(`[data-exercise="${id}"]`);
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: box })).toHaveCount(0);
  return box;
}

const keyOf = (p: Position, pile: number) => refKey(pileRefOf(p, pile));

/** Plays a move on a board by touch: a card (or the run's first card) then where it goes; the hand turned by a tap on it. */
async function touchMove(box: Locator, p: Position, m: Move): Promise<void> {
  if (m.kind === 'turn') return box.locator('[data-pile="handA"]').tap();
  if (m.kind !== 'move') throw new Error('no pile move');
  const from = keyOf(p, m.from);
  const ref = pileRefOf(p, m.from);
  if (ref.kind === 'house') {
    const cards = box.locator(`[data-pile="${from}"] .card`);
    await cards.nth((await cards.count()) - m.count).tap();
  } else await box.locator(`[data-pile="${from}"]`).tap();
  await box.locator(`[data-pile="${keyOf(p, m.to)}"]`).tap();
}

/** A move on a turn-machine board: the turn's own buttons for turning up, discarding and passing. */
async function turnMove(box: Locator, p: Position, m: Move, lang: Locale): Promise<void> {
  const t = turnWords(lang);
  if (m.kind === 'turn') return box.getByRole('button', { name: t.turnHand, exact: true }).tap();
  if (m.kind === 'pass') return box.getByRole('button', { name: t.pass, exact: true }).tap();
  if (m.kind === 'move' && p.A.turned !== null && keyOf(p, m.from) === 'turnedA' && keyOf(p, m.to) === 'wasteA') return box.getByRole('button', { name: t.discard, exact: true }).tap();
  return touchMove(box, p, m);
}

/** A move of A's that the rules stop here, from a pile the board lets a learner pick: the wrong answer to try. */
function stoppedMove(p: Position): Move {
  const froms = ['R', 'X', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'];
  const tos = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8', 'oR', 'oW'];
  for (const f of froms)
    for (const to of tos) {
      const m = parseMove(`${f}-${to}`, p.rules);
      if (m.ok && m.value.kind === 'move' && f !== to && pileRefOf(p, m.value.from).kind !== 'foundation') {
        const v = verdict(p, m.value);
        const cards = f === 'R' ? p.A.reserve : f === 'X' ? (p.A.turned === null ? [] : [p.A.turned]) : p.houses[Number(f.slice(1)) - 1]!;
        if (!v.legal && cards.length > 0) return m.value;
      }
    }
  throw new Error('no stopped move');
}

const move = (code: string, p: Position): Move => {
  const m = parseMove(code, p.rules);
  if (!m.ok) throw new Error(m.error);
  return m.value;
};

/** The phase a turn board names, read against the table: compulsory moves, the hand card waiting, or free moves. */
async function expectPhase(box: Locator, p: Position, lang: Locale): Promise<void> {
  const want = priorities(p).forcedBy ? 'compulsory' : p.A.turned !== null ? 'handCard' : 'free';
  const board = box.locator('.turn-board');
  await expect(board).toHaveAttribute('data-phase', want);
  await expect(board.locator('.phase-name')).toHaveText(turnWords(lang).phases[want]);
}

/** One wrong answer, told as wrong (`wrongFirst`), then the step solved; returns the box. */
async function wrongThenRight(page: Page, e: Exercise, lang: Locale, wrongFirst: boolean): Promise<Locator> {
  const w = lessonWords(lang);
  const b = boardWords(lang);
  const box = await stepBox(page, e.id);
  const p = positionOf(e.position);
  const wrong = box.locator('.feedback.wrong');
  const right = box.locator('.feedback.right');
  // A turn-machine step is first drawn as HTML, then taken over by its machine.
  if (e.kind === 'turn' || e.kind === 'watch' || e.kind === 'game') await expect(box.locator('.turn-board')).toHaveAttribute('data-live', 'true');
  switch (e.kind) {
    case 'point': {
      if (wrongFirst) {
        const other = ['foundation7', 'house7', 'house0', 'handB'].find((k) => !e.piles.map(pileKey).includes(k))!;
        await box.locator(`[data-pile="${other}"]`).tap();
        await expect(wrong).toBeVisible();
        expect(notationIn(await wrong.innerText()), e.id).toEqual([]);
      }
      // The board stays live after a wrong answer: the next tap answers again.
      await box.locator(`[data-pile="${pileKey(e.piles[0]!)}"]`).tap();
      break;
    }
    case 'play': {
      if (wrongFirst) {
        await touchMove(box, p, stoppedMove(p));
        await expect(wrong).toBeVisible();
        expect(notationIn(await wrong.innerText()), e.id).toEqual([]);
      }
      await touchMove(box, p, move(e.accept[0]!, p));
      break;
    }
    case 'judge': {
      const call = (stop: boolean) => box.locator('.calls button').nth(stop ? 0 : 1).tap();
      if (wrongFirst) {
        await call(e.expect !== 'stop');
        await expect(wrong).toBeVisible();
        expect(notationIn(await wrong.innerText()), e.id).toEqual([]);
        await box.getByRole('button', { name: b.retry }).tap();
      }
      await call(e.expect === 'stop');
      break;
    }
    case 'choose': {
      const at = (i: number) => box.locator('.choices button').nth(i);
      if (wrongFirst) {
        await at(e.choices.findIndex((c) => !claimHolds(c.claim, p))).tap();
        await expect(wrong).toBeVisible();
      }
      await at(e.choices.findIndex((c) => claimHolds(c.claim, p))).tap();
      break;
    }
    case 'turn': {
      // A move the rules forbid is stopped at once and explained, then taken back.
      if (wrongFirst) {
        await expectPhase(box, p, lang);
        await touchMove(box, p, stoppedMove(p));
        await expect(box.locator('.stop-panel')).toBeVisible();
        expect(notationIn(await box.locator('.stop-panel').innerText()), e.id).toEqual([]);
        await expect(box.locator('.turn-board')).toHaveAttribute('data-phase', 'stopped');
        await box.getByRole('button', { name: turnStepWords(lang).takeBack }).tap();
      }
      let g: Game = startGame(p);
      for (const code of e.solution) {
        await expectPhase(box, g.position, lang);
        const m = move(code, g.position);
        await turnMove(box, g.position, m, lang);
        g = attempt(g, m).game;
      }
      break;
    }
    case 'watch': {
      const err = firstError(e, p)!;
      const next = () => box.getByRole('button', { name: turnWords(lang).nextMove }).tap();
      const stop = () => box.locator('.controls .stop-call').tap();
      await expect(box.locator('.turn-board')).toHaveAttribute('data-phase', 'computer');
      if (wrongFirst) {
        if (err > 0) {
          // Stop called on a legal move: a false call.
          await next();
          await stop();
        } else {
          // The error let pass.
          await next();
          await next();
        }
        await expect(wrong).toBeVisible();
        await box.getByRole('button', { name: turnStepWords(lang).restart }).tap();
      }
      for (let i = 0; i <= err; i++) {
        await next();
        // B's move is what the words are about, even once the table has passed to A: the badge stays B's.
        await expect(box.locator('.phase .phase-name')).toHaveText(turnWords(lang).phases.computer);
      }
      await stop();
      break;
    }
    case 'game':
      await playGuidedGame(box, e, p, lang, wrongFirst);
      break;
  }
  await expect(right).toBeVisible();
  await expect(box.locator('.badge')).toContainText(w.solved);
  return box;
}

/** The guided game: a wrong move warned by the tutor and taken back (the table as it was; `wrongFirst`), then the coach's line to the win, B playing its script between the learner's turns. */
async function playGuidedGame(box: Locator, e: Exercise & { kind: 'game' }, p: Position, lang: Locale, wrongFirst: boolean) {
  test.info().setTimeout(180_000);
  if (wrongFirst) {
    await touchMove(box, p, stoppedMove(p));
    await expect(box.locator('.turn-board')).toHaveAttribute('data-phase', 'warned');
    await box.getByRole('button', { name: playWords(lang).takeBack }).tap();
  }
  const line = guidedGame(e, p).moves;
  let g: Game = startGame(p);
  for (const m of line) {
    if (g.position.toMove === 'A') {
      await expectPhase(box, g.position, lang);
      await turnMove(box, g.position, m, lang);
    }
    g = attempt(g, m).game;
  }
  await expect(box.locator('.turn-board')).toHaveAttribute('data-phase', 'over');
  const play = box.getByRole('link', { name: turnStepWords(lang).toPlay });
  await expect(play).toHaveAttribute('href', localized('/play/', lang));
}

// Under `npm test`, the lessons that together hold every kind of step (`sampled`, checked below) are walked in both
// languages, every step answered wrongly once first in English and its words read in French: the other lessons are the
// same kinds of board on other tables, each step's answer checked by the engine (tests/lessons/exercises.test.ts), and
// walking them took about 50 s of the browser tests' 8 minutes here. `npm run test:deep` walks every lesson in both languages, answering each step wrongly first.
const sampled = ['end', 'stop', 'first-game'];
test('the lessons `npm test` walks hold every kind of step', () => {
  const kinds = (ls: readonly string[]) => [...new Set(steps.filter((e) => ls.includes(e.lesson)).map((e) => e.kind))].sort();
  expect(kinds(sampled)).toEqual(kinds(lessons));
});
for (const lang of LOCALES)
  for (const lesson of DEEP ? lessons : sampled) {
    const wrong = lang === 'en';
    test(`${lang}, 390 px, touch: the lesson "${lesson}", every step ${wrong ? 'answered wrongly once and then solved' : 'solved'}`, async ({ page }) => {
      // The guided game's computer plays at once (?delay=0), as the play page's tests ask.
      await page.goto(localized(`/lessons/${lesson}/`, lang) + '?delay=0');
      for (const e of steps.filter((x) => x.lesson === lesson)) {
        const box = await wrongThenRight(page, e, lang, wrong);
        if (lang === 'fr') expect(englishWords(await box.innerText()), e.id).toEqual([]);
      }
    });
  }
