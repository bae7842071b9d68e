/** The Stop rush's words in each language: a domain of its own, as an island ships both languages of what it imports. */
import type { Locale } from '../locales';
import { catalogs } from '../load';
import type { en } from './en';

const WORDS = await catalogs<typeof en>({ en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
export const rushWords = (locale: Locale) => WORDS[locale];
