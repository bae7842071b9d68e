/**
 * The initial layout and who begins ("Initial layout", "Play"): the same seed gives the
 * same deal everywhere.
 */
import { cardLabel, pack, rankOf, suitOf, type Card } from './cards';
import { opponent, type Player, type Position, type Side } from './position';
import { below, rng, shuffle, type Rng } from './random';
import { STANDARD, type RuleSet, type RulesSpec } from './variants';

export interface Deal {
  readonly position: Position;
  /** Why this player begins, for a person. */
  readonly why: string;
}

/** One player's deal from their own shuffled pack: reserve, then houses furthest first, then the hand. */
function layOut(cards: Card[], rules: RuleSet): { side: Side; houses: Card[] } {
  const reserve = cards.splice(0, rules.reserveSize);
  const dealt = cards.splice(0, 4); // dealt furthest first, so the last card lies nearest the reserve
  return { side: { reserve, hand: cards, handAsCount: false, waste: [], turned: null }, houses: dealt.reverse() };
}

export interface Starter {
  readonly who: Player;
  /** For a person: "B begins: the reserve card 3♥ is lower than 9♣." */
  readonly why: string;
}

/** Compares pairs of cards in order; the first unequal pair decides by `lower`. */
function firstDifference(pairs: [Card, Card, string][], value: (c: Card) => number, lowerBegins: boolean): Starter | null {
  for (const [a, b, what] of pairs) {
    if (value(a) === value(b)) continue;
    const who: Player = value(a) < value(b) === lowerBegins ? 'A' : 'B';
    const [mine, theirs] = who === 'A' ? [a, b] : [b, a];
    return { who, why: `${who} begins: ${what} ${cardLabel(mine)} is ${lowerBegins ? 'lower' : 'higher'} than ${cardLabel(theirs)}.` };
  }
  return null;
}

const ALL_TIED: Starter = { who: 'A', why: 'A begins: every card compared was of equal rank, and on a full tie the player at the bottom (A) begins.' };

/** Who begins a dealt game, by the rule set's `firstPlayer`; `r` draws the cut when there is one. */
export function whoBegins(p: Position, r: Rng, previous?: Player): Starter {
  const rules = p.rules;
  const top = (s: Side) => s.reserve[s.reserve.length - 1]!;
  const reserves: [Card, Card, string] = [top(p.A), top(p.B), 'the reserve card'];
  const houses = [0, 1, 2, 3].map((i): [Card, Card, string] => [p.houses[i]![0]!, p.houses[i + 4]![0]!, `the house card ${i + 1} from the reserve,`]);
  switch (rules.firstPlayer) {
    case 'tableauOnly':
      return firstDifference(houses, rankOf, true) ?? ALL_TIED;
    case 'higherReserve': {
      // Ace high; then spades, hearts, diamonds, clubs.
      const value = (c: Card) => ((rankOf(c) + 11) % 13) * 4 + (3 - suitOf(c));
      return firstDifference([reserves], value, false) ?? ALL_TIED;
    }
    case 'cut':
      for (;;) {
        const [a, b] = [below(r, 13), below(r, 13)];
        if (a !== b) {
          const who: Player = a < b ? 'A' : 'B';
          return { who, why: `${who} begins: ${who} cut the lower card in the cut before the deal.` };
        }
      }
    default:
      if (rules.firstPlayer === 'alternate' && previous)
        return { who: opponent(previous), why: `${opponent(previous)} begins: the players take turns to begin the games of a match.` };
      // The standard rule, which also decides the first game of an alternating match.
      return firstDifference([reserves, ...houses], rankOf, true) ?? ALL_TIED;
  }
}

/**
 * Deals a game. `previousStarter` is who began the last game of the match, for the
 * rule that players take turns to begin.
 */
export function deal(seed: number | string, rules: RuleSet = STANDARD, spec: RulesSpec = 'standard', previousStarter?: Player): Deal {
  const r = rng(seed);
  const a = layOut(shuffle(r, pack()), rules);
  const b = layOut(shuffle(r, pack()), rules);
  const position: Position = {
    spec,
    rules,
    toMove: 'A',
    A: a.side,
    B: b.side,
    houses: [...a.houses, ...b.houses].map((c) => [c]),
    foundations: Array.from({ length: 8 }, () => []),
  };
  const starter = whoBegins(position, r, previousStarter);
  position.toMove = starter.who;
  return { position, why: starter.why };
}
