import type { GameRecord } from '../engine';
import { encodeGame } from '../share/game-code';

/** The address of a whole game on the replay page: the link carries no language, so it opens in the language of whoever follows it. */
export const gameUrl = (r: GameRecord): string => `${location.origin}/replay/?g=${encodeGame(r)}`;
