/** Ce que dit un tour de leçon joué sur la machine des tours : l’objectif atteint ou manqué, les appels d’un tour observé, les conseils de la partie guidée. Chargé avec cette table, pas avec la page. */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  goalReached: 'Objectif atteint.',
  turnPassed: 'Le tour est passé.',
  turnPassedText: 'Votre tour s’est fini avant d’atteindre l’objectif. Recommencez, et cherchez ce que demande la consigne avant de retourner ou de défausser votre carte.',
  takeBack: 'Reprendre le coup',
  stoppedYou: (p) => `${p.why} Reprenez le coup et essayez-en un autre.`,
  corrected: (p) => `Sur la table, votre coup est annulé et ${p.n === 1 ? 'le coup oublié est joué' : 'les coups oubliés sont joués'} pour vous\u00a0: ${p.moves}.`,
  watchStart: 'B n’a pas encore joué. Appuyez sur «\u00a0Coup suivant\u00a0» pour voir son premier coup.',
  watchNext: 'Appuyez sur «\u00a0Stop\u202f!\u00a0» si ce coup enfreint une règle, ou sur «\u00a0Coup suivant\u00a0» pour le laisser passer.',
  caught: 'Bien vu.',
  missedIt: 'Raté.',
  missedText: (p) => `Ce coup enfreignait une règle, et B a continué\u00a0: ${p.why}`,
  falseCallTitle: 'Ce coup était permis.',
  falseCallText: 'Il n’enfreignait aucune règle\u00a0: crier «\u00a0Stop\u202f!\u00a0» serait une erreur. Regardez de nouveau, et n’arrêtez qu’un coup interdit.',
  phaseHelp: {
    compulsory: 'Un coup est obligatoire\u00a0: trouvez-le et jouez-le avant tout autre.',
    handCard: 'Jouez votre carte retournée là où elle va, ou appuyez sur «\u00a0Défausser\u00a0» pour finir votre tour.',
    free: 'Rien d’obligatoire\u00a0: construisez, chargez B ou retournez une carte de votre main.',
  },
  coach: {
    compulsory: 'Conseil\u00a0: un coup est obligatoire. Trouvez la carte qui doit monter sur une fondation (ou appuyez sur «\u00a0Que dois-je jouer\u202f?\u00a0»).',
    free: 'Conseil\u00a0: rien d’obligatoire. Construisez sur les maisons, chargez B, videz votre réserve, puis retournez une carte de votre main.',
    handCard: 'Conseil\u00a0: jouez votre carte retournée si elle va quelque part\u202f; sinon, défaussez-la pour finir votre tour.',
    computer: 'Conseil\u00a0: B joue. Regardez ce qu’il fait de ses cartes.',
    waiting: 'Conseil\u00a0: B joue.',
    warned: 'Conseil\u00a0: ce coup enfreindrait une règle, il n’a donc pas été joué. Reprenez-le et essayez-en un autre.',
    stopped: 'Conseil\u00a0: ce coup enfreint une règle. Reprenez-le et essayez-en un autre.',
    handOver: 'Conseil\u00a0: votre tour est fini\u202f; c’est à B.',
    over: 'Conseil\u00a0: la partie est finie.',
  },
  suggest: (p) => `Un bon coup maintenant\u00a0: ${p.move}.`,
  won: 'Vous avez gagné votre première partie\u202f!',
  wonText: 'Vous connaissez toutes les règles utiles. Jouez maintenant une partie entière contre l’ordinateur.',
  toPlay: 'Jouer une partie',
  lost: 'La partie s’est finie sans votre victoire.',
  lostText: 'Recommencez-la en suivant les conseils\u00a0: appuyez sur «\u00a0Que dois-je jouer\u202f?\u00a0» dès que vous hésitez.',
  restart: 'Recommencer',
};
