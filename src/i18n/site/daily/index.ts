/**
 * The daily card's words in every language: a domain of its own, so the home page's script
 * ships these few messages and not the whole site catalog.
 */
import { en } from './en';
import { fr } from './fr';

export const DAILY_CARD = { en, fr };
