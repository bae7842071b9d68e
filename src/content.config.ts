// Lessons are MDX pages in content/lessons/<locale>/; their exercises are data in content/exercises.yaml;
// puzzles are data, one file each, in puzzles/ (the file name is the puzzle's permanent id);
// the Stop rush's mined items are one list in puzzles/rush/items.yaml.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { exerciseSchema, lessonSchema } from './lessons/schema';
import { puzzleSchema } from './puzzles/schema';
import { RUSH_FILE, rushItemSchema } from './puzzles/rush';

export const collections = {
  lessons: defineCollection({ loader: glob({ pattern: '*/*.mdx', base: './content/lessons' }), schema: lessonSchema }),
  exercises: defineCollection({ loader: file('content/exercises.yaml'), schema: exerciseSchema }),
  puzzles: defineCollection({ loader: glob({ pattern: '*.yaml', base: './puzzles' }), schema: puzzleSchema }),
  rush: defineCollection({ loader: file(RUSH_FILE), schema: rushItemSchema }),
};
