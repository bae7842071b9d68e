/**
 * What the trainer's pages and static endpoints hand to the browser, worked out at build
 * time from the catalogue: a puzzle board's props (also served as /puzzles/<id>.json for the
 * daily page), the summary the next-puzzle choice reads (/puzzles/summary.json), the Stop rush's items in chunks (/puzzles/rush/<n>.json),
 * and the "Is there a Stop?" deck's items with their ratings.
 */
import { lessonsIn, lessonSlug } from '../lessons/catalogue';
import { isStandard, rng, shuffle } from '../engine';
import { difficultyOf, type Difficulty } from './difficulty';
import { LOCALES, localized, type Locale } from '../i18n/locales';
import { puzzleBoardWords, type BoardWords } from '../i18n/puzzle-board';
import { rulesLine, type RulesLineWords } from '../telling/rules-about';
import { allPuzzles, lessonsFor, rushPool, themeLabel, type TextedPuzzle } from './catalogue';
import { candidateOf } from './puzzle';
import { rulesKey } from './rules-key';
import { deckTurnsOf, type DeckEntry } from './deck';
import type { Summary } from './next';
import type { RushItem } from './rush';
import type { Puzzle } from './schema';
import type { Learn } from './themes';

/** What a puzzle board needs besides the puzzle. */
export interface BoardData {
  /** The puzzle with its title and explanation already in the page's language. */
  readonly puzzle: TextedPuzzle;
  readonly difficulty: Difficulty;
  /** The lessons behind the puzzle's themes, shown once it is solved. */
  readonly learn: readonly Learn[];
  /** The themes themselves, each a link to the list of puzzles that train it; shown once solved. */
  readonly trains: readonly Learn[];
  /** The lesson that teaches the rules at stake, named above the board: the variants lesson for house rules, else the first theme's lesson. */
  readonly rulesLesson: Learn | null;
  /** The board's sentences in the page's language. */
  readonly words: BoardWords;
  /** The line that names the puzzle's rules above the board. */
  readonly rulesLine: RulesLineWords;
}

/** A link to a lesson by its slug ("variants"), titled as the lesson is in `locale`. */
export async function lessonLink(slug: string, locale: Locale): Promise<Learn | null> {
  const lesson = (await lessonsIn(locale)).find((l) => lessonSlug(l.id) === slug);
  return lesson ? { href: localized(`/lessons/${slug}/`, locale), label: lesson.data.title } : null;
}

/** A puzzle board's props in `locale` (the puzzle as `allPuzzles(locale)` gives it). */
export async function boardData(puzzle: TextedPuzzle, locale: Locale): Promise<BoardData> {
  const learn = await lessonsFor(puzzle.themes, locale);
  const standard = isStandard(puzzle.position.rules);
  return {
    puzzle,
    difficulty: difficultyOf(puzzle),
    learn,
    trains: puzzle.themes.map((t) => ({ href: localized(`/puzzles/?theme=${t}`, locale), label: themeLabel(t, locale) })),
    rulesLesson: standard ? (learn[0] ?? null) : await lessonLink('variants', locale),
    words: puzzleBoardWords(locale, puzzle.title),
    rulesLine: rulesLine(puzzle.position.rules, locale),
  };
}

/** A puzzle board's props in every language, by locale: what /puzzles/<id>.json serves, so the daily page reads its own language. */
export async function boardDataInEvery(id: string): Promise<Record<Locale, BoardData>> {
  const each = await Promise.all(LOCALES.map(async (l) => [l, await boardData((await allPuzzles(l)).find((p) => p.id === id)!, l)] as const));
  return Object.fromEntries(each) as Record<Locale, BoardData>;
}

export function summaryOf(p: Puzzle): Summary {
  const { rating, level } = difficultyOf(p);
  return { ...candidateOf(p), themes: p.themes, rating, level };
}

/** How many rush items one endpoint serves: more than a 3-minute run can get through, little enough to load at once. */
export const RUSH_CHUNK = 80;

/** The rush items shuffled once at build time (so each chunk mixes puzzles) and cut in chunks. */
/** The line above the board for every rule set the rush deals, written at build time in `locale`: the page ships no rules catalog. */
export async function rushRulesLines(locale: Locale): Promise<Record<string, RulesLineWords>> {
  return Object.fromEntries((await rushPool()).map((item) => [rulesKey(item.position.rules), rulesLine(item.position.rules, locale)]));
}

export async function rushChunks(): Promise<RushItem[][]> {
  const items = await rushPool();
  shuffle(rng('stop rush'), items);
  const chunks: RushItem[][] = [];
  for (let i = 0; i < items.length; i += RUSH_CHUNK) chunks.push(items.slice(i, i + RUSH_CHUNK));
  return chunks;
}

/** The "Is there a Stop?" deck: every Stop puzzle's turns (./deck), each rated as a Stop puzzle of that turn would be. */
export async function deckEntries(): Promise<DeckEntry[]> {
  return (await allPuzzles('en')).flatMap((p) =>
    p.kind !== 'stop'
      ? []
      : deckTurnsOf(p).map((t) => ({ id: t.id, rating: difficultyOf({ ...p, ...t }).rating, standard: isStandard(p.position.rules), fault: t.error !== null })),
  );
}
