/**
 * The lessons' steps as written: one YAML list per lesson in content/exercises/, read in the
 * files' order (01-layout.yaml, 02-available.yaml…). Read by the content collection when the
 * site is built and by the tests; the browser never reads them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { exerciseSchema, type Exercise } from './schema';

export const EXERCISES_DIR = 'content/exercises';

/** Every step of every lesson, as written (not yet checked against the schema). */
export function exerciseItems(dir = EXERCISES_DIR): unknown[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .flatMap((f) => load(readFileSync(join(dir, f), 'utf8')) as unknown[]);
}

/** Every step, read by the schema. */
export const readExercises = (dir = EXERCISES_DIR): Exercise[] => exerciseItems(dir).map((e) => exerciseSchema.parse(e));
