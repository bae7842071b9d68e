/** The words of keeping the site offline and of the installed app, in each language. */
import { catalogs } from '../load';
import type { en } from './en';

export const offlineUseWords = await catalogs<typeof en>('offline-use', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
