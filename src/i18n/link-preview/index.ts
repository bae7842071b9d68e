/** The words of a page's link preview (src/components/LinkPreview.astro) in each language; read at build time only. */
import { catalogs } from '../load';
import type { en } from './en';

export const linkPreviewWords = await catalogs<typeof en>('link preview', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
