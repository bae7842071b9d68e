/** Les mots du problème du jour (DailyPuzzle), en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';

/** Espace insécable avant : ; ! ? */
const _ = '\u00a0';
const pluriel = (n: number, un: string, plusieurs = `${un}s`) => `${n} ${n > 1 ? plusieurs : un}`;

export const fr: Catalog<typeof en> = {
  dateLocale: 'fr-FR',
  puzzle: (p) => `problème ${p.id}`,
  loading: 'Chargement du problème du jour…',
  failed: `Le problème du jour n’a pas pu être chargé${_}: cet appareil est peut-être hors ligne et ne l’a pas gardé d’une visite précédente. Votre série et votre historique sont intacts.`,
  tryAgain: 'Réessayer',
  orOpen: 'ou ouvrez le',
  onceOnline: 'une fois de retour en ligne.',
  streakTitle: 'Votre série',
  noStreak: `Pas encore de série${_}: résolvez le problème du jour pour en commencer une.`,
  streak: (p) => `${pluriel(p.days, 'jour')} d’affilée.`,
  solved: (p) => `résolu${p.misses ? ` après ${pluriel(p.misses, 'échec')}` : ''} ✓`,
  notSolved: (p) => `non résolu (${pluriel(p.misses, 'échec')})`,
};
