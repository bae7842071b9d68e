/** Les mots de la revue d’une course aux « Stop ! » (RushReview), en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';

/** Espace insécable avant : et dans « » ; espace fine insécable (\u202f) avant ! */
const _ = '\u00a0';

export const fr: Catalog<typeof en> = {
  yourMistakes: 'Vos fautes',
  calledLegal: `Vous avez annoncé «${_}Stop\u202f!${_}», mais le coup était permis${_}: il n’enfreint aucune règle.`,
  letError: (p) => `Vous l’avez laissé passer, mais c’était une erreur. ${p.why}`,
  whyComing: 'L’explication arrive…',
  noMistakes: 'Aucune faute.',
  slowest: 'Vos bonnes réponses les plus lentes',
  took: (p) => `Bien jugé en ${p.seconds.toFixed(1).replace('.', ',')}${_}s.`,
  lookAgain: 'Le revoir',
  rightStop: (p) => `La bonne réponse${_}: «${_}Stop\u202f!${_}». ${p.why}`,
  rightLegal: `La bonne réponse${_}: le laisser passer. Le coup n’enfreint aucune règle.`,
  boardLabel: 'Le coup revu',
  openPuzzle: 'Ouvrir le problème d’où il vient',
  analyse: 'L’examiner sur la table d’analyse',
};
