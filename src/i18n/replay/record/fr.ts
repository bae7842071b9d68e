/** Pourquoi un relevé de partie ne peut pas être lu, dit de la ligne qu’il nomme. */
import type { Catalog } from '../../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  empty: 'Il n’y a aucune partie dedans.',
  badLine: 'Cette ligne n’est ni un en-tête ni un coup.',
  headerForm: 'Cette ligne commence comme un en-tête mais n’est pas écrite comme tel, par exemple [Date "2025-06-01"].',
  headerUnknown: (p) => `Aucun en-tête ne s’appelle « ${p.name} ».`,
  headerRepeated: (p) => `L’en-tête « ${p.name} » est donné deux fois.`,
  headerAfterMoves: (p) => `L’en-tête « ${p.name} » vient après les coups : les en-têtes vont en premier.`,
  noStart: 'Le relevé ne dit pas d’où la partie est partie (son en-tête Start).',
  badStart: (p) => `Sa table de départ ne peut pas être lue. ${p.problem}`,
  badRules: 'Les règles nommées ici ne sont pas des règles que ce site connaît.',
  rulesMismatch: 'Les règles nommées ici ne sont pas celles de la table de départ.',
  badResult: (p) => `« ${p.value} » n’est pas un résultat.`,
  badNumber: (p) => `Ce coup porte le numéro ${p.given}, mais c’est le coup ${p.expected}.`,
  badMove: (p) => `« ${p.move} » n’est pas un coup.`,
  wrongPlayer: (p) => `Ce coup est donné à ${p.given}, mais c’était à ${p.expected} de jouer.`,
  afterEnd: 'Ce coup vient après la fin de la partie.',
  wrongResult: 'Le résultat écrit ici n’est pas la fin de la partie quand on en joue les coups.',
};
