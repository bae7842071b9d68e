/** The play page's words in each language. */
import { en } from './en';
import { fr } from './fr';

export const PLAY = { en, fr };
