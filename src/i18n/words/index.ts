/** Cards and piles in words, in each language: the names are composed in src/telling/words.ts. */
import { catalogs } from '../load';
import type { en } from './en';

export const cardWords = await catalogs<typeof en>('words', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
