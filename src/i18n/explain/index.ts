/** Why a Stop was called, hints and who begins, in each language: the sentences are composed in src/telling/explain.ts, which pages fetch with the first explanation. */
import { catalogs } from '../load';
import type { en } from './en';

export const explainWords = await catalogs<typeof en>('explain', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
