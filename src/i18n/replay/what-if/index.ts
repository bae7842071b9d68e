/** The words of "what if" in each language, fetched with it. */
import { catalogs } from '../../load';
import type { en } from './en';

export const WHAT_IF = await catalogs<typeof en>({ en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
