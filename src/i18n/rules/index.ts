/** Rule sets in words, in each language: the sentences are composed in src/telling/rules.ts. */
import { catalogs } from '../load';
import type { en } from './en';

export const rulesText = await catalogs<typeof en>('rules', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
