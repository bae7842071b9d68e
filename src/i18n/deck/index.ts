/** The "Is there a Stop?" deck's words in each language: a domain of its own, as an island ships both languages of what it imports. */
import { catalogs } from '../load';
import type { en } from './en';

export const deckWords = await catalogs<typeof en>('deck', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
