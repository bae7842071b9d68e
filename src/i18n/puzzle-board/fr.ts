/** Les phrases fixes d'un problème (PuzzleBoard), en français : écrites à la construction du site dans ses données. */
import type { Catalog } from '../catalog';
import type { en } from './en';

/** Espace insécable avant : ; ! ? */
const _ = '\u00a0';

export const fr: Catalog<typeof en> = {
  solved: 'Résolu ✓',
  callTheStop: `Annoncez le «${_}Stop\u202f!${_}»`,
  findTheMove: 'Trouvez le coup',
  compulsoryTask: {
    touch: `Vous êtes A, en bas. Jouez le coup que les règles vous imposent maintenant${_}: touchez une carte puis sa destination (ou gardez le doigt dessus jusqu’à ce qu’elle se soulève, et faites-la glisser), ou touchez votre main pour la retourner.`,
    pointer: `Vous êtes A, en bas. Jouez le coup que les règles vous imposent maintenant${_}: faites glisser une carte, ou cliquez dessus puis sur sa destination, ou cliquez sur votre main pour la retourner.`,
  },
  stopTask: `Vous êtes A. C’est à B de jouer${_}: suivez chacun de ses coups et annoncez «${_}Stop\u202f!${_}» à la première erreur, ou laissez tout passer s’il n’y en a aucune.`,
  movesToCome: 'Les coups de B s’afficheront ici, un par un.',
  label: (p) => `Problème${_}: ${p.title}`,
  showFirst: 'Voir le premier coup de B',
  right: 'Bien joué.',
  stop: `Stop\u202f!`,
  wellCalled: 'Bien vu.',
  falseAlarm: 'Ce coup était permis.',
  falseAlarmText: `Il n’enfreint aucune règle${_}: annoncer «${_}Stop\u202f!${_}» était une fausse alerte. Regardez de nouveau.`,
  letPass: 'Vous avez laissé passer une erreur.',
  noError: `Exact${_}: aucune erreur.`,
  chooseNext: 'Choisir le problème suivant →',
  next: 'Problème suivant →',
  noneLeftHere: 'Il ne reste aucun problème non résolu dans votre sélection.',
  allSolved: 'Vous avez résolu tous les problèmes.',
  backToList: 'Retour à la liste',
  trainsHidden: `Ce que ce problème travaille${_}: affiché une fois résolu.`,
  trains: `Ce que ce problème travaille${_}:`,
  learnMore: `Pour en savoir plus${_}:`,
  houseFirst: `Avant de commencer${_}: ce problème ne se joue pas selon les règles classiques.`,
  houseWhy: 'Certains coups qu’il permet ou interdit ne sont pas ceux du jeu des leçons. Lisez en quoi les règles diffèrent, ou commencez quand vous êtes prêt.',
  houseStart: 'Commencer avec ces règles',
};
