/** The engine's moves and rules in words, in each language: the sentences are composed in src/telling/moves.ts. */
import { catalogs } from '../load';
import type { en } from './en';

export const engineWords = await catalogs<typeof en>('engine', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
