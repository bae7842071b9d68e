/**
 * Near misses of the building rules: a card that keeps all but one part of the rule of the
 * pile it is put on, the slips a player really makes at the table (a 6♥ on a 7♦, a 5♥ on
 * a foundation of spades at 4♠, a house's alternating colours used to load an opponent).
 * A card that fits, or that misses by more than one thing, is no near miss.
 */
import { exposedCard, pileOf } from './availability';
import { fitsFoundation, fitsHouse, fitsLoad, loadRuleOf, type LoadRule } from './building';
import { isRed, rankOf, suitOf, UNKNOWN, type Card } from './cards';
import { isFoundation, isHouse, isLoad } from './moves';
import { top, type Position } from './position';

/**
 * What a near miss gets wrong: the colour (a house card of the same colour), the rank (one
 * rank too low or too high, or a foundation without its ace), the suit (a foundation or load of the right
 * rank in another suit), or the rule itself (a house built as a load is, or a load built as
 * a house is).
 */
export type Miss = 'colour' | 'rank' | 'suit' | 'rule';

/** How `c` nearly fits house pile `pile`, or null. */
function houseMiss(pile: readonly number[], c: Card): Miss | null {
  const t = top(pile);
  if (t === undefined || fitsHouse(pile, c)) return null;
  const step = rankOf(t) - rankOf(c);
  if (step === 1) return 'colour';
  if (isRed(c) !== isRed(t) && step === 2) return 'rank';
  return suitOf(c) === suitOf(t) && Math.abs(step) === 1 ? 'rule' : null;
}

function foundationMiss(pile: readonly number[], c: Card): Miss | null {
  if (fitsFoundation(pile, c)) return null;
  const t = top(pile);
  if (t === undefined) return rankOf(c) === 2 ? 'rank' : null;
  if (rankOf(t) === 13) return null;
  if (rankOf(c) === rankOf(t) + 1) return 'suit';
  return suitOf(c) === suitOf(t) && rankOf(c) === rankOf(t) + 2 ? 'rank' : null;
}

function loadMiss(exposed: Card | undefined, c: Card, rule: LoadRule): Miss | null {
  if (exposed === undefined || exposed >= UNKNOWN || fitsLoad(exposed, c, rule)) return null;
  const step = Math.abs(rankOf(exposed) - rankOf(c));
  if (suitOf(c) === suitOf(exposed)) return step === 2 ? 'rank' : null;
  if (step !== 1) return null;
  return isRed(c) === isRed(exposed) ? 'suit' : rankOf(c) === rankOf(exposed) - 1 ? 'rule' : null;
}

/**
 * How card `c` nearly fits the pile `to` (a house, a foundation or an opponent's pile), as
 * the player to move sees the table; null when it fits, or misses by more than one thing.
 */
export function nearMiss(p: Position, to: number, c: Card): Miss | null {
  if (c >= UNKNOWN) return null;
  if (isHouse(to)) return to < p.houses.length ? houseMiss(pileOf(p, to), c) : null;
  if (isFoundation(to)) return foundationMiss(pileOf(p, to), c);
  return isLoad(to) ? loadMiss(exposedCard(p, to), c, loadRuleOf(p.rules, to)) : null;
}
