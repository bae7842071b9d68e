/** La revue des erreurs de l’apprenant (MistakesReview, MistakeReplay), en français. */
import type { Catalog } from '../catalog';
import { plural } from '../locales';
import type { en } from './en';

/** Espace insécable avant : et dans « » ; espace fine insécable (\u202f) avant ! ? */
const _ = '\u00a0';

export const fr: Catalog<typeof en> = {
  dateLocale: 'fr-FR',
  falseCalls: `Crier «${_}Stop\u202f!${_}» sur un coup permis`,
  count: (p) => `${p.n} ${plural('fr', p.n, { one: 'erreur', other: 'erreurs' })}`,
  replayTheme: 'Rejouer celles que j’ai manquées',
  replayAll: (p) => `Les rejouer toutes (${p.n})`,
  kind: { missed: 'Une erreur laissée passer', falseCall: `«${_}Stop\u202f!${_}» crié sur un coup permis`, stopped: 'Un de vos coups, contraire à une règle' },
  source: { game: 'dans une partie', puzzle: 'dans un problème', rush: `dans la course aux «${_}Stop\u202f!${_}»`, deck: `dans «${_}Stop ou pas\u202f?${_}»` },
  today: 'aujourd’hui',
  yesterday: 'hier',
  on: (p) => `le ${p.date}`,
  solvedFolded: (p) => `Résolues en revue${_}: ${p.n}`,
  emptyTitle: 'Aucune erreur à revoir.',
  emptyText: 'Vos erreurs se rassemblent ici à mesure que vous vous entraînez, chacune gardée comme un problème à vous, à rejouer quand vous le voulez. Essayez',
  emptyPuzzles: 'un problème',
  emptyRush: `la course aux «${_}Stop\u202f!${_}»`,
  emptyGame: 'une partie',
  emptyOr: 'ou',
  nothingInTheme: (p) => `Plus rien à rejouer dans «${_}${p.theme}${_}»${_}: voici le reste de votre liste.`,
  loading: 'Chargement…',
  back: '← Toutes vos erreurs',
  allThemes: 'Tous les thèmes',
  position: (p) => `${p.at} sur ${p.of}`,
  cleared: `Résolu${_}: il quitte votre liste.`,
  stays: 'Il reste sur votre liste pour une autre fois.',
  next: 'Erreur suivante',
  done: 'C’était la dernière.',
  backToList: 'Revenir à votre liste',
  failed: `Ce problème n’a pas pu être chargé${_}: cet appareil est peut-être hors ligne.`,
  tryAgain: 'Réessayer',
  gone: 'Ce problème n’est plus sur le site.',
  unreadable: 'Cette erreur n’a pas pu être relue comme un problème (sa table n’est pas de celles que permettent les règles).',
  remove: 'La retirer de la liste',
  skip: 'La passer',
  ownTitle: 'Votre propre problème',
  legalMove: 'Le coup n’enfreint aucune règle.',
};
