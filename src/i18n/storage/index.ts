/** The progress page's words in each language (the storage notes' own sentences load apart: note.ts). */
import { catalogs } from '../load';
import type { en } from './en';

export const storageWords = await catalogs<typeof en>('storage', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
