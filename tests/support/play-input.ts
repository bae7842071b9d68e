// The turn machine's input for tests: standard rules, A human against the computer, practice on, no errors (today's plain play), no delay.
import { parseRules } from '../../src/engine';
import type { PlayInput } from '../../src/machine/play';

const standard = parseRules('standard');
if (!standard.ok) throw new Error(standard.error);

export const playInput = (seed: string, over: Partial<PlayInput> = {}): PlayInput => ({
  seed,
  rules: standard.value,
  spec: 'standard',
  seats: { A: 'human', B: 'computer' },
  practice: true,
  errorRate: 0,
  strategy: 'plain',
  computerDelay: 0,
  ...over,
});
