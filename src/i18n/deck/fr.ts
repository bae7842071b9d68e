/** Les mots du paquet « Stop ou pas ? » (StopOrNot, StopOrNotBoard), en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';

/** Espace insécable avant : et dans « » ; espace fine insécable avant ; ! ? */
const _ = '\u00a0';
const f = '\u202f';
const deck = `«${_}Stop ou pas${f}?${_}»`;

export const fr: Catalog<typeof en> = {
  task: `Vous êtes A. C’est à B de jouer${_}: suivez chacun de ses coups et annoncez «${_}Stop${f}!${_}» à la première erreur, ou laissez tout passer s’il n’y en a aucune. Environ la moitié des tours n’ont aucune erreur.`,
  rating: (p) => `Votre classement ${deck}${_}: ${p.rating}${p.provisional ? ' (provisoire)' : ''}.`,
  ratingChange: (p) => `Votre classement ${deck}${_}: ${p.rating} (${p.change}).`,
  ratingKept: (p) => `Votre classement ${deck}${_}: ${p.rating} (inchangé${_}: vous aviez déjà vu ce tour).`,
  caught: `Exact${_}: bien vu.`,
  passed: `Exact${_}: il n’y avait pas de «${_}Stop${f}!${_}».`,
  falseCall: `Faux${_}: ce coup était permis.`,
  missed: `Faux${_}: vous avez laissé passer une erreur.`,
  falseCallWhy: `Il n’enfreint aucune règle${_}: annoncer «${_}Stop${f}!${_}» était une fausse alerte.`,
  allLegal: `Tous les coups étaient permis${_}: il fallait bien tout laisser passer.`,
  start: 'Distribuer un tour',
  next: 'Tour suivant →',
  loading: 'Chargement du tour…',
  failed: `Le tour n’a pas pu être chargé${_}: cet appareil est peut-être hors ligne.`,
  tryAgain: 'Réessayer',
  none: 'Aucun tour ne peut être distribué ici.',
  label: `Table ${deck}`,
};
