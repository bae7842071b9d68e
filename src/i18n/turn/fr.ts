/** Les mots de toute table jouée sur la machine des tours (la page de jeu et les tours des leçons) : les phases d’un tour et ses boutons. */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  phases: {
    compulsory: 'Coups obligatoires',
    free: 'Coups libres',
    handCard: 'Votre carte retournée\u00a0: jouez-la ou défaussez-la',
    computer: 'Au tour de l’adversaire',
    waiting: 'Au tour de l’adversaire',
    warned: 'Attention : ce coup enfreint une règle',
    stopped: 'Stop\u202f!',
    handOver: 'Le tour passe',
    over: 'Partie terminée',
  },
  nextMove: 'Coup suivant',
  turnHand: 'Retourner une carte',
  discard: 'Défausser',
  pass: 'Passer',
};
