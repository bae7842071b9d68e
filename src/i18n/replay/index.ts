/** The replay page's words in each language. */
import { catalogs } from '../load';
import type { en } from './en';

export const replayWords = await catalogs<typeof en>('replay', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
