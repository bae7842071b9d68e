// @ts-check
/**
 * The site as an installable app: one web manifest per language (/manifest.webmanifest,
 * /fr/manifest.webmanifest: the French app starts at /fr/ and stays within it) and its icons,
 * PNGs drawn at build time from one SVG (a card with a heart on the table's felt) by
 * @resvg/resvg-js. Written by scripts/offline.mjs after the build; src/layouts/Base.astro links
 * the page's own manifest and the theme colours (src/components/app.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { LOCALES, localized } from '../src/i18n/locales';
import { offlineUseWords } from '../src/i18n/offline-use';
import { BACKGROUND_COLOR, THEME_COLOR } from '../src/components/app';

/**
 * The icon: `bleed` fills the square (the maskable icon, which the phone crops to its own shape,
 * with the card shrunk into the middle 80% that every crop keeps); otherwise rounded corners.
 * @param {boolean} bleed
 */
export const iconSvg = (bleed) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${bleed ? 0 : 96}" fill="${THEME_COLOR.light}"/>` +
  `<g transform="${bleed ? 'translate(256 256) scale(0.78) translate(-256 -256)' : ''}"><rect x="136" y="76" width="240" height="360" rx="28" fill="#fff" stroke="#1d3b2a" stroke-width="8"/>` +
  '<path d="M256 336C180 276 146 236 168 200C188 168 234 172 256 210C278 172 324 168 344 200C366 236 332 276 256 336Z" fill="#b3261e"/></g></svg>';

/** The icons: address, size, purpose, and which drawing. */
export const ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any', bleed: false },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any', bleed: false },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable', bleed: true },
];

/** A language's manifest. @param {import('../src/i18n/locales').Locale} l */
export function webManifest(l) {
  const w = offlineUseWords(l);
  const home = localized('/', l);
  return {
    id: home,
    name: w.appName,
    short_name: w.appShortName,
    description: w.appDescription,
    lang: l,
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: THEME_COLOR.light,
    background_color: BACKGROUND_COLOR,
    icons: ICONS.map((i) => ({ src: i.src, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
  };
}

/** A PNG of the icon at `size` pixels square. @param {number} size @param {boolean} bleed */
export const iconPng = (size, bleed) => new Resvg(iconSvg(bleed), { fitTo: { mode: 'width', value: size } }).render().asPng();

/** Writes the manifests and icons into the built site. @param {string} root */
export async function writeWebManifests(root) {
  await mkdir(join(root, 'icons'), { recursive: true });
  for (const i of ICONS) await writeFile(join(root, i.src), iconPng(i.size, i.bleed));
  for (const l of LOCALES) {
    const at = join(root, localized('/manifest.webmanifest', l));
    await writeFile(at, JSON.stringify(webManifest(l)));
  }
}
