// The rules text where the audit found the judge wrong, as settled by shared/position-format.md,
// "Clarifications (2026-11-23)". Each case says, in our words, the sentence of the text behind it.
import { describe, expect, test } from 'vitest';
import { verdict } from '../../src/engine';
import { PASS } from '../../src/engine/moves';
import { ruleWords } from '../../src/telling/moves';
import { ask, positionOf, type Layout } from '../support/positions';

const verdictOf = (l: Layout, move: string) => {
  const out = ask(l, move);
  return out.verdict === 'legal' ? 'legal' : out.reason;
};

describe('the correction after a Stop', () => {
  // "If you omitted a compulsory move ... carry out the compulsory move": under a strict
  // variant the compulsion in force is that move, even when rule 3 is what the turn broke.
  const loadOpen: Layout = { rules: { strictLoad: true }, A: { reserve: ['9S'] }, B: { waste: ['TS'] }, houses: { 3: [] } };
  test('strict loading with a load open: a hand turn stopped by rule 3 is corrected by the load, not by filling the space', () => {
    const out = ask(loadOpen, 'turn');
    expect(out).toMatchObject({ verdict: 'stop', reason: 'fill-spaces-first', forcedBy: 'load-first', legal: ['R-oW'] });
    expect(out.after!.B.waste).toEqual(['TS', '9S']);
    expect(out.after!.houses[2]).toEqual([]);
    expect(out.after!.toMove).toBe('B');
    // Filling the space is itself a Stop here, so the correction must not be it.
    expect(verdictOf(loadOpen, 'R-h3')).toBe('load-first');
  });

  // Clubs are built to the 8, so the 9♣ under the 8♥ must be released (8♥ into the space).
  const releaseOpen: Layout = {
    rules: { strictRelease: true },
    A: { reserve: ['5S'] },
    houses: { 1: ['9C', '8H'], 3: [] },
    foundations: { 4: ['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C'] },
  };
  test('strict release with a release open: a hand turn stopped by rule 3 is corrected by the release’s first move', () => {
    const out = ask(releaseOpen, 'turn');
    expect(out).toMatchObject({ reason: 'fill-spaces-first', forcedBy: 'release-first', legal: ['h1-h3'] });
    expect(out.after!.houses[0]).toEqual(['9C']);
    expect(out.after!.houses[2]).toEqual(['8H']);
    expect(out.after!.A.reserve).toEqual(['5S']);
  });

  // "If it fits on one of the foundation piles your opponent could force you to play it
  // there instead of on your waste pile": the discarded card itself goes up, not another.
  test('with the waste in play, a discarded card that fits a foundation is the one played there', () => {
    const l: Layout = { rules: { wasteAvailable: true }, A: { waste: ['2C'], turned: '2D' }, foundations: { 1: ['AC'], 2: ['AD'] } };
    expect(ask(l).legal).toEqual(['W-f1', 'X-f2']);
    const out = ask(l, 'X-W');
    expect(out).toMatchObject({ verdict: 'stop', reason: 'foundation-first' });
    expect(out.explanation).toContain('2♦');
    expect(out.after!.foundations.slice(0, 2)).toEqual([['AC'], ['AD', '2D']]);
    expect(out.after!.A).toMatchObject({ waste: ['2C'], turned: null, hand: 10 });
  });

  // Rule 3: "fill any empty spaces in the tableau from your reserve" - all of them.
  test('a hand turn stopped by rule 3 alone fills every empty house, in house order', () => {
    const out = ask({ A: { reserve: ['7D', '2S', '9S'] }, houses: { 2: [], 5: [], 8: [] } }, 'turn');
    expect([1, 4, 7].map((i) => out.after!.houses[i])).toEqual([['9S'], ['2S'], ['7D']]);
    expect(out.after!.A.reserve).toEqual([]);
  });
  test('... while the reserve lasts', () => {
    const out = ask({ A: { reserve: ['9S'] }, houses: { 2: [], 5: [] } }, 'turn');
    expect(out.after!.houses[1]).toEqual(['9S']);
    expect(out.after!.houses[4]).toEqual([]);
  });
});

describe('group moves through spaces (every rule set)', () => {
  // "You are not allowed to move a group ... unless there are sufficient spaces in the
  // tableau to allow the group to be moved by moving one card at a time."
  // The text's own example: the 3♥-2♠ onto the 4♣ needs one space.
  const threeTwo = (spaces: number[]): Layout => ({
    A: { reserve: ['5S'] },
    houses: { 2: ['4S', '3H', '2S'], 4: ['5H', '4C'], ...Object.fromEntries(spaces.map((h) => [h, []])) },
  });
  test('3♥-2♠ onto 4♣ with one space is legal, and the group lands in order', () => {
    const out = ask(threeTwo([6]), 'h2*2-h4');
    expect(out.verdict).toBe('legal');
    expect(out.after!.houses[1]).toEqual(['4S']);
    expect(out.after!.houses[3]).toEqual(['5H', '4C', '3H', '2S']);
    // A shorthand for two single moves: not listed among the legal moves.
    expect(out.legal).not.toContain('h2*2-h4');
  });
  test('3♥-2♠ onto 4♣ with no space is a Stop that says how many spaces it needs', () => {
    const out = ask(threeTwo([]), 'h2*2-h4');
    expect(out.reason).toBe('not-available');
    expect(out.explanation).toBe(
      'Moving 2 cards from house 2 one at a time needs 1 empty house to hold cards on the way, and there are none: move the outermost card on its own.',
    );
  });
  test('the empty house a group lands on is not one it can pass through', () => {
    expect(verdictOf(threeTwo([6]), 'h2*2-h6')).toBe('not-available');
    expect(verdictOf(threeTwo([6, 7]), 'h2*2-h6')).toBe('legal');
  });

  // The text: "to move the 7-6-5-4-3 onto the 8 you would need three spaces".
  const sevenToThree = (spaces: number[]): Layout => ({
    A: { reserve: ['5S'] },
    houses: { 1: ['7S', '6D', '5S', '4H', '3S'], 5: ['8H'], ...Object.fromEntries(spaces.map((h) => [h, []])) },
  });
  test('7♠-6♦-5♠-4♥-3♠ onto 8♥ is legal with three spaces', () => {
    expect(verdictOf(sevenToThree([2, 3, 4]), 'h1*5-h5')).toBe('legal');
  });
  test('... and a Stop with two, saying it needs three', () => {
    const out = ask(sevenToThree([2, 3]), 'h1*5-h5');
    expect(out.reason).toBe('not-available');
    expect(out.explanation).toContain('needs 3 empty houses');
    expect(out.explanation).toContain('only 2');
  });
  test('s spaces carry at most 2^s cards: two spaces move four', () => {
    expect(verdictOf(sevenToThree([2, 3]), 'h1*4-h7')).toBe('does-not-fit');
    expect(verdictOf({ ...sevenToThree([2, 3]), houses: { 1: ['7S', '6D', '5S', '4H', '3S'], 2: [], 3: [], 6: ['7C'] } }, 'h1*4-h6')).toBe('legal');
  });
  test('a group whose innermost card does not fit is does-not-fit', () => {
    expect(verdictOf(threeTwo([6]), 'h2*2-h1')).toBe('does-not-fit');
  });
  test('a group onto anything but a house does not fit', () => {
    expect(verdictOf(threeTwo([6]), 'h2*2-oR')).toBe('does-not-fit');
  });
  test('a group cannot hold more cards than the house shows face up', () => {
    expect(verdictOf(threeTwo([6, 7, 8]), 'h2*4-h4')).toBe('not-available');
  });

  // Each card of the group becomes available on the way, and rule 2 would send it up.
  test('a group holding a card that fits a foundation is a Stop under rule 2, with nothing carried out', () => {
    const l: Layout = { ...threeTwo([6]), foundations: { 2: ['AH', '2H'] } };
    const out = ask(l, 'h2*2-h4');
    expect(out).toMatchObject({ verdict: 'stop', reason: 'foundation-first', forcedBy: null });
    expect(out.explanation).toContain('3♥ on house 2 fits foundation 2');
    expect(out.after!.houses[1]).toEqual(['4S', '3H', '2S']);
    expect(out.after!.foundations[1]).toEqual(['AH', '2H']);
    expect(out.after!.toMove).toBe('B');
  });
  test('a group move skipping a compulsion in force is stopped by it, and the compulsion carried out', () => {
    const l: Layout = { ...threeTwo([6]), rules: { strictLoad: true }, B: { waste: ['4S'] } };
    const out = ask(l, 'h2*2-h4');
    expect(out).toMatchObject({ reason: 'load-first', forcedBy: 'load-first' });
    expect(out.after!.B.waste).toEqual(['4S', '5S']);
  });
  test('with groupMoves (the permissive variant) a group needs no space and is listed', () => {
    const out = ask({ ...threeTwo([]), rules: { groupMoves: true } }, 'h2*2-h4');
    expect(out.verdict).toBe('legal');
    expect(out.legal).toContain('h2*2-h4');
  });
});

describe('passing', () => {
  // "If you are unable to play your turned up hand card ... you must place it on your waste
  // pile, which ends your turn": a turn ends with a discard, not a pass.
  test('a pass with cards still to turn is a Stop (bad-target) that says how a turn ends', () => {
    const out = ask({}, 'pass');
    expect(out.reason).toBe('bad-target');
    expect(out.explanation).toContain('your turn ends when you discard a turned hand card');
    const v = verdict(positionOf({}), PASS);
    expect(v.legal ? null : ruleWords(v, 'en')).toBe('Available cards: a turn ends by discarding the turned hand card');
  });
  test('a pass while a turned card waits names that card and the discard', () => {
    const out = ask({ A: { turned: '9H' } }, 'pass');
    expect(out.explanation).toBe('Your turn ends by discarding your hand card 9♥ to your waste pile, not by passing.');
  });
});

describe('strict release and uncover: no wandering onto the card being freed', () => {
  // The text asks to release a buried card "by moving the cards that are covering it": a
  // card put onto that house covers it further, whatever way back a search might find.
  const release: Layout = {
    rules: { strictRelease: true },
    houses: { 1: ['9C', '8H'], 2: ['7S'], 3: ['9S'] },
    foundations: { 4: ['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C'] },
  };
  test('putting a card onto the house of the buried card is not part of a release', () => {
    expect(verdictOf(release, 'h2-h1')).toBe('release-first');
    expect(ask(release).legal).toEqual(['h1-h3']);
  });
  const uncover: Layout = { rules: 'face-down-tableau', faceDown: { 1: 1 }, houses: { 1: ['??', '8H'], 2: ['7S'], 3: ['9S'] } };
  test('putting a card onto the house of a face-down card is not part of uncovering it', () => {
    expect(verdictOf(uncover, 'h2-h1')).toBe('uncover-first');
    expect(ask(uncover).legal).toEqual(['h1-h3']);
  });
});

describe('the early hand turn: only at the start of the turn', () => {
  // "Some allow you to turn over your hand card at the start of your turn."
  const lenient: Layout = { rules: { earlyHandTurn: true }, A: { reserve: ['3H'] }, foundations: { 1: ['AH', '2H'] } };
  test('at the start of a turn the hand card may be turned before a compulsory move', () => {
    expect(verdictOf(lenient, 'turn')).toBe('legal');
    expect(ask(lenient).legal).toContain('turn');
  });
  test('after the first move of the turn, turning is judged by the priorities again', () => {
    const begun: Layout = { ...lenient, turnBegun: true };
    expect(verdictOf(begun, 'turn')).toBe('reserve-to-foundation-first');
    expect(ask(begun).legal).toEqual(['R-f1']);
  });
  test('a move begins the turn; the next turn starts afresh', () => {
    const out = ask({ rules: { earlyHandTurn: true }, houses: { 3: [] } }, 'R-h3');
    expect(out.after!.turnBegun).toBe(true);
    const discard = ask({ rules: { earlyHandTurn: true }, A: { turned: '9H' } }, 'X-W');
    expect(discard.after!.turnBegun).toBeUndefined();
  });
  test('turnBegun is written only under the early hand turn, and read only there', () => {
    expect(ask({ houses: { 3: [] } }, 'R-h3').after).not.toHaveProperty('turnBegun');
  });
});

describe('stalemate in the judge’s result', () => {
  // "A stalemate where both players find that no further plays from their reserve or hand
  // cards are possible", reported when the turn passes and only when it is certain.
  const stuck: Layout = { A: { reserve: ['9C'], hand: [], waste: [], turned: '5H' }, B: { reserve: ['9D'], hand: ['5S'], waste: ['3C', '8S'] } };
  test('a discard that leaves nothing ever playable ends the game: the lower count scores the difference', () => {
    // A: 2 for the reserve card and 1 for the 5♥ discarded; B: 2 + 1 + 2 = 5.
    expect(ask(stuck, 'X-W').result).toEqual({ kind: 'stalemate', winner: 'A', points: 2 });
  });
  test('without a move the turn does not pass, so no stalemate is reported', () => {
    expect(ask(stuck).result).toBeNull();
  });
  test('not while a card held could one day be loaded onto a card the opponent’s waste will show', () => {
    expect(ask({ ...stuck, B: { reserve: ['9D'], hand: ['5S'], waste: ['6H', '8S'] } }, 'X-W').result).toBeNull();
  });
  test('not while a card held is unknown (a hand given as a count)', () => {
    expect(ask({ ...stuck, B: { reserve: ['9D'], hand: 1, waste: ['3C', '8S'] } }, 'X-W').result).toBeNull();
  });
  test('not while a house is empty: any card fits there', () => {
    expect(ask({ ...stuck, houses: { 3: [] } }, 'X-W').result).toBeNull();
  });
  test('not while house moves could make room: the lone Q♥ can go onto a black king and leave a space', () => {
    expect(ask({ ...stuck, houses: { 1: ['QH'] } }, 'X-W').result).toBeNull();
    // With no black king on the table, the Q♥ cannot move: certain again.
    expect(ask({ ...stuck, houses: { 1: ['QH'], 4: ['7D'], 5: ['7H'], 8: ['2D'] } }, 'X-W').result).toMatchObject({ kind: 'stalemate' });
  });
  test('a Stop passes the turn too, and is checked the same way', () => {
    // The 5♥ goes back on A's hand: the counts are the same as after the discard.
    expect(ask(stuck, 'X-h1').result).toEqual({ kind: 'stalemate', winner: 'A', points: 2 });
  });
});
