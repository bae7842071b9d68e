import type { Catalog } from '../../catalog';
import type { en } from './en';
import { plural } from '../../locales';

export const fr: Catalog<typeof en> = {
  name: (p) => `Problème ${p.id} : ${p.title}`,
  preview: (p) => `Problème du jour, ${p.name} : le tableau avant le premier coup de B.`,
  streak: (p) => `${p.days} ${plural('fr', p.days, { one: 'jour', other: 'jours' })} d’affilée`,
  none: 'pas encore commencée',
};
