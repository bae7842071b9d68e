/**
 * How big the long property runs are. `npm test` runs a fixed-seed sample of each, sized to
 * catch the faults it was written for in seconds; `npm run test:deep` (TEST_DEPTH=deep) runs
 * them whole: the 10,008 games of the stalemate property, 100,000 fuzzed links, the full
 * computer tournaments.
 */
export const DEEP = process.env.TEST_DEPTH === 'deep';

/** `sample` runs under `npm test`, `deep` under `npm run test:deep`. */
export const sized = (sample: number, deep: number): number => (DEEP ? deep : sample);
