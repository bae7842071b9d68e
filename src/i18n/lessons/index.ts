/** The lessons' island words in the learner's language. */
import { catalogs } from '../load';
import type { en } from './en';

export const lessonWords = await catalogs<typeof en>('lessons', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
