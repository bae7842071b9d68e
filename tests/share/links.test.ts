// The one reader of a position from an address (`?p=`) and the one writer of a link to a page
// that opens one: a link written here opens its position there, in the page's language or none.
import { expect, test, vi } from 'vitest';
import { deal } from '../../src/engine';
import { encodePosition } from '../../src/share/code';
import { codeHref, linkedHref, linkedPosition, linkedTable, positionHref, shareUrl } from '../../src/share/links';

const { position } = deal('links');
const code = encodePosition(position);

test('an address without p carries no position', () => {
  expect(linkedPosition('')).toBeNull();
  expect(linkedPosition('?seed=7&rules=strict')).toBeNull();
});

test('an address with p gives its position, or why it cannot be read', () => {
  expect(linkedPosition(`?seed=7&p=${code}`)).toEqual({ ok: true, position });
  expect(linkedPosition('?p=')).toEqual({ ok: false, code: 'empty' });
  expect(linkedPosition(`?p=${code.slice(0, 20)}`)).toMatchObject({ ok: false, code: 'truncated' });
});

test("a link's picture reads its position alone, and leaves why it cannot be read to the page that comes after it", () => {
  expect(linkedTable(`?seed=7&p=${code}`)).toEqual(position);
  expect(linkedTable('?seed=7')).toBeNull();
  for (const bad of ['', code.slice(0, 20), `${code.slice(0, 20)}x${code.slice(21)}`, `${code}AAAA`]) {
    expect(linkedTable(`?p=${bad}`)).toBeNull();
    expect(linkedPosition(`?p=${bad}`)).toMatchObject({ ok: false });
  }
});

test('a link within the site keeps the page language, from a position or from its code', () => {
  expect(positionHref('analysis', position, 'en')).toBe(`/analysis/?p=${code}`);
  expect(codeHref('editor', code, 'fr')).toBe(`/fr/editor/?p=${code}`);
  // The analysis of the editor's link, from the picture it opens with: the link's own code, not written again.
  expect(linkedHref('analysis', `?p=${code}`, 'fr')).toBe(`/fr/analysis/?p=${code}`);
  expect(positionHref('play', position, 'fr')).toBe(`/fr/play/?p=${code}`);
});

test('a link to share carries no language, whole, and the page that follows it reads it back', () => {
  vi.stubGlobal('location', { origin: 'https://example.org' });
  try {
    expect(shareUrl(position)).toBe(`https://example.org/analysis/?p=${code}`);
    expect(shareUrl(position, 'editor')).toBe(`https://example.org/editor/?p=${code}`);
    expect(linkedPosition(new URL(positionHref('play', position, 'fr'), 'https://example.org').search)).toEqual({ ok: true, position });
  } finally {
    vi.unstubAllGlobals();
  }
});
