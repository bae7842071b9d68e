/**
 * The engine's verdicts, hints and moves in sentences, for the person reading them
 * (`viewer` is "you", every other side is named) and in their language. The engine gives
 * codes and facts; this layer names the cards and piles and writes the sentence.
 */
import {
  hint,
  judge,
  moveSteps,
  ruleOf,
  suitOf,
  verdict,
  type Card,
  type Fit,
  type BeginWhy,
  type Hint,
  type JudgeOutput,
  type Move,
  type PileRef,
  type Player,
  type Position,
  type Rule,
  type Step,
  type Stop,
} from '../../engine';
import type { Locale } from '../locales';
import { cardName, pileWords, WORDS } from '../words';
import type { en } from './en';
import { catalogs } from '../load';

export type { Stop };

const CATALOGS = await catalogs<typeof en>({ en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });

/** Everything a message needs to name cards, piles and players for one reader. */
function namer(viewer: Player, locale: Locale) {
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

/** Why a Stop was called, told to `viewer`. */
export function explainStop(v: Pick<Stop, 'why'>, viewer: Player, locale: Locale): string {
  const t = CATALOGS[locale].why;
  const { card, pile, who, fit, steps } = namer(viewer, locale);
  const w = v.why;
  switch (w.code) {
    case 'card-waiting':
    case 'pass-not-discard':
      return t[w.code]({ ...who(w.who), card: card(w.card) });
    case 'nothing-to-turn':
    case 'no-turned-card':
    case 'waste-out-of-play':
    case 'reserve-face-down':
    case 'waste-only-discard':
    case 'own-reserve':
    case 'pass-cards-left':
      return t[w.code](who(w.who));
    case 'foundation-kept':
    case 'house-closed':
    case 'empty':
    case 'no-such-pile':
      return t[w.code]({ pile: pile(w.pile) });
    case 'not-yours':
      return t[w.code]({ ...who(w.who), pile: pile(w.pile) });
    case 'few-face-up':
      return t[w.code]({ pile: pile(w.pile), up: w.up, count: w.count });
    case 'few-spaces':
      return t[w.code]({ ...who(w.who), pile: pile(w.pile), count: w.count, need: w.need, have: w.have });
    case 'already-there':
      return t[w.code];
    case 'group-off-house':
    case 'foundation-complete':
    case 'house-ace':
      return t[w.code]({ to: pile(w.to) });
    case 'foundation-empty':
      return t[w.code]({ to: pile(w.to), card: card(w.card) });
    case 'foundation-next':
      return t[w.code]({ to: pile(w.to), suit: WORDS[locale].suitWords[suitOf(w.top)]!, top: card(w.top), wanted: card(w.wanted), card: card(w.card) });
    case 'house-next':
      return t[w.code]({ to: pile(w.to), red: w.red, rank: w.rank, top: card(w.top), card: card(w.card) });
    case 'load-unexposed':
      return t[w.code]({ ...who(w.who), to: pile(w.to), faceDown: w.faceDown });
    case 'load-next':
      return t[w.code]({ ...who(w.who), to: pile(w.to), top: card(w.top), options: w.options.map(card), card: card(w.card) });
    case 'reserve-to-foundation-first':
    case 'foundation-not-discard':
    case 'foundation-first':
    case 'group-card-fits':
      return t[w.code](fit(w.fit));
    case 'fill-spaces-first':
      return t[w.code]({ ...who(w.who), space: pile(w.space) });
    case 'load-first':
      return t[w.code]({ ...who(w.who), ...fit(w.fit) });
    case 'release-first':
      return t[w.code]({ ...who(w.who), fewest: w.fewest, steps: steps(w.steps) });
    case 'spaces-first':
    case 'uncover-first':
      return t[w.code]({ ...who(w.who), steps: steps(w.steps) });
  }
}

/** Why `m` is stopped in `p`, told to `viewer`; '' when it is legal. */
export function stopWords(p: Position, m: Move, viewer: Player, locale: Locale): string {
  const v = verdict(p, m);
  return v.legal ? '' : explainStop(v, viewer, locale);
}

/** A rule by its code, as the rules text heads it: "Priority rule 1: reserve to foundation first". */
export const ruleName = (rule: Rule, locale: Locale): string => CATALOGS[locale].rule[rule];

/** Where the rule a Stop broke stands in the rules text. */
export const ruleWords = (v: Stop, locale: Locale): string => ruleName(ruleOf(v), locale);

/** Steps told as a person would: "3♥ from house 2 to house 6, then …". */
export const stepsWords = (steps: readonly Step[], viewer: Player, locale: Locale): string => namer(viewer, locale).steps(steps);

/** Moves told as a person would: "3♥ from house 2 to house 6, then …". */
export const sequenceWords = (p: Position, moves: readonly Move[], viewer: Player, locale: Locale): string => stepsWords(moveSteps(p, moves), viewer, locale);

/** A hint told to `viewer`. */
export function explainHint(h: Hint, viewer: Player, locale: Locale): string {
  const c = CATALOGS[locale];
  const t = c.hint;
  const { card, pile, who, steps } = namer(viewer, locale);
  const w = h.why;
  switch (w.code) {
    case 'game-over':
      return t[w.code];
    case 'compulsory':
      return t[w.code]({ ...who(w.who), start: w.start, steps: steps(w.steps), rule: c.ruleShort[w.rule as keyof typeof c.ruleShort], choices: w.choices });
    case 'hand-card-plays':
      return t[w.code]({ ...who(w.who), card: card(w.card), targets: w.targets.map(pile) });
    case 'hand-card-discard':
      return t[w.code]({ ...who(w.who), card: card(w.card) });
    case 'turn-bar':
      return t[w.code]({ ...who(w.who), rule: c.ruleShort[w.rule], steps: steps(w.steps) });
    case 'free':
      return t[w.code]({ ...who(w.who), free: w.free, canTurn: w.canTurn });
  }
}

/** Who begins a game and why: "B begins: the reserve card 2♥ is lower than K♠." */
export function beginsWords(why: BeginWhy, locale: Locale): string {
  const t = CATALOGS[locale].begins;
  if (why.code !== 'lower' && why.code !== 'higher') return why.code === 'tie' ? t.tie : t[why.code]({ who: why.who });
  const what = why.compared === 'reserve' ? t.reserve : t.house({ n: why.compared });
  const others = why.others.map((c) => cardName(c, locale)).join(t.and);
  return t.compared({ who: why.who, what, card: cardName(why.card, locale), others, higher: why.code === 'higher' });
}

/** "What must I do now?": the rule that decides the mover's next move, and a move to suggest. */
export function hintWords(p: Position, viewer: Player, locale: Locale): { move: Move | null; text: string } {
  const h = hint(p);
  return { move: h.move, text: explainHint(h, viewer, locale) };
}

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

/** How the judge writes a Stop's explanation in each language it speaks: to the mover. */
const EXPLAINERS = Object.fromEntries(Object.keys(CATALOGS).map((l) => [l, (v: Stop, mover: Player) => explainStop(v, mover, l as Locale)]));

/** The judge request (shared/position-format.md), its explanation in the input's "lang". */
export const judgeRequest = (input: unknown): JudgeOutput => judge(input, EXPLAINERS);
