// Lessons are MDX pages in content/lessons/<locale>/; their steps are data, one list per lesson
// in content/exercises/; puzzles are data, one file each, in puzzles/ (the file name is the
// puzzle's permanent id); the Stop rush's mined items are one list in puzzles/rush/items.yaml.
import { defineCollection } from 'astro:content';
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

export const collections = {
  lessons: defineCollection({ loader: glob({ pattern: '*/*.mdx', base: './content/lessons' }), schema: lessonSchema }),
  exercises: defineCollection({ loader: exerciseLists, schema: exerciseSchema }),
  puzzles: defineCollection({ loader: glob({ pattern: '*.yaml', base: './puzzles' }), schema: puzzleSchema }),
  rush: defineCollection({ loader: file(RUSH_FILE), schema: rushItemSchema }),
};
