/** Les mots de l’image légendée de la table en début de partie, en français (voir en.ts). */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  caption: 'La table en début de partie, vue de votre place. Sur un écran étroit, l’image, comme le tableau, couche chaque colonne de maisons en une rangée.',
  title: 'La mise en place des cartes en début de partie, vue de votre place (A)',
  wide: (p) =>
    [
      'Vous, A, êtes assis en bas\u202f; votre adversaire, B, est assis en haut.',
      `Chaque joueur a trois tas à lui. Votre réserve est en bas à droite : ${p.reserve} cartes, seule celle du dessus est visible. Votre main est en bas à gauche : ${p.hand} cartes, face cachée. Votre défausse est à côté de votre main, vide au départ.`,
      'Les tas de B répondent aux vôtres : sa réserve en haut à gauche, sa main en haut à droite, sa défausse vide à côté.',
      'Quatre maisons remontent le côté droit depuis votre réserve : la maison 1 contre votre réserve, puis les maisons 2, 3 et 4. Quatre maisons descendent le côté gauche depuis la réserve de B : la maison 5 contre la réserve de B, puis les maisons 6, 7 et 8. Chaque maison commence avec une carte face visible.',
      'Entre les deux colonnes de maisons se trouvent les huit fondations, sur quatre rangs de deux, numérotées de 1 à 8 depuis le haut\u202f; elles sont vides au départ.',
    ].join(' '),
  narrow: (p) =>
    [
      'Vous, A, êtes assis en bas\u202f; votre adversaire, B, est assis en haut.',
      `Rangée du haut : la réserve de B à gauche (${p.reserve} cartes, seule celle du dessus est visible), puis la défausse de B (vide au départ) et la main de B à droite (${p.hand} cartes, face cachée).`,
      'En dessous, une rangée avec les maisons 5, 6, 7 et 8 de gauche à droite, la maison 5 sous la réserve de B. Puis les huit fondations, vides, sur deux rangées : 1 à 4, puis 5 à 8.',
      'En dessous encore, une rangée avec les maisons 4, 3, 2 et 1, la maison 1 à droite, au-dessus de votre réserve. Chaque maison commence avec une carte face visible.',
      `Rangée du bas : votre main à gauche (${p.hand} cartes, face cachée), votre défausse à côté (vide au départ), et votre réserve à droite (${p.reserve} cartes, seule celle du dessus est visible).`,
    ].join(' '),
  opponentSits: 'B, votre adversaire, est assis ici',
  youSit: 'Vous (A) êtes assis ici',
  reserve: { A: 'Votre réserve', B: 'Réserve de B', more: (p) => `${p.n} cartes,\nune visible` },
  hand: { A: 'Votre main', B: 'Main de B', more: (p) => `${p.n} cartes,\nface cachée` },
  waste: { A: 'Votre défausse', B: 'Défausse de B', more: 'vide au\ndépart' },
  house: (p) => `maison ${p.n}`,
  foundation: (p) => `fondation ${p.n}`,
  housesB: 'maisons 5–8',
  housesA: 'maisons 1–4',
  foundations: 'fondations 1–8',
};
