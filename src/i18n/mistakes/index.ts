/** The words of the review of the learner's mistakes (/puzzles/mistakes/) in each language: a domain of its own, loaded in the page's language only. */
import { catalogs } from '../load';
import type { en } from './en';

export const mistakesWords = await catalogs<typeof en>('mistakes', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
