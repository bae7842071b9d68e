/** The turn's words in the player's language. */
import { catalogs } from '../load';
import type { en } from './en';

export const turnWords = await catalogs<typeof en>('turn', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
