/** Ce qu'un problème écrit au fil du jeu (le coup montré, le classement), en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';

/** Espace insécable avant : ; ! ? */
const _ = '\u00a0';

export const fr: Catalog<typeof en> = {
  bMove: (p) => `Coup ${p.n} de B${_}: ${p.move}`,
  bMoveWaiting: (p) => `Coup ${p.n} de B${_}: ${p.move}, alors que la carte déjà retournée (${p.card}) attend encore`,
  rating: (p) => `Votre classement aux problèmes${_}: ${p.rating} (${p.change}).${p.provisional ? ` Il est provisoire${_}: il bougera moins à mesure que vous résolvez des problèmes.` : ''}`,
  refused: (p) => `Coup interdit${_}: ${p.attempt} (${p.rule}).`,
  refusedMiss: `Rien n’a bougé. Ces règles n’ont pas de «${_}Stop\u202f!${_}»${_}: en partie, vous réessaieriez simplement, mais dans un problème un coup refusé compte comme un échec.`,
  ratingKept: (p) => `Votre classement aux problèmes${_}: ${p.rating} (inchangé${_}: seule votre première réponse à un problème compte).`,
};
