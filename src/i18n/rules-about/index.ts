/** What each rule option and preset changes, in each language: the sentences are composed in src/telling/rules-about.ts. */
import { catalogs } from '../load';
import type { en } from './en';

export const rulesAboutText = await catalogs<typeof en>('rules-about', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
