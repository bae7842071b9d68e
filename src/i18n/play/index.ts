/** The play page's words in each language. */
import { catalogs } from '../load';
import type { en } from './en';
import type { Locale } from '../locales';

export const playWords = await catalogs<typeof en>('play', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });

/** The match score in words, the player `you` (A unless told; null: nobody) named "You": "You 52 · B 12", or that nobody has scored yet. */
export function scoresText(scores: Readonly<Record<string, number>>, lang: Locale, you: string | null = 'A'): string {
  const t = playWords(lang);
  return Object.entries(scores).map(([who, n]) => `${who === you ? t.you : who} ${n}`).join(' · ') || t.noPoints;
}
