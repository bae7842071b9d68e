/** The words of "what if" in each language, fetched with it. */
import { catalogs } from '../../load';
import type { en } from './en';

export const whatIfWords = await catalogs<typeof en>('what if', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
