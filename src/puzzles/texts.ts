/**
 * Puzzles' titles and explanations in each language, written from the puzzles' facts at
 * build time (and in the tests), so the YAML files keep only facts and a new language
 * needs only its catalog (src/i18n/puzzles/). Apart from the miner (./mine.ts), which
 * writes them for its candidates too: the site's build needs these, never the miner.
 */
import { fits, FOUNDATION, formatMove, isFoundation, isHouse, isLoad, legalMoves, pileOf, pileRefOf, play, priorities, RESERVE, type Card, type Move, type Player, type Position, type Priorities, type Reason } from '../engine';
import type { Locale } from '../i18n/locales';
import { puzzleTexts } from '../i18n/puzzles';
// Not `explainStop` here: that name is this file's, for a Stop puzzle.
import { explainStop as whyStopped } from '../telling/explain';
import { sequenceWords } from '../telling/moves';
import { cardName, pileWords } from '../telling/words';
import {
  cardsMoved,
  compulsoryTheme,
  decoyOf,
  isEarlyTurnGone,
  LEARNER,
  rulePhrase,
  startOf,
  stepsOf,
  temptingMoves,
  temptingSlip,
  uniqueAnswer,
  type Stopped,
} from './puzzle';
import type { Puzzle, PuzzleData } from './schema';
import type { Theme } from './themes';

export interface Texts {
  /** Tells the puzzle apart by its situation; never names the answer's cards nor the themes. */
  readonly title: string;
  /** Shown once the puzzle is solved. */
  readonly explanation: string;
}

/**
 * Every puzzle's title and explanation in `locale`, by id. `puzzles` must be every puzzle in
 * id order: each title names the first facts whose English title no earlier puzzle has, so
 * a puzzle added at the end never changes an earlier title.
 */
export function textsOf(puzzles: readonly Puzzle[], locale: Locale): Map<string, Texts> {
  const english = new Set<string>();
  const texts = new Map<string, Texts>();
  for (const p of puzzles) {
    const title = titleOf(p, english, locale);
    english.add(locale === 'en' ? title : titleOf(p, english));
    texts.set(p.id, { title, explanation: p.kind === 'compulsory' ? explainCompulsory(startOf(p), locale) : explainStop(p, locale) });
  }
  return texts;
}

const card = (c: Card, locale: Locale) => cardName(c, locale);

const pile = (p: Position, id: number, locale: Locale) => pileWords(pileRefOf(p, id), LEARNER, locale);

/**
 * The tempting move an explanation names: under the early hand turn once the turn is under
 * way, the hand turn; else another card than the answer's that would go somewhere but for
 * the rule, before the hand turn.
 */
function bestTempting(p: Position, tempting: readonly Stopped[], answer: readonly Move[] | null): Stopped | null {
  if (isEarlyTurnGone(p)) {
    const turn = tempting.find((t) => t.move.kind === 'turn');
    if (turn) return turn;
  }
  const answerCards = new Set(answer?.flatMap((m) => cardsMoved(p, m)) ?? []);
  const appeal = (s: Stopped) =>
    (s.move.kind !== 'move' ? 1 : isFoundation(s.move.to) ? 4 : isHouse(s.move.to) || isLoad(s.move.to) ? 3 : 2) + (cardsMoved(p, s.move).some((c) => answerCards.has(c)) ? 0 : 4);
  return [...tempting].sort((a, b) => appeal(b) - appeal(a))[0] ?? null;
}

/** The buried card a strict release frees: the house card that fits a foundation once the sequence is played. */
function freedBy(p: Position, sequence: readonly Move[], locale: Locale): string | null {
  let q = p;
  for (const m of sequence) q = play(q, m);
  for (let h = 0; h < q.houses.length; h++) {
    const c = q.houses[h]!.at(-1);
    if (c !== undefined && c !== p.houses[h]!.at(-1) && q.foundations.some((_, i) => fits(q, FOUNDATION + i, c)))
      return puzzleTexts(locale).compulsory.freed({ card: card(c, locale), n: h + 1 });
  }
  return null;
}

/** When one card may go to several places that are alike, a word that any of them is right. */
function alsoRight(p: Position, answer: readonly Move[], locale: Locale): string {
  const t = puzzleTexts(locale).compulsory;
  const m = answer[0]!;
  if (answer.length < 2 || m.kind !== 'move') return '';
  if (answer.length === 2) {
    const other = answer[1]!;
    return other.kind === 'move' ? t.alsoTheOther({ pile: pile(p, other.to, locale) }) : '';
  }
  return t.alsoAnyOther({ alike: isHouse(m.to) ? 'house' : pileOf(p, m.to).length ? 'same' : 'empty' });
}

/** The answer and the rule behind it, from the learner's seat. */
function answerSentence(p: Position, pr: Priorities, answer: readonly Move[], theme: Theme, locale: Locale): string {
  const t = puzzleTexts(locale).compulsory;
  const m = answer[0]!;
  const me = p[p.toMove]!;
  const three = p.rules.players === 3;
  if (m.kind === 'turn') return me.hand.length === 0 ? t.newHand({ three }) : t.handTurn({ three });
  if (m.kind !== 'move') return '';
  const [c] = cardsMoved(p, m);
  const label = c === undefined ? t.theCard : card(c, locale);
  if (theme === 'discard') return t.discard({ card: label, three });
  const what = t.what({ card: label, from: pile(p, m.from, locale), to: pile(p, m.to, locale), load: isLoad(m.to) });
  const sequence = pr.forcedBy ? pr.sequence : pr.turnBar()?.sequence ?? null;
  const more = sequence && sequence.length > 1 ? t.wholeWay({ moves: sequenceWords(p, sequence, LEARNER, locale) }) : '';
  switch (pr.forcedBy ?? pr.turnBar()?.reason) {
    case 'reserve-to-foundation-first':
      return t.reserveFirst({ what });
    case 'foundation-first': {
      const cards = new Set(pr.forced.flatMap((f) => cardsMoved(p, f)));
      return t.foundationFirst({ what, only: cards.size === 1 ? label : null, aces: p.rules.acesAndReserveCompulsory });
    }
    case 'release-first':
      return t.releaseFirst({ what, freed: sequence ? freedBy(p, sequence, locale) : null, fewest: p.rules.fewestMovesRelease, more });
    case 'load-first':
      return t.loadFirst({ what, card: label });
    case 'uncover-first':
      return t.uncoverFirst({ what, more });
    case 'fill-spaces-first':
      return t.fillSpacesFirst({ what });
    case 'spaces-first':
      return t.spacesFirst({ what, more });
    default:
      return t.plain({ what });
  }
}

/** The explanation of a compulsory puzzle, in `locale`: the accepted move and its rule, then the tempting wrong move and why it is stopped. */
export function explainCompulsory(p: Position, locale: Locale = 'en'): string {
  const t = puzzleTexts(locale).compulsory;
  const pr = priorities(p);
  const answer = uniqueAnswer(p, legalMoves(p, pr));
  if (!answer) throw new Error('explainCompulsory: the position has no single answer');
  const theme = compulsoryTheme(pr, answer) ?? 'hand-turn';
  const decoy = bestTempting(p, temptingMoves(p, pr), answer) ?? temptingSlip(p);
  const [c] = cardsMoved(p, answer[0]!);
  const label = c === undefined ? t.theCard : card(c, locale);
  const duty: Partial<Record<Reason, string>> = {
    'reserve-to-foundation-first': t.toFoundationFirst({ card: label }),
    'foundation-first': t.toFoundationFirst({ card: label }),
    'load-first': t.loadComesFirst({ card: label }),
    'release-first': t.freeingFirst,
    'uncover-first': t.uncoveringFirst,
  };
  const why = decoy && decoy.verdict.reason === pr.forcedBy ? duty[decoy.verdict.reason] : undefined;
  const tempt = decoy
    ? t.tempting({
        what: decoy.move.kind === 'turn' ? t.turningUp : t.moving({ moves: sequenceWords(p, [decoy.move], LEARNER, locale) }),
        why: why ?? null,
        stop: whyStopped(decoy.verdict, LEARNER, locale),
      })
    : '';
  const early = decoy?.move.kind === 'turn' && isEarlyTurnGone(p) ? t.earlyTurnGone : '';
  return `${answerSentence(p, pr, answer, theme, locale)}${alsoRight(p, answer, locale)}${tempt}${early}`;
}

/** A move of B's told as a sentence from the learner's seat. */
function stepWords(p: Position, m: Move, locale: Locale): string {
  const t = puzzleTexts(locale).stop;
  if (m.kind === 'turn') return t.turned({ who: p.toMove });
  if (m.kind !== 'move') return t.passed({ who: p.toMove });
  return t.moved({ who: p.toMove, moves: sequenceWords(p, [m], LEARNER, locale), group: m.count > 1 });
}

/** Each legal move that looks wrong, in the order shown, and why it stands; moves that stand for the same reason share it. */
function decoyNotes(steps: readonly { before: Position; move: Move }[], locale: Locale): string[] {
  const byWhy = new Map<string, string[]>();
  for (const s of steps) {
    const d = decoyOf(s.before, s.move, LEARNER, locale);
    if (d) (byWhy.get(d.why) ?? byWhy.set(d.why, []).get(d.why)!).push(d.event);
  }
  return [...byWhy].map(([why, events]) => puzzleTexts(locale).stop.note({ events: [...new Set(events)], why }));
}

/** The explanation of a Stop puzzle, in `locale`: the error's card and the rule it breaks, or each move that looks wrong and the rule that allows it. */
export function explainStop(p: Pick<PuzzleData & { kind: 'stop' }, 'position' | 'moves'>, locale: Locale = 'en'): string {
  const t = puzzleTexts(locale).stop;
  const steps = stepsOf(p);
  const wrong = steps.findIndex((s) => !s.verdict.legal);
  if (wrong < 0) return t.clean({ n: steps.length, notes: decoyNotes(steps, locale) });
  const s = steps[wrong]!;
  const v = s.verdict;
  if (v.legal) return '';
  return t.error({
    n: wrong + 1,
    step: stepWords(s.before, s.move, locale),
    rule: rulePhrase(v, locale),
    stop: whyStopped(v, LEARNER, locale),
    before: decoyNotes(steps.slice(0, wrong), locale),
  });
}

/** The cards a title must not name: those the answer moves (a compulsory puzzle), or any card B moves or should have moved (a Stop puzzle). */
export function answerCards(p: PuzzleData): Set<Card> {
  const start = startOf(p);
  if (p.kind === 'compulsory')
    return new Set(p.answer.flatMap((a) => {
      const m = legalMoves(start).find((l) => formatMove(l) === a);
      return m ? cardsMoved(start, m) : [];
    }));
  // A Stop's title names no card B moves, nor the card the rule B broke was about (the correction's).
  return new Set(
    stepsOf(p, start).flatMap((s) => [...cardsMoved(s.before, s.move), ...(s.verdict.legal ? [] : s.verdict.correction.flatMap((c) => cardsMoved(s.before, c)))]),
  );
}

/** Facts of the table that tell puzzles apart, as title phrases in `locale` (the same facts in the same order in every language); none names a forbidden card. */
function titleFacts(p: PuzzleData, start: Position, forbidden: ReadonlySet<Card>, locale: Locale): string[] {
  const t = puzzleTexts(locale).title;
  const facts: string[] = [];
  // Each card is named once, and never one the answer moves.
  const named = new Set(forbidden);
  const ok = (c: Card | null | undefined): c is Card => {
    if (c === null || c === undefined || c >= 52 || named.has(c)) return false;
    named.add(c);
    return true;
  };
  if (p.kind === 'compulsory') {
    const decoy = bestTempting(start, temptingMoves(start), uniqueAnswer(start)) ?? temptingSlip(start);
    const [c] = decoy?.move.kind === 'move' ? cardsMoved(start, decoy.move) : [];
    if (decoy?.move.kind === 'move' && ok(c)) facts.push(t.inView({ card: card(c, locale), pile: pile(start, decoy.move.from, locale), reserve: decoy.move.from === RESERVE }));
    if (isEarlyTurnGone(start)) facts.push(t.turnUnderWay);
  }
  const others: Player[] = start.rules.players === 3 ? ['B', 'C'] : ['B'];
  const states: string[] = [];
  for (const who of [...others, LEARNER]) {
    const s = start[who]!;
    const whose = { who, yours: who === LEARNER };
    const top = s.reserve.at(-1);
    if (s.reserve.length === 0) states.push(t.reserveUsedUp(whose));
    else if (s.reserveFaceDown) facts.push(t.reserveFaceDown(whose));
    else if (ok(top)) facts.push(t.reserveShowing({ ...whose, card: card(top, locale) }));
    if (s.reserve.length > 0 && s.reserve.length <= 4) states.push(t.reserveDownTo({ ...whose, n: s.reserve.length }));
    if (ok(s.turned)) facts.push(t.turnedFrom({ ...whose, card: card(s.turned, locale) }));
    const w = s.waste.at(-1);
    if (ok(w)) facts.push(t.onWaste({ ...whose, card: card(w, locale) }));
    else if (s.waste.length === 0) states.push(t.wasteEmpty(whose));
  }
  facts.push(t.emptyHouses({ n: start.houses.filter((h, i) => h.length === 0 && i !== start.closedHouse).length }));
  facts.push(t.foundationsUnderWay({ n: start.foundations.filter((f) => f.length > 0).length }));
  const kings = start.foundations.filter((f) => f.length === 13).length;
  if (kings) facts.push(t.foundationsComplete({ n: kings }));
  facts.push(...states);
  start.houses.forEach((h, i) => {
    const c = h.at(-1);
    if (ok(c)) facts.push(t.onHouse({ card: card(c, locale), n: i + 1 }));
  });
  return facts;
}

/** Which of the title facts a title names: the first, then any one or two more, so that titles stay short. */
function factChoices(n: number): number[][] {
  const choices: number[][] = [[...Array(Math.min(2, n)).keys()]];
  if (n > 2) for (let i = 2; i < n; i++) choices.push([0, i]);
  for (let i = 1; i < n; i++) for (let j = i + 1; j < n; j++) choices.push([0, i, j]);
  return choices;
}

/**
 * A title for a puzzle in `locale`: a lead (whose move, how many moves of B's) and facts of the
 * table. The facts are chosen so that the English title differs from every one in `taken`
 * (English titles), so that every language names the same facts.
 */
export function titleOf(p: PuzzleData, taken: ReadonlySet<string> = new Set(), locale: Locale = 'en'): string {
  const start = startOf(p);
  const forbidden = answerCards(p);
  const title = (l: Locale) => {
    const t = puzzleTexts(l).title;
    const facts = titleFacts(p, start, forbidden, l);
    const lead = p.kind === 'compulsory' ? t.yourMove : t.bPlays({ n: p.moves.length });
    return (chosen: number[]) => t.line({ lead, facts: chosen.map((i) => facts[i]!) });
  };
  const english = title('en');
  const chosen = factChoices(titleFacts(p, start, forbidden, 'en').length).find((c) => !taken.has(english(c)));
  if (!chosen) throw new Error(`no title left for a puzzle from ${p.source}`);
  return locale === 'en' ? english(chosen) : title(locale)(chosen);
}
