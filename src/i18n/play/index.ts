/** The words of a game on the play page, in each language, fetched with the game (those before it: ./start). */
import { catalogs } from '../load';
import type { en } from './en';

export const playWords = await catalogs<typeof en>('play', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
