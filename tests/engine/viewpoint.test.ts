// One point of view: every explanation is written for the person looking at the board.
// "you" and "your" are the reader's own side; the other side is named ("B's reserve").
import { describe, expect, test } from 'vitest';
import { parseMove, priorities, REASONS, verdict, type Player, type Reason } from '../../src/engine';
import { explainStop } from '../../src/telling/explain';
import { hintWords } from '../../src/telling/hint';
import { judgeRequest } from '../../src/telling/judge';
import { layout } from '../support/positions';
import { positionOf, type Layout } from '../support/positions';

interface Case {
  readonly name: string;
  /** Written with A to move; the same table is also played with the sides swapped, B to move. */
  readonly layout: Layout;
  readonly move: string;
  readonly reason: Reason;
  /** The explanation as the mover reads it, for A to move (B to move swaps the letters). */
  readonly mine: string;
  /** The explanation as the other side reads it, for A to move. */
  readonly theirs: string;
}

const cases: Case[] = [
  {
    name: 'a turn while the turned card waits',
    layout: { A: { turned: '9H' } },
    move: 'turn',
    reason: 'no-hand-card',
    mine: 'Your hand card 9♥ is still waiting: play it, or discard it to your waste pile, before you turn another.',
    theirs: "A’s hand card 9♥ is still waiting: A must play it, or discard it to A’s waste pile, before A turns another.",
  },
  {
    name: 'a turn with no hand and no waste',
    layout: { A: { hand: 0 } },
    move: 'turn',
    reason: 'no-hand-card',
    mine: 'You have no hand and no waste pile left, so there is no card to turn.',
    theirs: 'A has no hand and no waste pile left, so there is no card to turn.',
  },
  {
    name: 'a hand card played before any is turned',
    layout: {},
    move: 'X-h1',
    reason: 'no-hand-card',
    mine: 'You have no turned hand card to play: turn up the top card of your hand first.',
    theirs: "A has no turned hand card to play: A must turn up the top card of A’s hand first.",
  },
  {
    name: "a card taken from the opponent’s reserve",
    layout: { B: { reserve: ['QH'] }, houses: { 1: ['KS'] } },
    move: 'oR-h1',
    reason: 'not-available',
    mine: "B’s reserve belongs to your opponent: you may load cards onto it, never take them from it.",
    theirs: "Your reserve is not A’s: A may load cards onto it, never take them from it.",
  },
  {
    name: 'a card taken from your own waste',
    layout: { A: { waste: ['QH'] } },
    move: 'W-h1',
    reason: 'not-available',
    mine: 'Your own waste pile is out of play for you: its cards come back only when it is turned over to become your hand.',
    theirs: "A’s own waste pile is out of play for A: its cards come back only when it is turned over to become A’s hand.",
  },
  {
    name: 'a group with too few spaces',
    layout: { houses: { 1: ['7S', '6D', '5S'], 5: ['8H'], 2: [] } },
    move: 'h1*3-h5',
    reason: 'not-available',
    mine: 'Moving 3 cards from house 1 one at a time needs 2 empty houses to hold cards on the way, and there is only 1: move the outermost card on its own.',
    theirs: 'Moving 3 cards from house 1 one at a time needs 2 empty houses to hold cards on the way, and there is only 1: A must move the outermost card on its own.',
  },
  {
    name: 'a card put on your own reserve',
    layout: { houses: { 1: ['4S'] } },
    move: 'h1-R',
    reason: 'bad-target',
    mine: 'You may never put a card on your own reserve.',
    theirs: "A may never put a card on A’s own reserve.",
  },
  {
    name: 'a house card put on your own waste',
    layout: { A: { reserve: [] }, houses: { 1: ['4S'] } },
    move: 'h1-W',
    reason: 'bad-target',
    mine: 'Only your turned hand card may go on your own waste pile, as the discard that ends your turn.',
    theirs: "Only A’s turned hand card may go on A’s own waste pile, as the discard that ends A’s turn.",
  },
  {
    name: 'a pass with cards still to turn',
    layout: { A: { reserve: [] } },
    move: 'pass',
    reason: 'bad-target',
    mine: 'You still have cards to turn: your turn ends when you discard a turned hand card, and passing is only for a player with no hand and no waste left.',
    theirs: "A still has cards to turn: A’s turn ends when A discards a turned hand card, and passing is only for a player with no hand and no waste left.",
  },
  {
    name: 'a load that does not fit',
    layout: { A: { reserve: [] }, B: { waste: ['9D'] }, houses: { 1: ['9C'] } },
    move: 'h1-oW',
    reason: 'does-not-fit',
    mine: "You can load B’s waste pile only with a card of the same suit one rank above or below its top card 9♦ (8♦ or 10♦), not 9♣.",
    theirs: 'A can load your waste pile only with a card of the same suit one rank above or below its top card 9♦ (8♦ or 10♦), not 9♣.',
  },
  {
    name: 'a load onto an empty waste',
    layout: { A: { reserve: [] }, houses: { 1: ['9C'] } },
    move: 'h1-oW',
    reason: 'does-not-fit',
    mine: "B’s waste pile is empty, and you can only load onto an exposed card.",
    theirs: 'Your waste pile is empty, and A can only load onto an exposed card.',
  },
  {
    name: 'priority rule 1',
    layout: { A: { reserve: ['3H'] }, houses: { 1: ['2C'], 2: ['QC'] }, foundations: { 1: ['AH', '2H'], 2: ['AC'] } },
    move: 'turn',
    reason: 'reserve-to-foundation-first',
    mine: 'Your reserve card 3♥ fits foundation 1, and a reserve card that can go to a foundation must be played there before anything else (priority rule 1).',
    theirs: "A’s reserve card 3♥ fits foundation 1, and a reserve card that can go to a foundation must be played there before anything else (priority rule 1).",
  },
  {
    name: 'priority rule 2, a discard',
    layout: { A: { reserve: ['9S'], turned: '4D' }, houses: { 1: ['2C'], 2: ['QC'] }, foundations: { 2: ['AC'], 3: ['AD', '2D', '3D'] } },
    move: 'X-W',
    reason: 'foundation-first',
    mine: 'Your hand card 4♦ fits foundation 3, so it must be played there instead of being discarded (priority rule 2).',
    theirs: "A’s hand card 4♦ fits foundation 3, so it must be played there instead of being discarded (priority rule 2).",
  },
  {
    name: 'priority rule 3',
    layout: { A: { reserve: ['9S'] }, houses: { 3: [], 6: ['QC'] } },
    move: 'turn',
    reason: 'fill-spaces-first',
    mine: 'House 3 is empty and your reserve still has cards: fill the spaces from your reserve before turning a hand card (priority rule 3).',
    theirs: "House 3 is empty and A’s reserve still has cards: A must fill the spaces from A’s reserve before turning a hand card (priority rule 3).",
  },
  {
    name: 'strict loading',
    layout: { rules: { strictLoad: true }, A: { reserve: ['9S'] }, B: { waste: ['TS'] } },
    move: 'turn',
    reason: 'load-first',
    mine: "Under the strict loading rule, when no foundation play is open you must load an opponent whenever you can: your reserve card 9♠ fits B’s waste pile.",
    theirs: "Under the strict loading rule, when no foundation play is open A must load an opponent whenever A can: A’s reserve card 9♠ fits your waste pile.",
  },
  {
    name: 'strict release',
    layout: {
      rules: { fewestMovesRelease: true },
      A: { reserve: ['9S'] },
      houses: { 1: ['8C', '7H'], 2: ['8S'], 3: ['5D', '4S', '3H'], 4: ['4C'], 5: ['5H'] },
      foundations: { 1: ['AC', '2C', '3C', '4C', '5C', '6C', '7C'], 2: ['AD', '2D', '3D', '4D'] },
    },
    move: 'turn',
    reason: 'release-first',
    mine: 'Under the strict release rule, in the fewest moves, a buried card that fits a foundation must be freed when it can be: move 7♥ from house 1 to house 2.',
    theirs: 'Under the strict release rule, in the fewest moves, a buried card that fits a foundation must be freed when it can be: A must move 7♥ from house 1 to house 2.',
  },
  {
    name: 'strict spaces',
    layout: { rules: { strictSpaces: true }, A: { reserve: ['9S', '2C'] }, houses: { 1: ['7H'], 2: ['8C'] } },
    move: 'turn',
    reason: 'spaces-first',
    mine: 'Under the strict spaces rule, before turning a hand card you must make every space you can and fill it from your reserve: move 7♥ from house 1 to house 2.',
    theirs: "Under the strict spaces rule, before turning a hand card A must make every space A can and fill it from A’s reserve: A must move 7♥ from house 1 to house 2.",
  },
  {
    name: 'the face-down tableau',
    layout: { rules: { faceDownTableau: true }, A: { reserve: ['9S'] }, houses: { 1: ['9D', '7H'], 2: ['8C'] }, faceDown: { 1: 1 } },
    move: 'turn',
    reason: 'uncover-first',
    mine: 'Under the face-down tableau rule, once no card can go to a foundation you must uncover face-down cards when you can: move 7♥ from house 1 to house 2.',
    theirs: 'Under the face-down tableau rule, once no card can go to a foundation A must uncover face-down cards when A can: A must move 7♥ from house 1 to house 2.',
  },
];

/** The same table with the two sides' piles swapped and B to move. */
const swapped = (l: Layout): Layout => ({ ...l, toMove: 'B', A: l.B ?? {}, B: l.A ?? {} });
/** A sentence written for A to move, with the letters of the sides swapped. */
const swapLetters = (s: string) => s.replace(/\b([AB])(?=['’]s\b| must\b| has\b| may\b| can\b| still\b| turns\b| discards\b|:)/g, (x) => (x === 'A' ? 'B' : 'A'));

function explain(l: Layout, move: string, viewer: Player) {
  const p = positionOf(l);
  const m = parseMove(move, p.rules);
  if (!m.ok) throw new Error(m.error);
  const v = verdict(p, m.value, priorities(p));
  if (v.legal) throw new Error(`${move} is legal here`);
  return { reason: v.reason, explanation: explainStop(v, viewer, 'en') };
}

describe('every kind of Stop, read by either side, whichever side moved', () => {
  test('the cases reach every reason the engine can give in a two-player game', () => {
    expect(new Set(cases.map((c) => c.reason))).toEqual(new Set(REASONS));
  });

  for (const c of cases) {
    for (const toMove of ['A', 'B'] as const) {
      const table = toMove === 'A' ? c.layout : swapped(c.layout);
      const other: Player = toMove === 'A' ? 'B' : 'A';
      const as = (s: string) => (toMove === 'A' ? s : swapLetters(s));
      test(`${c.name}, ${toMove} to move: the mover reads "you", the other side reads the mover’s letter`, () => {
        const mover = explain(table, c.move, toMove);
        expect(mover.reason).toBe(c.reason);
        expect(mover.explanation).toBe(as(c.mine));
        const watcher = explain(table, c.move, other);
        expect(watcher.reason).toBe(c.reason);
        expect(watcher.explanation).toBe(as(c.theirs));
      });
    }
  }

  test('the judge speaks to the mover', () => {
    const l = swapped(cases.find((c) => c.reason === 'reserve-to-foundation-first')!.layout);
    expect(judgeRequest({ position: layout(l), move: 'turn' })).toMatchObject(explain(l, 'turn', 'B'));
  });
});

describe('grammar in both persons', () => {
  const texts = cases.flatMap((c) => [
    explain(c.layout, c.move, 'B').explanation,
    explain(swapped(c.layout), c.move, 'A').explanation,
  ]);
  test('a named side takes the third person; "you" takes the second', () => {
    for (const t of texts) {
      expect(t).not.toMatch(/\b[AB] (have|turn|discard|are)\b/);
      expect(t).not.toMatch(/\byou (has|turns|discards|is)\b/i);
    }
  });
  test("read by the other side, \"your\" only ever names the reader’s own reserve or waste", () => {
    for (const t of texts) expect(t.replace(/\byour (reserve|waste pile)\b/gi, '')).not.toMatch(/\byou/i);
  });
});

describe('hints, told to either side', () => {
  const rule1 = cases.find((c) => c.reason === 'reserve-to-foundation-first')!.layout;
  test('a compulsory move: an order to the mover, a duty of the other side', () => {
    const p = positionOf(swapped(rule1));
    expect(hintWords(p, 'B', 'en').text).toBe('Play 3♥ from your reserve to foundation 1: priority rule 1 makes it compulsory.');
    expect(hintWords(p, 'A', 'en').text).toBe("B must play 3♥ from B’s reserve to foundation 1: priority rule 1 makes it compulsory.");
  });
  test('a turned card names the piles it can go to, in words', () => {
    const p = positionOf({ toMove: 'B', B: { turned: 'QH' } });
    expect(hintWords(p, 'A', 'en').text).toBe("B’s hand card Q♥ can be played to house 1, house 4, house 5 or house 8, or discarded to B’s waste pile, which ends B’s turn.");
    expect(hintWords(p, 'B', 'en').text).toBe('Your hand card Q♥ can be played to house 1, house 4, house 5 or house 8, or discarded to your waste pile, which ends your turn.');
  });
  test('nothing compulsory: "you may" or "B may"', () => {
    const p = positionOf({ toMove: 'B', B: { reserve: [] } });
    expect(hintWords(p, 'A', 'en').text).toMatch(/^Nothing is compulsory now: B may turn up B’s hand card\.$/);
    expect(hintWords(p, 'B', 'en').text).toMatch(/^Nothing is compulsory now: you may turn up your hand card\.$/);
  });
});
