/**
 * Why a position cannot be read, told to a person in their language: the pile as the board
 * names it (house 3, B's reserve), the cards as they look (7♥, D♠), and the rule that is
 * broken; no field names, card codes or counting from zero. The engine gives the facts
 * (FaultFacts); the contract's message for programs stays the engine's.
 */
import { JOKER, UNKNOWN, type Card, type FaultFacts } from '../engine';
import type { Catalog } from '../i18n/catalog';
import { faultWords } from '../i18n/faults';
import type { en } from '../i18n/faults/en';
import type { Locale } from '../i18n/locales';
import type { LinkFault } from '../share/code';
import { cardName, pileWords } from './words';

const SIDE_PILES = ['reserve', 'hand', 'waste', 'turned', 'reserveFaceDown'] as const;
const TOP_FIELDS = ['format', 'rules', 'toMove', 'houses', 'foundations', 'faceDown', 'turnBegun'] as const;

/** A field of the JSON as a person would name that part of the table, or null for an entry with no such name. */
function fieldWords(field: string, w: Catalog<typeof en>): string | null {
  const [head, rest] = field.split('.');
  if (head === 'A' || head === 'B' || head === 'C') {
    if (!rest) return w.fields.sidePiles({ player: head });
    return (SIDE_PILES as readonly string[]).includes(rest) ? w.fields.sidePile({ player: head, pile: rest as (typeof SIDE_PILES)[number] }) : null;
  }
  return (TOP_FIELDS as readonly string[]).includes(field) ? w.fields[field as (typeof TOP_FIELDS)[number]] : null;
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The fault told to a person, in `locale`. */
export function faultText(f: FaultFacts, locale: Locale): string {
  return upper(sentence(f, faultWords(locale), locale));
}

function sentence(f: FaultFacts, w: Catalog<typeof en>, locale: Locale): string {
  const the = (c: Card) => (c === UNKNOWN ? w.aFaceDown : c === JOKER ? w.theJoker : w.the({ card: cardName(c, locale) }));
  const setAside = w.setAside;
  switch (f.code) {
    case 'not-an-object':
    case 'format':
    case 'rules':
      return w[f.code];
    case 'unknown-field': {
      const what = fieldWords(f.field, w);
      return what === null ? w.unknownEntry : w['unknown-field']({ what });
    }
    case 'missing-field': {
      const what = fieldWords(f.field, w);
      return what === null ? w.missingSomething : w['missing-field']({ what });
    }
    case 'not-a-side':
      return w['not-a-side']({ player: f.player });
    case 'not-a-list':
      return w['not-a-list']({ pile: upper(pileWords(f.pile, null, locale)) });
    case 'not-a-card':
      return w['not-a-card']({ pile: upper(pileWords(f.pile, null, locale)), value: typeof f.value === 'string' ? f.value.slice(0, 12) : null });
    case 'hand-count':
      return w['hand-count']({ player: f.player, most: f.most });
    case 'to-move':
      return w['to-move']({ players: f.players });
    case 'pile-count':
      return w['pile-count']({ expected: f.expected, kind: f.kind });
    case 'closed-house':
      return w['closed-house']({ house: f.pile.index + 1, three: f.players === 3 });
    case 'face-down-counts':
      return w['face-down-counts']({ expected: f.expected });
    case 'face-down-count':
      return w['face-down-count']({ house: f.pile.index + 1, most: f.most });
    case 'flag':
      return f.field === 'turnBegun' ? w.turnBegun : w.reserveFaceDown({ player: f.player ?? '' });
    case 'house-hidden':
      return f.card === JOKER ? w.houseJoker({ house: f.pile.index + 1, setAside }) : w['house-hidden']({ house: f.pile.index + 1 });
    case 'house-order': {
      const why = f.wanted === null ? w.onAce : w.onlyA({ colour: w.colour({ red: f.wanted.red }), rank: w.rankWords[f.wanted.rank - 1]! });
      return w['house-order']({ house: f.pile.index + 1, card: the(f.card), under: the(f.under), why });
    }
    case 'face-down-outermost':
      return f.count > f.held
        ? w.tooManyDown({ house: f.pile.index + 1, held: w.cards({ n: f.held }), count: f.count })
        : w.allDown({ house: f.pile.index + 1, held: w.cards({ n: f.held }) });
    case 'foundation-hidden':
      return f.card === JOKER ? w.foundationJoker({ foundation: f.pile.index + 1, setAside }) : w['foundation-hidden']({ foundation: f.pile.index + 1 });
    case 'foundation-start':
      return w['foundation-start']({ foundation: f.pile.index + 1, card: the(f.card) });
    case 'foundation-order':
      return w['foundation-order']({ foundation: f.pile.index + 1, card: the(f.card), under: the(f.under), needed: the(f.wanted) });
    case 'reserve-hidden':
      return f.card === JOKER ? w.reserveJoker({ player: f.pile.player, setAside }) : w['reserve-hidden']({ player: f.pile.player });
    case 'waste-hidden':
      return f.card === JOKER ? w.wasteJoker({ player: f.pile.player, setAside }) : w['waste-hidden']({ player: f.pile.player });
    case 'turned-joker':
      return w['turned-joker']({ player: f.pile.player, setAside });
    case 'turned-not-mover':
      return w['turned-not-mover']({ player: f.pile.player, toMove: f.toMove });
    case 'joker':
      return f.players === 3 ? w.jokers({ count: f.count }) : w.joker;
    case 'duplicate-card':
      return w['duplicate-card']({ card: the(f.card), count: f.count, single: f.packs === 1 });
    case 'card-count':
      return w['card-count']({ count: f.count, hold: w.packsHold(f), limit: f.limit });
  }
}

/** Why a share link opens no position, with its facts; a position the rules refuse says which rule, too. */
export function linkText(d: LinkFault, locale: Locale): string {
  const w = faultWords(locale).link;
  switch (d.code) {
    case 'too-long':
      return w['too-long']({ length: d.length });
    case 'bad-characters':
      return w['bad-characters']({ char: w.character({ char: d.char }) });
    case 'newer-version':
      return w['newer-version']({ version: d.version });
    case 'extra':
      return w.extra({ extra: d.extra });
    case 'invalid-position':
      return `${w['invalid-position']} ${faultText(d.fault, locale)}`;
    default:
      return w[d.code];
  }
}
