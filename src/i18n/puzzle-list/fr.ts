/** Les mots de la liste des problèmes (PuzzleIndex), en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';
import { plural } from '../locales';

/** Espace insécable avant : ; ! ? */
const _ = '\u00a0';

export const fr: Catalog<typeof en> = {
  levels: { 1: 'Niveau 1 (plus facile)', 2: 'Niveau 2', 3: 'Niveau 3 (plus difficile)' },
  rating: `Votre classement aux problèmes${_}:`,
  newcomer: ` (celui d’un débutant${_}: votre première réponse à chaque problème le fait bouger)`,
  rated: (p) => ` (${p.n} ${plural('fr', p.n, { one: 'problème classé', other: 'problèmes classés' })})`,
  startNear: 'Commencer par un problème proche de votre classement →',
  allSolved: (p) => `Vous avez résolu tous les problèmes ${p.selection ? 'de cette sélection' : 'dans ce navigateur'}.`,
  filter: 'Filtrer les problèmes',
  kind: 'Type',
  bothKinds: 'Les deux types',
  rule: 'Règle',
  everyRule: 'Toutes les règles',
  difficulty: 'Difficulté',
  everyLevel: 'Tous les niveaux',
  unsolvedOnly: 'Non résolus seulement',
  count: (p) => `${p.shown} problèmes affichés sur ${p.all} · ${p.solved} résolus dans ce navigateur`,
  level: (p) => `niveau ${p.n}`,
  solvedMark: ' · résolu ✓',
  missed: (p) => ` · ${p.n} ${plural('fr', p.n, { one: 'échec', other: 'échecs' })}`,
  houseRules: 'Inclure les problèmes joués selon des règles maison',
  houseLeftOut: (p) => ` · ${p.n} ${plural('fr', p.n, { one: 'problème en règles maison écarté', other: 'problèmes en règles maison écartés' })}`,
  dailyMark: ' · problème du jour, sur sa propre page',
};
