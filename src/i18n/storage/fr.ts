/** Les mots de la page de progression (ProgressPage), en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';
import { plural } from '../locales';

/** Un nombre et son nom : « 1 problème », « 3 problèmes ». */
const many = (n: number, one: string, other: string) => `${n} ${plural('fr', n, { one, other })}`;

/** Espace insécable avant : ; ! ? et dans « » */
const _ = '\u00a0';

export const fr: Catalog<typeof en> = {
  coachHeading: 'Les règles que vous manquez le plus',
  coachLead: `Chaque question «${_}Stop\u202f!${_}» à laquelle vous répondez, dans les parties d’entraînement, les problèmes et la course aux «${_}Stop\u202f!${_}», comptée règle par règle, la plus manquée d’abord.`,
  coachNone: `Rien de manqué pour l’instant. À mesure que vous répondez aux questions «${_}Stop\u202f!${_}» dans les parties, les problèmes et la course, les règles que vous manquez s’afficheront ici, chacune avec de quoi s’y exercer.`,
  coachFalseCalls: `Crier «${_}Stop\u202f!${_}» sur un coup permis`,
  coachMissed: (p) => `manqué ${p.wrong} fois sur ${p.of}`,
  coachCalled: (p) => `${p.wrong} «${_}Stop\u202f!${_}» à tort sur ${many(p.of, 'coup permis', 'coups permis')}`,
  coachReplay: (p) => (p.n === 1 ? 'Rejouer votre erreur' : `Rejouer vos ${p.n} erreurs`),
  coachPuzzles: (p) => (p.legal ? 'Problèmes de coups suspects, mais permis' : 'Problèmes sur cette règle'),
  keptHeading: 'Ce que garde ce navigateur',
  exercises: (p) => `Leçons${_}: ${many(p.n, 'exercice réussi', 'exercices réussis')}`,
  puzzles: (p) => `Problèmes${_}: ${many(p.n, 'problème résolu', 'problèmes résolus')}`,
  rating: (p) => (p.rated === 0 ? `Classement aux problèmes${_}: pas encore classé` : `Classement aux problèmes${_}: ${p.rating}, sur ${many(p.rated, 'réponse comptée', 'réponses comptées')}`),
  streak: (p) => `Série de problèmes du jour${_}: ${many(p.days, 'jour', 'jours')}`,
  rush: (p) => `Meilleur score à la course aux «\u00a0Stop\u202f!\u00a0»${_}: ${p.best}`,
  game: (p) => (p.playing ? `Jouer${_}: une partie en cours` : `Jouer${_}: pas de partie en cours`),
  keptAside: (p) => `Sauvegardes illisibles mises de côté${_}: ${p.n}`,
  asideText: `Ce sont des sauvegardes que ce navigateur n’a pas pu lire, gardées telles quelles. Téléchargez-les pour les conserver (ou nous les envoyer), puis retirez-les pour faire de la place${_}: on ne peut en garder que 5.`,
  asideDownload: 'Télécharger les copies mises de côté',
  asideRemove: 'Retirer les copies mises de côté',
  asideAsk: (p) => `Retirer ${p.n === 1 ? 'la copie' : `les ${p.n} copies`} pour de bon\u202f? Téléchargez-${p.n === 1 ? 'la' : 'les'} d’abord si vous pourriez en avoir besoin.`,
  asideRemoveYes: 'Retirer',
  asideKeep: 'Les garder',
  asideRemoved: 'Les copies mises de côté ont été retirées.',
  asideNotRemoved: `Ce navigateur a refusé de retirer les copies mises de côté${_}: elles sont toujours là.`,
  moveHeading: 'Emporter votre progression sur un autre appareil',
  moveText:
    `Exportez votre progression dans un fichier, puis ouvrez cette page sur l’autre appareil et importez-y le fichier. Rien de ce qu’a l’autre appareil n’est perdu${_}: pour chaque exercice et chaque problème, le meilleur résultat reste, et la partie enregistrée en dernier est celle qui est gardée.`,
  export: 'Exporter la progression',
  import: 'Importer une progression',
  importHint: `Un fichier enregistré avec «${_}Exporter la progression${_}».`,
  wrongFile: 'Ce fichier n’est pas une progression de Crapette. Rien n’a été changé.',
  damaged: 'Ce fichier de progression est abîmé et ne peut pas être lu. Rien n’a été changé.',
  newer: 'Ce fichier vient d’une version plus récente de ce site, que cette page ne sait pas lire. Rien n’a été changé.',
  notOpened: 'Le fichier n’a pas pu être ouvert. Rien n’a été changé.',
  nothingNew: 'Le fichier ne contient rien de plus récent que ce navigateur. Rien n’a été changé.',
  imported: (p) => `Importé${_}: ${p.changes.join(', ')}.`,
  importedExercises: (p) => many(p.n, 'exercice de leçon', 'exercices de leçon'),
  importedPuzzles: (p) => many(p.n, 'problème', 'problèmes'),
  importedDays: (p) => many(p.n, 'jour de problème du jour', 'jours de problème du jour'),
  importedRating: 'le classement aux problèmes',
  importedRush: 'le record de la course aux «\u00a0Stop\u202f!\u00a0»',
  importedDeck: 'le classement «\u00a0Stop ou pas\u202f?\u00a0»',
  importedGame: 'la partie en cours',
  importedAnswers: (p) => many(p.n, `réponse aux «${_}Stop\u202f!${_}»`, `réponses aux «${_}Stop\u202f!${_}»`),
  importedMistakes: (p) => many(p.n, 'erreur à rejouer', 'erreurs à rejouer'),
};
