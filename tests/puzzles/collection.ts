// The puzzle files as the tests read them, with their words in a language written as the
// build writes them (src/puzzles/texts.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import type { Locale } from '../../src/i18n/locales';
import { puzzleSchema, type Puzzle } from '../../src/puzzles/schema';
import { textsOf, type Texts } from '../../src/puzzles/texts';

export const readPuzzles = (): Puzzle[] =>
  readdirSync('puzzles')
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ id: f.replace(/\.yaml$/, ''), ...puzzleSchema.parse(load(readFileSync(`puzzles/${f}`, 'utf8'))) }));

/** Every puzzle with its title and explanation in `locale`. */
export function textedPuzzles(locale: Locale, puzzles: readonly Puzzle[] = readPuzzles()): (Puzzle & Texts)[] {
  const texts = textsOf(puzzles, locale);
  return puzzles.map((p) => ({ ...p, ...texts.get(p.id)! }));
}
