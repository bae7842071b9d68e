/** The words of a game's report on the play page, in each language. */
import { catalogs } from '../load';
import type { en } from './en';

export const reportWords = await catalogs<typeof en>('report', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
