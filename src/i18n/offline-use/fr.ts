/** Garder le site hors ligne, avec l’accord du visiteur, et l’installer, en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  offer: (p) => `Garder ce site pour l’utiliser hors ligne (environ ${p.size})`,
  homeLead: 'Leçons, problèmes et parties sans réseau\u00a0: dans le train, en avion, partout.',
  noThanks: 'Non merci',
  megabytes: (p) => `${p.mb.toFixed(1).replace('.', ',')}\u00a0Mo`,
  keeping: (p) => `Le site est gardé pour un usage hors ligne\u00a0: ${p.percent}\u00a0%…`,
  kept: 'Ce site est gardé pour un usage hors ligne.',
  remove: 'Le retirer (libère la place)',
  removed: 'La copie hors ligne est retirée.',
  failed: 'Le site n’a pas pu être gardé hors ligne (la connexion a été coupée ou l’appareil est plein). Rien n’a été gardé.',
  tryAgain: 'Réessayer',
  unsupported: 'Ce navigateur ne peut pas garder le site hors ligne.',
  notSaved: 'Votre choix n’a pas pu être enregistré\u00a0: ce navigateur ne garde rien pour ce site, la question sera donc posée à nouveau.',
  update: 'Une nouvelle version du site est prête.',
  reload: 'Recharger',
  appName: 'Crapette\u00a0: apprendre et jouer',
  appShortName: 'Crapette',
  appDescription: 'Apprendre la crapette pas à pas\u00a0: leçons, problèmes et parties contre l’ordinateur, même hors ligne.',
  shellTitle: 'Problème — Crapette',
  shellDescription: 'Un problème de crapette, tiré des problèmes gardés sur cet appareil.',
  puzzleTitle: (p) => `Problème ${p.id}\u00a0: ${p.title} — Crapette`,
  shellHeading: (p) => `Problème ${p.id}\u00a0: ${p.title}`,
  pager: 'Autres problèmes',
  previous: (p) => `← Problème ${p.id}`,
  next: (p) => `Problème ${p.id} →`,
  today: 'Le problème du jour',
  shellLoading: 'Chargement du problème…',
  shellMissing: 'Ce problème n’est pas gardé sur cet appareil.',
  shellList: 'Tous les problèmes',
};
