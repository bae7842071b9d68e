/**
 * The site's links to a position: the one reader of the position an address carries (`?p=`, its
 * share code) and the one writer of a link to a page that opens one. A link to share carries no
 * language, so it opens in the language of whoever follows it; a link within the site keeps
 * the page's language. (A whole game's link is src/components/game-url.ts: its code is heavier
 * and only the replay page reads it.)
 */
import type { Position } from '../engine';
import { localized, type Locale } from '../i18n/locales';
import { decodePosition, encodePosition, type Decoded } from './code';
import { POSITION_PARAM } from './link-query';

/** The pages that open a position from their address. */
export type PositionPage = 'analysis' | 'editor' | 'play';

/** The position an address's query (`location.search`) carries in `p`: null when it has none, else the position or why it cannot be read. */
export function linkedPosition(search: string): Decoded | null {
  const code = new URLSearchParams(search).get(POSITION_PARAM);
  return code === null ? null : decodePosition(code);
}

/** A link to `page` opening a position (or its share code, already written): in `lang`'s folder, or in none (null) for a link to share. */
export function positionHref(page: PositionPage, position: Position | string, lang: Locale | null): string {
  const code = typeof position === 'string' ? position : encodePosition(position);
  return `${lang === null ? `/${page}/` : localized(`/${page}/`, lang)}?${POSITION_PARAM}=${code}`;
}

/** The address to share of a position on the analysis board (or the editor): the whole address, with no language. */
export const shareUrl = (p: Position, page: 'analysis' | 'editor' = 'analysis'): string => `${location.origin}${positionHref(page, p, null)}`;
