// Each board shows what the words around it say, where a machine can check it: lesson 1's
// boards are the table as the lesson says it is dealt (13 in each reserve, 35 in each hand, one
// card a house, nothing on the foundations or wastes), and the player who begins by the rules is
// the one to move; whose turn it is follows the task; the cards and houses a prompt names are
// where it says, face up.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { cardCode, cardLabel, cardsHeld, faceDownIn, rng, whoBegins, type Position } from '../../src/engine';
import { positionOf } from '../../src/lessons/exercise';
import { exerciseSchema, type Exercise } from '../../src/lessons/schema';

const exercises: Exercise[] = (load(readFileSync('content/exercises.yaml', 'utf8')) as unknown[]).map((e) => exerciseSchema.parse(e));
const layout = readFileSync('content/lessons/en/01-layout.mdx', 'utf8');

/** The cards a learner sees face up on the board: every face-up house card, and the top of each reserve, waste and foundation, and a turned card. */
function faceUp(p: Position): string[] {
  const seen = p.houses.flatMap((h, i) => h.slice(faceDownIn(p, i)));
  for (const s of [p.A, p.B]) {
    if (!s.reserveFaceDown && s.reserve.length) seen.push(s.reserve.at(-1)!);
    if (s.waste.length) seen.push(s.waste.at(-1)!);
    if (s.turned !== null) seen.push(s.turned);
  }
  for (const f of p.foundations) if (f.length) seen.push(f.at(-1)!);
  return seen.map(cardCode);
}
/** "10♦" → "TD". */
const code = (label: string) => label.replace('10', 'T').replace(/[♠♥♦♣]/, (s) => 'SHDC'['♠♥♦♣'.indexOf(s)]!);

describe('lesson 1: the boards are the table the lesson describes', () => {
  const deal = exercises.filter((e) => e.lesson === 'layout');
  const count = (what: string) => Number(new RegExp(`(\\d+) ${what}`).exec(layout)?.[1]);

  test('the text gives 13 cards to a reserve and 35 to a hand, adding up to a pack with the four houses', () => {
    expect(layout).toMatch(/\*\*The reserve\*\*, at your right: 13 cards/);
    expect(layout).toMatch(/\*\*The hand\*\*, at your left: the 35 cards/);
    expect(count('cards in a pile')).toBe(13);
    expect(13 + 35 + 4).toBe(52);
  });

  test.each(deal.map((e) => [e.id, e] as const))('%s: a game as it is dealt, the count badges showing 13 and 35', (_, e) => {
    const p = positionOf(e.position);
    for (const s of [p.A, p.B]) {
      expect(s.reserve.length).toBe(13);
      expect(s.hand.length).toBe(35);
      expect(s.waste).toEqual([]);
      expect(s.turned).toBeNull();
    }
    expect(p.houses.map((h) => h.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(p.foundations.every((f) => f.length === 0)).toBe(true);
    // One pack each: the 13 reserve cards and the 4 houses a player deals are all different cards.
    for (const [who, from] of [['A', 0], ['B', 4]] as const) {
      const own = [...p[who].reserve, ...p.houses.slice(from, from + 4).flat()];
      expect(new Set(own).size).toBe(17);
    }
  });

  test('the player to move is the one the rules say begins, and the text says why with the board’s cards', () => {
    for (const e of deal) {
      const p = positionOf(e.position);
      expect(whoBegins(p, rng(1)).who).toBe(p.toMove);
    }
    const p = positionOf(deal[0]!.position);
    const mine = cardLabel(p.A.reserve.at(-1)!);
    const theirs = cardLabel(p.B.reserve.at(-1)!);
    expect(layout).toContain(`Your ${mine} is lower than B's ${theirs}, so you begin`);
  });

  test('the picture draws the board’s own deal', () => {
    expect(layout).toContain(`<LayoutPicture deal="${deal[0]!.id}" />`);
    // The picture and the text's 13 both come before the first board.
    expect(layout.indexOf('<LayoutPicture')).toBeLessThan(layout.indexOf('<Exercise'));
    expect(layout.indexOf('13 cards')).toBeLessThan(layout.indexOf('<Exercise'));
  });
});

describe('every lesson: the board agrees with the task', () => {
  test.each(exercises.map((e) => [e.id, e] as const))('%s: the turn is the task’s, and the cards and houses the prompt names are where it says', (_, e) => {
    const p = positionOf(e.position);
    // The learner is A; a judge exercise shows B's move.
    expect(p.toMove).toBe(e.kind === 'judge' ? 'B' : 'A');
    const seen = faceUp(p);
    for (const [label] of e.prompt.matchAll(/(?:10|[2-9AJQK])[♠♥♦♣]/g)) expect(seen, label).toContain(code(label));
    for (const m of e.prompt.matchAll(/((?:10|[2-9AJQK])[♠♥♦♣]) (?:in|from) house (\d)/g)) expect(p.houses[Number(m[2]) - 1]!.map(cardCode), m[0]).toContain(code(m[1]!));
    for (const m of e.prompt.matchAll(/[Hh]ouse (\d) is empty/g)) expect(p.houses[Number(m[1]) - 1], m[0]).toEqual([]);
    if (/one card left in all/.test(e.prompt)) expect(cardsHeld(p.A)).toBe(1);
    if (/hand is used up/.test(e.prompt)) expect(p.A.hand.length).toBe(0);
    if (/waste pile shows the/.test(e.prompt)) expect(cardLabel(p.B.waste.at(-1)!)).toBe(/shows the (\S+)/.exec(e.prompt)![1]!.replace(/\.$/, ''));
  });

  test('a prompt speaks of house rules only on a board played under them, and names them', () => {
    for (const e of exercises) {
      const named = /^(?:Under|With) (?:the |your )?(?:strict|early|group|face-down|own)/.test(e.prompt);
      expect(named, e.id).toBe(e.position.rules !== 'standard');
    }
  });
});
