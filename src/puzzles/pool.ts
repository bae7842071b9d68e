/**
 * The daily pool in a compact form for a page (the home page and the daily page carry it,
 * never the puzzles themselves): the Stop puzzles only, the only ones the daily pick draws,
 * each as [id, standard, clean] with 1 or 0.
 */
import type { DailyCandidate } from './daily';

export type PackedCandidate = readonly [string, 0 | 1, 0 | 1];

export const packPool = (pool: readonly DailyCandidate[]): PackedCandidate[] =>
  pool.filter((c) => c.kind === 'stop').map((c) => [c.id, c.standard ? 1 : 0, c.clean ? 1 : 0] as const);

export const unpackPool = (packed: readonly PackedCandidate[]): DailyCandidate[] =>
  packed.map(([id, standard, clean]) => ({ id, kind: 'stop', standard: standard === 1, clean: clean === 1 }));
