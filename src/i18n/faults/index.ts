/** Why a position or a link cannot be read, in each language: the sentences are composed in src/telling/faults.ts, fetched for a broken link. */
import { catalogs } from '../load';
import type { en } from './en';

export const faultWords = await catalogs<typeof en>('faults', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
