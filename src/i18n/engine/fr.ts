/**
 * Les coups et les règles nommés en français, tels que la liste des coups, la région annoncée et
 * la règle d'un verdict les montrent dès l'ouverture de la page. Les cartes et les piles arrivent
 * déjà nommées (src/i18n/words). Les explications (pourquoi un coup est arrêté, conseils, qui
 * commence) sont dans src/i18n/explain, chargé au premier besoin.
 */
import type { Catalog } from '../catalog';
import type { en } from './en';
import { listOf, theCard } from '../locales';

export const fr: Catalog<typeof en> = {
  source: (p) => (p.kind === 'turned' ? `${p.pile} (${p.card})` : `${theCard(p.card)} de ${p.pile}`),
  // Avec l’article, pour que chaque phrase dise « jouer le 6♣ de la maison 5 » ; une suite, carte par carte : « le 6♣ et le 5♥ ».
  // Sans carte : un coup depuis une pile vide, qu’un relevé peut contenir (une tentative que les règles arrêtent).
  step: (p) => (p.cards.length ? `${listOf('fr', p.cards.map(theCard))} de ${p.from} à ${p.to}` : `rien de ${p.from}, vide, à ${p.to}`),
  then: ', puis ',

  rule: {
    'no-hand-card': 'Cartes disponibles : retourner la carte de la main',
    'not-available': 'Cartes disponibles',
    'bad-target': 'Priorités et coups obligatoires : là où une carte ne va jamais',
    'does-not-fit': 'Règles de construction',
    loading: 'Règles de construction\u00a0: charger la réserve et la défausse de l’adversaire',
    'reserve-to-foundation-first': 'Règle de priorité 1 : de la réserve aux fondations d’abord',
    'foundation-first': 'Règle de priorité 2 : monter sur les fondations est obligatoire',
    'fill-spaces-first': 'Règle de priorité 3 : combler les maisons vides avec la réserve avant de retourner',
    'release-first': 'Règle stricte : dégager les cartes enfouies pour les fondations',
    'load-first': 'Règle stricte : charger est obligatoire',
    'spaces-first': 'Règle stricte : libérer et combler les maisons avant de retourner',
    'uncover-first': 'Tableau à cartes cachées : découvrir les cartes cachées',
    'turn-ends-by-discard': 'Cartes disponibles : un tour se termine en défaussant la carte retournée',
    'aces-compulsory': 'Règle de famille : seuls les as et la carte de réserve doivent monter sur les fondations',
    'lone-card-stays': 'Règle de famille : la carte seule d’une maison ne va pas dans une maison vide',
  },

  attempt: { turn: 'retourner la carte de la main', pass: 'passer' },
  moveNamed: { turn: 'retourner une carte de la main', pass: 'passer' },
  line: {
    turn: (p) => `${p.you ? 'Vous avez' : `${p.who} a`} retourné une carte de la main`,
    pass: (p) => `${p.you ? 'Vous avez' : `${p.who} a`} passé`,
    move: (p) => `${p.you ? 'Vous' : p.who} : ${p.steps}`,
  },
};
