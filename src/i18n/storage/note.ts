/** The storage notes' sentences, fetched in the page's language only when there is a note to show (see note.en.ts). */
import type { Catalog } from '../catalog';
import { catalogs } from '../load';
import { DEFAULT_LOCALE, isLocale } from '../locales';
import type { en } from './note.en';

export type NoteWords = Catalog<typeof en>;
/** What a note is about, as storage codes it (src/storage's `What`): a key of the catalog's `what`. */
export type NoteWhat = keyof NoteWords['what'];
/** What a note says, as storage codes it (src/storage's `Said`): each code one of the catalog's messages. */
export type NoteSaid = 'off' | 'full' | 'keptAside' | 'notKept' | 'newer' | 'newerNotKept';

const NOTES = await catalogs<typeof en>('storage note', { en: async () => (await import('./note.en')).en, fr: async () => (await import('./note.fr')).fr });

/** In the page's language (`<html lang>`), read as it is: English when it is none of the site's. */
export const noteWords = (lang: string): NoteWords => NOTES(isLocale(lang) ? lang : DEFAULT_LOCALE);

export const noteText = (w: NoteWords, said: NoteSaid, what: NoteWhat): string => (said === 'off' || said === 'full' ? w[said] : w[said]({ what: w.what[what] }));
