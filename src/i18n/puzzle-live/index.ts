/** What a puzzle board writes as the learner plays, in each language: the few messages the island itself formats. */
import type { Locale } from '../locales';
import { en } from './en';
import { fr } from './fr';

const WORDS = { en, fr } as const;
export const puzzleLiveWords = (locale: Locale) => WORDS[locale];
