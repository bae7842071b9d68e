/**
 * The puzzles as the pages need them, read from the content collection at build time:
 * every one checked by the engine (the build fails on a puzzle the engine rejects).
 */
import { getCollection } from 'astro:content';
import { lessonsIn, lessonSlug } from '../lessons/catalogue';
import { puzzleFault } from './puzzle';
import { rushItemsOf, type RushItem } from './rush';
import type { Puzzle } from './schema';
import { THEMES, type Learn, type Theme } from './themes';

export async function allPuzzles(): Promise<Puzzle[]> {
  const entries = (await getCollection('puzzles')).sort((a, b) => a.id.localeCompare(b.id));
  return entries.map((e) => {
    const p: Puzzle = { id: e.id, ...e.data };
    const fault = puzzleFault(p);
    if (fault) throw new Error(`Puzzle ${fault}`);
    return p;
  });
}

/** The lessons behind a puzzle's themes, each once. */
export async function lessonsFor(themes: readonly Theme[]): Promise<Learn[]> {
  const lessons = await lessonsIn('en');
  const slugs = [...new Set(themes.map((t) => THEMES[t].lesson))];
  return slugs.flatMap((slug) => {
    const l = lessons.find((x) => lessonSlug(x.id) === slug);
    return l ? [{ href: `/lessons/${slug}/`, label: l.data.title }] : [];
  });
}

export const KIND_NAMES = { compulsory: 'Find the compulsory move', stop: 'Call the Stop' } as const;

/** The Stop rush's items: every move of the Stop puzzles, and the single moves mined from computer games, each judged by the engine. */
export const rushPool = async (): Promise<RushItem[]> => [...rushItemsOf(await allPuzzles()), ...(await getCollection('rush')).map((e) => e.data)];

