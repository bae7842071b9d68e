/** La table d'analyse en français : le cadre de la position partagée, le verdict d'un coup essayé, le tableau des règles maison. */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  legal: 'Permis',
  stop: 'Stop !',
  colon: ' : ',
  compulsory: (p) => `Obligatoire (${p.rule}) : ${p.moves}`,
  orMove: ' ; ou ',
  free: (p) => `Rien d’obligatoire (${p.n} coups possibles)`,
  notApplicable: (p) => `Sans objet : ${p.why}`,
  linkOffline: 'Ce lien ne peut pas être lu, et la page est hors ligne : la raison sera donnée une fois la connexion revenue.',
  setUp: 'Composer une position dans l’éditeur',
  turn: (p) => (p.yours ? 'À vous de jouer' : `À ${p.who} de jouer`),
  seat: (p) => ` (vous êtes ${p.seat}, en bas) · règles : ${p.rules}`,
  label: (p) => `Position partagée, ${p.yours ? 'à vous de jouer' : `à ${p.who} de jouer`}`,
  forbidsNothing: 'Aucune règle de cette partie ne l’interdit.',
  another: 'Essayer un autre coup',
  tryAny: 'Essayez n’importe quel coup sur la table, permis ou non, ou choisissez-en un ci-dessous.',
  underEach: (p) => `« ${p.move} » selon chaque règle maison`,
  whatIsCompulsory: 'Ce qui est obligatoire ici, selon chaque règle maison',
  rules: 'Règles',
  ruling: 'Verdict',
  differs: ' ≠ diffère',
  legalMoves: (p) => `Coups possibles (${p.n})`,
  compulsoryTag: ' (obligatoire)',
  edit: 'Modifier cette position',
  playOn: 'Continuer la partie contre l’ordinateur',
};
