/**
 * The initial layout and who begins ("Initial layout", "Play", and the variants' deals):
 * the same seed gives the same deal everywhere.
 */
import { gameCards, JOKER, pack, rankOf, suitOf, UNKNOWN, type Card } from './cards';
import { nextPlayer, PLAYERS, playersOf, type Player, type Position, type Side } from './position';
import { below, rng, shuffle, type Rng } from './random';
import { settled } from './turn';
import { layoutOf, STANDARD, type RuleSet, type RulesSpec } from './variants';

/**
 * Why a player begins, in facts for the message layer: the card that decided against the
 * others' (the reserve card, or a house card counted from the reserve), a full tie, a cut
 * before the deal, or a match's turn to begin.
 */
export type BeginWhy =
  | { readonly code: 'lower' | 'higher'; readonly who: Player; readonly compared: 'reserve' | number; readonly card: Card; readonly others: readonly { readonly player: Player; readonly card: Card }[] }
  | { readonly code: 'tie' | 'cut' | 'alternate'; readonly who: Player };

export interface Deal {
  readonly position: Position;
  readonly why: BeginWhy;
}

export interface Starter {
  readonly who: Player;
  readonly why: BeginWhy;
}

/** Each player's cards: a shuffled pack each; one pack split by suits; or two packs and a joker shared out. */
function cardsFor(rules: RuleSet, r: Rng): Card[][] {
  if (rules.players === 3) {
    const all = shuffle(r, gameCards(rules));
    return [all.slice(0, 35), all.slice(35, 70), all.slice(70)];
  }
  if (rules.pack === 'single') return [shuffle(r, pack([1, 3])), shuffle(r, pack([0, 2]))];
  return [shuffle(r, pack()), shuffle(r, pack())];
}

/**
 * One player's deal: the reserve, then the houses (in the face-down tableau, a face-down
 * card to each house from the nearest, then the face-up cards), then the hand.
 */
function layOut(cards: Card[], rules: RuleSet, housesEach: number): { side: Side; houses: Card[][]; down: number } {
  const reserve = cards.splice(0, rules.reserveSize);
  const down = rules.faceDownTableau ? cards.splice(0, housesEach) : [];
  const up = cards.splice(0, housesEach).reverse(); // dealt furthest first
  const houses = up.map((c, i) => (down.length ? [down[i]!, c] : [c]));
  return { side: { reserve, reserveFaceDown: false, hand: cards, handAsCount: false, waste: [], turned: null }, houses, down: down.length ? 1 : 0 };
}

/** Keeps the players whose card is best by `value` (lower is better); the cards compared go into the reason. */
type Compare = { compared: 'reserve' | number; card: (who: Player) => Card | undefined };

function decide(p: Position, keys: Compare[], value: (c: Card) => number, code: 'lower' | 'higher'): Starter | null {
  let alive = playersOf(p).slice();
  for (const key of keys) {
    const v = (who: Player) => {
      const c = key.card(who);
      return c === undefined || c === JOKER ? Infinity : value(c);
    };
    const best = Math.min(...alive.map(v));
    const keep = alive.filter((who) => v(who) === best);
    if (keep.length === 1) {
      const who = keep[0]!;
      const others = alive.filter((o) => o !== who).map((o) => ({ player: o, card: key.card(o)! }));
      return { who, why: { code, who, compared: key.compared, card: key.card(who)!, others } };
    }
    if (keep.length < alive.length) alive = keep;
  }
  return null;
}

const ALL_TIED: Starter = { who: 'A', why: { code: 'tie', who: 'A' } };

/** Who begins a dealt game, by the rule set's `firstPlayer`; `r` draws the cut when there is one. */
export function whoBegins(p: Position, r: Rng, previous?: Player): Starter {
  const rules = p.rules;
  const { housesEach } = layoutOf(rules);
  const houses: Compare[] = Array.from({ length: housesEach }, (_, i) => ({
    compared: i,
    card: (who: Player) => {
      const house = p.houses[PLAYERS.indexOf(who) * housesEach + i]!;
      return house[house.length - 1];
    },
  }));
  const reserve: Compare = { compared: 'reserve', card: (who) => p[who]!.reserve[p[who]!.reserve.length - 1] };
  // A face-down reserve cannot be compared: the tableau decides.
  const reserves = rules.faceDownReserve ? [] : [reserve];
  switch (rules.firstPlayer) {
    case 'tableauOnly':
      return decide(p, houses, rankOf, 'lower') ?? ALL_TIED;
    case 'higherReserve':
      // Ace high, then spades, hearts, diamonds, clubs: the value is lower for the better card.
      return decide(p, reserves.length ? reserves : houses, (c) => -(((rankOf(c) + 11) % 13) * 4 + (3 - suitOf(c))), 'higher') ?? ALL_TIED;
    case 'cut':
      for (;;) {
        const cuts = playersOf(p).map((who) => [who, below(r, 13)] as const);
        const lowest = Math.min(...cuts.map(([, n]) => n));
        const low = cuts.filter(([, n]) => n === lowest);
        if (low.length === 1) return { who: low[0]![0], why: { code: 'cut', who: low[0]![0] } };
      }
    default:
      if (rules.firstPlayer === 'alternate' && previous)
        return { who: nextPlayer(p, previous), why: { code: 'alternate', who: nextPlayer(p, previous) } };
      // The standard rule, which also decides the first game of an alternating match.
      return decide(p, [...reserves, ...houses], rankOf, 'lower') ?? ALL_TIED;
  }
}

/**
 * Deals a game. `previousStarter` is who began the last game of the match, for the
 * rule that players take turns to begin.
 */
export function deal(seed: number | string, rules: RuleSet = STANDARD, spec: RulesSpec = 'standard', previousStarter?: Player): Deal {
  const r = rng(seed);
  const layout = layoutOf(rules);
  const dealt = cardsFor(rules, r).map((cards) => layOut(cards, rules, layout.housesEach));
  const houses = dealt.flatMap((d) => d.houses);
  let position: Position = settled({
    spec,
    rules,
    toMove: 'A',
    A: dealt[0]!.side,
    B: dealt[1]!.side,
    C: dealt[2]?.side ?? null,
    houses,
    closedHouse: null,
    faceDown: rules.faceDownTableau ? houses.map(() => 1) : null,
    foundations: Array.from({ length: layout.foundations }, () => []),
    turnBegun: false,
  });
  const starter = whoBegins(position, r, previousStarter);
  position.toMove = starter.who;
  if (rules.faceDownReserve) for (const who of playersOf(position)) position[who]!.reserveFaceDown = position[who]!.reserve.length > 0;
  position = settled(position);
  return { position, why: starter.why };
}

/**
 * The position with each unknown card (`??`) replaced by one of the cards not on the table,
 * drawn from the seed, so that a shared position can be played on. In the one-pack game a
 * drawn card may be of the other player's suits: no rule of play asks whose suit a card is.
 */
export function revealUnknown(p: Position, seed: number | string): Position {
  const missing = gameCards(p.rules);
  const take = (c: Card) => {
    const i = missing.indexOf(c);
    if (i >= 0) missing.splice(i, 1);
  };
  const sides = playersOf(p).map((who) => p[who]!);
  for (const s of sides) [...s.reserve, ...s.hand, ...s.waste, ...(s.turned === null ? [] : [s.turned])].forEach(take);
  [...p.houses, ...p.foundations].forEach((pile) => pile.forEach(take));
  const pool = shuffle(rng(seed), missing);
  const reveal = (pile: Card[]) => pile.map((c) => (c === UNKNOWN ? (pool.pop() ?? c) : c));
  const side = (s: Side): Side => ({ ...s, reserve: reveal(s.reserve), hand: reveal(s.hand), handAsCount: false, waste: reveal(s.waste) });
  return { ...p, A: side(p.A), B: side(p.B), C: p.C && side(p.C), houses: p.houses.map(reveal) };
}
