// Family rules: rules of other Russian Bank programs, each a rule option (docs/rules-decisions.md,
// "Family rules"). Every row is judged under the standard rules and under the option, and cites
// the program and file it checks.
import { describe, expect, test } from 'vitest';
import { parseMove, ruleOf, verdict } from '../../src/engine';
import { explainStop } from '../../src/telling/explain';
import { ask, positionOf, type Layout } from '../support/positions';

interface Row {
  source: string;
  layout: Layout;
  move: string;
  /** The verdict (legal, or the Stop's reason) under the standard rules, then under `rules`. */
  standard: string;
  option: string;
}

const noReserve = { reserve: [] as string[] };
const CLUBS_TO_4 = ['AC', '2C', '3C', '4C'];
const outcome = (l: Layout, move: string) => {
  const out = ask(l, move);
  return out.verdict === 'legal' ? 'legal' : out.reason!;
};

function table(name: string, rules: Record<string, boolean>, rows: Row[]) {
  describe(name, () => {
    test.each(rows)('$source: $move is $standard, under the option $option', ({ layout, move, standard, option }) => {
      expect(outcome(layout, move)).toBe(standard);
      expect(outcome({ ...layout, rules: { ...(layout.rules as object), ...rules } }, move)).toBe(option);
    });
  });
}

const CRAPETTE_SOLVER = 'CrapetteSolver README "8C -> 7C, 8C ou 9C", DiscardPile.cs CanPlaceCardFromOpponent';
table('equal-rank loading (Watashiku/CrapetteSolver)', { equalRankLoad: true }, [
  { source: CRAPETTE_SOLVER, layout: { A: noReserve, B: { waste: ['8C'] }, houses: { 1: ['8C'] } }, move: 'h1-oW', standard: 'does-not-fit', option: 'legal' },
  { source: CRAPETTE_SOLVER, layout: { A: noReserve, B: { waste: ['8C'] }, houses: { 1: ['7C'] } }, move: 'h1-oW', standard: 'legal', option: 'legal' },
  { source: CRAPETTE_SOLVER, layout: { A: noReserve, B: { waste: ['8C'] }, houses: { 1: ['9C'] } }, move: 'h1-oW', standard: 'legal', option: 'legal' },
  { source: `${CRAPETTE_SOLVER}: the same suit is still needed`, layout: { A: noReserve, B: { waste: ['8C'] }, houses: { 1: ['8S'] } }, move: 'h1-oW', standard: 'does-not-fit', option: 'does-not-fit' },
  { source: `${CRAPETTE_SOLVER}: two ranks away still misses`, layout: { A: noReserve, B: { waste: ['8C'] }, houses: { 1: ['TC'] } }, move: 'h1-oW', standard: 'does-not-fit', option: 'does-not-fit' },
  { source: 'CrapetteMoveValidator.cs "CrapettePile => false": the reserve keeps the book\'s rule', layout: { A: { reserve: ['8H'] }, B: { reserve: ['8H'] } }, move: 'R-oR', standard: 'does-not-fit', option: 'does-not-fit' },
  { source: 'DiscardPile.cs: an empty waste takes nothing', layout: { A: noReserve, B: { waste: [] }, houses: { 1: ['8C'] } }, move: 'h1-oW', standard: 'does-not-fit', option: 'does-not-fit' },
]);

const LEONARD = 'LeonardA-L/crapette rules.model.ts pushDiscard colorIsDifferent && valueIsNeighbour';
table('loading by colour (LeonardA-L/crapette, Squizzy/crapette-python)', { alternateColourLoad: true }, [
  { source: LEONARD, layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['8C'] } }, move: 'h1-oW', standard: 'does-not-fit', option: 'legal' },
  { source: LEONARD, layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['TS'] } }, move: 'h1-oW', standard: 'does-not-fit', option: 'legal' },
  { source: `${LEONARD}: the suit no longer loads`, layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['8D'] } }, move: 'h1-oW', standard: 'legal', option: 'does-not-fit' },
  { source: `${LEONARD}: the same colour never loads`, layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['8H'] } }, move: 'h1-oW', standard: 'does-not-fit', option: 'does-not-fit' },
  { source: `${LEONARD}: no equal rank`, layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['9C'] } }, move: 'h1-oW', standard: 'does-not-fit', option: 'does-not-fit' },
  { source: 'rules.model.ts pushCrapette suitIsSame: the reserve keeps the suit', layout: { A: { reserve: ['4C'] }, B: { reserve: ['5H'] } }, move: 'R-oR', standard: 'does-not-fit', option: 'does-not-fit' },
  { source: 'rules.model.ts pushCrapette suitIsSame: the reserve keeps the suit', layout: { A: { reserve: ['4H'] }, B: { reserve: ['5H'] } }, move: 'R-oR', standard: 'legal', option: 'legal' },
]);

table('both loading rules: the other colour, one rank apart or the same rank', { alternateColourLoad: true, equalRankLoad: true }, [
  { source: 'docs/rules-decisions.md, "Family rules": the two rules compose', layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['9C'] } }, move: 'h1-oW', standard: 'does-not-fit', option: 'legal' },
  { source: 'docs/rules-decisions.md, "Family rules": the two rules compose', layout: { A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['9D'] } }, move: 'h1-oW', standard: 'does-not-fit', option: 'does-not-fit' },
]);

const BOB_OBLIGATIONS = 'Bobcrapette Rules.swift obligations(): "poser un As … la carte retournée de sa propre crapette"';
table('only aces and the reserve card compulsory (boboul-cloud/Bobcrapette)', { acesAndReserveCompulsory: true }, [
  { source: `${BOB_OBLIGATIONS}: a 5 may wait`, layout: { A: noReserve, houses: { 1: ['5C'], 2: ['KH'], 3: [] }, foundations: { 1: CLUBS_TO_4 } }, move: 'h2-h3', standard: 'foundation-first', option: 'legal' },
  { source: `${BOB_OBLIGATIONS}: it may also go up`, layout: { A: noReserve, houses: { 1: ['5C'] }, foundations: { 1: CLUBS_TO_4 } }, move: 'h1-f1', standard: 'legal', option: 'legal' },
  { source: `${BOB_OBLIGATIONS}: an ace may not wait`, layout: { A: noReserve, houses: { 1: ['AD'], 2: ['KH'], 3: [] } }, move: 'h2-h3', standard: 'foundation-first', option: 'foundation-first' },
  { source: `${BOB_OBLIGATIONS}: the reserve card (rule 1) may not wait`, layout: { A: { reserve: ['5C'] }, houses: { 1: ['QH'], 2: ['KS'] }, foundations: { 1: CLUBS_TO_4 } }, move: 'h1-h2', standard: 'reserve-to-foundation-first', option: 'reserve-to-foundation-first' },
  { source: `${BOB_OBLIGATIONS}: a discarded 5 that fits is no Stop`, layout: { A: { ...noReserve, turned: '5C' }, foundations: { 1: CLUBS_TO_4 } }, move: 'X-W', standard: 'foundation-first', option: 'legal' },
  { source: `${BOB_OBLIGATIONS}: a discarded ace is`, layout: { A: { ...noReserve, turned: 'AH' } }, move: 'X-W', standard: 'foundation-first', option: 'foundation-first' },
  { source: `${BOB_OBLIGATIONS}: with an ace waiting, a 5 may still go up first`, layout: { A: noReserve, houses: { 1: ['5C'], 2: ['AD'] }, foundations: { 1: CLUBS_TO_4 } }, move: 'h1-f1', standard: 'legal', option: 'legal' },
]);

table('only aces compulsory, with strict loading: a load is compulsory unless an ace waits', { acesAndReserveCompulsory: true }, [
  { source: 'Variations, strict rules "If there are no possible plays to foundation piles", read in docs/rules-decisions.md', layout: { rules: { strictLoad: true }, A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['5C'], 2: ['8D'], 3: ['KH'], 4: [] }, foundations: { 1: CLUBS_TO_4 } }, move: 'h3-h4', standard: 'foundation-first', option: 'load-first' },
  { source: 'docs/rules-decisions.md: a foundation play is never a fault', layout: { rules: { strictLoad: true }, A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['5C'], 2: ['8D'] }, foundations: { 1: CLUBS_TO_4 } }, move: 'h1-f1', standard: 'legal', option: 'legal' },
  // An ace always lies outermost in a house (nothing builds on it), so under the option strict release never binds.
  { source: 'Variations, strict release: only a card that must go up must be freed', layout: { rules: { strictRelease: true }, A: noReserve, houses: { 1: ['5C', '4H'], 3: ['QS'], 4: [] }, foundations: { 1: CLUBS_TO_4 } }, move: 'h3-h4', standard: 'release-first', option: 'legal' },
]);

const BOB_STERILE = 'Bobcrapette Rules.swift isLegal(): "coup stérile, donc interdit"';
table('a lone house card stays (boboul-cloud/Bobcrapette)', { loneCardStays: true }, [
  { source: BOB_STERILE, layout: { A: noReserve, houses: { 1: ['9H'], 3: [] } }, move: 'h1-h3', standard: 'legal', option: 'bad-target' },
  { source: `${BOB_STERILE}: a house of two cards may move its outer card`, layout: { A: noReserve, houses: { 6: ['KH', 'QC'], 3: [] } }, move: 'h6-h3', standard: 'legal', option: 'legal' },
  { source: `${BOB_STERILE}: a lone card may go on a house that holds cards`, layout: { A: noReserve, houses: { 1: ['9H'], 2: ['TC'] } }, move: 'h1-h2', standard: 'legal', option: 'legal' },
  { source: `${BOB_STERILE}: the reserve may still fill a space`, layout: { A: { reserve: ['9H'] }, houses: { 3: [] } }, move: 'R-h3', standard: 'legal', option: 'legal' },
  { source: `${BOB_STERILE}: a whole house moved as a group is the same pointless move`, layout: { rules: { groupMoves: true }, A: noReserve, houses: { 6: ['KH', 'QC'], 3: [] } }, move: 'h6*2-h3', standard: 'legal', option: 'bad-target' },
]);

describe('what the family rules tell the player', () => {
  const stopOf = (l: Layout, move: string) => {
    const p = positionOf(l);
    const m = parseMove(move);
    if (!m.ok) throw new Error(m.error);
    const v = verdict(p, m.value);
    if (v.legal) throw new Error(`${move} is legal`);
    return v;
  };

  test('a lone card moved to a space names its rule and says nothing would change, in English and French', () => {
    const v = stopOf({ rules: { loneCardStays: true }, A: noReserve, houses: { 1: ['9H'], 3: [] } }, 'h1-h3');
    expect(ruleOf(v)).toBe('lone-card-stays');
    expect(explainStop(v, 'A', 'en')).toBe('House 1 would only move its hole to house 3: under this family rule the cards of a house may not all go to an empty house, since the table would not change.');
    expect(explainStop(v, 'A', 'fr')).toContain('ne ferait que déplacer son trou vers la maison 3');
  });

  test('a skipped ace under the aces-only rule is named as that rule, not rule 2', () => {
    const v = stopOf({ rules: { acesAndReserveCompulsory: true }, A: noReserve, houses: { 1: ['AD'], 2: ['KH'], 3: [] } }, 'h2-h3');
    expect(ruleOf(v)).toBe('aces-compulsory');
    expect(explainStop(v, 'A', 'en')).toContain('an ace that can go to a foundation must go there');
    expect(explainStop(v, 'A', 'fr')).toContain('un as qui peut monter sur une fondation doit y aller');
  });

  test('a misfit on the waste under a loading family rule says which cards it takes', () => {
    const equal = stopOf({ rules: { equalRankLoad: true }, A: noReserve, B: { waste: ['8C'] }, houses: { 1: ['8S'] } }, 'h1-oW');
    expect(explainStop(equal, 'A', 'en')).toContain('of the same suit of the same rank as its top card or one rank above or below it');
    const colour = stopOf({ rules: { alternateColourLoad: true }, A: noReserve, B: { waste: ['9D'] }, houses: { 1: ['8D'] } }, 'h1-oW');
    expect(explainStop(colour, 'A', 'en')).toContain('of the other colour one rank above or below its top card');
    expect(explainStop(colour, 'A', 'fr')).toContain('de l’autre couleur');
  });

  test('the optional foundation play is among the legal moves, and the discard that skips it is too', () => {
    const out = ask({ rules: { acesAndReserveCompulsory: true }, A: { ...noReserve, turned: '5C' }, houses: { 1: ['5C'] }, foundations: { 1: CLUBS_TO_4 } });
    expect(out.forcedBy).toBeNull();
    expect(out.legal).toEqual(expect.arrayContaining(['X-W', 'X-f1', 'h1-f1']));
    expect([...out.legal]).toEqual([...out.legal].sort());
  });

  test('no lone card to a space is among the legal moves', () => {
    const out = ask({ rules: { loneCardStays: true }, A: noReserve, houses: { 1: ['9H'], 3: [] } });
    expect(out.legal).not.toContain('h1-h3');
    expect(ask({ A: noReserve, houses: { 1: ['9H'], 3: [] } }).legal).toContain('h1-h3');
  });
});
