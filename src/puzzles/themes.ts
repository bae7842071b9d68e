/** What a puzzle trains, and the lesson that teaches it. */
export const THEMES = {
  'reserve-first': { label: 'Reserve to foundation first', lesson: 'priorities' },
  'foundation-first': { label: 'Foundation plays are compulsory', lesson: 'priorities' },
  'fill-spaces': { label: 'Fill spaces from the reserve', lesson: 'priorities' },
  availability: { label: 'Available cards', lesson: 'available' },
  building: { label: 'Building on houses and foundations', lesson: 'building' },
  loading: { label: "Loading the opponent's piles", lesson: 'building' },
  'hand-turn': { label: 'The hand turn', lesson: 'hand' },
  discard: { label: 'The discard', lesson: 'hand' },
  decoy: { label: 'Looks wrong, but legal', lesson: 'stop' },
  'strict-release': { label: 'Strict rule: release buried cards', lesson: 'variants' },
  'strict-load': { label: 'Strict rule: loading is compulsory', lesson: 'variants' },
  'strict-spaces': { label: 'Strict rule: make and fill spaces', lesson: 'variants' },
  'face-down-tableau': { label: 'Face-down tableau', lesson: 'variants' },
  'early-hand-turn': { label: 'Lenient: early hand turn', lesson: 'variants' },
  'waste-available': { label: 'Lenient: your own waste in play', lesson: 'variants' },
  'group-moves': { label: 'Group moves', lesson: 'variants' },
  'fewest-moves': { label: 'Strict rule: release in the fewest moves', lesson: 'variants' },
  'face-down-reserve': { label: 'Face-down reserve', lesson: 'variants' },
  'short-reserve': { label: 'A smaller reserve', lesson: 'variants' },
  'one-pack': { label: 'The one-pack game', lesson: 'variants' },
  'three-players': { label: 'Three players', lesson: 'variants' },
} as const;

export type Theme = keyof typeof THEMES;
export const THEME_IDS = Object.keys(THEMES) as [Theme, ...Theme[]];

/** A link to the lesson behind a theme, as a solved puzzle shows it. */
export interface Learn {
  readonly href: string;
  readonly label: string;
}
