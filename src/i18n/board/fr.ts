/**
 * Les mots de la table en français. Les noms de piles reçus (`pile`) portent déjà leur
 * article (« la maison 3 », « votre réserve »), d'où « prises dans la maison 3 ».
 */
import type { Catalog } from '../catalog';
import type { en } from './en';
import { plural } from '../locales';

export const fr: Catalog<typeof en> = {
  table: 'Table de jeu',
  shown: { house: 'maison', foundation: 'fondation', reserve: 'réserve', waste: 'défausse', hand: 'main', turned: 'retournée' },
  waiting: 'en attente',
  waitingSaid: ', toujours en attente : ce n’est pas la nouvelle carte',
  you: (p) => `Vous (${p.seat})`,
  cards: (p) => `${p.n} ${plural('fr', p.n, { one: 'carte', other: 'cartes' })}`,
  faceDown: 'face cachée',
  outOfPlay: (p) => `${p.pile}, hors jeu`,
  empty: (p) => `${p.pile}, vide`,
  hand: (p) => `${p.pile}, ${p.cards} face cachée`,
  house: (p) => `${p.pile}, ${p.card} au bout de la rangée, ${p.cards}`,
  onTop: (p) => `${p.pile}, ${p.card} sur le dessus, ${p.cards}`,
  turned: (p) => `${p.pile}, ${p.card}`,
  picked: (p) =>
    p.n > 1 ? `${p.n} cartes prises dans ${p.pile}, du ${p.first} au ${p.last}` : `Une carte prise dans ${p.pile} : ${p.first}`,
  tryAgain: 'Recommencer',
  retry: 'Réessayer',
  stop: 'Stop\u202f!',
  /** A move tried that the rules allow. */
  legal: 'Coup permis.',
  letGo: 'Laisser passer',
  unreachable: { text: 'Cette table n’a pas pu être chargée\u00a0: vérifiez la connexion, puis réessayez.', retry: 'Réessayer' },
  noExplanation: 'L’explication n’a pas pu être chargée\u00a0: vérifiez la connexion et réessayez.',
  share: 'Partager cette position',
  preparing: ' Préparation du lien…',
  notReady: ' Le lien n’a pas pu être préparé\u00a0: vérifiez la connexion et appuyez de nouveau.',
  copied: ' Lien copié.',
  shared: ' Lien partagé.',
  failed: ' Le menu de partage n’a pas pu s’ouvrir : copiez le lien ci-dessous.',
  theLink: 'Le lien : ',
  copyThis: 'Copiez ce lien : ',
  openIt: 'L’ouvrir',
};
