/**
 * The play page's saved record in outline: its key, its version, and a game in play or none.
 * Reading a game whole takes the rules engine (play.ts); the progress page and the progress
 * file go by the outline, so that they do not load the engine. A game brought in by an import
 * is read whole when the play page opens, and kept aside there if it cannot be.
 */
import { PLAY_KEY, PLAY_VERSION } from '../storage/keys';
import { isRecord, type Kept } from '../storage/versioned';

export { PLAY_KEY };

export interface PlayOutline {
  readonly version: typeof PLAY_VERSION;
  readonly speed: string;
  /** The pace of games with Stop training; saves from before it was kept apart have none. */
  readonly trainingSpeed?: string;
  readonly link: string;
  readonly game: Readonly<Record<string, unknown>> | null;
  /** When it was saved (ms since 1970); saves from before it was kept have none. */
  readonly savedAt?: number;
}

export const PLAY_OUTLINE: Kept<PlayOutline> = {
  key: PLAY_KEY,
  version: PLAY_VERSION,
  what: 'game',
  read: (v) =>
    isRecord(v) && v.version === PLAY_VERSION && typeof v.speed === 'string' && typeof v.link === 'string' && (v.game === null || isRecord(v.game)) && (v.savedAt === undefined || typeof v.savedAt === 'number') && (v.trainingSpeed === undefined || typeof v.trainingSpeed === 'string')
      ? (v as unknown as PlayOutline)
      : null,
  empty: () => ({ version: PLAY_VERSION, speed: 'normal', link: '', game: null }),
};
