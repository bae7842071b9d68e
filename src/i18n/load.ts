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

/** The catalogs of a domain, keyed by language; in a page, only the page's language is there. */
export async function catalogs<E>(load: Loaders<E>): Promise<Record<Locale, Catalog<E>>> {
  const loaded = await Promise.all(wanted.map(async (l) => [l, await load[l]()] as const));
  return Object.fromEntries(loaded) as unknown as Record<Locale, Catalog<E>>;
}
