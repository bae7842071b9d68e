/** The replay page's words in each language. */
import { catalogs } from '../load';
import type { en } from './en';

export const REPLAY = await catalogs<typeof en>({ en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
