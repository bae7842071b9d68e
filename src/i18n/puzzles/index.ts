/**
 * Puzzles' titles and explanations in each language. Written at build time from the
 * puzzle's facts (src/puzzles/texts.ts), so islands receive finished strings and ship no catalog.
 * Both languages are imported, not loaded (../load.ts): only the build reads them, and a loader's
 * top-level await would keep them in the islands that import src/puzzles/puzzle.ts for other things.
 */
import type { Locale } from '../locales';
import { en } from './en';
import { fr } from './fr';

export const PUZZLE_TEXTS = { en, fr } as const;
export const puzzleTexts = (locale: Locale) => PUZZLE_TEXTS[locale];
