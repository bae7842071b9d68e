/** Le cadre d'une position partagée sur la table d'analyse, en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  turn: (p) => (p.yours ? 'À vous de jouer' : `À ${p.who} de jouer`),
  seat: (p) => ` (vous êtes ${p.seat}, en bas) · règles : ${p.rules}`,
  label: (p) => `Position partagée, ${p.yours ? 'à vous de jouer' : `à ${p.who} de jouer`}`,
  tryAny: 'Essayez n’importe quel coup sur la table, permis ou non, ou choisissez-en un ci-dessous.',
  whatIsCompulsory: 'Ce qui est obligatoire ici, selon chaque règle maison',
  judging: 'Examen de cette table selon chaque règle maison…',
};
