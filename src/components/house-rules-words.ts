/**
 * The analysis board's house-rules table in words: a row's rules named and what they change, and
 * why a row's rules cannot judge the table. The rows come in codes and facts (src/share/house-rules.ts);
 * the words are the rules catalogs'.
 */
import type { Player } from '../engine';
import { analysisWords } from '../i18n/analysis';
import { listOf, type Locale } from '../i18n/locales';
import { ruleName, stepsWords } from '../telling/moves';
import { optionName, presetName } from '../telling/rules';
import { optionAbout, presetAbout } from '../telling/rules-about';
import type { NotApplicable, RowRules, Ruling, Summary } from '../share/house-rules';

/** A row's name ("Strict loading: on") and what its rules change, in a sentence or two. */
export function rowWords(rules: RowRules, locale: Locale): { readonly name: string; readonly about: string } {
  const t = analysisWords(locale).table;
  switch (rules.kind) {
    case 'own':
      return { name: t.ownName, about: t.ownAbout };
    case 'preset':
      return { name: presetName(rules.preset, locale), about: presetAbout(rules.preset, locale) };
    case 'option': {
      const { on } = rules;
      const option = optionName(rules.option, locale);
      // Turned on, the row also says what the option changes.
      return { name: t.optionRow({ option, on }), about: on ? `${t.optionAbout({ option, on })} ${optionAbout(rules.option, locale)}` : t.optionAbout({ option, on }) };
    }
    case 'deal':
      return { name: t.dealName, about: t.dealAbout };
  }
}

/** Why a row's rules cannot judge the table, in a sentence. */
export function notApplicableWords(why: NotApplicable, locale: Locale): string {
  const t = analysisWords(locale).table;
  switch (why.code) {
    case 'other-table':
      return t.otherTable({ theirs: t.tableWords(why.theirs), ours: t.tableWords(why.ours) });
    case 'implied':
      return t.implied({ option: optionName(why.option, locale), implied: why.implied.map((o) => optionName(o, locale)) });
    case 'cannot-lie':
      return t.cannotLie;
    case 'deal-only':
      return t.dealOnly;
  }
}

/** A ruling in a few words, for the table's summary: "Stop! (Priority rule 1: reserve to foundation first)", "the move is legal". */
export function rulingWords(r: Ruling, viewer: Player, locale: Locale): string {
  const t = analysisWords(locale).said;
  switch (r.kind) {
    case 'legal':
      return t.legal;
    case 'stop':
    case 'refused':
      return t[r.kind]({ rule: ruleName(r.rule, locale) });
    case 'compulsory':
      return t.compulsory({ rule: ruleName(r.reason, locale), moves: r.moves.map((s) => stepsWords([s], viewer, locale)).join(analysisWords(locale).orMove) });
    case 'free':
      return t.free({ n: r.moves });
    case 'not-applicable':
      return notApplicableWords(r.why, locale);
  }
}

/** The house-rules table told in a few lines: what the position's own rules say, then each ruling of the rule sets that differ, with their names. */
export interface SummaryWords {
  readonly intro: string;
  readonly differences: readonly { readonly names: string; readonly ruling: string }[];
  /** How many rule sets cannot judge the table, or null when all can. */
  readonly cannotJudge: string | null;
}

export function summaryWords(s: Summary, viewer: Player, locale: Locale): SummaryWords {
  const t = analysisWords(locale);
  return {
    intro: (s.differences.length ? t.agreeExcept : t.agree)({ ruling: rulingWords(s.ruling, viewer, locale) }),
    differences: s.differences.map((d) => ({
      // Among other names, an option's row says whose rules it changes: "Strict spaces: on" after "Strict" would read as one name.
      names: listOf(locale, d.rows.map((r) => (r.kind === 'option' ? t.table.optionListed({ option: optionName(r.option, locale), on: r.on }) : rowWords(r, locale).name))),
      ruling: rulingWords(d.ruling, viewer, locale),
    })),
    cannotJudge: s.notApplicable ? t.cannotJudge({ n: s.notApplicable }) : null,
  };
}
