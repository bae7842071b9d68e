/**
 * The language a page is read in, settled before it is drawn (a script inlined in every page's head). A visitor who
 * has chosen a language is taken to this page in it, with its query and hash, so that a share link opens in the
 * language of whoever opens it; one who has not is offered the language the browser prefers, if the site has it.
 * The language switch and the offer record the choice and carry the query and hash along. The not-found page
 * takes the language of its address. Storage may be refused (private modes, blocked cookies): then nothing is kept.
 */
import type { Locale } from '../i18n/locales';

export interface LanguageFacts {
  readonly locales: readonly Locale[];
  readonly fallback: Locale;
  /** Where the choice is kept. */
  readonly key: string;
  /** The not-found page's title in each language; null on every other page. */
  readonly titles: Readonly<Record<Locale, string>> | null;
}

export const chooseLanguage = (d: Document, { locales, fallback, key, titles }: LanguageFacts): void => {
  const folder = new RegExp(`^/(${locales.filter((l) => l !== fallback).join('|')})(?=/|$)`);
  const at = (l: string) => (l === fallback ? '' : `/${l}`) + (location.pathname.replace(folder, '') || '/') + location.search + location.hash;
  const remember = (l: string) => {
    try {
      localStorage.setItem(key, l);
    } catch {}
  };
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(key);
  } catch {}
  if (titles) {
    d.documentElement.lang = folder.exec(location.pathname)?.[1] ?? fallback;
    d.title = titles[d.documentElement.lang as Locale];
  }
  const here = d.documentElement.lang;
  if (locales.includes(chosen as Locale)) {
    if (!titles && chosen !== here) location.replace(at(chosen!));
  } else {
    const wanted = navigator.languages.map((t) => t.split('-')[0]!.toLowerCase()).find((l) => locales.includes(l as Locale));
    if (wanted && wanted !== here)
      d.addEventListener('DOMContentLoaded', () => {
        const bar = d.querySelector<HTMLElement>(`[data-offer="${wanted}"]`);
        if (bar) bar.hidden = false;
      });
  }
  d.addEventListener('click', (e) => {
    const target = e.target as Element;
    const link = target.closest?.<HTMLAnchorElement>('a[data-locale]');
    if (link) {
      remember(link.dataset.locale!);
      link.href = at(link.dataset.locale!);
    }
    const bar = target.closest?.('[data-offer-dismiss]') && target.closest<HTMLElement>('[data-offer]');
    if (bar) {
      remember(here);
      bar.hidden = true;
    }
  });
};
