/** The editor's words in each language. */
import { en } from './en';
import { fr } from './fr';

export const EDITOR = { en, fr };
