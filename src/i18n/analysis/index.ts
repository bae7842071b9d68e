/** The analysis board's words in each language. */
import { catalogs } from '../load';
import type { en } from './en';

export const analysisWords = await catalogs<typeof en>('analysis', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
