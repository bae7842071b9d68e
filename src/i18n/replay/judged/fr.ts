/** Les mots de la relecture pour la partie jugée coup par coup (./ReplayGame), chargés avec elle : où en est la partie, les coups qui pouvaient être arrêtés, sa fin, et « et si ». */
import type { Catalog } from '../../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  shown: (p) => `Après le coup ${p.n} sur ${p.of}`,
  shownMove: (p) => `Après le coup ${p.n} sur ${p.of} : ${p.move}.`,
  stoppable: (p) => `Pouvait être arrêté (${p.rule}).`,
  corrected: 'Stop a été annoncé et le coup corrigé.',
  stood: 'Personne n’a annoncé Stop : le coup est resté.',
  falseCall: 'Stop a été annoncé, mais ce coup n’enfreignait aucune règle.',
  prevFault: 'Faute précédente',
  nextFault: 'Faute suivante',
  falseCalls: (p) => (p.n === 1 ? '« Stop ! » a été annoncé une fois sur un coup permis.' : `« Stop ! » a été annoncé ${p.n} fois sur des coups permis.`),
  noSuchMove: (p) => `Ce lien demande le coup ${p.n}, que cette partie de ${p.of} coups n’a pas : la table est montrée telle que distribuée.`,
  noneStoppable: 'Aucun coup de cette partie ne pouvait être arrêté.',
  stoppableCount: (p) => (p.n === 1 ? 'Un coup pouvait être arrêté.' : `${p.n} coups pouvaient être arrêtés.`),
  ended: (p) => `Partie terminée : ${p.result}`,
  won: (p) => (p.yours ? `vous avez gagné, ${p.points} points` : `${p.who} a gagné, ${p.points} points`),
  blocked: (p) => (p.who === null ? 'plus rien ne pouvait être joué, et personne ne marque' : `plus rien ne pouvait être joué\u202f; ${p.yours ? 'vous marquez' : `${p.who} marque`} ${p.points} points`),
  drawn: 'nulle, faute de progrès',
  unfinished: 'Le relevé s’arrête avant la fin de la partie.',
  whatIf: 'Et si\u202f? Essayer un autre coup à la place',
  whatIfOffline: '«\u00a0Et si\u00a0» n’a pas pu être chargé : la page est hors ligne. Réessayez une fois la connexion revenue.',
};
