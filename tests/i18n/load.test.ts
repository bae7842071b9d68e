// The one catalog loader: where there is no page (the build, these tests) every language is
// loaded; in a page only its own, and asking for another fails saying which and why.
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

test('without a page, every language of a domain is loaded', async () => {
  const { boardWords } = await import('../../src/i18n/board');
  expect(boardWords('en').share).not.toBe(boardWords('fr').share);
});

test("in a French page, the French catalog is there and asking for the English one fails plainly", async () => {
  vi.stubGlobal('document', { documentElement: { lang: 'fr' } });
  vi.resetModules();
  const { boardWords } = await import('../../src/i18n/board');
  expect(boardWords('fr').share).toBe('Partager cette position');
  expect(() => boardWords('en')).toThrow('No "board" catalog in "en" here: a page loads its own language only (fr)');
});
