/** The puzzle trainer's own words, for its islands: small, as each island ships both languages. */
import type { Locale } from '../locales';
import { en } from './en';
import { fr } from './fr';

const TRAINER = { en, fr } as const;
export const trainerWords = (locale: Locale) => TRAINER[locale];
