// What a chat shows for a shared link, read from the built site (no browser): every page's preview tags, its
// canonical address and language twins, all absolute on one site address, and every preview picture a PNG of its size.
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, localized } from '../../src/i18n/locales';

/** Every HTML page of the built site, as its path in dist (not the puzzles' drawings, fragments the daily page fetches). */
function htmlFiles(dir = 'dist'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === '_astro' ? [] : htmlFiles(join(dir, e.name))) : e.name === 'index.html' || e.name === '404.html' ? [join(dir, e.name)] : [],
  );
}
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
/** The head's `<meta property|name=key>` contents and `<link rel=…>` tags. */
function head(html: string) {
  const tags = html.slice(0, html.indexOf('</head>')).match(/<(meta|link)\b[^>]*>/g) ?? [];
  const meta = (key: string) => tags.filter((t) => attr(t, 'property') === key || attr(t, 'name') === key).map((t) => attr(t, 'content') ?? '');
  const links = (rel: string) => tags.filter((t) => attr(t, 'rel') === rel);
  return { meta, links };
}
/** A PNG's size from its header, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  return bytes.subarray(1, 4).toString('latin1') === 'PNG' ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
}

test('every page has a description, link preview tags, a PNG picture of 1200 × 630, and absolute canonical and twin addresses on one site', () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(700);
  const origins = new Set<string>();
  const faults: string[] = [];
  const pictures = new Map<string, Buffer>();
  for (const file of files) {
    const page = file === join('dist', '404.html') ? null : `/${file.slice('dist/'.length).replace(/index\.html$/, '')}`;
    const { meta, links } = head(readFileSync(file, 'utf8'));
    const one = (key: string) => {
      const found = meta(key);
      if (found.length !== 1 || !found[0]) faults.push(`${file}: ${found.length} ${key}`);
      return found[0] ?? '';
    };
    for (const key of ['description', 'og:title', 'og:description', 'og:type', 'og:site_name', 'og:locale', 'og:image:alt']) one(key);
    if (meta('og:locale:alternate').length !== LOCALES.length - 1) faults.push(`${file}: og:locale:alternate`);
    if (one('twitter:card') !== 'summary_large_image') faults.push(`${file}: twitter:card`);
    if (one('og:image:width') !== '1200' || one('og:image:height') !== '630') faults.push(`${file}: og:image size`);
    const image = new URL(one('og:image'));
    origins.add(image.origin);
    const bytes = pictures.get(image.pathname) ?? readFileSync(join('dist', image.pathname));
    pictures.set(image.pathname, bytes);
    if (JSON.stringify(pngSize(bytes)) !== JSON.stringify({ width: 1200, height: 630 })) faults.push(`${file}: ${image.pathname} is not a 1200 × 630 PNG`);
    if (!page) continue;
    const url = new URL(one('og:url'));
    origins.add(url.origin);
    if (url.pathname !== page) faults.push(`${file}: og:url ${url.pathname}`);
    const canonical = links('canonical').map((l) => attr(l, 'href'));
    if (canonical.length !== 1 || canonical[0] !== url.href) faults.push(`${file}: canonical ${canonical.join(' ')}`);
    const twins = Object.fromEntries(links('alternate').map((l) => [attr(l, 'hreflang'), attr(l, 'href')]));
    const expected = Object.fromEntries([...LOCALES.map((l) => [l, new URL(localized(page, l), url).href]), ['x-default', new URL(localized(page, 'en'), url).href]]);
    if (JSON.stringify(twins) !== JSON.stringify(expected)) faults.push(`${file}: hreflang ${JSON.stringify(twins)}`);
  }
  expect(faults).toEqual([]);
  expect([...origins]).toHaveLength(1);
});

test('every puzzle has its own picture in each language, a PNG of 1200 × 630', () => {
  const puzzles = readdirSync('dist/puzzles').filter((f) => /^\d+$/.test(f));
  expect(puzzles.length).toBeGreaterThan(200);
  for (const l of LOCALES) {
    const { meta } = head(readFileSync(join('dist', localized('/puzzles/008/', l), 'index.html'), 'utf8'));
    expect(new URL(meta('og:image')[0]!).pathname).toBe(localized('/puzzles/008.png', l));
  }
  const wrong = LOCALES.flatMap((l) => puzzles.map((id) => localized(`/puzzles/${id}.png`, l))).filter((png) => {
    const size = pngSize(readFileSync(join('dist', png)));
    return size?.width !== 1200 || size.height !== 630;
  });
  expect(wrong).toEqual([]);
});
