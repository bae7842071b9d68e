/**
 * Puzzles' titles and explanations in each language. Written at build time from the
 * puzzle's facts (src/puzzles/mine.ts), so islands receive finished strings and ship no catalog.
 */
import type { Locale } from '../locales';
import { en } from './en';
import { fr } from './fr';

export const PUZZLE_TEXTS = { en, fr } as const;
export const puzzleTexts = (locale: Locale) => PUZZLE_TEXTS[locale];
