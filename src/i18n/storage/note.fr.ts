/** Ce que dit une page quand le navigateur ne garde pas la progression, en français (voir note.en.ts). */
import type { Catalog } from '../catalog';
import type { en } from './note.en';

/** Espace insécable avant : ; ! ? et dans « » */
const _ = '\u00a0';

export const fr: Catalog<typeof en> = {
  what: { lessons: 'votre progression dans les leçons', puzzles: 'votre historique des problèmes', game: 'votre partie en cours', coach: 'votre liste d’erreurs à revoir', offline: 'votre choix de garder le site hors ligne' },
  off: `Ce navigateur ne garde pas votre progression${_}: son stockage est désactivé. Vous pouvez continuer${_}; ce que vous faites est gardé jusqu’à ce que vous fermiez cette page.`,
  full: `Ce navigateur ne garde pas votre progression${_}: son stockage est plein. Vous pouvez continuer${_}; ce que vous faites est gardé jusqu’à ce que vous fermiez cette page.`,
  keptAside: (p) => `Ce navigateur n’arrive pas à relire ${p.what}. Une copie en est mise de côté, et vous repartez de zéro.`,
  notKept: (p) =>
    `Ce navigateur n’arrive pas à relire ${p.what}, et il n’y avait pas de place pour en mettre une copie de côté${_}: ces données restent telles quelles. Ce que vous faites maintenant est gardé jusqu’à ce que vous fermiez cette page.`,
  newer: (p) => `Une version plus récente de ce site a enregistré ${p.what}. Une copie en est mise de côté, et vous repartez de zéro.`,
  newerNotKept: (p) =>
    `Une version plus récente de ce site a enregistré ${p.what}, et il n’y avait pas de place pour en mettre une copie de côté${_}: ces données restent telles quelles. Ce que vous faites maintenant est gardé jusqu’à ce que vous fermiez cette page.`,
  download: 'Enregistrer votre progression dans un fichier',
  downloadFailed: 'Le fichier n’a pas pu être créé. Réessayez.',
  see: 'Voir votre progression',
  close: 'Fermer',
  label: 'À propos de l’enregistrement de votre progression',
  progressPage: '/fr/progress/',
};
