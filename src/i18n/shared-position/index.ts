/** A shared position's frame, in each language. */
import { catalogs } from '../load';
import type { en } from './en';

export const sharedPositionWords = await catalogs<typeof en>('shared-position', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
