/** The progress page's words in each language (the storage notes' own sentences load apart: note.ts). */
import type { Locale } from '../locales';
import { catalogs } from '../load';
import type { en } from './en';

const WORDS = await catalogs<typeof en>({ en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
export const storageWords = (locale: Locale) => WORDS[locale];
