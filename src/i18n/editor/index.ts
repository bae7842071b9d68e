/** The editor's words in each language. */
import { catalogs } from '../load';
import type { en } from './en';

export const editorWords = await catalogs<typeof en>('editor', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
