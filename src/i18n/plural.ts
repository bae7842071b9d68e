/**
 * A word's form for a count, by its language's own rule (Intl.PluralRules), so that no catalog
 * writes the rule again: English takes the singular for 1 only ("0 cards", "1 card"), French for
 * 0 and 1 too ("0 carte", "1 carte", "2 cartes").
 */
import type { Locale } from './locales';

const RULES = new Map<Locale, Intl.PluralRules>();

/** `forms.one` where `lang` says "one" of `n`, else `forms.other` (French's "many" of a million included). */
export function plural(lang: Locale, n: number, forms: { readonly one: string; readonly other: string }): string {
  const rules = RULES.get(lang) ?? RULES.set(lang, new Intl.PluralRules(lang)).get(lang)!;
  return rules.select(n) === 'one' ? forms.one : forms.other;
}
