/** The lessons' island words in the learner's language. */
import type { Catalog } from '../catalog';
import type { Locale } from '../locales';
import type { en } from './en';
import { catalogs } from '../load';

const LESSONS = await catalogs<typeof en>({ en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });

export const lessonWords = (locale: Locale): Catalog<typeof en> => LESSONS[locale];
