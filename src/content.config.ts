// Lessons are MDX pages in content/lessons; their exercises are data in content/exercises.yaml.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { exerciseSchema, lessonSchema } from './lessons/schema';

export const collections = {
  lessons: defineCollection({ loader: glob({ pattern: '*.mdx', base: './content/lessons' }), schema: lessonSchema }),
  exercises: defineCollection({ loader: file('content/exercises.yaml'), schema: exerciseSchema }),
};
