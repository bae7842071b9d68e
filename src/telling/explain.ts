/**
 * Why a Stop was called, what the mover must do now, and who begins, in sentences for the person
 * reading them and in their language. Pages fetch this module when a first explanation is needed
 * (src/components/explanations.ts), not as they open: most visits to a page never need one.
 */
import { suitOf, type BeginWhy, type Hint, type Player, type Stop } from '../engine';
import { explainWords } from '../i18n/explain';
import type { Locale } from '../i18n/locales';
import { cardWords } from '../i18n/words';
import { namer, ruleWords } from './moves';
import { cardName } from './words';

/** Why a Stop was called, told to `viewer`. */
export function explainStop(v: Pick<Stop, 'why'>, viewer: Player | null, locale: Locale): string {
  const t = explainWords(locale).why;
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
    case 'lone-card-space':
      return t[w.code]({ pile: pile(w.pile), to: pile(w.to) });
    case 'group-off-house':
    case 'foundation-complete':
    case 'house-ace':
      return t[w.code]({ to: pile(w.to) });
    case 'foundation-empty':
      return t[w.code]({ to: pile(w.to), card: card(w.card) });
    case 'foundation-next':
      return t[w.code]({ to: pile(w.to), suit: cardWords(locale).suitWords[suitOf(w.top)]!, top: card(w.top), wanted: card(w.wanted), card: card(w.card) });
    case 'house-next':
      return t[w.code]({ to: pile(w.to), red: w.red, rank: w.rank, top: card(w.top), card: card(w.card) });
    case 'load-unexposed':
      return t[w.code]({ ...who(w.who), to: pile(w.to), faceDown: w.faceDown });
    case 'load-next':
      return t[w.code]({ ...who(w.who), to: pile(w.to), top: card(w.top), options: w.options.map(card), card: card(w.card) });
    case 'load-waste-next':
      return t[w.code]({ ...who(w.who), to: pile(w.to), top: card(w.top), card: card(w.card), equal: w.equal, otherColour: w.otherColour });
    case 'reserve-to-foundation-first':
    case 'ace-first':
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

/** The explanations whose sentence already names the rule it enforces ("… (priority rule 1)", "Under the strict loading rule, …"). */
const NAMES_ITS_RULE: ReadonlySet<Stop['why']['code']> = new Set([
  'reserve-to-foundation-first',
  'foundation-not-discard',
  'foundation-first',
  'group-card-fits',
  'fill-spaces-first',
  'load-first',
  'release-first',
  'spaces-first',
  'uncover-first',
]);

/** Why a Stop was called, with the rule it enforces named once: after the sentence, unless the sentence names it already. */
export function explainWithRule(v: Pick<Stop, 'why' | 'reason'>, viewer: Player | null, locale: Locale): string {
  const text = explainStop(v, viewer, locale);
  return NAMES_ITS_RULE.has(v.why.code) ? text : `${text} (${ruleWords(v, locale)})`;
}

/** A hint told to `viewer`. */
export function explainHint(h: Hint, viewer: Player | null, locale: Locale): string {
  const c = explainWords(locale);
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

/** Who begins a game and why, to `viewer` (null: every side by its letter): "B begins: B’s reserve card, 2♥, is lower than yours, K♠." */
export function beginsWords(why: BeginWhy, viewer: Player | null, locale: Locale): string {
  const t = explainWords(locale).begins;
  const who = { who: why.who, you: why.who === viewer };
  if (why.code !== 'lower' && why.code !== 'higher') return t[why.code](who);
  const what = why.compared === 'reserve' ? t.reserve : t.house({ n: why.compared });
  const others = why.others.map((o) => t.other({ who: o.player, you: o.player === viewer, card: cardName(o.card, locale) })).join(t.and);
  return t.compared({ ...who, what, card: cardName(why.card, locale), others, higher: why.code === 'higher' });
}
