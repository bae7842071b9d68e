import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/support/fixed-seed.ts'],
    testTimeout: 120_000,
    // Vitest leaves a core for itself by default: one worker on a 2-core machine, where the
    // test files are nearly all of the work.
    maxWorkers: availableParallelism(),
    // The test files share their workers' modules instead of importing them afresh each (15 s of 90 here); none keeps state between files.
    isolate: false,
  },
});
