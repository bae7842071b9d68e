/** Les mots de l’aperçu d’une page partagée, en français (voir en.ts). */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  ogLocale: 'fr_FR',
  siteName: 'Crapette',
  tableAlt: 'Une table de crapette telle que les cartes sont distribuées : deux joueurs, leurs réserves et les maisons.',
  puzzleAlt: (p) => `La table du problème de crapette ${p.id} : ${p.title}.`,
};
