/**
 * The visitor's choice about keeping the site for offline use: kept (the service worker is
 * registered and keeps the site), or declined (the home page stops offering it). No record: never
 * asked. The worker's registration is the truth about what is kept; this record is what the
 * visitor said, so that a declined offer is not made again.
 */
import type { Kept } from '../storage/versioned';

export const OFFLINE_USE_KEY = 'russian-bank:offline-use';
export const OFFLINE_USE_VERSION = 1;

export type OfflineChoice = 'kept' | 'declined';
export interface OfflineUse {
  readonly choice: OfflineChoice | null;
}

export const readOfflineUse = (v: unknown): OfflineUse | null => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const { version, choice } = v as { version?: unknown; choice?: unknown };
  return version === OFFLINE_USE_VERSION && (choice === 'kept' || choice === 'declined' || choice === null) ? { choice } : null;
};

export const OFFLINE_USE: Kept<OfflineUse> = {
  key: OFFLINE_USE_KEY,
  version: OFFLINE_USE_VERSION,
  what: 'offline',
  read: readOfflineUse,
  empty: () => ({ choice: null }),
  json: (value) => ({ version: OFFLINE_USE_VERSION, ...value }),
};
