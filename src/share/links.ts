/**
 * The site's links to a position: the one reader of the position an address carries (`?p=`, its
 * share code) and the one writer of a link to a page that opens one. A link to share carries no
 * language, so it opens in the language of whoever follows it; a link within the site keeps
 * the page's language. (A whole game's link is src/components/game-url.ts: its code is heavier
 * and only the replay page reads it.)
 */
import type { Position } from '../engine';
import { localized, type Locale } from '../i18n/locales';
import { decodePosition, encodePosition, readPosition, type Decoded } from './code';
import { POSITION_PARAM } from './link-query';

/** The pages that open a position from their address. */
export type PositionPage = 'analysis' | 'editor' | 'play';

/** The share code an address's query (`location.search`) carries in `p`, as it came; null without one. */
const codeIn = (search: string): string | null => new URLSearchParams(search).get(POSITION_PARAM);

/** The position an address's query carries: null when it has none, else the position or why it cannot be read. */
export function linkedPosition(search: string): Decoded | null {
  const code = codeIn(search);
  return code === null ? null : decodePosition(code);
}

/** The position an address's query carries, or null: none, or one that cannot be read (the live page says why, linkedPosition). */
export function linkedTable(search: string): Position | null {
  const code = codeIn(search);
  return code === null ? null : readPosition(code);
}

/** A link to `page` opening a position's share code, already written (a link's own, or one the build wrote): in `lang`'s folder, or in none (null) for a link to share. */
export const codeHref = (page: PositionPage, code: string, lang: Locale | null): string =>
  `${lang === null ? `/${page}/` : localized(`/${page}/`, lang)}?${POSITION_PARAM}=${code}`;

/** A link to `page` opening the position an address's query carries, its code as it came (a link's picture has no writer). */
export const linkedHref = (page: PositionPage, search: string, lang: Locale | null): string => codeHref(page, codeIn(search) ?? '', lang);

/** A link to `page` opening a position, its code written here. */
export const positionHref = (page: PositionPage, position: Position, lang: Locale | null): string => codeHref(page, encodePosition(position), lang);

/** The address to share of a position on the analysis board (or the editor): the whole address, with no language. */
export const shareUrl = (p: Position, page: 'analysis' | 'editor' = 'analysis'): string => `${location.origin}${positionHref(page, p, null)}`;
