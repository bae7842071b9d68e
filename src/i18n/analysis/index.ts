/** The analysis board's words in each language. */
import { en } from './en';
import { fr } from './fr';

export const ANALYSIS = { en, fr };
