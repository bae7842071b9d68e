/**
 * A table as a PNG for link previews (Open Graph, Twitter cards): the home page's SVG preview
 * (preview.ts) widened to the usual 1200 × 630 and rasterised at build time, since the sites that
 * read these tags show PNG but not SVG. Build time only: the rasteriser is a native module.
 */
import { Resvg } from '@resvg/resvg-js';
import { existsSync } from 'node:fs';
import type { Position } from '../engine';
import type { Locale } from '../i18n/locales';
import { previewSvg } from './preview';

export const PICTURE = { width: 1200, height: 630 } as const;

// The preview names system fonts the build machine may lack: DejaVu Sans (with the suits ♠ ♥ ♦ ♣) where it is, else
// what there is. Its two files alone where they are found: looking through every system font for each picture took
// about half of its time.
const DEJAVU = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'];
const FONT = { ...(DEJAVU.every((f) => existsSync(f)) ? { loadSystemFonts: false, fontFiles: DEJAVU } : { loadSystemFonts: true }), defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' };

/** The table `p` as a PNG in `locale`'s card names, titled `title`. */
export function boardPicture(p: Position, title: string, locale: Locale): Uint8Array<ArrayBuffer> {
  // Copied out of Node's Buffer, which a Response does not take as its body.
  return new Uint8Array(new Resvg(previewSvg(p, title, locale, 'A', PICTURE), { font: FONT }).render().asPng());
}
