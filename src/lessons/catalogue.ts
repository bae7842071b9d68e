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

/** A lesson as the lessons index lists it, with the ids of its exercises so that the learner's progress can be counted. */
export interface LessonItem {
  slug: string;
  title: string;
  summary: string;
  order: number;
  exercises: string[];
}

/** The lessons index of one language: what LessonProgress shows. */
export async function lessonItems(locale: Locale): Promise<LessonItem[]> {
  const exercises = await getCollection('exercises');
  return (await lessonsIn(locale)).map((l) => {
    const slug = lessonSlug(l.id);
    return { slug, title: l.data.title, summary: l.data.summary, order: l.data.order, exercises: exercises.filter((e) => e.data.lesson === slug).map((e) => e.id) };
  });
}
