/** The words of the game judged move by move in each language, fetched with it. */
import { catalogs } from '../../load';
import type { en } from './en';

export const judgedWords = await catalogs<typeof en>('replay judged', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
