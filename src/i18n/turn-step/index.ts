/** A lesson turn's words in the learner's language. */
import { catalogs } from '../load';
import type { en } from './en';

export const turnStepWords = await catalogs<typeof en>('turn-step', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
