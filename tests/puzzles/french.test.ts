// Every puzzle reads in French: a title and an explanation of its own, titles that tell the
// puzzles apart, no English in what the puzzle itself writes. The engine's own clauses (its
// verdicts and move sequences) come through the engine seam and are tested with the engine,
// so here they are stood in for, to see the puzzle's sentences alone.
import { describe, expect, test, vi } from 'vitest';
import { cardName } from '../../src/telling/words';
import { theCard } from '../../src/i18n/locales';
import { puzzleTexts } from '../../src/i18n/puzzles';
import { cardsOf } from '../../src/engine';
import { previewSvg } from '../../src/components/preview';
import { parseMove } from '../../src/engine';
import { cardsMoved, rulePhrase, startOf, stepsOf } from '../../src/puzzles/puzzle';
import { readPuzzles, textedPuzzles } from './collection';

vi.mock('../../src/telling/moves', () => ({ sequenceWords: () => '‹coups›' }));
vi.mock('../../src/telling/explain', () => ({ explainStop: () => '‹verdict›' }));

const puzzles = readPuzzles();
const fr = textedPuzzles('fr', puzzles);
const en = textedPuzzles('en', puzzles);

/** Frequent English words that are not French words. */
const ENGLISH = /(?<!\p{L})(?:the|and|your|you|move|moves|card|cards|house|houses|foundation|foundations|waste|hand|turn|turned|from|with|would|must|may|which|wrong|played|loaded|rule|rules|priority|empty|only|first|before|after|but|any|every|none|allowed|let|fits|there|this|that|its|of|in|is|are|was|no|one|two|three|four|five|used|down|showing|view|under|way|complete|started)(?!\p{L})/iu;

describe('French puzzles', () => {
  test('every puzzle has a French title and explanation, other than the English', () => {
    fr.forEach((p, i) => {
      expect(p.title.length, p.id).toBeGreaterThan(10);
      expect(p.explanation.length, p.id).toBeGreaterThan(40);
      expect(p.title, p.id).not.toBe(en[i]!.title);
      expect(p.explanation, p.id).not.toBe(en[i]!.explanation);
    });
  });

  test('French titles and explanations have no English words', () => {
    for (const p of fr) {
      expect(p.title, p.id).not.toMatch(ENGLISH);
      expect(p.explanation, p.id).not.toMatch(ENGLISH);
    }
  });

  test('French titles lead with whose move it is, in French', () => {
    for (const p of fr) expect(p.title, p.id).toMatch(p.kind === 'compulsory' ? /^À vous de jouer\. Sur la table\u00a0: / : /^B joue (?:un coup|\S+ coups)\. Sur la table\u00a0: /);
  });

  test('a Stop with an error names the error, its card in French indices and the rule it breaks, in French', () => {
    for (const p of fr) {
      if (p.kind !== 'stop' || !p.error) continue;
      const s = stepsOf(p).at(-1)!;
      expect(p.explanation, p.id).toMatch(new RegExp(`^L’erreur est au coup ${p.error.at + 1}\u00a0: `));
      expect(s.verdict.legal, p.id).toBe(false);
      if (!s.verdict.legal) expect(p.explanation, p.id).toContain(rulePhrase(s.verdict, 'fr'));
      if (s.move.kind === 'turn') expect(p.explanation, p.id).toContain('a retourné une carte de sa main');
    }
  });

  test('a compulsory puzzle first names the move the answer makes, its card as the French board prints it', () => {
    for (const p of fr) {
      if (p.kind !== 'compulsory') continue;
      const start = startOf(p);
      const first = p.explanation.split(/(?<=\.) /)[0]!;
      const m = parseMove(p.answer[0]!, start.rules);
      if (!m.ok) throw new Error(m.error);
      if (m.value.kind === 'turn') expect(first, p.id).toMatch(/^Retournez /);
      else expect(first, p.id).toContain(`${theCard(cardName(cardsMoved(start, m.value)[0]!, 'fr'))} `);
    }
  });

  test('the picture of a table for the home page names the seats and prints the cards in French', () => {
    const p = fr.find((x) => x.kind === 'stop' && !startOf(x).rules.faceDownTableau && startOf(x).houses.some((h) => h.some((c) => c % 13 >= 10)))!;
    const start = startOf(p);
    const svg = previewSvg(start, p.title, 'fr');
    expect(svg).toContain('>Vous (A)<');
    expect(svg).toContain('>à jouer<');
    const tops = start.houses.flatMap((_, i) => cardsOf(start, { kind: 'house', index: i }).slice(-1));
    for (const c of tops) expect(svg).toContain(`>${cardName(c, 'fr')}<`);
    expect(svg).not.toMatch(/>(?:J|Q|K)[♠♥♦♣]</);
  });
  test('a discarded card is taken up again by the pronoun of its gender: « le jouer » for the 6♥, « la jouer » for the D♥', () => {
    const why = puzzleTexts('fr').decoy.discardWhy;
    expect(why({ who: 'B', yours: false, card: '6♥' })).toMatch(/^On pourrait croire qu’il fallait le jouer,/);
    expect(why({ who: 'B', yours: false, card: 'D♥' })).toMatch(/^On pourrait croire qu’il fallait la jouer,/);
  });
});
