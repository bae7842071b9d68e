/** La table d'analyse en français, une fois qu'elle juge : le verdict d'un coup essayé, le tableau des règles maison, les coups possibles. */
import type { Catalog } from '../catalog';
import { plural } from '../locales';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  legal: 'Permis',
  stop: 'Stop\u202f!',
  refused: 'Refusé',
  afterRule: '. ',
  compulsory: (p) => `Obligatoire : ${p.moves} (${p.rule})`,
  orMove: '\u202f; ou ',
  free: (p) => `Rien d’obligatoire (${p.n} ${plural('fr', p.n, { one: 'coup possible', other: 'coups possibles' })})`,
  notApplicable: (p) => `Sans objet. ${p.why}`,
  linkOffline: 'Ce lien ne peut pas être lu, et la page est hors ligne\u00a0: la raison sera donnée une fois la connexion revenue.',
  setUp: 'Composer une position dans l’éditeur',
  forbidsNothing: 'Aucune règle de cette partie ne l’interdit.',
  another: 'Essayer un autre coup',
  underEach: (p) => `« ${p.move} » selon chaque règle maison`,
  rules: 'Règles',
  ruling: 'Verdict',
  differs: ' ≠ diffère',
  said: {
    legal: 'le coup est permis',
    stop: (p) => `Stop ! (${p.rule})`,
    refused: (p) => `refusé, sans « Stop ! » (${p.rule})`,
    compulsory: (p) => `obligatoire : ${p.moves} (${p.rule})`,
    free: (p) => `rien n’est obligatoire, et ${p.n === 0 ? 'aucun coup n’est possible' : p.n === 1 ? 'un seul coup est possible' : `${p.n} coups sont possibles`}`,
  },
  agree: (p) => `Selon ces règles, ${p.ruling}. Tous les autres jeux de règles sont d’accord.`,
  agreeExcept: (p) => `Selon ces règles, ${p.ruling}. Tous les autres jeux de règles sont d’accord, sauf :`,
  cannotJudge: (p) => `${p.n === 1 ? 'Un jeu de règles ne peut pas' : `${p.n} jeux de règles ne peuvent pas`} juger cette table (le tableau complet dit pourquoi).`,
  fullTable: 'Chaque jeu de règles, un par un',
  legalMoves: (p) => `Coups possibles (${p.n})`,
  compulsoryTag: ' (obligatoire)',
  forcedFirst: (p) => `${p.n === 1 ? 'Le coup marqué obligatoire passe' : 'Les coups marqués obligatoires passent'} avant tous les autres (${p.rule}).`,
  edit: 'Modifier cette position',
  playOn: 'Continuer la partie contre l’ordinateur',
  table: {
    ownName: 'Ces règles',
    ownAbout: 'Les règles avec lesquelles la position a été partagée.',
    optionRow: (p) => `${p.option} : ${p.on ? 'oui' : 'non'}`,
    optionListed: (p) => `ces règles ${p.on ? 'avec' : 'sans'} « ${p.option.toLowerCase()} »`,
    optionAbout: (p) => (p.on ? `Les règles de la position, plus « ${p.option.toLowerCase()} ».` : `Les règles de la position, sans « ${p.option.toLowerCase()} ».`),
    implied: (p) =>
      `« ${p.option} » entraîne ${p.implied.map((o) => `« ${o.toLowerCase()} »`).join(', ')} : impossible de ${plural('fr', p.implied.length, { one: 'la désactiver seule', other: 'les désactiver seules' })}.`,
    cannotLie: 'Avec ces règles, les cartes de cette table ne pourraient pas être disposées ainsi.',
    tableWords: (p) => `${p.single ? 'un seul jeu' : 'deux jeux'}, ${p.players} joueurs, ${p.houses} maisons`,
    otherTable: (p) => `Elle se joue sur une autre table (${p.theirs})\u202f; cette position est sur ${p.ours}.`,
    dealName: 'Taille de la réserve, premier joueur',
    dealAbout: 'Le nombre de cartes de chaque réserve et qui joue en premier.',
    dealOnly: 'Elles ne décident que de la donne\u202f; une fois les cartes posées, elles ne changent aucune décision.',
  },
};
