/** Le bilan d’une partie sur la page de jeu : chaque faute des deux côtés, ouvrant son coup dans la relecture, et votre taux de fautes. */
import type { Catalog } from '../catalog';
import { plural } from '../locales';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  title: 'Les fautes de cette partie',
  help: 'Chaque faute ouvre la relecture à son coup.',
  rate: (p) =>
    `Vos fautes\u00a0: ${p.faults} sur ${p.free} ${plural('fr', p.free, { one: 'décision libre', other: 'décisions libres' })}, ${p.under ? 'moins de 1' : p.percent}\u202f%.`,
  forced: 'Les coups forcés, où un seul coup était permis, ne comptent pas.',
  noFree: 'Chacun de vos coups était le seul permis\u00a0: il n’y avait rien à choisir.',
  none: 'Aucune faute dans cette partie\u00a0: aucun coup n’a enfreint de règle, et aucun «\u00a0Stop\u202f!\u00a0» n’a été annoncé à tort.',
  line: (p) => `Coup ${p.n} · ${p.what}\u00a0: ${p.move}.`,
  stopped: (p) => (p.yours ? 'Vous avez été arrêté' : `Vous avez arrêté ${p.who}`),
  missed: (p) => (p.yours ? 'Personne n’a annoncé «\u00a0Stop\u202f!\u00a0» sur votre coup' : `Vous avez laissé passer une faute de ${p.who}`),
  refused: (p) => (p.yours ? 'Votre coup a été refusé' : `Le coup de ${p.who} a été refusé`),
  falseCall: (p) => (p.yours ? `Votre «\u00a0Stop\u202f!\u00a0» à tort sur ${p.who}` : `«\u00a0Stop\u202f!\u00a0» à tort de ${p.who} sur votre coup`),
  named: {
    stopped: (p) => `${p.caller} a arrêté ${p.who}`,
    missed: (p) => `${p.caller} a laissé passer une faute de ${p.who}`,
    refused: (p) => `Le coup de ${p.who} a été refusé`,
    falseCall: (p) => `«\u00a0Stop\u202f!\u00a0» à tort de ${p.caller} sur ${p.who}`,
  },
  rateOf: (p) =>
    `Fautes de ${p.who}\u00a0: ${p.faults} sur ${p.free} ${plural('fr', p.free, { one: 'décision libre', other: 'décisions libres' })}, ${p.under ? 'moins de 1' : p.percent}\u202f%.`,
  noFreeOf: (p) => `Chacun des coups de ${p.who} était le seul permis\u00a0: il n’y avait rien à choisir.`,
  legal: 'Le coup respectait les règles.',
  offline: 'Les liens vers la relecture viendront une fois la connexion revenue\u00a0: la page est hors ligne.',
};
