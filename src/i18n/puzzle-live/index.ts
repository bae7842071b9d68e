/** What a puzzle board writes as the learner plays, in each language: the few messages the island itself formats. */
import type { Locale } from '../locales';
import { catalogs } from '../load';
import type { en } from './en';

const WORDS = await catalogs<typeof en>({ en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
export const puzzleLiveWords = (locale: Locale) => WORDS[locale];
