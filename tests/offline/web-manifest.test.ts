// The site as an installable app: each language's web manifest has what a browser asks for to
// offer installing it, starting in its own language, with icons of the sizes named (one maskable).
import { expect, test } from 'vitest';
import { ICONS, iconPng, webManifest } from '../../scripts/web-manifest.mjs';
import { LOCALES } from '../../src/i18n/locales';

/** A PNG's width and height, from its header. */
const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test.each(LOCALES)('the %s manifest names the app in its language, starts and stays in it, standalone, with icons 192 and 512 and a maskable one', (l) => {
  const m = webManifest(l);
  const home = l === 'en' ? '/' : `/${l}/`;
  expect(m).toMatchObject({ lang: l, start_url: home, scope: home, display: 'standalone' });
  for (const field of ['name', 'short_name', 'description', 'theme_color', 'background_color'] as const) expect(m[field], field).toMatch(/\S/);
  expect(m.short_name.length).toBeLessThanOrEqual(12);
  expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
});

test('the icons are PNGs of the sizes the manifests name', () => {
  for (const i of ICONS) {
    const png = iconPng(i.size, i.bleed);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(sizeOf(png)).toEqual([i.size, i.size]);
  }
});
