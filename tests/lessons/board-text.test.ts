// Each board shows what the words around it say, where a machine can check it: lesson 1's
// boards are the table as the lesson says it is dealt (13 in each reserve, 35 in each hand, one
// card a house, nothing on the foundations or wastes), and the player who begins by the rules is
// the one to move; whose turn it is follows the task; the cards and houses a prompt names are
// where it says, face up.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cardCode, cardsHeld, faceDownIn, rng, whoBegins, type Position } from '../../src/engine';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { cardName } from '../../src/telling/words';
import { positionOf } from '../../src/lessons/exercise';
import { type Exercise } from '../../src/lessons/schema';

import { readExercises } from '../../src/lessons/exercise-files';
const exercises: Exercise[] = readExercises();
const layoutIn = (l: Locale) => readFileSync(`content/lessons/${l}/01-layout.mdx`, 'utf8');

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

/** How each language's texts name cards and piles, for reading them back against the board. */
const READ = {
  en: {
    card: '(?:10|[2-9AJQK])[♠♥♦♣]',
    ranks: {} as Record<string, string>,
    inHouse: '(?:in|from) house',
    empty: /[Hh]ouse (\d) is empty/g,
    lastCard: /one card left in all/,
    handUsedUp: /Your hand is (?:used up|empty)/,
    wasteShows: /B’s waste pile shows the (\S+?)\.?(?:\s|$)/,
    houseRule: /^(?:Under|With) (?:the |your )?(?:strict|early|group|face-down|own|loading by colour|only aces|lone card)/,
    counts: { reserve: /\*\*The reserve\*\*, at your right: (\d+) cards/, hand: /\*\*The hand\*\*, at your left: the (\d+) cards/ },
    begins: (mine: string, theirs: string) => `Your ${mine} is lower than B’s ${theirs}, so you begin`,
  },
  fr: {
    card: '(?:10|[2-9AVDR])[♠♥♦♣]',
    ranks: { V: 'J', D: 'Q', R: 'K' } as Record<string, string>,
    inHouse: '(?:de|dans) la maison',
    empty: /[Mm]aison (\d) est vide/g,
    lastCard: /une seule carte en tout/,
    handUsedUp: /Votre main est (?:épuisée|vide)/,
    wasteShows: /défausse de B montre le (\S+?)\.?(?:\s|$)/,
    houseRule: /^Avec (?:la |le |les |«\s)?(?:défausse|charge|chargement|libération|places|maisons|tableau|main avancée|main retournée|déplacements|seuls|carte seule)/,
    counts: { reserve: /\*\*La réserve\*\*, à votre droite\s: (\d+) cartes/, hand: /\*\*La main\*\*, à votre gauche\s: les (\d+) cartes/ },
    begins: (mine: string, theirs: string) => `Votre ${mine} est plus faible que le ${theirs} de B, c’est donc à vous de commencer`,
  },
} satisfies Record<Locale, unknown>;

/** "10♦" → "TD", "D♥" → "QH". */
const code = (label: string, l: Locale) =>
  label.replace('10', 'T').replace(/^[VDR]/, (r) => READ[l].ranks[r] ?? r).replace(/[♠♥♦♣]/, (s) => 'SHDC'['♠♥♦♣'.indexOf(s)]!);

describe.each(LOCALES)('lesson 1 (%s): the boards are the table the lesson describes', (l) => {
  const layout = layoutIn(l);
  const deal = exercises.filter((e) => e.lesson === 'layout');

  test('the text gives 13 cards to a reserve and 35 to a hand, adding up to a pack with the four houses', () => {
    expect(Number(READ[l].counts.reserve.exec(layout)?.[1])).toBe(13);
    expect(Number(READ[l].counts.hand.exec(layout)?.[1])).toBe(35);
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
    expect(layout).toContain(READ[l].begins(cardName(p.A.reserve.at(-1)!, l), cardName(p.B.reserve.at(-1)!, l)));
  });

  test('the picture draws the board’s own deal', () => {
    expect(layout).toMatch(new RegExp(`<LayoutPicture deal="${deal[0]!.id}"`));
    // The picture and the text's 13 both come before the first board.
    expect(layout.indexOf('<LayoutPicture')).toBeLessThan(layout.indexOf('<Exercise'));
    expect(layout.search(READ[l].counts.reserve)).toBeLessThan(layout.indexOf('<Exercise'));
  });
});

describe.each(LOCALES)('every lesson (%s): the board agrees with the task', (l) => {
  const r = READ[l];
  test.each(exercises.map((e) => [e.id, e] as const))('%s: the turn is the task’s, and the cards and houses the prompt names are where it says', (_, e) => {
    const p = positionOf(e.position);
    const prompt = e.prompt[l];
    // The learner is A; a judge step shows B's move, a watched turn B's moves; a question may be asked on either's turn.
    if (e.kind !== 'choose') expect(p.toMove).toBe(e.kind === 'judge' || e.kind === 'watch' ? 'B' : 'A');
    const seen = faceUp(p);
    for (const [label] of prompt.matchAll(new RegExp(r.card, 'g'))) expect(seen, label).toContain(code(label, l));
    for (const m of prompt.matchAll(new RegExp(`(${r.card}) ${r.inHouse} (\\d)`, 'g'))) expect(p.houses[Number(m[2]) - 1]!.map(cardCode), m[0]).toContain(code(m[1]!, l));
    for (const m of prompt.matchAll(r.empty)) expect(p.houses[Number(m[1]) - 1], m[0]).toEqual([]);
    if (r.lastCard.test(prompt)) expect(cardsHeld(p.A)).toBe(1);
    if (r.handUsedUp.test(prompt)) expect(p.A.hand.length).toBe(0);
    const shows = r.wasteShows.exec(prompt);
    if (shows) expect(cardName(p.B.waste.at(-1)!, l)).toBe(shows[1]);
  });

  test('the texts that name a card, a house or a pile state are read back against the board', () => {
    // Guards the checks above: each kind of statement occurs in some prompt of this language.
    const prompts = exercises.map((e) => e.prompt[l]).join('\n');
    expect(prompts).toMatch(new RegExp(`${r.card} ${r.inHouse} \\d`));
    for (const re of [new RegExp(r.empty.source), r.lastCard, r.handUsedUp, r.wasteShows]) expect(prompts).toMatch(re);
  });

  test('a prompt speaks of house rules only on a board played under them, and names them', () => {
    for (const e of exercises) expect(r.houseRule.test(e.prompt[l]), e.id).toBe(e.position.rules !== 'standard');
  });
});
