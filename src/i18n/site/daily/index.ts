/**
 * The daily card's words in every language: a domain of its own, so the home page's script
 * ships these few messages and not the whole site catalog.
 */
import type { en } from './en';
import { catalogs } from '../../load';

export const DAILY_CARD = await catalogs<typeof en>({ en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
