/**
 * The engine's moves and rules in sentences, for the person reading them (`viewer` is "you",
 * every other side is named; null, as at a table of two people, names every side) and in their language. The engine gives codes and facts; this
 * layer names the cards and piles and writes the sentence. Explanations (why a Stop, hints, who
 * begins) are ./explain.ts's: most visits to a page never need them, so they come later.
 */
import { moveSteps, ruleOf, type Card, type Fit, type Move, type PileRef, type Player, type Position, type Rule, type Step, type Stop } from '../engine';
import { engineWords } from '../i18n/engine';
import type { Locale } from '../i18n/locales';
import { cardName, pileWords } from './words';

/** Everything a message needs to name cards, piles and players for one reader. */
export function namer(viewer: Player | null, locale: Locale) {
  const card = (c: Card) => cardName(c, locale);
  const pile = (ref: PileRef) => pileWords(ref, viewer, locale);
  const who = (player: Player) => ({ who: player, you: player === viewer });
  const source = (f: Fit) => {
    // A house has no owner: the catalog names it without one.
    const owner = 'player' in f.from ? f.from.player : (viewer ?? '');
    return engineWords(locale).source({ kind: f.from.kind as 'house', pile: pile(f.from), card: card(f.card), owner, yours: owner === viewer });
  };
  const fit = (f: Fit) => ({ source: source(f), to: pile(f.to) });
  const steps = (s: readonly Step[]) => s.map((x) => engineWords(locale).step({ cards: x.cards.map(card), from: pile(x.from), to: pile(x.to) })).join(engineWords(locale).then);
  return { card, pile, who, fit, steps };
}

/** A rule by its code, as the rules text heads it: "Priority rule 1: reserve to foundation first". */
export const ruleName = (rule: Rule, locale: Locale): string => engineWords(locale).rule[rule];

/** Where the rule a Stop broke stands in the rules text. */
export const ruleWords = (v: Pick<Stop, 'why' | 'reason'>, locale: Locale): string => ruleName(ruleOf(v), locale);

/** Steps told as a person would: "3♥ from house 2 to house 6, then …". */
export const stepsWords = (steps: readonly Step[], viewer: Player | null, locale: Locale): string => namer(viewer, locale).steps(steps);

/** Moves told as a person would: "3♥ from house 2 to house 6, then …". */
export const sequenceWords = (p: Position, moves: readonly Move[], viewer: Player | null, locale: Locale): string => stepsWords(moveSteps(p, moves), viewer, locale);

/** An attempt as an order, to `viewer`: "3♥ and 2♠ from house 2 to house 4", "turn up the hand card". */
export const attemptWords = (p: Position, m: Move, viewer: Player | null, locale: Locale): string =>
  m.kind === 'move' ? sequenceWords(p, [m], viewer, locale) : engineWords(locale).attempt[m.kind];

/** A move named in a sentence, to `viewer`: "7♥ from B's reserve to house 3", "turning up a hand card". */
export const moveWords = (p: Position, m: Move, viewer: Player | null, locale: Locale): string =>
  m.kind === 'move' ? sequenceWords(p, [m], viewer, locale) : engineWords(locale).moveNamed[m.kind];

/** A move told from `viewer`'s seat, for the move list and the live region: "B: 7♥ from B's reserve to your waste pile", "You turned up a hand card". */
export function moveLine(before: Position, move: Move, viewer: Player | null, locale: Locale): string {
  const line = engineWords(locale).line;
  const who = { who: before.toMove, you: before.toMove === viewer };
  return move.kind === 'move' ? line.move({ ...who, steps: sequenceWords(before, [move], viewer, locale) }) : line[move.kind](who);
}
