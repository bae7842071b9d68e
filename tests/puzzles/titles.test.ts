// Titles tell puzzles apart by their situation and give nothing away, in every language: no
// card the answer moves (for a Stop, no card B moves or should have moved), no theme, no
// internal number.
import { expect, test } from 'vitest';
import { cardName } from '../../src/telling/words';
import { LOCALES } from '../../src/i18n/locales';
import { puzzleTexts } from '../../src/i18n/puzzles';
import { answerCards } from '../../src/puzzles/texts';
import { THEME_IDS } from '../../src/puzzles/themes';
import { readPuzzles, textedPuzzles } from './collection';

const puzzles = readPuzzles();
const CARD = /(?:10|[2-9AJQKVDR])[♠♥♦♣]/g;

const PILE_NUMBERS = { en: /\b(?:house|foundation) \d\b/g, fr: /\b(?:maison|fondation) \d\b/g };

for (const locale of LOCALES) {
  const texted = textedPuzzles(locale, puzzles);

  test.each(texted.map((p) => [p.id, p] as const))(`%s: the ${locale} title names no card of the answer, no theme and no internal number`, (_, p) => {
    for (const c of answerCards(p)) expect(p.title.match(CARD) ?? [], cardName(c, locale)).not.toContain(cardName(c, locale));
    expect(p.title).not.toMatch(/\bmoves? \d|\bcoups? \d|\bseed\b|\bgame\b|\bpartie\b|\bvariation\b|\bply\b/i);
    // The only numbers are those of cards and piles, as the board names them.
    expect(p.title.replace(CARD, '').replace(PILE_NUMBERS[locale], '')).not.toMatch(/\d/);
    for (const id of THEME_IDS) {
      expect(p.title.toLowerCase()).not.toContain(puzzleTexts(locale).themes[id].toLowerCase());
      expect(p.title).not.toContain(id);
    }
  });

  test(`${locale} titles are all different`, () => {
    expect(new Set(texted.map((p) => p.title)).size).toBe(puzzles.length);
  });
}
