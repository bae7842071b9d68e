/** A pile as a screen reader hears it, in the page's language. */
import { cardsOf, isFaceDown, type PileRef, type Player, type Position } from '../engine';
import { boardWords } from '../i18n/board';
import type { Locale } from '../i18n/locales';
import { cardSpoken, pileWords } from './words';

/** A pile for screen readers: its name for `you`, what shows on it, and how many cards it holds. */
export function pileLabel(p: Position, ref: PileRef, you: Player | null, closed: boolean, locale: Locale): string {
  const t = boardWords(locale);
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
