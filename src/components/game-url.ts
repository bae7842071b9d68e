import type { GameRecord } from '../engine';
import { localized, type Locale } from '../i18n/locales';
import { encodeGame } from '../share/game-code';
import { GAME_PARAM } from '../share/link-query';

/** A game two people played at one table is replayed naming both, as neither is "you". */
const seated = (friends: boolean) => (friends ? `&${FRIENDS_PARAM}` : '');
export const FRIENDS_PARAM = 'opponent=friend';

/** The address of a whole game on the replay page: the link carries no language, so it opens in the language of whoever follows it. */
export const gameUrl = (r: GameRecord, friends = false): string => `${location.origin}/replay/?${GAME_PARAM}=${encodeGame(r)}${seated(friends)}`;

/** Links within the site, in the page's language, to the moves of a game on the replay page: `move` counts from 1 (the table after that move). */
export function moveHref(r: GameRecord, lang: Locale, friends = false): (move: number) => string {
  const base = `${localized('/replay/', lang)}?${GAME_PARAM}=${encodeGame(r)}${seated(friends)}`;
  return (move) => `${base}&move=${move}`;
}
