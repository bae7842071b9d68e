/**
 * The engine's verdicts, hints and move sequences in sentences, for the person reading them
 * (`viewer` is "you", every other side is named) and in their language.
 *
 * SEAM (2026-11-23, issue 14): this English pass-through fixes the signatures while the engine
 * moves from sentences to codes and facts; the catalogs for each language replace it.
 */
import { describeSequence, hint, verdict, type Move, type Player, type Position, type Verdict } from '../../engine';
import type { Locale } from '../locales';

export type Stop = Verdict & { legal: false };

/** Why `m` is stopped in `p`, told to `viewer`; '' when it is legal. */
export function stopWords(p: Position, m: Move, viewer: Player, _locale: Locale): string {
  const v = verdict(p, m, undefined, viewer);
  return v.legal ? '' : v.explanation;
}

/** Where the broken rule stands in the rules text: "Priority rule 1: reserve to foundation first". */
export const ruleWords = (v: Stop, _locale: Locale): string => v.rule;

/** Moves told as a person would: "3♥ from house 2 to house 6, then …". */
export const sequenceWords = (p: Position, moves: readonly Move[], viewer: Player, _locale: Locale): string => describeSequence(p, moves, viewer);

/** "What must I do now?": the rule that decides the mover's next move, and a move to suggest. */
export const hintWords = (p: Position, viewer: Player, _locale: Locale): { move: Move | null; text: string } => hint(p, undefined, viewer);
