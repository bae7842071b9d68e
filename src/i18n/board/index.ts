/** The table's words in the page's language (a pile as a screen reader hears it is src/telling/pile-label.ts). */
import { catalogs } from '../load';
import type { en } from './en';

export const boardWords = await catalogs<typeof en>('board', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
