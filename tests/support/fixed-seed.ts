// Vitest's setup file: every fast-check property runs from one fixed seed unless it names its
// own, so a failure replays as it happened. fast-check prints the seed and the shrunk case on
// failure; `FC_SEED=n npm run unit` tries another seed on purpose.
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 2026) });
