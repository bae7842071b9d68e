/**
 * The daily card's words in every language: a domain of its own, so the home page's script
 * ships these few messages and not the whole site catalog.
 */
import { catalogs } from '../../load';
import type { en } from './en';

export const dailyCardWords = await catalogs<typeof en>('daily card', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
