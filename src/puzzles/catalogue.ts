/**
 * The puzzles as the pages need them, read from the content collection at build time:
 * every one checked by the engine (the build fails on a puzzle the engine rejects), with
 * its title and explanation written in the page's language.
 */
import { getCollection } from 'astro:content';
import { puzzleTexts } from '../i18n/puzzles';
import { localized, type Locale } from '../i18n/locales';
import { lessonsIn, lessonSlug } from '../lessons/catalogue';
import { puzzleFault } from './puzzle';
import { rushItemsOf, type RushItem } from './rush';
import type { Puzzle } from './schema';
import { textsOf, type Texts } from './texts';
import { THEMES, type Learn, type Theme } from './themes';

/** A puzzle with its words in one language. */
export type TextedPuzzle = Puzzle & Texts;

let checked: Promise<Puzzle[]> | undefined;
const texted = new Map<Locale, Promise<TextedPuzzle[]>>();

async function readPuzzles(): Promise<Puzzle[]> {
  const entries = (await getCollection('puzzles')).sort((a, b) => a.id.localeCompare(b.id));
  return entries.map((e) => {
    const p: Puzzle = { id: e.id, ...e.data };
    const fault = puzzleFault(p);
    if (fault) throw new Error(`Puzzle ${fault}`);
    return p;
  });
}

/** Every puzzle in id order, in `locale`; worked out once per build (every page asks). */
export function allPuzzles(locale: Locale): Promise<TextedPuzzle[]> {
  checked ??= readPuzzles();
  let found = texted.get(locale);
  if (!found) {
    found = checked.then((ps) => {
      const texts = textsOf(ps, locale);
      return ps.map((p) => ({ ...p, ...texts.get(p.id)! }));
    });
    texted.set(locale, found);
  }
  return found;
}

/** The lessons behind a puzzle's themes, each once, in `locale`. */
export async function lessonsFor(themes: readonly Theme[], locale: Locale): Promise<Learn[]> {
  const lessons = await lessonsIn(locale);
  const slugs = [...new Set(themes.map((t) => THEMES[t].lesson))];
  return slugs.flatMap((slug) => {
    const l = lessons.find((x) => lessonSlug(x.id) === slug);
    return l ? [{ href: localized(`/lessons/${slug}/`, locale), label: l.data.title }] : [];
  });
}

/** What each kind of puzzle asks, in `locale`: "Find the compulsory move", "Call the Stop". */
export const kindNames = (locale: Locale): Record<Puzzle['kind'], string> => puzzleTexts(locale).kinds;

/** A theme's name in `locale`. */
export const themeLabel = (t: Theme, locale: Locale): string => puzzleTexts(locale).themes[t];

/** The Stop rush's items: every move of the Stop puzzles, and the single moves mined from computer games, each judged by the engine. */
export const rushPool = async (): Promise<RushItem[]> => [...rushItemsOf(await allPuzzles('en')), ...(await getCollection('rush')).map((e) => e.data)];
