/**
 * Pourquoi un coup est arrêté, que faire maintenant et qui commence, en français, en vouvoyant
 * le lecteur. `who` est la lettre du joueur au trait, `you` dit si le lecteur est ce joueur. Les
 * piles arrivent déjà nommées avec leur article (« la maison 3 », « votre réserve ») ; elles
 * sont toutes féminines. Chargé au premier besoin, pas avec la page.
 */
import type { Catalog } from '../catalog';
import type { en } from './en';
import { isFeminine, plural, theCard } from '../locales';

type Who = { who: string; you: boolean };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const subj = (p: Who) => (p.you ? 'vous' : p.who);
/** Le verbe accordé : « vous pouvez » / « B peut » à partir de ('pouvez', 'peut'). */
const verb = (p: Who, vous: string, il: string) => `${subj(p)} ${p.you ? vous : il}`;
/** Une pile féminine du joueur : « votre réserve », « la réserve de B ». */
const hers = (p: Who, noun: string) => (p.you ? `votre ${noun}` : `la ${noun} de ${p.who}`);
/** Le possessif d'une seconde mention : « votre », « sa » (ou « son » devant un masculin). */
const poss = (p: Who, masc = false) => (p.you ? 'votre' : masc ? 'son' : 'sa');
/** Ce que le joueur au trait doit faire : un ordre au lecteur (« jouez »), un devoir d'un autre (« B doit jouer »). */
const order = (p: Who, imperative: string, infinitive: string) => (p.you ? imperative : `${p.who} doit ${infinitive}`);
/** « la maison 7 », « la maison 7 ou la fondation 2 », « la maison 7, la maison 8 ou la fondation 2 ». */
const either = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}`);
const RANK_NAMES: Record<number, string> = { 1: 'as', 11: 'valet', 12: 'dame', 13: 'roi' };

export const fr: Catalog<typeof en> = {
  why: {
    'card-waiting': (p) =>
      `${cap(hers(p, 'carte retournée'))}, ${theCard(p.card)}, attend encore : ${order(p, 'jouez-la', 'la jouer')} ou ${p.you ? 'posez-la' : 'la poser'} sur ${poss(p)} défausse avant d’en retourner une autre.`,
    'nothing-to-turn': (p) => `${cap(subj(p))} n’${p.you ? 'avez' : 'a'} plus ni main ni défausse : il n’y a aucune carte à retourner.`,
    'no-turned-card': (p) =>
      `${cap(subj(p))} n’${p.you ? 'avez' : 'a'} aucune carte retournée à jouer : ${order(p, 'retournez', 'retourner')} d’abord la première carte de ${poss(p)} main.`,
    'foundation-kept': (p) => `Les cartes posées sur ${p.pile} y restent : on ne reprend jamais rien sur une fondation.`,
    'not-yours': (p) =>
      p.you
        ? `${cap(p.pile)} appartient à votre adversaire : vous pouvez la charger, jamais y prendre une carte.`
        : `${cap(p.pile)} n’est pas à ${p.who} : ${p.who} peut la charger, jamais y prendre une carte.`,
    'waste-out-of-play': (p) =>
      `${cap(hers(p, 'défausse'))} est hors jeu pour ${subj(p)} : ses cartes ne reviennent que lorsqu’elle est retournée pour former ${poss(p)} nouvelle main.`,
    'reserve-face-down': (p) =>
      `${cap(hers(p, 'réserve'))} est encore face cachée : au premier tour, elle ne se découvre qu’une fois jouées toutes les cartes du tableau qui peuvent monter sur les fondations.`,
    'house-closed': (p) => `${cap(p.pile)} est sortie du jeu : la première maison vidée ne sert plus.`,
    'few-face-up': (p) => `${cap(p.pile)} n’a que ${p.up} ${plural('fr', p.up, { one: 'carte face visible', other: 'cartes face visibles' })} : ${p.count} cartes ne peuvent pas partir ensemble.`,
    'few-spaces': (p) =>
      `Déplacer ${p.count} cartes de ${p.pile} une à une demande ${p.need} ${plural('fr', p.need, { one: 'maison vide', other: 'maisons vides' })} pour les poser en chemin, et il n’y en a ${p.have === 0 ? 'aucune' : p.have === 1 ? 'qu’une' : `que ${p.have}`} : ${order(p, 'déplacez', 'déplacer')} la dernière carte seule.`,
    empty: (p) => `${cap(p.pile)} est vide : il n’y a aucune carte à déplacer.`,
    'already-there': 'Cette carte y est déjà.',
    'lone-card-space': (p) =>
      `${cap(p.pile)} ne ferait que déplacer son trou vers ${p.to} : avec cette règle de famille, toutes les cartes d’une maison ne peuvent pas aller dans une maison vide, puisque le jeu resterait le même.`,
    'no-such-pile': (p) => `${cap(p.pile)} n’existe pas dans cette partie.`,
    'waste-only-discard': (p) =>
      `Seule ${hers(p, 'carte retournée')} peut aller sur ${poss(p)} défausse : c’est cette défausse qui termine ${p.you ? 'votre tour' : `le tour de ${p.who}`}.`,
    'own-reserve': (p) => `${cap(subj(p))} ne ${p.you ? 'pouvez' : 'peut'} jamais poser de carte sur ${poss(p)} propre réserve.`,
    'pass-not-discard': (p) =>
      `${cap(p.you ? 'votre tour' : `le tour de ${p.who}`)} se termine en posant ${poss(p)} carte retournée, ${theCard(p.card)}, sur ${poss(p)} défausse, pas en passant.`,
    'pass-cards-left': (p) =>
      `${cap(verb(p, 'avez', 'a'))} encore des cartes à retourner : ${poss(p, true)} tour se termine quand ${verb(p, 'défaussez', 'défausse')} une carte retournée, et seul un joueur sans main ni défausse peut passer.`,
    'group-off-house': (p) => `Un groupe de cartes ne peut aller que sur une maison, jamais sur ${p.to}.`,
    'foundation-empty': (p) => `${cap(p.to)} est vide et seul un as peut commencer une fondation : ${theCard(p.card)} ne peut pas y aller.`,
    'foundation-complete': (p) => `${cap(p.to)} est montée jusqu’au roi\u202f; plus rien n’y va.`,
    'foundation-next': (p) => `${cap(p.to)} se monte à ${p.suit} et sa carte du dessus est ${theCard(p.top)} : ${isFeminine(p.wanted) ? 'seule' : 'seul'} ${theCard(p.wanted)} peut y aller ensuite, pas ${theCard(p.card)}.`,
    'house-ace': (p) => `La dernière carte de ${p.to} est un as, et rien ne se descend sur un as.`,
    'house-next': (p) => {
      const fem = p.rank === 12;
      const colour = p.red ? 'rouge' : fem ? 'noire' : 'noir';
      return `Sur ${p.to}, seul${fem ? 'e' : ''} ${fem ? 'une' : 'un'} ${RANK_NAMES[p.rank] ?? String(p.rank)} ${colour} peut aller sur ${theCard(p.top)} (un rang plus bas, rouge sur noir ou noir sur rouge), pas ${theCard(p.card)}.`;
    },
    'load-unexposed': (p) => `${cap(p.to)} est ${p.faceDown ? 'encore face cachée' : 'vide'}, et ${verb(p, 'ne pouvez', 'ne peut')} charger que sur une carte visible.`,
    'load-next': (p) =>
      `${cap(verb(p, 'ne pouvez', 'ne peut'))} charger ${p.to} qu’avec une carte de la même enseigne, d’un rang au-dessus ou au-dessous de sa carte du dessus, ${theCard(p.top)} (${p.options.join(' ou ')}), pas ${theCard(p.card)}.`,
    'load-waste-next': (p) =>
      `Avec cette règle de famille, ${verb(p, 'ne pouvez', 'ne peut')} charger ${p.to} qu’avec une carte ${p.otherColour ? 'de l’autre couleur (rouge sur noir, noir sur rouge)' : 'de la même enseigne'} ${p.equal ? `du même rang que sa carte du dessus, ${theCard(p.top)}, ou d’un rang au-dessus ou au-dessous` : `d’un rang au-dessus ou au-dessous de sa carte du dessus, ${theCard(p.top)}`}\u202f; ${theCard(p.card)} n’en est pas une.`,
    'reserve-to-foundation-first': (p) =>
      `${cap(p.source)} peut aller sur ${p.to}, et une carte de réserve qui peut monter sur une fondation doit y être jouée avant toute autre chose (règle de priorité 1).`,
    'foundation-not-discard': (p) => `${cap(p.source)} peut aller sur ${p.to} : il faut l’y jouer au lieu de la défausser (règle de priorité 2).`,
    'foundation-first': (p) =>
      `${cap(p.source)} peut aller sur ${p.to}\u202f; tant qu’une carte disponible peut monter sur une fondation, ce coup passe avant tous les autres (règle de priorité 2).`,
    'ace-first': (p) =>
      `${cap(p.source)} peut aller sur ${p.to}\u202f; avec cette règle de famille, un as qui peut monter sur une fondation doit y aller avant tout autre coup (les autres cartes peuvent attendre).`,
    'group-card-fits': (p) =>
      `${cap(p.source)} peut aller sur ${p.to} : déplacer le groupe carte par carte rendrait cette carte disponible en chemin, et une carte qui peut monter sur une fondation doit y aller (règle de priorité 2).`,
    'fill-spaces-first': (p) =>
      `${cap(p.space)} est vide et ${hers(p, 'réserve')} a encore des cartes : ${order(p, 'comblez', 'combler')} les maisons vides avec ${poss(p)} réserve avant de retourner une carte de la main (règle de priorité 3).`,
    'load-first': (p) =>
      `Avec la règle stricte du chargement, quand aucune carte ne peut monter sur une fondation, ${verb(p, 'devez', 'doit')} charger un adversaire dès que possible : ${p.source} peut aller sur ${p.to}.`,
    'release-first': (p) =>
      `Avec la règle stricte de dégagement${p.fewest ? ', au plus court' : ''}, une carte enfouie qui peut monter sur une fondation doit être dégagée dès que possible : ${order(p, 'déplacez', 'déplacer')} ${p.steps}.`,
    'spaces-first': (p) =>
      `Avec la règle stricte des maisons vides, avant de retourner une carte de la main, ${verb(p, 'devez', 'doit')} libérer toutes les maisons possibles et les combler avec ${poss(p)} réserve : ${order(p, 'déplacez', 'déplacer')} ${p.steps}.`,
    'uncover-first': (p) =>
      `Avec la règle du tableau à cartes cachées, quand aucune carte ne peut monter sur une fondation, ${verb(p, 'devez', 'doit')} découvrir les cartes cachées dès que possible : ${order(p, 'déplacez', 'déplacer')} ${p.steps}.`,
  },

  ruleShort: {
    'reserve-to-foundation-first': 'la règle de priorité 1',
    'foundation-first': 'la règle de priorité 2',
    'fill-spaces-first': 'la règle de priorité 3',
    'release-first': 'la règle stricte de dégagement',
    'load-first': 'la règle stricte du chargement',
    'spaces-first': 'la règle stricte des maisons vides',
    'uncover-first': 'la règle du tableau à cartes cachées',
  },

  hint: {
    'game-over': 'La partie est terminée.',
    compulsory: (p) =>
      `${p.start ? order(p, 'Commencez par', 'commencer par') : order(p, 'Jouez', 'jouer')} ${p.steps} : ${p.rule} l’impose${p.choices > 1 ? ` (${p.choices} coups conviendraient\u202f; en voici un)` : ''}.`,
    'hand-card-plays': (p) =>
      `${cap(hers(p, 'carte retournée'))}, ${theCard(p.card)}, peut aller sur ${either(p.targets)}, ou sur ${poss(p)} défausse, ce qui termine ${poss(p, true)} tour.`,
    'hand-card-discard': (p) =>
      `${cap(hers(p, 'carte retournée'))}, ${theCard(p.card)}, ne va nulle part : ${order(p, 'posez-la', 'la poser')} sur ${poss(p)} défausse, ce qui termine ${poss(p, true)} tour.`,
    'turn-bar': (p) => `Avant que ${verb(p, 'retourniez', 'retourne')} une carte de la main, ${p.rule} demande : ${p.steps}.`,
    free: (p) =>
      `Rien n’est obligatoire : ${verb(p, 'pouvez', 'peut')} ${p.free === 0 ? '' : p.free === 1 ? 'jouer le seul coup libre, ou ' : `jouer l’un des ${p.free} coups libres, ou `}${p.canTurn ? `retourner une carte de ${poss(p)} main` : 'passer'}.`,
  },

  begins: {
    compared: (p) => `${p.you ? 'Vous commencez' : `${p.who} commence`}\u00a0: ${p.you ? 'votre' : 'sa'} ${p.what}, ${theCard(p.card)}, est plus ${p.higher ? 'forte' : 'faible'} que ${p.others}.`,
    other: (p) => `${p.you ? 'la vôtre' : `celle de ${p.who}`}, ${theCard(p.card)}`,
    reserve: 'carte de réserve',
    house: (p) => `carte de maison ${['voisine de la réserve', 'deuxième depuis la réserve', 'troisième depuis la réserve', 'quatrième depuis la réserve'][p.n]}`,
    and: ' et ',
    tie: (p) =>
      `${p.you ? 'Vous commencez' : `${p.who} commence`}\u00a0: toutes les cartes comparées étaient égales, et quand tout est égal, c’est le joueur du bas (${p.you ? `vous, ${p.who}` : p.who}) qui commence.`,
    cut: (p) => `${p.you ? 'Vous commencez\u00a0: vous avez' : `${p.who} commence\u00a0: ${p.who} a`} coupé la carte la plus basse avant la donne.`,
    alternate: (p) => `${p.you ? 'Vous commencez' : `${p.who} commence`}\u00a0: dans un match, les joueurs commencent les parties chacun à son tour.`,
  },
};
