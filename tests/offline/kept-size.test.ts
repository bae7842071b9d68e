// What keeping the site offline costs, over the built site (npm test builds before the unit tests):
// per language, the shared files and that language's, gzip-compressed as a server sends them, at
// most 1.5 MB; and every page's offer says that figure, in its language.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { measureKept, notKept, OFFLINE_BUDGET, sizeWords } from '../../scripts/offline.mjs';
import { LOCALES } from '../../src/i18n/locales';

const DIST = 'dist';

test('the worker fetches at most 1.5 MB gzip for a language, no puzzle page one by one, and the offers say how much', async () => {
  expect(existsSync(`${DIST}/sw.js`), 'build the site first (npm run build)').toBe(true);
  const { files, shared, pages } = await measureKept(DIST);
  const worker = readFileSync(`${DIST}/sw.js`, 'utf8');
  for (const l of LOCALES) {
    const kept = pages[l]!;
    const total = shared.gzip + kept.gzip;
    expect(total, l).toBeLessThanOrEqual(OFFLINE_BUDGET);
    // The worker's list is the one measured: every page a visitor reaches, and one shell for every puzzle.
    const prefix = l === 'en' ? '' : `/${l}`;
    for (const page of ['/', '/lessons/layout/', '/rules/', '/glossary/', '/play/', '/puzzles/', '/puzzles/rush/', '/puzzles/daily/', '/puzzles/stop-or-not/', '/puzzles/mistakes/', '/progress/', '/replay/', '/analysis/', '/editor/', '/puzzles/shell/', '/puzzles/kept.json']) {
      expect(kept.urls, `${l} ${page}`).toContain(prefix + page);
    }
    expect(worker).toContain(JSON.stringify(kept.urls));
    expect(kept.urls.filter((u) => /\/puzzles\/\d+\/$/.test(u))).toEqual([]);
    // Nor their drawings: offline, a puzzle's live board comes at once from the files kept.
    expect(kept.urls.filter((u) => /\/puzzles\/\d+\.html$/.test(u))).toEqual([]);
    const offer = readFileSync(`${DIST}${prefix}/rules/index.html`, 'utf8');
    expect(offer).toContain(sizeWords(l, total));
  }
  expect(files.filter(notKept).filter((f) => f.endsWith('.html')).length).toBeGreaterThan(600);
  expect(worker).toContain(JSON.stringify(shared.urls));
});
