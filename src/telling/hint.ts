/** A position's hint in words, asked of the engine here: the game tells the hint it already has with explainHint. */
import { hint, type Move, type Player, type Position } from '../engine';
import type { Locale } from '../i18n/locales';
import { explainHint } from './explain';

/** "What must I do now?": the rule that decides the mover's next move, and a move to suggest. */
export function hintWords(p: Position, viewer: Player, locale: Locale): { move: Move | null; text: string } {
  const h = hint(p);
  return { move: h.move, text: explainHint(h, viewer, locale) };
}
