/** Les mots des réglages d’apparence du site, en français (voir en.ts). */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  group: 'Apparence du site',
  theme: 'Thème',
  themes: { auto: 'Comme cet appareil', light: 'Clair', dark: 'Sombre' },
  face: 'Coins des cartes',
  faces: { normal: 'Normaux', large: 'Grands, plus lisibles' },
};
