/** Pourquoi une position ne peut pas être lue, et pourquoi un lien partagé n’en contient pas, en français. */
import type { Catalog } from '../catalog';
import type { en } from './en';
import { plural } from '../locales';

/** L’article d’une carte d’après son indice : « l’A♥ », « la D♠ », « le 7♥ ». */
const article = (card: string) => (card.startsWith('A') ? 'l’' : card.startsWith('D') ? 'la ' : 'le ');

export const fr: Catalog<typeof en> = {
  the: (p) => `${article(p.card)}${p.card}`,
  aFaceDown: 'une carte face cachée',
  theJoker: 'le joker',
  cards: (p) => `${p.n} ${plural('fr', p.n, { one: 'carte', other: 'cartes' })}`,
  colour: (p) => (p.red ? 'rouge' : 'noir'),
  rankWords: ['as', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'valet', 'dame', 'roi'],
  setAside: 'le joker est mis de côté dès qu’il est retourné',
  packsHold: (p) => (p.players === 3 ? 'deux jeux et un joker n’en comptent que' : p.packs === 1 ? 'un seul jeu n’en compte que' : 'deux jeux n’en comptent que'),
  fields: {
    format: 'le nom du format',
    rules: 'les règles',
    toMove: 'qui doit jouer',
    houses: 'les maisons',
    foundations: 'les fondations',
    faceDown: 'les cartes cachées des maisons',
    turnBegun: 'si le tour a commencé',
    sidePiles: (p) => `les piles de ${p.player}`,
    sidePile: (p) => ({ reserve: 'la réserve', hand: 'la main', waste: 'la défausse', turned: 'la carte de main retournée', reserveFaceDown: 'la réserve cachée' })[p.pile] + ` de ${p.player}`,
  },
  'not-an-object': 'Ce n’est pas une position de crapette : rien n’y décrit une table.',
  format: 'Ce n’est pas une position de crapette dans un format que ce site sait lire.',
  rules: 'Les règles de cette position sont inconnues de ce site : une option n’existe pas, prend une valeur que le site ne propose pas, ou est désactivée alors qu’une autre option l’exige.',
  unknownEntry: 'La position contient une donnée que ce site ne connaît pas : impossible de la lire.',
  'unknown-field': (p) => `La position indique ${p.what}, ce qui n’a pas sa place avec ces règles.`,
  missingSomething: 'Il manque à la position une donnée indispensable.',
  'missing-field': (p) => `La position n’indique pas ${p.what}.`,
  'not-a-side': (p) => `La position ne décrit pas les piles de ${p.player}.`,
  'not-a-list': (p) => `${p.pile} n’est pas donnée sous forme de liste de cartes.`,
  'not-a-card': (p) => `${p.pile} contient ${p.value === null ? 'autre chose' : `« ${p.value} »`}, qui n’est pas une carte.`,
  'hand-count': (p) => `La main de ${p.player} est donnée comme un nombre de cartes qui n’est pas un entier de 0 à ${p.most}.`,
  'to-move': (p) => `La position n’indique pas qui doit jouer : ce doit être ${p.players.join(' ou ')}.`,
  'pile-count': (p) => `La table doit compter exactement ${p.expected} ${p.kind === 'house' ? 'maisons' : 'fondations'}.`,
  'closed-house': (p) =>
    `La maison ${p.house} est marquée hors jeu, or ${p.three ? 'seule la première maison vidée quitte le jeu' : 'les maisons ne quittent le jeu qu’à trois joueurs'}.`,
  'face-down-counts': (p) => `Les cartes cachées se comptent maison par maison, pour les ${p.expected} maisons.`,
  'face-down-count': (p) => `Le nombre de cartes cachées de la maison ${p.house} n’est pas un entier de 0 à ${p.most}.`,
  turnBegun: 'La position indique si le joueur au trait a commencé son tour autrement que par « oui ».',
  reserveFaceDown: (p) => `La position indique si la réserve de ${p.player} est cachée autrement que par « oui ».`,
  houseJoker: (p) => `La maison ${p.house} contient le joker, or ${p.setAside}.`,
  'house-hidden': (p) => `La maison ${p.house} montre une carte cachée parmi ses cartes visibles : chaque carte visible d’une maison doit être connue.`,
  onAce: 'rien ne se pose sur un as',
  onlyA: (p) => (p.rank === 'dame' ? `seule une dame ${p.colour === 'noir' ? 'noire' : 'rouge'} le peut` : `seul un ${p.rank} ${p.colour} le peut`),
  'house-order': (p) => `Dans la maison ${p.house}, ${p.card} ne peut pas se poser sur ${p.under} : ${p.why}.`,
  tooManyDown: (p) => `La maison ${p.house} contient ${p.held} mais devrait en avoir ${p.count} face cachée : la carte extérieure d’une maison est toujours visible.`,
  allDown: (p) => `Les ${p.held} de la maison ${p.house} sont face cachée, or la carte extérieure d’une maison est toujours visible.`,
  foundationJoker: (p) => `La fondation ${p.foundation} contient le joker, or ${p.setAside}.`,
  'foundation-hidden': (p) => `La fondation ${p.foundation} contient une carte cachée, or les cartes d’une fondation sont toujours visibles.`,
  'foundation-start': (p) => `La fondation ${p.foundation} commence par ${p.card}, or une fondation commence toujours par un as.`,
  'foundation-order': (p) => `Sur la fondation ${p.foundation}, ${p.card} ne peut pas suivre ${p.under} : ${p.needed.startsWith('la ') ? 'seule' : 'seul'} ${p.needed} le peut.`,
  reserveJoker: (p) => `La réserve de ${p.player} a le joker sur le dessus, or ${p.setAside}.`,
  'reserve-hidden': (p) => `La réserve de ${p.player} a une carte cachée sur le dessus, or avec ces règles la carte du dessus de la réserve est visible.`,
  wasteJoker: (p) => `La défausse de ${p.player} contient le joker, or ${p.setAside}.`,
  'waste-hidden': (p) => `La défausse de ${p.player} contient une carte cachée, or les cartes de la défausse sont toujours visibles.`,
  'turned-joker': (p) => `La carte de main retournée de ${p.player} est le joker, or ${p.setAside}.`,
  'turned-not-mover': (p) => `${p.player} a une carte de main retournée, mais c’est à ${p.toMove} de jouer : seul le joueur au trait peut en avoir une.`,
  jokers: (p) => `La table compte ${p.count} jokers, or il n’y en a qu’un.`,
  joker: 'La table contient le joker, or le joker ne se joue qu’à trois joueurs.',
  'duplicate-card': (p) => `${p.card} est ${p.count} fois sur la table, or ${p.single ? 'un seul jeu n’en contient qu’un exemplaire' : 'deux jeux n’en contiennent que deux exemplaires'}.`,
  'card-count': (p) => `La table compte ${p.count} cartes, or ${p.hold} ${p.limit}.`,
  link: {
    empty: 'Ce lien ne contient aucune position : son code est absent. Redemandez le lien.',
    'too-long': (p) => `Ce lien est bien trop long pour venir de ce site : son code compte ${p.length} caractères, alors qu’une position en prend au plus quelques centaines.`,
    character: (p) => (/\s/.test(p.char) ? 'une espace' : `« ${p.char} »`),
    'bad-characters': (p) =>
      `Ce lien contient ${p.char}, qu’aucun code de position n’utilise : le lien a été modifié, ou collé à un autre texte, lors de la copie. Redemandez le lien.`,
    'no-version': 'Ce lien est abîmé : son code ne commence pas comme ceux de ce site, son début a donc été modifié ou perdu. Redemandez le lien.',
    'newer-version': (p) =>
      `Ce lien vient d’une version plus récente de ce site (son code est de version ${p.version}). Rechargez la page pour obtenir la dernière version, puis rouvrez le lien.`,
    truncated: 'Ce lien est coupé : il en manque une partie. Copiez le lien en entier, ou redemandez-le.',
    corrupt: 'Ce lien est abîmé : certains de ses caractères ont été modifiés, et ce qu’il contient ne peut pas être une table de jeu. Redemandez le lien.',
    'check-failed':
      'Ce lien a été modifié : ses derniers caractères servent à vérifier les autres et ne correspondent pas, donc au moins un caractère n’est pas celui qu’a écrit ce site. Redemandez le lien.',
    extra: (p) =>
      `Ce lien continue après sa position : ${p.extra === 1 ? 'un caractère a été ajouté' : `${p.extra} caractères ont été ajoutés`} à la fin, sans doute du texte collé à sa suite. Retirez-${p.extra === 1 ? 'le' : 'les'}, ou redemandez le lien.`,
    'invalid-position': 'Ce lien contient une position que les règles n’autorisent pas.',
  },
  typed: (p) =>
    `« ${p.word} » n’est pas une carte : écrivez une hauteur en notation anglaise (A, 2-9, T pour 10, J pour valet, Q pour dame, K pour roi) puis une couleur (S pique, H cœur, D carreau, C trèfle), ou ?? pour une carte inconnue.`,
};
