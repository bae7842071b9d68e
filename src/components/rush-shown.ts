/** A Stop rush item as the board shows it and the page tells it: during the run (StopRush) and in its review (RushReview). */
import { parseMove, verdict, type Move, type Position, type Stop } from '../engine';
import { positionOf } from '../lessons/exercise';
import { LEARNER } from '../puzzles/puzzle';
import type { RushItem } from '../puzzles/rush';
import { cardName } from '../telling/words';
import { rushWords } from '../i18n/rush';
import type { Locale } from '../i18n/locales';
import { comingMove, moveWords } from './aids';

/**
 * An item on the table: the position B moves on, the move, and the engine's verdict from A's
 * seat. The table is shown before the move, the move marked from and to: a table after it would
 * give illegal moves away, as an error that leaves no table the rules could produce cannot be drawn played.
 */
export interface Shown {
  readonly item: RushItem;
  readonly before: Position;
  readonly move: Move;
  readonly legal: boolean;
  /** The verdict when the move is a Stop, told at the end of the run; null for a legal move. */
  readonly stop: Stop | null;
  /** The move as the table shows it before it is made: its piles marked, and a card already waiting where a hand turn puts its card. */
  readonly coming: ReturnType<typeof comingMove>;
}

export function showItem(item: RushItem): Shown {
  const before = positionOf(item.position);
  const m = parseMove(item.move, before.rules);
  if (!m.ok) throw new Error(`rush item ${item.id}: ${m.error}`);
  const v = verdict(before, m.value);
  return { item, before, move: m.value, legal: v.legal, stop: v.legal ? null : v, coming: comingMove(before, m.value) };
}

/** The move in words, above the board: a hand turn says when a card turned up before is still waiting. */
export function moveText(s: Shown, lang: Locale): string {
  const w = rushWords(lang);
  const move = moveWords(s.before, s.move, LEARNER, lang);
  const waiting = s.coming.waiting;
  return waiting ? w.bMoveWaiting({ move, card: cardName(waiting.card, lang) }) : w.bMove({ move });
}
