/** The puzzle list's words in each language: a domain of its own, as an island ships both languages of what it imports. */
import { catalogs } from '../load';
import type { en } from './en';

export const puzzleListWords = await catalogs<typeof en>('puzzle-list', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
