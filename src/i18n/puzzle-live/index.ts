/** What a puzzle board writes as the learner plays, in each language: the few messages the island itself formats. */
import { catalogs } from '../load';
import type { en } from './en';

export const puzzleLiveWords = await catalogs<typeof en>('puzzle-live', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
