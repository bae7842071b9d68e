/**
 * How big the long property runs are. `npm test` runs a fixed-seed sample of each, sized to
 * catch the faults it was written for in seconds; `npm run test:deep` (TEST_DEPTH=deep) runs
 * them whole: the 10,008 games of the stalemate property, 100,000 fuzzed links, the full
 * computer tournaments.
 */
export const DEEP = process.env.TEST_DEPTH === 'deep';

/** `sample` runs under `npm test`, `deep` under `npm run test:deep`. */
export const sized = (sample: number, deep: number): number => (DEEP ? deep : sample);

/**
 * The cases of a browser test that `npm test` runs: `sample`, one of each kind, which keeps the browser tests within the
 * suite's 10 minutes on 2 cores; `npm run test:deep` runs them `all` (the same scan on another page of the kind, in the other
 * language, at the other width).
 */
export const cases = <T>(all: readonly T[], sample: readonly T[]): readonly T[] => (DEEP ? all : sample);
