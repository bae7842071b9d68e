/** Les mots de « et si » sur la page de relecture. */
import type { Catalog } from '../../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  whatIfHelp: (p) => `La table avant le coup ${p.n} : essayez-y n’importe quel coup, permis ou non.`,
  inGame: 'Dans la partie',
  tried: 'Votre coup',
  nothingForbids: 'Aucune règle ne l’interdit.',
  leads: (p) => `Ensuite, ${p.yours ? 'c’est à vous de jouer' : `c’est à ${p.who} de jouer`}. Cartes encore à jouer : ${p.cards}.`,
  tryAgain: 'Essayer un autre coup',
  backToGame: 'Revenir à la partie',
};
