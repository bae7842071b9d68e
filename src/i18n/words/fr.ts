/**
 * Noms français des cartes et des piles. Les indices sont ceux des jeux français (R, D, V) ;
 * les piles sont toutes féminines (maison, fondation, réserve, défausse, main, carte), ce qui
 * permet aux phrases d'écrire « de la », « à la » sans cas particulier.
 */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  ranks: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'V', 'D', 'R'],
  rankWords: ['as', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'valet', 'dame', 'roi'],
  suitWords: ['pique', 'cœur', 'carreau', 'trèfle'],
  spoken: (p) => `${p.rank} de ${p.suit}`,
  faceDown: 'une carte face cachée',
  faceDownSpoken: 'carte face cachée',
  joker: 'le joker',
  house: (p) => `la maison ${p.n}`,
  foundation: (p) => `la fondation ${p.n}`,
  own: (p) => {
    const noun = { reserve: 'réserve', waste: 'défausse', hand: 'main', turned: 'carte retournée' }[p.pile];
    return p.yours ? `votre ${noun}` : `la ${noun} de ${p.owner}`;
  },
};
