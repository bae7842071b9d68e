/** The words of a record that cannot be read, in each language; fetched with the first such record. */
import { catalogs } from '../../load';
import type { en } from './en';

export const recordWords = await catalogs<typeof en>('replay record', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
