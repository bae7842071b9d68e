/**
 * Stalemate ("End of the Game; Scoring"): "neither player can play from his reserve or
 * hand". The text gives no procedure; shared/position-format.md ("Stalemate in `result`")
 * defines when it is certain, and the judge ends a game there. A game played on the site
 * knows every card, so it also ends when `deadPosition` proves, by following the discards
 * that must come, that nothing will ever be played. Neither ends a game while a card of a
 * reserve, hand or waste can still be played.
 */
import { fitsFoundation, fitsHouse, fitsLoad, loadRuleOf, type LoadRule } from './building';
import { JOKER, UNKNOWN, type Card } from './cards';
import { FOUNDATION, HOUSE, moveTo, OPP_RESERVE, OPP_WASTE, type Move } from './moves';
import { nextPlayer, opponentsOf, playersOf, top, type Player, type Position, type Side } from './position';
import { houseMoves } from './strict';
import { play } from './turn';

/** Tableaux looked at, at most, before the question is given up as uncertain (the clarification's number). */
export const STALEMATE_TABLEAUX = 3000;

/** Every card a player still holds: reserve, hand, waste and a turned card. */
const held = (s: Side): Card[] => [...s.reserve, ...s.hand, ...s.waste, ...(s.turned === null ? [] : [s.turned])];
/** Every card that may come to lie on top of a player's waste: each hand, waste or turned card is discarded in its turn. */
const wasteTops = (s: Side): Card[] => [...s.hand, ...s.waste, ...(s.turned === null ? [] : [s.turned])];

/** Cards a load could land on: reserve tops, and cards a waste may show; each kind is loaded by its own rule. */
interface LoadTargets {
  readonly reserves: readonly Card[];
  readonly wastes: readonly Card[];
  readonly onReserve: LoadRule;
  readonly onWaste: LoadRule;
}

/** What `players`' piles offer a load; `wastes: false` leaves out their wastes. */
function loadTargetsOf(p: Position, players: readonly Player[], wastes: boolean): LoadTargets {
  return {
    reserves: players.flatMap((o) => (top(p[o]!.reserve) === undefined ? [] : [top(p[o]!.reserve)!])),
    wastes: wastes ? players.flatMap((o) => wasteTops(p[o]!)) : [],
    onReserve: loadRuleOf(p.rules, OPP_RESERVE),
    onWaste: loadRuleOf(p.rules, OPP_WASTE),
  };
}

/** `c` loads onto one of the targets under the position's rule set (a family rule may load a waste differently from a reserve). */
const loadsOnto = (t: LoadTargets, c: Card): boolean => t.reserves.some((r) => fitsLoad(r, c, t.onReserve)) || t.wastes.some((w) => fitsLoad(w, c, t.onWaste));

const stateKey = (q: Position): string =>
  q.houses.map((h, i) => (i === q.closedHouse ? 'x' : `${q.faceDown ? q.faceDown[i] : 0}:${h.join(',')}`)).sort().join('|') +
  '#' +
  q.foundations.map((f) => f.length === 0 ? '' : String(top(f))).sort().join(',');

/** Moves that change the tableau only: house to house (or a group, in the permissive variant) and house to foundation. */
function tableauMoves(q: Position): Move[] {
  const moves: Move[] = [];
  for (let h = 0; h < q.houses.length; h++) {
    const house = q.houses[h]!;
    if (house.length === 0) continue;
    houseMoves(q, h, moves);
    const f = q.foundations.findIndex((pile) => fitsFoundation(pile, house[house.length - 1]!));
    if (f >= 0) moves.push(moveTo(HOUSE + h, FOUNDATION + f));
  }
  return moves;
}

/**
 * Can anything be played in this tableau? A held card onto a foundation or a house (an
 * empty house takes any card), or a house card loaded onto a pile that may be exposed.
 */
function playable(q: Position, cards: readonly Card[], exposed: LoadTargets): boolean {
  for (let h = 0; h < q.houses.length; h++) {
    const house = q.houses[h]!;
    if (h === q.closedHouse) continue;
    if (house.length === 0 || house[house.length - 1] === UNKNOWN) return true;
    const outer = house[house.length - 1]!;
    if (loadsOnto(exposed, outer)) return true;
    if (cards.some((c) => fitsHouse(house, c))) return true;
  }
  return q.foundations.some((f) => cards.some((c) => fitsFoundation(f, c)));
}

/**
 * True when, in every tableau reachable by house-to-house and house-to-foundation moves
 * (ignoring the priorities), nothing can be played; false as soon as something can, or
 * when more than STALEMATE_TABLEAUX tableaux would have to be looked at.
 */
function tableauStuck(p: Position, cards: readonly Card[], exposed: LoadTargets): boolean {
  const seen = new Set<string>([stateKey(p)]);
  let layer = [p];
  while (layer.length) {
    const next: Position[] = [];
    for (const q of layer) {
      if (playable(q, cards, exposed)) return false;
      for (const m of tableauMoves(q)) {
        const r = play(q, m);
        const k = stateKey(r);
        if (seen.has(k)) continue;
        if (seen.size >= STALEMATE_TABLEAUX) return false;
        seen.add(k);
        next.push(r);
      }
    }
    layer = next;
  }
  return true;
}

/**
 * shared/position-format.md, "Stalemate in `result`": no card of a reserve, hand, waste or
 * turned card can ever be played again. `wastes: false` leaves out held cards' loads onto
 * what an opponent's waste may show, for `deadPosition` to follow instead.
 */
export function certainStalemate(p: Position, wastes = true): boolean {
  const who = playersOf(p);
  const holds = who.map((w) => held(p[w]!));
  const cards = holds.flat();
  if (cards.includes(UNKNOWN)) return false;
  // Held cards loaded onto an opponent's reserve top, or onto any card their waste may show.
  for (let i = 0; i < who.length; i++) {
    const targets = loadTargetsOf(p, opponentsOf(p, who[i]!), wastes);
    if (holds[i]!.some((c) => loadsOnto(targets, c))) return false;
  }
  // House cards, loaded by either player onto the other's piles.
  return tableauStuck(p, cards, loadTargetsOf(p, who, true));
}


/** Turns followed, at most, when playing out the discards that must come. */
const FOLLOWED_TURNS = 20_000;

/**
 * The site's no-progress rule for a game played out, where every card is known, looked at
 * when a turn passes: when the only plays `certainStalemate` could not rule out are loads of
 * a held card onto a card an opponent's waste may show, each turn is forced (turn the hand
 * card, discard it), so the turns are followed until the hands and wastes repeat. If no
 * such load came up on the way, none ever will: the game is a stalemate.
 */
export function deadPosition(p: Position): boolean {
  if (!certainStalemate(p, false)) return false;
  // The joker is set aside when it is turned up, so it never comes round again.
  const sides = new Map(playersOf(p).map((w) => [w, { reserve: top(p[w]!.reserve), hand: p[w]!.hand.filter((c) => c !== JOKER), waste: p[w]!.waste.slice() }]));
  const state = () => JSON.stringify([...sides.values()].map((s) => [s.hand, s.waste]));
  const seen = new Set<string>([state()]);
  const onWaste = loadRuleOf(p.rules, OPP_WASTE);
  const loads = (c: Card | undefined, targets: readonly (Card | undefined)[]) => c !== undefined && targets.some((t) => fitsLoad(t, c, onWaste));
  let who = p.toMove;
  for (let turn = 0; turn < FOLLOWED_TURNS; turn++) {
    const me = sides.get(who)!;
    const targets = opponentsOf(p, who).map((o) => top(sides.get(o)!.waste));
    if (loads(me.reserve, targets) || (p.rules.wasteAvailable && loads(top(me.waste), targets))) return false;
    if (me.hand.length === 0) (me.hand = me.waste.reverse()), (me.waste = []);
    const turned = me.hand.pop();
    if (loads(turned, targets)) return false;
    if (turned !== undefined) me.waste.push(turned);
    who = nextPlayer(p, who);
    if (who !== p.toMove) continue;
    // The same hands and wastes at the same player's turn again: the same turns repeat for ever.
    const now = state();
    if (seen.has(now)) return true;
    seen.add(now);
  }
  return false;
}
