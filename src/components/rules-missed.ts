/**
 * The progress page's coaching lines: the rules the learner misses most over every source
 * (records/coach.ts, `missedMost`), each named as the rules text heads it, with its figures, and
 * where to practise it: the learner's own mistakes of its theme, and the puzzles that train it.
 * Calling Stop on a legal move is a rule of its own here, trained by the puzzles of legal moves
 * that look wrong.
 */
import { localized, type Locale } from '../i18n/locales';
import { storageWords } from '../i18n/storage';
import { searchOf } from '../puzzles/filters';
import type { Theme } from '../puzzles/themes';
import { missedMost, openMistakes, type CoachRecord, type Stake } from '../records/coach';
import { themeOfStake } from '../records/review';
import { engineWords } from '../i18n/engine';

export interface RuleMissed {
  readonly stake: Stake;
  readonly name: string;
  /** "missed 4 of 9". */
  readonly figures: string;
  readonly theme: Theme;
  /** The learner's mistakes of this rule still to go through, and where they are replayed; null when there are none. */
  readonly replay: { readonly n: number; readonly href: string } | null;
  /** The puzzles that train it. */
  readonly puzzles: string;
}

export function rulesMissed(r: CoachRecord, lang: Locale): RuleMissed[] {
  const w = storageWords(lang);
  const open = openMistakes(r);
  return missedMost(r).map(({ stake, right, wrong }) => {
    const theme = themeOfStake(stake);
    const n = open.filter((m) => (m.reason ?? 'none') === stake).length;
    const figures = { wrong, of: right + wrong };
    return {
      stake,
      // The rule's name as the rules text heads it (telling/moves' ruleName, read from its catalog here so that the engine stays off this page).
      name: stake === 'none' ? w.coachFalseCalls : engineWords(lang).rule[stake],
      figures: stake === 'none' ? w.coachCalled(figures) : w.coachMissed(figures),
      theme,
      replay: n ? { n, href: `${localized('/puzzles/mistakes/', lang)}${searchOf({ theme })}` } : null,
      puzzles: `${localized('/puzzles/', lang)}${searchOf({ theme })}`,
    };
  });
}
