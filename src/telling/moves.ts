/**
 * The engine's moves and rules in sentences, for the person reading them (`viewer` is "you",
 * every other side is named) and in their language. The engine gives codes and facts; this
 * layer names the cards and piles and writes the sentence. Explanations (why a Stop, hints, who
 * begins) are src/i18n/explain's: most visits to a page never need them, so they come later.
 */
import { moveSteps, ruleOf, type Card, type Fit, type Move, type PileRef, type Player, type Position, type Rule, type Step, type Stop } from '../../engine';
import type { Locale } from '../locales';
import { cardName, pileWords } from '../words';
import type { en } from './en';
import { catalogs } from '../load';

const CATALOGS = await catalogs<typeof en>({ en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });

/** Everything a message needs to name cards, piles and players for one reader. */
export function namer(viewer: Player, locale: Locale) {
  const card = (c: Card) => cardName(c, locale);
  const pile = (ref: PileRef) => pileWords(ref, viewer, locale);
  const who = (player: Player) => ({ who: player, you: player === viewer });
  const source = (f: Fit) => {
    const owner = 'player' in f.from ? f.from.player : viewer;
    return CATALOGS[locale].source({ kind: f.from.kind as 'house', pile: pile(f.from), card: card(f.card), owner, yours: owner === viewer });
  };
  const fit = (f: Fit) => ({ source: source(f), to: pile(f.to) });
  const steps = (s: readonly Step[]) => s.map((x) => CATALOGS[locale].step({ cards: x.cards.map(card).join('-'), from: pile(x.from), to: pile(x.to) })).join(CATALOGS[locale].then);
  return { card, pile, who, fit, steps };
}

/** A rule by its code, as the rules text heads it: "Priority rule 1: reserve to foundation first". */
export const ruleName = (rule: Rule, locale: Locale): string => CATALOGS[locale].rule[rule];

/** Where the rule a Stop broke stands in the rules text. */
export const ruleWords = (v: Pick<Stop, 'why' | 'reason'>, locale: Locale): string => ruleName(ruleOf(v), locale);

/** Steps told as a person would: "3♥ from house 2 to house 6, then …". */
export const stepsWords = (steps: readonly Step[], viewer: Player, locale: Locale): string => namer(viewer, locale).steps(steps);

/** Moves told as a person would: "3♥ from house 2 to house 6, then …". */
export const sequenceWords = (p: Position, moves: readonly Move[], viewer: Player, locale: Locale): string => stepsWords(moveSteps(p, moves), viewer, locale);

/** An attempt as an order, to `viewer`: "3♥-2♠ from house 2 to house 4", "turn up the hand card". */
export const attemptWords = (p: Position, m: Move, viewer: Player, locale: Locale): string =>
  m.kind === 'move' ? sequenceWords(p, [m], viewer, locale) : CATALOGS[locale].attempt[m.kind];

/** A move named in a sentence, to `viewer`: "7♥ from B's reserve to house 3", "turning up a hand card". */
export const moveWords = (p: Position, m: Move, viewer: Player, locale: Locale): string =>
  m.kind === 'move' ? sequenceWords(p, [m], viewer, locale) : CATALOGS[locale].moveNamed[m.kind];

/** A move told from `viewer`'s seat, for the move list and the live region: "B: 7♥ from B's reserve to your waste pile", "You turned up a hand card". */
export function moveLine(before: Position, move: Move, viewer: Player, locale: Locale): string {
  const line = CATALOGS[locale].line;
  const who = { who: before.toMove, you: before.toMove === viewer };
  return move.kind === 'move' ? line.move({ ...who, steps: sequenceWords(before, [move], viewer, locale) }) : line[move.kind](who);
}
