/** The words of the controls for how the site looks, in each language; read at build time only. */
import { catalogs } from '../load';
import type { en } from './en';

export const lookWords = await catalogs<typeof en>('look', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
