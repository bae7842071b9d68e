/** Ce que change chaque option de règle et chaque variante, en une phrase, en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';

export const fr: Catalog<typeof en> = {
  options: {
    wasteAvailable: 'La carte du dessus de votre propre défausse se joue.',
    strictRelease: 'Une carte enfouie dans une maison qui peut monter sur une fondation doit être dégagée dès que possible.',
    fewestMovesRelease: 'Une carte enfouie doit être dégagée en aussi peu de coups que possible.',
    strictLoad: 'Quand aucune carte ne peut monter sur une fondation, vous devez charger l’adversaire dès que possible.',
    strictSpaces: 'Avant de retourner votre carte de main, videz toutes les maisons possibles et comblez-les avec votre réserve.',
    faceDownTableau: 'Une carte cachée sous chaque maison, à découvrir dès que possible.',
    earlyHandTurn: 'Vous pouvez retourner votre carte de main en début de tour.',
    faceDownReserve: 'Toute votre réserve est distribuée face cachée\u202f; à votre premier tour, sa carte du dessus ne se retourne qu’une fois joués tous les coups des maisons vers les fondations.',
    groupMoves: 'Une suite de cartes passe d’une maison à l’autre d’un seul coup.',
    equalRankLoad: 'La défausse de l’adversaire prend aussi une carte de la même enseigne et du même rang (un 8♣ sur un 8♣).',
    alternateColourLoad: 'La défausse de l’adversaire se charge rouge sur noir ou noir sur rouge, d’un rang au-dessus ou au-dessous, au lieu de l’enseigne.',
    acesAndReserveCompulsory: 'Seuls les as et votre carte de réserve doivent monter sur les fondations\u202f; les autres cartes peuvent attendre.',
    loneCardStays: 'La seule carte d’une maison ne peut pas aller dans une maison vide : cela ne change rien.',
    noStop: 'Un coup que les règles n’autorisent pas est refusé : rien ne bouge, personne n’annonce « Stop\u202f! », et vous continuez.',
    falseStopPenalty: 'Crier « Stop\u202f! » sur un coup qui n’enfreint aucune règle peut coûter quelque chose à celui qui l’a crié.',
  },
  presets: {
    standard: 'Les règles telles que la plupart des livres les donnent.',
    strict: 'Libérer les cartes enfouies, charger l’adversaire et vider des maisons deviennent obligatoires.',
    'face-down-tableau': 'Une carte cachée sous chaque maison, les règles strictes, et il faut découvrir les cartes cachées dès que possible.',
    lenient: 'Vous pouvez retourner votre carte de main en début de tour, et la carte de votre propre défausse se joue.',
    'one-pack': 'Un seul jeu : cœurs et trèfles contre piques et carreaux, trois maisons chacun.',
    'crapette-solver': 'Comme le joue le programme CrapetteSolver : la défausse de l’adversaire prend aussi une carte de la même enseigne et du même rang.',
    bobcrapette: 'Comme le joue l’application Bobcrapette : seuls les as et votre carte de réserve doivent monter sur les fondations, et la carte seule d’une maison ne va pas dans une maison vide.',
    'three-players': 'Deux jeux et un joker pour trois joueurs, neuf maisons jusqu’à ce que la première se vide.',
    casual: 'Sans la règle du « Stop\u202f! » : un coup que les règles n’autorisent pas est simplement refusé, et vous continuez.',
    knock: 'Crier « Stop\u202f! » sur un coup qui n’enfreint aucune règle vous coûte votre prochain tour.',
  },
};
