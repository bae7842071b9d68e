import type { Reason } from '../engine';

/** What a puzzle trains, and the lesson that teaches it (its name in each language: src/i18n/puzzles/). */
export const THEMES = {
  'reserve-first': { lesson: 'priorities' },
  'foundation-first': { lesson: 'priorities' },
  'fill-spaces': { lesson: 'priorities' },
  availability: { lesson: 'available' },
  building: { lesson: 'building' },
  loading: { lesson: 'building' },
  'hand-turn': { lesson: 'hand' },
  discard: { lesson: 'hand' },
  decoy: { lesson: 'stop' },
  'strict-release': { lesson: 'variants' },
  'strict-load': { lesson: 'variants' },
  'strict-spaces': { lesson: 'variants' },
  'face-down-tableau': { lesson: 'variants' },
  'early-hand-turn': { lesson: 'variants' },
  'waste-available': { lesson: 'variants' },
  'group-moves': { lesson: 'variants' },
  'fewest-moves': { lesson: 'variants' },
  'face-down-reserve': { lesson: 'variants' },
  'short-reserve': { lesson: 'variants' },
  'one-pack': { lesson: 'variants' },
  'three-players': { lesson: 'variants' },
} as const;

export type Theme = keyof typeof THEMES;
export const THEME_IDS = Object.keys(THEMES) as [Theme, ...Theme[]];

/** The theme of each rule a Stop can name. */
export const THEME_OF: Record<Reason, Theme> = {
  'no-hand-card': 'hand-turn',
  'not-available': 'availability',
  'bad-target': 'availability',
  'does-not-fit': 'building',
  'reserve-to-foundation-first': 'reserve-first',
  'foundation-first': 'foundation-first',
  'fill-spaces-first': 'fill-spaces',
  'release-first': 'strict-release',
  'load-first': 'strict-load',
  'spaces-first': 'strict-spaces',
  'uncover-first': 'face-down-tableau',
};

/** A link to the lesson behind a theme, as a solved puzzle shows it. */
export interface Learn {
  readonly href: string;
  readonly label: string;
}
