/** The play page's words before a game, in each language: all it opens with (the game's own come with it, ../index). */
import { catalogs } from '../../load';
import type { en } from './en';
import type { Locale } from '../../locales';

export const startWords = await catalogs<typeof en>('play start', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });

/** The match score in words, the player `you` (A unless told; null: nobody) named "You": "You 52 · B 12", or that nobody has scored yet. */
export function scoresText(scores: Readonly<Record<string, number>>, lang: Locale, you: string | null = 'A'): string {
  const t = startWords(lang);
  return Object.entries(scores).map(([who, n]) => `${who === you ? t.you : who} ${n}`).join(' · ') || t.noPoints;
}
