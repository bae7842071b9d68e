/** The words of the rush's review in each language: a domain of its own, fetched with the review as a run starts, not as the page opens. */
import { catalogs } from '../load';
import type { en } from './en';

export const rushReviewWords = await catalogs<typeof en>('rush-review', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
