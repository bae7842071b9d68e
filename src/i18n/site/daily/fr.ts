import type { Catalog } from '../../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  name: (p) => `Problème ${p.id} : ${p.title}`,
  preview: (p) => `Problème du jour, ${p.name} : le tableau avant le premier coup de B.`,
  streak: (p) => `${p.days} jour${p.days === 1 ? '' : 's'} d’affilée`,
  none: 'pas encore commencée',
};
