/** The lessons' island words in the learner's language. */
import type { Catalog } from '../catalog';
import type { Locale } from '../locales';
import { en } from './en';
import { fr } from './fr';

const LESSONS = { en, fr };

export const lessonWords = (locale: Locale): Catalog<typeof en> => LESSONS[locale];
