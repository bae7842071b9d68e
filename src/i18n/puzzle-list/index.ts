/** The puzzle list's words in each language: a domain of its own, as an island ships both languages of what it imports. */
import type { Locale } from '../locales';
import { en } from './en';
import { fr } from './fr';

const WORDS = { en, fr } as const;
export const puzzleListWords = (locale: Locale) => WORDS[locale];
