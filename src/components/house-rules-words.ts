/**
 * The analysis board's house-rules table in words: a row's rules named and what they change, and
 * why a row's rules cannot judge the table. The rows come in codes and facts (src/share/house-rules.ts);
 * the words are the rules catalogs'.
 */
import type { Locale } from '../i18n/locales';
import { rulesText } from '../i18n/rules';
import { optionAbout, optionName, presetAbout, presetName } from '../telling/rules';
import type { NotApplicable, RowRules } from '../share/house-rules';

/** A row's name ("Strict loading: on") and what its rules change, in a sentence or two. */
export function rowWords(rules: RowRules, locale: Locale): { readonly name: string; readonly about: string } {
  const t = rulesText(locale).table;
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
  const t = rulesText(locale).table;
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
