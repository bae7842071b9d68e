/** L'éditeur en français. Les piles reçues portent leur article (« la maison 3 », « la réserve de A »). */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  emptyInstead: (p) => `${p.problem} Vous partez donc d’une table vide.`,
  setting: 'Mise en place de la table…',
  rules: 'Règles',
  asShared: (p) => `celles du lien : ${p.rules}`,
  toMove: 'Au tour de',
  empty: 'Vider la table',
  undo: 'Annuler',
  palette: {
    touch: 'Cartes à poser : touchez-en une, puis touchez une pile (ou gardez le doigt dessus, puis faites-la glisser sur la pile).',
    pointer: 'Cartes à poser : cliquez sur l’une d’elles, puis sur une pile (ou faites-la glisser dessus). Les flèches du clavier passent d’une carte à l’autre.',
  },
  unknown: 'une carte face cachée inconnue',
  left: (p) => `${p.card}, encore ${p.n}`,
  placing: (p) => `Carte à poser : ${p.card}. Choisissez une pile, ou appuyez sur Échap.`,
  noCard: 'Aucune carte choisie : choisissez une pile pour saisir ses cartes ci-dessous.',
  cancel: 'Annuler',
  legal: 'Position conforme aux règles.',
  label: 'Position en cours de composition',
  chosen: 'Pile choisie :',
  cardsOf: (p) =>
    `Cartes de ${p.pile}, ${p.house ? 'de l’intérieur vers l’extérieur' : 'du dessous vers le dessus'}${p.hand ? ' (ou un nombre de cartes face cachée)' : ''}`,
  set: (p) => `Remplir ${p.pile}`,
  removeTop: (p) => `Retirer la carte du dessus de ${p.pile}`,
  faceDown: (p) => `Cartes face cachée sous ${p.pile}`,
  out: (p) => `Hors jeu : ${p.pile}`,
  notYet: (p) => `Les règles n’autorisent pas encore cette position. ${p.fault}`,
  linkOffline: 'Ce lien ne peut pas être lu, et la page est hors ligne\u00a0: la raison sera donnée une fois la connexion revenue.',
  faultOffline: 'La raison sera donnée une fois la page de nouveau en ligne.',
  typed: (p) =>
    `«\u00a0${p.word}\u00a0» n’est pas une carte\u00a0: écrivez une hauteur (A, 2 à 10, V, D, R) puis une couleur (♠ ♥ ♦ ♣, ou les lettres anglaises S pique, H cœur, D carreau, C trèfle), ou ?? pour une carte inconnue.`,
  joker: 'joker',
  bare: 'Une table vide\u00a0: placez des cartes pour composer une position.',
  allowed: 'Les règles autorisent cette position.',
  analyse: 'Ouvrir dans la table d’analyse',
};
