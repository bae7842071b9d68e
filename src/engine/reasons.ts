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

/** The reasons that enforce an order of play (priority rules 1-3 and the variations' compulsions), not where a card may go. */
export const PRIORITY_REASONS: readonly Reason[] = ['reserve-to-foundation-first', 'foundation-first', 'fill-spaces-first', 'release-first', 'load-first', 'spaces-first', 'uncover-first'];
