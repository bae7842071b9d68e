/** Ce qu'un problème écrit au fil du jeu (le coup montré, le classement), en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';

/** Espace insécable avant : ; ! ? */
const _ = '\u00a0';

export const fr: Catalog<typeof en> = {
  bMove: (p) => `Coup ${p.n} de B${_}: ${p.move}`,
  rating: (p) => `Votre classement aux problèmes${_}: ${p.rating} (${p.change}).${p.provisional ? ` Il est provisoire${_}: il bougera moins à mesure que vous résolvez des problèmes.` : ''}`,
  ratingKept: (p) => `Votre classement aux problèmes${_}: ${p.rating} (inchangé${_}: seule votre première réponse à un problème compte).`,
};
