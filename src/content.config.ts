// Lessons are MDX pages in content/lessons/<locale>/; their steps are data, one list per lesson
// in content/exercises/; puzzles are data, one file each, in puzzles/ (the file name is the
// puzzle's permanent id); the Stop rush's mined items are one list in puzzles/rush/items.yaml.
// The quick reference: the rules on one page, an MDX page a language in content/reference/<locale>/,
// and the glossary, one list in content/reference/glossary.yaml with every language of an entry side by side.
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import type { Loader } from 'astro/loaders';
import { file, glob } from 'astro/loaders';
import { EXERCISES_DIR, exerciseItems } from './lessons/exercise-files';
import { exerciseSchema, lessonSchema } from './lessons/schema';
import { puzzleSchema } from './puzzles/schema';
import { RUSH_FILE, rushItemSchema } from './puzzles/rush';

/** The steps of every lesson, from the lists of content/exercises/ (the file() loader reads one file). */
const exerciseLists: Loader = {
  name: 'exercise-lists',
  load: async ({ store, parseData, generateDigest, watcher }) => {
    store.clear();
    for (const item of exerciseItems()) {
      const id = (item as { id: string }).id;
      const data = await parseData({ id, data: item as Record<string, unknown> });
      store.set({ id, data, digest: generateDigest(data) });
    }
    watcher?.add(EXERCISES_DIR);
  },
};

/** The rules on one page: its title (the page's heading) and a summary (the page's description). */
const referenceSchema = z.object({ title: z.string().min(1), summary: z.string().min(1) });

/** A word of the table in one language: its name, the other names players use, and what it means in a line. */
const glossaryWord = z.object({ term: z.string().min(1), also: z.array(z.string().min(1)).default([]), says: z.string().min(1) }).strict();
/**
 * One glossary entry: its anchor (the id, /glossary/#reserve in every language), the group it is
 * listed under (the groups are named, in order, by the site catalogs' `glossary.groups`), and the
 * word in each of the site's languages (a language missing fails the build).
 */
const glossarySchema = z.object({ id: z.string().regex(/^[a-z][a-z-]*$/), group: z.enum(['table', 'play', 'house', 'family']), en: glossaryWord, fr: glossaryWord }).strict();

export const collections = {
  lessons: defineCollection({ loader: glob({ pattern: '*/*.mdx', base: './content/lessons' }), schema: lessonSchema }),
  exercises: defineCollection({ loader: exerciseLists, schema: exerciseSchema }),
  puzzles: defineCollection({ loader: glob({ pattern: '*.yaml', base: './puzzles' }), schema: puzzleSchema }),
  rush: defineCollection({ loader: file(RUSH_FILE), schema: rushItemSchema }),
  reference: defineCollection({ loader: glob({ pattern: '*/*.mdx', base: './content/reference' }), schema: referenceSchema }),
  glossary: defineCollection({ loader: file('content/reference/glossary.yaml'), schema: glossarySchema }),
};
