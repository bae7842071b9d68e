/** The lessons of one language, in order: each language has its own folder of lessons (content/lessons/<locale>/). */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../i18n/locales';

export type Lesson = CollectionEntry<'lessons'>;

/** A lesson's address, the same in every language: 'en/02-available' → 'available'. */
export const lessonSlug = (id: string): string => id.replace(/^[a-z]+\//, '').replace(/^\d+-/, '');
const localeOf = (id: string): string => id.split('/')[0]!;

export async function lessonsIn(locale: Locale): Promise<Lesson[]> {
  return (await getCollection('lessons')).filter((l) => localeOf(l.id) === locale).sort((a, b) => a.data.order - b.data.order);
}
