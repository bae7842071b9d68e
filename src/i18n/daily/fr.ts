/** Les mots du problème du jour (DailyPuzzle), en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';
import { plural } from '../locales';

/** Espace insécable avant : ; ! ? */
const _ = '\u00a0';

export const fr: Catalog<typeof en> = {
  dateLocale: 'fr-FR',
  puzzle: (p) => `problème ${p.id}`,
  colon: `${_}: `,
  loading: 'Chargement du problème du jour…',
  failed: `Le problème du jour n’a pas pu être chargé${_}: cet appareil est peut-être hors ligne et ne l’a pas gardé d’une visite précédente. Votre série et votre historique sont intacts.`,
  tryAgain: 'Réessayer',
  orOpen: 'ou ouvrez le',
  onceOnline: 'une fois de retour en ligne.',
  streakTitle: 'Votre série',
  noStreak: `Pas encore de série${_}: résolvez le problème du jour pour en commencer une.`,
  streak: (p) => `${p.days} ${plural('fr', p.days, { one: 'jour', other: 'jours' })} d’affilée.`,
  solved: (p) => `résolu${p.misses ? ` après ${p.misses} ${plural('fr', p.misses, { one: 'échec', other: 'échecs' })}` : ''} ✓`,
  notSolved: (p) => `non résolu (${p.misses} ${plural('fr', p.misses, { one: 'échec', other: 'échecs' })})`,
};
