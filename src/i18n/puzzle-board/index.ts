/**
 * A puzzle board's fixed sentences in each language. They are written at build time into the
 * board's data (boardData, and /puzzles/<id>.json for the daily page), never imported by the
 * island: a page carries one language of them, as data, not both as code. Both languages are
 * imported, not loaded (../load.ts): only the build reads them.
 */
import type { Locale } from '../locales';
import { en } from './en';
import { fr } from './fr';

const WORDS = { en, fr } as const;

export type BoardWords = Omit<typeof en, 'label'> & { readonly label: string };

/** The board's sentences in `locale`, its label naming the puzzle by `title`. */
export function puzzleBoardWords(locale: Locale, title: string): BoardWords {
  const { label, ...fixed } = WORDS[locale];
  return { ...fixed, label: label({ title }) };
}
