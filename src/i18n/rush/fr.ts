/** Les mots de la course aux « Stop ! » (StopRush), en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';

/** Espace insécable avant : ; ! ? */
const _ = '\u00a0';

export const fr: Catalog<typeof en> = {
  wasLegal: (p) => `${p.move} était permis`,
  wasError: (p) => `${p.move} était une erreur`,
  right: (p) => `Exact${_}: ${p.what}.`,
  mistakeStop: (p) => `Faute ${p.n} sur ${p.of}${_}: ${p.move} était une erreur — ${p.rule}.`,
  mistakeLegal: (p) => `Faute ${p.n} sur ${p.of}${_}: ${p.move} n’enfreignait aucune règle.`,
  bests: (p) =>
    `Meilleurs scores${_}: ${[p.today === null ? '' : `aujourd’hui ${p.today}`, p.week === null ? '' : `cette semaine ${p.week}`, `depuis le début ${p.all}`].filter(Boolean).join(' · ')}`,
  noRun: 'Aucune course encore dans ce navigateur.',
  loadFailed: `Les coups n’ont pas pu être chargés${_}: cet appareil est peut-être hors ligne.`,
  tryAgain: 'Réessayer',
  loading: 'Chargement des coups…',
  start: 'Lancer le chrono',
  timeLeft: 'Temps restant',
  timeLeftLabel: (p) => `Temps restant${_}: ${p.clock}`,
  score: 'Score',
  mistakes: 'Fautes',
  of: (p) => `${p.n} sur ${p.of}`,
  howTo: { touch: `Jugez chaque coup de B${_}: «${_}Stop\u202f!${_}» ou «${_}Laisser passer${_}».`, pointer: `Jugez chaque coup de B${_}: S pour «${_}Stop\u202f!${_}», L pour le laisser passer.` },
  bMove: (p) => `Coup de B${_}: ${p.move}`,
  bMoveWaiting: (p) => `Coup de B${_}: ${p.move}, alors que la carte déjà retournée (${p.card}) attend encore`,
  boardLabel: 'Table de la course aux «\u00a0Stop\u202f!\u00a0»',
  loadingMore: 'Chargement d’autres coups…',
  timeUp: 'Le temps est écoulé.',
  threeMistakes: `Trois fautes${_}: la course est finie.`,
  yourScore: `Votre score${_}:`,
  newBest: (p) => `Nouveau record${_}: ${p.score}\u202f!`,
  reviewFailed: `La revue n’a pas pu être chargée${_}: cet appareil est peut-être hors ligne.`,
  again: 'Nouvelle course',
  standardOnly: 'Des coups selon les règles classiques seulement. Pour avoir aussi des coups en règles maison, incluez-les dans',
  withHouseRules: 'Des coups selon les règles classiques et selon des règles maison, comme vous l’avez choisi dans',
  theList: 'la liste des problèmes',
};
