/**
 * The site's languages. English lives at the root, every other language under its own folder
 * (/fr/): a page's address says its language, so a shared link opens as it was sent and the
 * language switch only swaps the folder.
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
