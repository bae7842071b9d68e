/**
 * Titre et explication d'un problème, en français : mêmes faits que l'anglais, phrases
 * écrites pour un joueur français (« vous », réserve, défausse, maisons, fondations).
 */
import type { Catalog } from '../catalog';
import type { en } from './en';
import { isFeminine, plural, theCard } from '../locales';

/** Espace insécable avant : ; ! ? */
const _ = '\u00a0';
const NOMBRES = ['aucun', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize'];
/** Un nombre en lettres, accordé : « une maison vide », « trois coups ». */
const nombre = (n: number, fem: boolean) => (fem && n <= 1 ? `${NOMBRES[n]}e` : (NOMBRES[n] ?? String(n)));
const de = (p: { who: string; yours: boolean }, nom: string) => (p.yours ? `votre ${nom}` : `la ${nom} de ${p.who}`);
const adverses = (p: { three: boolean }) => (p.three ? 'celles de vos adversaires' : 'celles de B');

export const fr: Catalog<typeof en> = {
  preview: {
    you: (p) => `Vous (${p.who})`,
    toMove: 'à jouer',
    title: (p) => `Problème ${p.id}${_}: ${p.title}. La table avant le premier coup de B.`,
  },
  kinds: { compulsory: 'Trouvez le coup obligatoire', stop: `Annoncez le «${_}Stop\u202f!${_}»` },
  themes: {
    'reserve-first': 'La réserve d’abord sur les fondations',
    'foundation-first': 'Les coups sur les fondations sont obligatoires',
    'fill-spaces': 'Combler les maisons vides avec la réserve',
    availability: 'Les cartes disponibles',
    building: 'Construire sur les maisons et les fondations',
    loading: 'Charger l’adversaire',
    'hand-turn': 'Retourner la carte de la main',
    discard: 'Défausser la carte retournée',
    decoy: 'Suspect, mais permis',
    'strict-release': `Règle stricte${_}: dégager les cartes enfouies`,
    'strict-load': `Règle stricte${_}: charger est obligatoire`,
    'strict-spaces': `Règle stricte${_}: vider et combler les maisons`,
    'face-down-tableau': 'Tableau à cartes cachées',
    'early-hand-turn': `Variante souple${_}: retourner la main d’emblée`,
    'waste-available': `Variante souple${_}: votre défausse en jeu`,
    'group-moves': 'Déplacements groupés',
    'fewest-moves': `Règle stricte${_}: dégager en un minimum de coups`,
    'face-down-reserve': 'Réserve cachée',
    'short-reserve': 'Une réserve plus courte',
    'one-pack': 'La partie à un seul jeu',
    'three-players': 'À trois joueurs',
  },
  title: {
    line: (p) => `${p.lead}. Sur la table${_}: ${p.facts.join(', ')}`,
    yourMove: 'À vous de jouer',
    bPlays: (p) => `B joue ${nombre(p.n, false)} ${plural('fr', p.n, { one: 'coup', other: 'coups' })}`,
    inView: (p) => `${theCard(p.card)} ${p.reserve ? 'de votre réserve' : `de ${p.pile}`} en vue`,
    turnUnderWay: 'votre tour déjà entamé',
    reserveUsedUp: (p) => `${de(p, 'réserve')} épuisée`,
    reserveFaceDown: (p) => `${de(p, 'réserve')} encore face cachée`,
    reserveShowing: (p) => `${theCard(p.card)} en haut de ${de(p, 'réserve')}`,
    reserveDownTo: (p) => `${de(p, 'réserve')} réduite à ${nombre(p.n, true)} ${plural('fr', p.n, { one: 'carte', other: 'cartes' })}`,
    turnedFrom: (p) => `${theCard(p.card)} retourné${isFeminine(p.card) ? 'e' : ''} de ${de(p, 'main')}`,
    onWaste: (p) => `${theCard(p.card)} sur ${de(p, 'défausse')}`,
    wasteEmpty: (p) => `${de(p, 'défausse')} vide`,
    emptyHouses: (p) => (p.n ? `${nombre(p.n, true)} ${plural('fr', p.n, { one: 'maison vide', other: 'maisons vides' })}` : 'aucune maison vide'),
    foundationsUnderWay: (p) => (p.n ? `${nombre(p.n, true)} ${plural('fr', p.n, { one: 'fondation entamée', other: 'fondations entamées' })}` : 'aucune fondation commencée'),
    foundationsComplete: (p) => `${nombre(p.n, true)} ${plural('fr', p.n, { one: 'fondation achevée', other: 'fondations achevées' })}`,
    onHouse: (p) => `${theCard(p.card)} sur la maison ${p.n}`,
  },
  compulsory: {
    newHand: (p) =>
      `Retournez votre défausse pour en faire votre nouvelle main, puis retournez-en la première carte${_}: aucune de vos cartes ne va sur une fondation, une maison ou ${adverses(p)}, il ne vous reste donc que ce coup.`,
    handTurn: (p) => `Retournez la carte de votre main${_}: aucune de vos cartes ne va sur une fondation, une maison ou ${adverses(p)}, il ne vous reste donc que ce coup.`,
    discard: (p) =>
      `Posez ${theCard(p.card)} retourné${isFeminine(p.card) ? 'e' : ''} sur votre défausse${_}: ${isFeminine(p.card) ? 'elle' : 'il'} ne va ni sur une fondation, ni sur une maison, ni sur ${adverses(p)}, et aucune autre de vos cartes ne peut bouger\u202f; il ne reste que la défausse, qui termine votre tour.`,
    theCard: 'la carte',
    what: (p) => `${p.load ? 'Chargez' : 'Jouez'} ${theCard(p.card)} de ${p.from} ${p.load ? 'sur' : 'vers'} ${p.to}`,
    wholeWay: (p) => ` Le chemin complet${_}: ${p.moves}.`,
    freed: (p) => `${theCard(p.card)} de la maison ${p.n}`,
    reserveFirst: (p) => `${p.what}${_}: une carte de réserve qui va sur une fondation doit y être jouée avant tout autre coup (règle de priorité 1).`,
    foundationFirst: (p) =>
      p.aces
        ? `${p.what}${_}: tant qu’un as que vous pouvez déplacer va sur une fondation, il y monte avant tout autre coup (la règle de famille selon laquelle seuls les as et la carte de réserve sont obligatoires)${p.only ? `, et ${theCard(p.only)} est le seul as qui y va` : ''}.`
        : `${p.what}${_}: tant qu’une carte que vous pouvez déplacer va sur une fondation, ce coup passe avant tous les autres (règle de priorité 2)${p.only ? `, et ${theCard(p.only)} est la seule carte qui y va` : ''}.`,
    releaseFirst: (p) =>
      `${p.what}${_}: faute de coup possible sur une fondation, la règle stricte de dégagement vous oblige à libérer une carte enfouie qui va sur une fondation${p.freed ? ` (${p.freed})` : ''}${p.fewest ? ', en un minimum de coups' : ''}, et ce coup commence ce dégagement.${p.more}`,
    loadFirst: (p) =>
      `${p.what}${_}: faute de coup possible sur une fondation, la règle stricte de chargement vous oblige à charger un adversaire dès que vous le pouvez, et ${theCard(p.card)} est la seule carte qui le permet.`,
    uncoverFirst: (p) =>
      `${p.what}${_}: faute de coup possible sur une fondation, le tableau à cartes cachées vous oblige à découvrir une carte cachée des maisons dès que vous le pouvez, et ce coup y mène.${p.more}`,
    fillSpacesFirst: (p) => `${p.what}${_}: avant de retourner la carte de votre main, la règle de priorité 3 vous fait combler les maisons vides avec votre réserve, et aucune autre de vos cartes ne peut bouger.`,
    spacesFirst: (p) =>
      `${p.what}${_}: avant de retourner la carte de votre main, la règle stricte des maisons vides vous oblige à vider une maison et à la combler avec votre réserve, et ce coup y mène.${p.more}`,
    plain: (p) => `${p.what}.`,
    alsoTheOther: (p) => ` ${p.pile.charAt(0).toUpperCase() + p.pile.slice(1)} conviendrait tout autant${_}: les deux se valent.`,
    alsoAnyOther: (p) =>
      ` ${{ house: 'Toute autre maison vide', same: 'Toute autre fondation portant la même carte', empty: 'Toute autre fondation vide' }[p.alike]} conviendrait tout autant${_}: elles se valent.`,
    toFoundationFirst: (p) => `${theCard(p.card)} doit d’abord aller sur la fondation`,
    loadComesFirst: (p) => `le chargement avec ${theCard(p.card)} passe avant`,
    freeingFirst: 'libérer la carte enfouie passe avant',
    uncoveringFirst: 'découvrir la carte cachée passe avant',
    turningUp: 'retourner la carte de votre main',
    moving: (p) => `jouer ${p.moves}`,
    tempting: (p) => ` C’est tentant, mais c’est une erreur${_}: ${p.what} vous vaudrait un «${_}Stop\u202f!${_}»${p.why ? `, car ${p.why}.` : `. ${p.stop}`}`,
    earlyTurnGone: ` Vous avez déjà joué pendant ce tour${_}: le retournement anticipé de la main que permettent ces règles n’est plus possible.`,
  },
  stop: {
    clean: (p) =>
      `${p.n === 1 ? 'Le seul coup de B est permis, laissez-le passer' : `${p.n === 2 ? 'Les deux coups de B sont permis' : `Les ${nombre(p.n, false)} coups de B sont tous permis`}, laissez-les passer`}.${p.notes.length ? ` ${p.notes.join(' ')}` : ''}`,
    error: (p) => `L’erreur est au coup ${p.n}${_}: ${p.step}, ce qui enfreint ${p.rule}. ${p.stop}${p.before.length ? ` Avant lui, rien à redire. ${p.before.join(' ')}` : ''}`,
    turned: (p) => `${p.who} a retourné une carte de sa main`,
    passed: (p) => `${p.who} a passé`,
    moved: (p) => `${p.who} a joué ${p.moves}${p.group ? ' d’un seul coup' : ''}`,
    note: (p) => `${p.events.join(' ')} ${p.why}`,
  },
  rules: {
    'no-hand-card': 'la règle de la carte de la main',
    'not-available': 'la règle des cartes disponibles',
    'bad-target': 'la règle des places où une carte peut aller',
    'does-not-fit': 'les règles de construction',
    'reserve-to-foundation-first': 'la règle de priorité 1 (la réserve d’abord sur les fondations)',
    'foundation-first': 'la règle de priorité 2 (les fondations d’abord)',
    'fill-spaces-first': 'la règle de priorité 3 (combler les maisons vides avant de retourner)',
    'release-first': 'la règle stricte de dégagement',
    'load-first': 'la règle stricte de chargement',
    'spaces-first': 'la règle stricte des maisons vides',
    'uncover-first': 'la règle du tableau à cartes cachées (découvrir d’abord)',
  },
  familyRules: {
    'aces-compulsory': 'la règle de famille selon laquelle seuls les as et la carte de réserve sont obligatoires',
    'lone-card-stays': 'la règle de famille selon laquelle la carte seule d’une maison ne va pas dans une maison vide',
    load: (p) =>
      `la règle de famille de la ${p.otherColour && p.equal ? 'charge par couleur ou au même rang' : p.otherColour ? 'charge par couleur' : 'charge au même rang'}`,
  },
  duty: {
    fitted: (p) => `${theCard(p.card)} ${p.reserve ? `de ${de(p, 'réserve')}` : `de ${p.from}`} allait sur ${p.to}`,
    empty: (p) => `${p.pile} était vide`,
  },
  decoy: {
    earlyTurn: (p) => `${p.who} a retourné une carte de sa main dès le début du tour, alors que ${p.duty}.`,
    earlyTurnWhy: `Ces règles permettent de retourner la carte de la main au tout début du tour, avant tout autre coup${_}: vous auriez pu annoncer «${_}Stop\u202f!${_}» pour une règle de priorité, mais les priorités ne s’appliquent qu’une fois le tour entamé.`,
    turnWithSpace: (p) => `${p.who} a retourné une carte de sa main alors que ${p.pile} était vide.`,
    turnWithSpaceWhy: (p) =>
      `La règle de priorité 3 semble l’interdire, mais elle demande de combler les maisons vides avec la réserve avant de retourner une carte, et ${p.yours ? 'votre réserve' : `la réserve de ${p.who}`} est épuisée${_}: elle ne s’impose donc plus à ${p.who}.`,
    turnOverReserve: (p) => `${p.who} a retourné une carte de sa main alors que ${theCard(p.card)} de ${p.yours ? 'votre réserve' : 'sa réserve'} pouvait aller sur ${p.pile}.`,
    turnOverReserveWhy:
      'On pourrait croire que la carte de réserve devait être jouée d’abord, mais seule une carte de réserve qui va sur une fondation passe avant tout le reste (règle de priorité 1)' +
      `\u202f; la poser sur une maison ou en charger un adversaire reste un choix.`,
    discard: (p) => `${p.who} a défaussé ${theCard(p.card)} retourné${isFeminine(p.card) ? 'e alors qu’elle' : ' alors qu’il'} pouvait aller sur ${p.pile}.`,
    discardWhy: (p) =>
      `On pourrait croire qu’il fallait ${isFeminine(p.card) ? 'la' : 'le'} jouer, mais seul un coup sur une fondation est obligatoire${_}: une carte qui va sur une maison ou sur une pile adverse peut quand même être défaussée, et la défausse termine le tour de ${p.yours ? 'vous' : p.who}.`,
    fromWaste: (p) => `${p.who} a joué ${p.moves}.`,
    fromWasteWhy: `Selon les règles ordinaires, sa propre défausse est hors de portée, d’où l’envie d’annoncer «${_}Stop\u202f!${_}», mais ces règles mettent sa carte du dessus en jeu.`,
    group: (p) => `${p.who} a déplacé ${p.moves} en un bloc.`,
    groupWhy: 'On pourrait croire qu’une seule carte bouge à la fois, mais ces règles permettent de déplacer ensemble une suite ordonnée de cartes des maisons, sans maisons vides pour la porter.',
    groupBySpaces: (p) => `${p.who} a déplacé ${p.moves} d’un coup.`,
    groupBySpacesWhy: (p) =>
      `On pourrait croire qu’une seule carte bouge à la fois, mais grâce aux maisons vides la suite pouvait passer carte par carte${_}: le déplacement groupé ne vaut que pour ce que ${p.who} pouvait faire de toute façon.`,
    load: (p) => `${p.who} a chargé ${p.moves}, sur ${theCard(p.on)}.`,
    loadWhy: (p) =>
      `On pourrait croire qu’il enfreint les règles de construction, car ${theCard(p.cards)} sur ${theCard(p.on)} serait faux sur une maison (${p.up ? 'une carte plus haute de même couleur' : 'même couleur'}), mais on charge dans la même enseigne, un rang au-dessus ou au-dessous, quelle que soit la couleur.`,
    familyLoadWhy: (p) =>
      p.otherColour
        ? `On pourrait croire qu’une charge suit l’enseigne, mais avec la règle de famille de la charge par couleur, la défausse de l’adversaire prend une carte de l’autre couleur, d’un rang au-dessus ou au-dessous${p.equal ? ', ou du même rang' : ''}${_}: ${theCard(p.cards)} sur ${theCard(p.on)} est permis.`
        : `On pourrait croire qu’une charge se fait d’un rang au-dessus ou au-dessous, mais avec la règle de famille de la charge au même rang, la défausse de l’adversaire prend aussi une carte de la même enseigne et du même rang${_}: ${theCard(p.cards)} sur ${theCard(p.on)} est permis.`,
    waitingUp: (p) =>
      `${p.who} a joué ${p.moves} alors que ${theCard(p.card)} ${p.pile === '' ? `(la carte retournée de ${p.yours ? 'votre main' : 'sa main'})` : `de ${p.pile}`} pouvait monter.`,
    waitingUpWhy:
      `On pourrait annoncer «${_}Stop\u202f!${_}» pour la règle de priorité 2, mais avec la règle de famille selon laquelle seuls les as et la carte de réserve sont obligatoires, toute autre carte qui va sur une fondation peut attendre.`,
    space: (p) => `${p.who} a joué ${p.moves}, dans une maison vide, au lieu de la combler avec ${p.yours ? 'votre réserve' : 'sa réserve'}.`,
    spaceWhy:
      'On pourrait croire qu’une maison vide doit recevoir une carte de réserve, mais toute carte disponible peut y aller' +
      `\u202f; la règle de priorité 3 demande seulement de combler les maisons vides avec la réserve avant de retourner une carte.`,
    foundation: (p) =>
      `${p.who} a joué ${p.moves} alors ${p.another ? `qu’${isFeminine(p.card) ? 'une autre' : 'un autre'} ${p.card}` : `que ${theCard(p.card)}`} ${p.turned ? `(la carte retournée de ${p.yours ? 'votre main' : 'sa main'})` : `de ${p.pile}`} pouvait aussi monter.`,
    foundationWhy: (p) =>
      `On pourrait croire que cette carte passait d’abord, mais quand plusieurs cartes vont sur les fondations, la règle de priorité 2 laisse ${p.who} les jouer dans l’ordre de son choix\u202f; seule une carte de réserve qui y va doit passer d’abord.`,
  },
};
