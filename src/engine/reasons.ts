/** The Stop reasons of the interchange format, in the order they are tested, and the rule each enforces. */
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

/** Where in the rules text a person can read the rule behind each reason. */
export const RULE_OF: Record<Reason, string> = {
  'no-hand-card': 'Available cards: turning the hand card',
  'not-available': 'Available cards',
  'bad-target': 'Priorities and Compulsory Moves: cards may never go there',
  'does-not-fit': 'Building rules',
  'reserve-to-foundation-first': 'Priority rule 1: reserve to foundation first',
  'foundation-first': 'Priority rule 2: foundation plays are compulsory',
  'fill-spaces-first': 'Priority rule 3: fill spaces from the reserve before turning',
  'release-first': 'Strict rule: release buried cards for the foundations',
  'load-first': 'Strict rule: loading is compulsory',
  'spaces-first': 'Strict rule: make and fill spaces before turning',
  'uncover-first': 'Face-down tableau: uncover face-down cards',
};

/** A `pass` stopped with `bad-target`: the rule it breaks is how a turn ends, not where cards may go. */
export const RULE_OF_PASS = 'Available cards: a turn ends by discarding the turned hand card';
