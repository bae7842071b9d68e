import type { GameRecord } from '../engine';
import { localized, type Locale } from '../i18n/locales';
import { encodeGame } from '../share/game-code';

/** The address of a whole game on the replay page: the link carries no language, so it opens in the language of whoever follows it. */
export const gameUrl = (r: GameRecord): string => `${location.origin}/replay/?g=${encodeGame(r)}`;

/** Links within the site, in the page's language, to the moves of a game on the replay page: `move` counts from 1 (the table after that move). */
export function moveHref(r: GameRecord, lang: Locale): (move: number) => string {
  const base = `${localized('/replay/', lang)}?g=${encodeGame(r)}`;
  return (move) => `${base}&move=${move}`;
}
