/**
 * The site's languages. English lives at the root, every other language under its own folder
 * (/fr/): a page's address says its language, so a shared link opens as it was sent and the
 * language switch only swaps the folder. And how each language counts: plural (below), and how
 * French names a card with its article: theCard.
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (s: unknown): s is Locale => (LOCALES as readonly unknown[]).includes(s);

/** The language a site path is in: '/fr/puzzles/' → 'fr', '/puzzles/' → 'en'. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** A path without its language folder: '/fr/puzzles/' → '/puzzles/'. */
export function unlocalized(pathname: string): string {
  const locale = localeOfPath(pathname);
  return locale === DEFAULT_LOCALE ? pathname : pathname.slice(locale.length + 1) || '/';
}

/** A site path in `locale`: ('/puzzles/', 'fr') → '/fr/puzzles/'; any language folder it had is replaced. */
export function localized(path: string, locale: Locale): string {
  const bare = unlocalized(path);
  return locale === DEFAULT_LOCALE ? bare : `/${locale}${bare}`;
}

/**
 * A word's form for a count, by its language's own rule (Intl.PluralRules), so that no catalog
 * writes the rule again: English takes the singular for 1 only ("0 cards", "1 card"), French for
 * 0 and 1 too ("0 carte", "1 carte", "2 cartes"). Here rather than in a file of its own: every
 * page that loads a catalog has this file already, so a catalog that counts fetches nothing more.
 */
const RULES: { [L in Locale]?: Intl.PluralRules } = {};

/** `forms.one` where `lang` says "one" of `n`, else `forms.other` (French's "many" of a million included). */
export const plural = (lang: Locale, n: number, forms: { readonly one: string; readonly other: string }): string =>
  (RULES[lang] ??= new Intl.PluralRules(lang)).select(n) === 'one' ? forms.one : forms.other;

/**
 * How each language joins a list (CLDR's "standard" list patterns): two names with `pair`, the last of more with `last`, the
 * others with a comma. Intl.ListFormat says the same, but the first one made in a page cost 60 to 140 ms of the main thread
 * in Chromium (loading its patterns), 4 times that on a slow phone, on every page whose board names a list of cards.
 * tests/i18n/lists.test.ts holds this table to Intl.ListFormat’s answers.
 */
const JOINS: { readonly [L in Locale]: { readonly pair: string; readonly last: string } } = {
  en: { pair: ' and ', last: ', and ' },
  fr: { pair: ' et ', last: ' et ' },
};

/** Names in a list, as the language joins them: "4♦, 3♣, and 2♥", « le 4♦, le 3♣ et le 2♥ ». */
export const listOf = (lang: Locale, names: readonly string[]): string =>
  names.length < 3 ? names.join(JOINS[lang].pair) : `${names.slice(0, -1).join(', ')}${JOINS[lang].last}${names.at(-1)}`;

/**
 * A card with its French article, as it is read: « l’A♥ » (l’as), « la D♠ » (la dame), « le 7♥ »
 * (« le huit »: no elision). A name that is already words (« une carte face cachée », « le joker »)
 * stays as it is. Here for the reason plural is: a French catalog that names a card fetches nothing more.
 */
export const theCard = (card: string): string => (/^\p{Ll}/u.test(card) ? card : `${card.startsWith('A') ? 'l’' : card.startsWith('D') ? 'la ' : 'le '}${card}`);

/** A queen is feminine in French (« la D♠ retournée »); the other cards, masculine. */
export const isFeminine = (card: string): boolean => card.startsWith('D');
