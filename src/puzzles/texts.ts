/**
 * Puzzles' titles and explanations in each language, written from the puzzles' facts at
 * build time (and in the tests), so the YAML files keep only facts and a new language
 * needs only its catalog (src/i18n/puzzles/).
 */
import type { Locale } from '../i18n/locales';
import { explainCompulsory, explainStop, titleOf } from './mine';
import { startOf } from './puzzle';
import type { Puzzle } from './schema';

export interface Texts {
  /** Tells the puzzle apart by its situation; never names the answer's cards nor the themes. */
  readonly title: string;
  /** Shown once the puzzle is solved. */
  readonly explanation: string;
}

/**
 * Every puzzle's title and explanation in `locale`, by id. `puzzles` must be every puzzle in
 * id order: each title names the first facts whose English title no earlier puzzle has, so
 * a puzzle added at the end never changes an earlier title.
 */
export function textsOf(puzzles: readonly Puzzle[], locale: Locale): Map<string, Texts> {
  const english = new Set<string>();
  const texts = new Map<string, Texts>();
  for (const p of puzzles) {
    const title = titleOf(p, english, locale);
    english.add(locale === 'en' ? title : titleOf(p, english));
    texts.set(p.id, { title, explanation: p.kind === 'compulsory' ? explainCompulsory(startOf(p), locale) : explainStop(p, locale) });
  }
  return texts;
}
