/**
 * The site's own text and the pages' languages. Pages are written once under
 * src/pages/[...locale]/ and built for every language: English at the root (no folder),
 * each other language in its folder.
 */
import { DEFAULT_LOCALE, LOCALES, localeOfPath, type Locale } from '../locales';
import type { en } from './en';
import { catalogs } from '../load';

export const siteWords = await catalogs<typeof en>('site', { en: async () => (await import('./en')).en, fr: async () => (await import('./fr')).fr });

/** A language's `[...locale]` parameter: undefined builds the English page at the root. */
export const localeFolder = (locale: Locale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : locale);

/** getStaticPaths of a page with no other parameter: the page once in every language. */
export const everyLocale = () => LOCALES.map((locale) => ({ params: { locale: localeFolder(locale) } }));

/** The language of the page being built, read from its address. */
export const pageLocale = (url: URL): Locale => localeOfPath(url.pathname);
