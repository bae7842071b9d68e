/** The table's words in the page's language, and a pile as a screen reader hears it. */
import { cardsOf, isFaceDown, type PileRef, type Player, type Position } from '../../engine';
import type { Locale } from '../locales';
import { cardSpoken, pileWords } from '../words';
import { catalogs } from '../load';
import type { en } from './en';

export const BOARD = await catalogs<typeof en>({ en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });

/** A pile for screen readers: its name for `you`, what shows on it, and how many cards it holds. */
export function pileLabel(p: Position, ref: PileRef, you: Player | null, closed: boolean, locale: Locale): string {
  const t = BOARD[locale];
  const pile = pileWords(ref, you, locale);
  const held = cardsOf(p, ref);
  if (closed) return t.outOfPlay({ pile });
  if (held.length === 0) return t.empty({ pile });
  const cards = t.cards({ n: held.length });
  if (ref.kind === 'hand') return t.hand({ pile, cards });
  const top = held[held.length - 1]!;
  const card = isFaceDown(p, ref, held.length - 1) ? t.faceDown : cardSpoken(top, locale);
  if (ref.kind === 'house') return t.house({ pile, card, cards });
  if (ref.kind === 'turned') return t.turned({ pile, card });
  return t.onTop({ pile, card, cards });
}
