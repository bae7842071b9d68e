/**
 * A position being set up in the editor, in the interchange format: an empty table for a
 * rule set, the cards still to place, and one pile read or written at a time.
 */
import { cardCode, FORMAT, gameCards, layoutOf, parseRules, seatsOf, UNKNOWN, type PileRef, type PositionJSON, type RulesSpec, type SideJSON } from '../engine';

const emptySide = (): SideJSON => ({ reserve: [], hand: [], waste: [], turned: null });

/** Every pile empty, A to move. */
export function emptySetup(rules: RulesSpec): PositionJSON {
  const r = parseRules(rules);
  if (!r.ok) throw new Error(r.error);
  const layout = layoutOf(r.value);
  return {
    format: FORMAT,
    rules,
    toMove: 'A',
    A: emptySide(),
    B: emptySide(),
    ...(layout.players === 3 ? { C: emptySide() } : {}),
    houses: Array.from({ length: layout.houses }, () => []),
    foundations: Array.from({ length: layout.foundations }, () => []),
    ...(r.value.faceDownTableau ? { faceDown: Array.from({ length: layout.houses }, () => 0) } : {}),
  };
}

/**
 * The setup under other rules: the cards stay where they are when the table has the same
 * piles (a face-down count appears or goes with the face-down tableau), otherwise an empty table.
 */
export function withRules(s: PositionJSON, rules: RulesSpec): PositionJSON {
  const empty = emptySetup(rules);
  if (empty.houses.length !== s.houses.length || !empty.C !== !s.C || empty.foundations.length !== s.foundations.length) return empty;
  const { faceDown: _, ...cards } = s;
  return { ...cards, rules, ...(empty.faceDown ? { faceDown: s.faceDown ?? empty.faceDown } : {}) };
}

/** A pile's cards, innermost or bottom first; a hand given as a count reads as that many unknown cards. */
export function pileCards(s: PositionJSON, ref: PileRef): string[] {
  if (ref.kind === 'house') return s.houses[ref.index] ?? [];
  if (ref.kind === 'foundation') return s.foundations[ref.index] ?? [];
  const side = s[ref.player];
  if (!side) return [];
  if (ref.kind === 'turned') return side.turned === null ? [] : [side.turned];
  const pile = side[ref.kind];
  return typeof pile === 'number' ? new Array<string>(pile).fill('??') : pile;
}

/** The setup with one pile replaced. */
export function withPile(s: PositionJSON, ref: PileRef, cards: readonly string[]): PositionJSON {
  if (ref.kind === 'house') return { ...s, houses: s.houses.map((h, i) => (i === ref.index ? [...cards] : h)) };
  if (ref.kind === 'foundation') return { ...s, foundations: s.foundations.map((f, i) => (i === ref.index ? [...cards] : f)) };
  const side = s[ref.player];
  if (!side) return s;
  const next: SideJSON = ref.kind === 'turned' ? { ...side, turned: cards.at(-1) ?? null } : { ...side, [ref.kind]: [...cards] };
  return { ...s, [ref.player]: next };
}

/** The setup with a number of a house's innermost cards face down (the face-down tableau). */
export function withFaceDown(s: PositionJSON, house: number, count: number): PositionJSON {
  return s.faceDown ? { ...s, faceDown: s.faceDown.map((n, i) => (i === house ? count : n)) } : s;
}

/** The setup with a house out of play (three players: the first house emptied leaves play), or back in play. */
export function withHouseOut(s: PositionJSON, house: number, out: boolean): PositionJSON {
  return { ...s, houses: s.houses.map((h, i) => (i === house ? (out ? null : (h ?? [])) : h)) };
}

/** The cards of the rule set's packs not yet on the table, with how many copies are left. */
export function cardsLeft(s: PositionJSON): [string, number][] {
  const r = parseRules(s.rules);
  if (!r.ok) return [];
  const left = new Map<string, number>();
  for (const c of gameCards(r.value)) left.set(cardCode(c), (left.get(cardCode(c)) ?? 0) + 1);
  const refs: PileRef[] = [
    ...s.houses.map((_, index) => ({ kind: 'house' as const, index })),
    ...s.foundations.map((_, index) => ({ kind: 'foundation' as const, index })),
    ...seatsOf(r.value).flatMap((player) => (['reserve', 'hand', 'waste', 'turned'] as const).map((kind) => ({ kind, player }))),
  ];
  for (const ref of refs) for (const c of pileCards(s, ref)) if (c !== cardCode(UNKNOWN) && left.has(c)) left.set(c, left.get(c)! - 1);
  return [...left].filter(([, n]) => n > 0);
}
