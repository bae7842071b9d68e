/** The storage notes' sentences, fetched in the page's language only when there is a note to show (see note.en.ts). */
import type { Catalog } from '../catalog';
import type { Locale } from '../locales';
import type { Said, What } from '../../storage/notes';
import type { en } from './note.en';

export type NoteWords = Catalog<typeof en>;

const LOAD: { readonly [L in Locale]: () => Promise<NoteWords> } = { en: async () => (await import('./note.en')).en, fr: async () => (await import('./note.fr')).fr };

/** In the page's language (`<html lang>`), read as it is: English when it is none of the site's. */
export const noteWords = (lang: string): Promise<NoteWords> => (LOAD[lang as Locale] ?? LOAD.en)();

export const noteText = (w: NoteWords, said: Said, what: What): string => (said === 'off' || said === 'full' ? w[said] : w[said]({ what: w.what[what] }));
