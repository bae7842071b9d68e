/**
 * A page ships the messages of its own language only. In the browser, a domain's catalog is
 * loaded for the page's `<html lang>` before any island that uses it runs (a top-level await
 * in the domain's index), so a French page never downloads the English sentences, nor the
 * reverse. Where there is no page language (the build, the unit tests), every language is loaded.
 */
import type { Catalog } from './catalog';
import { isLocale, LOCALES, type Locale } from './locales';

const pageLang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
const wanted: readonly Locale[] = isLocale(pageLang) ? [pageLang] : LOCALES;

/** One loader per language: a language left out, or a catalog not shaped like English (`E`), does not compile. */
type Loaders<E> = { readonly [L in Locale]: () => Promise<Catalog<E>> };

/**
 * A domain's catalog in a language. In a page only the page's language is loaded: asking for
 * another is a mistake (an island given another `lang` than its page's), and it fails saying so
 * rather than showing nothing.
 */
export type Words<E> = (lang: Locale) => Catalog<E>;

/** Loads the catalogs of `domain` that this page needs (the page's language; every language without a page). */
export async function catalogs<E>(domain: string, load: Loaders<E>): Promise<Words<E>> {
  const loaded = new Map(await Promise.all(wanted.map(async (l) => [l, await load[l]()] as const)));
  return (lang) => {
    const words = loaded.get(lang);
    if (!words) throw new Error(`No "${domain}" catalog in "${lang}" here: a page loads its own language only (${wanted})`);
    return words;
  };
}
