/** The Stop reasons of the interchange format, in the order they are tested (their rules' names are the message layer's: src/i18n/engine). */
export const REASONS = [
  'no-hand-card',
  'not-available',
  'bad-target',
  'does-not-fit',
  'reserve-to-foundation-first',
  'foundation-first',
  'fill-spaces-first',
  'release-first',
  'load-first',
  'spaces-first',
  'uncover-first',
] as const;
export type Reason = (typeof REASONS)[number];
