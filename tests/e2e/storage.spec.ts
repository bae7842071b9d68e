// Saving that tells the truth, and progress that travels: a browser that keeps nothing is said
// in words where the learner looks at their progress, once, while the page goes on in memory;
// unreadable saves are kept aside, each in its own copy; progress goes to a file and comes back.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { textedPuzzles } from '../puzzles/collection';
import { axeViolations, hydrateAll, pileKey } from './support';
import { DEEP } from '../support/depth';

const z001 = textedPuzzles('en').find((p) => p.id === '001')!;

/**
 * Solves puzzle 001 by playing its answer. `toldAtOpen`: what a storage that cannot even be read has the page say as it
 * opens (the board reads the record to know whether the puzzle was answered), in a bar over the foot of the page; the
 * moves are played once it is there, as a learner sees it.
 */
async function solve001(page: Page, path = '/puzzles/001/', solved = 'Solved ✓', toldAtOpen?: string) {
  if (z001.kind !== 'compulsory') throw new Error('puzzle 001 is no longer a compulsory move');
  await page.goto(path);
  const box = page.locator('[data-puzzle="001"]');
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  if (toldAtOpen) await expect(page.locator('[data-storage-note]')).toContainText(toldAtOpen);
  const [from, to] = z001.answer[0]!.split('-');
  await box.locator(`[data-pile="${pileKey(from!)}"]`).click();
  await box.locator(`[data-pile="${pileKey(to!)}"]`).click();
  await expect(box.locator('.badge')).toHaveText(solved);
}

const REFUSALS = [
  {
    name: 'setItem throws QuotaExceededError',
    init: () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
    said: 'This browser is not keeping your progress: its storage is full.',
    atOpen: false,
  },
  {
    name: 'the localStorage getter throws SecurityError',
    init: () => Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } }),
    said: 'This browser is not keeping your progress: its storage is turned off.',
    atOpen: true,
  },
  {
    name: 'localStorage is undefined',
    init: () => Object.defineProperty(window, 'localStorage', { value: undefined }),
    said: 'This browser is not keeping your progress: its storage is turned off.',
    atOpen: true,
  },
];

for (const r of REFUSALS) {
  test(`when ${r.name}, solving puzzle 001 says so once, and the page goes on in memory`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(r.init);
    await solve001(page, undefined, undefined, r.atOpen ? r.said : undefined);
    const note = page.locator('[data-storage-note]');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(r.said);
    await expect(note).toContainText('what you do is kept until you close this page');
    await expect(note.getByRole('button', { name: 'Save your progress to a file' })).toBeVisible();
    // The page goes on as if saved.
    await expect(page.locator('[data-puzzle="001"] .badge')).toHaveText('Solved ✓');
    // The note is the same in each case: scanned once under `npm test`.
    if (r === REFUSALS[0] || DEEP) expect(await axeViolations(page, '/puzzles/001/')).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('in French, the refusal is said in French', async ({ page }) => {
  await page.addInitScript(REFUSALS[0]!.init);
  await solve001(page, '/fr/puzzles/001/', 'Résolu ✓');
  await expect(page.locator('[data-storage-note]')).toContainText('Ce navigateur ne garde pas votre progression');
});

test('two corruptions make two kept-aside copies, the first never written over', async ({ page }) => {
  await page.goto('/puzzles/');
  // Once its islands have read the record: one hydrating late would read the corrupt one before the reload.
  await hydrateAll(page);
  await page.evaluate(() => localStorage.setItem('russian-bank:puzzles', '{"version":2,"puzzles":'));
  await page.reload();
  await expect(page.locator('[data-storage-note="keptAside"]')).toContainText('Your saved puzzle history could not be read. A copy of it is kept aside');
  await page.evaluate(() => localStorage.setItem('russian-bank:puzzles', '{"version":2,"daily":7'));
  await page.reload();
  await expect(page.locator('[data-storage-note="keptAside"]')).toBeVisible();
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('russian-bank:kept-aside')!) as { key: string; raw: string }[]);
  expect(kept.map((k) => [k.key, k.raw])).toEqual([
    ['russian-bank:puzzles', '{"version":2,"puzzles":'],
    ['russian-bank:puzzles', '{"version":2,"daily":7'],
  ]);
  await page.getByRole('link', { name: 'See your progress' }).click();
  await expect(page.locator('[data-kept="aside"]')).toHaveText('Unreadable saves kept aside: 2');

  // The learner takes the copies away as a file, then makes room, asked first.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the copies kept aside' }).click()]);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { key: string; raw: string }[];
  expect(file.map((k) => k.raw)).toEqual(['{"version":2,"puzzles":', '{"version":2,"daily":7']);
  await page.getByRole('button', { name: 'Remove the copies kept aside' }).click();
  await expect(page.getByRole('group', { name: 'Remove the copies kept aside' })).toContainText('Remove the 2 copies for good?');
  await page.getByRole('button', { name: 'Keep them' }).click();
  await expect(page.locator('[data-kept="aside"]')).toHaveText('Unreadable saves kept aside: 2');
  await page.getByRole('button', { name: 'Remove the copies kept aside' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.locator('[data-aside]')).toHaveText('The copies kept aside were removed.');
  await expect(page.locator('[data-kept="aside"]')).toHaveText('Unreadable saves kept aside: 0');
  expect(await page.evaluate(() => localStorage.getItem('russian-bank:kept-aside'))).toBe('[]');
});

test('a copy the full storage cannot keep is not claimed kept, and the save is left as it was', async ({ page }) => {
  await page.goto('/puzzles/');
  // Once its islands have read the record: one hydrating late would read the corrupt one before the reload.
  await hydrateAll(page);
  await page.evaluate(() => localStorage.setItem('russian-bank:puzzles', '{"version":2,"puzzles":'));
  await page.addInitScript(REFUSALS[0]!.init);
  await solve001(page);
  await expect(page.locator('[data-storage-note="notKept"]')).toContainText('Your saved puzzle history could not be read, and there was no room to keep a copy aside');
  // The answer counted for the coach, a record of its own, could not be saved either: said too.
  await expect(page.locator('[data-storage-note="full"]')).toContainText('its storage is full');
  expect(await page.evaluate(() => localStorage.getItem('russian-bank:puzzles'))).toBe('{"version":2,"puzzles":');
  expect(await page.evaluate(() => localStorage.getItem('russian-bank:kept-aside'))).toBeNull();
});

test('progress travels: exported to a file, imported on another device, merged and told', async ({ page, browser }) => {
  await solve001(page);
  await page.goto('/progress/');
  await expect(page.locator('[data-kept="puzzles"]')).toHaveText('Puzzles: 1 puzzle solved');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export progress' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^russian-bank-progress-\d{4}-\d{2}-\d{2}\.json$/);
  const file = readFileSync((await download.path())!, 'utf8');
  expect(JSON.parse(file)).toMatchObject({ kind: 'russian-bank-progress', version: 1, puzzles: { puzzles: { '001': { solved: true } } } });

  const other = await (await browser.newContext()).newPage();
  await other.goto('/fr/progress/');
  await expect(other.locator('[data-kept="puzzles"]')).toHaveText('Problèmes\u00a0: 0 problème résolu');
  const [chooser] = await Promise.all([other.waitForEvent('filechooser'), other.getByText('Importer une progression').click()]);
  await chooser.setFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(other.locator('[data-import]')).toHaveText('Importé\u00a0: 1 problème, le classement aux problèmes, 1 réponse aux «\u00a0Stop\u202f!\u00a0».');
  await expect(other.locator('[data-kept="puzzles"]')).toHaveText('Problèmes\u00a0: 1 problème résolu');
  // The same file again changes nothing.
  const [again] = await Promise.all([other.waitForEvent('filechooser'), other.getByText('Importer une progression').click()]);
  await again.setFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(other.locator('[data-import]')).toHaveText('Le fichier ne contient rien de plus récent que ce navigateur. Rien n’a été changé.');
  await other.goto('/fr/puzzles/');
  await expect(other.locator('[data-puzzle="001"]')).toContainText('✓');
  expect(await axeViolations(other, '/fr/progress/')).toEqual([]);
  await other.close();
});

test('a file that is not progress is refused in words', async ({ page }) => {
  await page.goto('/progress/');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText('Import progress').click()]);
  await chooser.setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"todo":[]}') });
  await expect(page.locator('[data-import]')).toHaveText('This is not a Russian Bank progress file. Nothing was changed.');
});
