/** The words of the labelled picture of the table (src/components/LayoutPicture.astro) in each language; read at build time only. */
import { catalogs } from '../load';
import type { en } from './en';

export const layoutPictureWords = await catalogs<typeof en>('layout picture', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });
