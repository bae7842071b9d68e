// The progress page coaches: the rules the learner misses most, from the coach's record kept in the browser,
// each named with its figures and a link to practise it, in English and in French.
import { expect, test } from '@playwright/test';
import { COACH_KEY, emptyCoach, noteAnswer, type Answer } from '../../src/records/coach';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const DAY = '2026-11-26';
const miss = (source: Answer['source'], id: string): Answer => ({ source, stake: 'does-not-fit', right: false, mistake: { id, kind: 'missed', reason: 'does-not-fit', puzzle: { id } } });
// Building rules: 3 missed of 5, over puzzles, the rush and a game; one legal move called in the rush, of 2.
const coach = [
  miss('puzzle', '017'),
  miss('rush', '021'),
  miss('game', '030'),
  { source: 'puzzle', stake: 'does-not-fit', right: true },
  { source: 'rush', stake: 'does-not-fit', right: true },
  { source: 'rush', stake: 'none', right: false, mistake: { id: '044', kind: 'falseCall', reason: null, puzzle: { id: '044' } } },
  { source: 'rush', stake: 'none', right: true },
  { source: 'game', stake: 'foundation-first', right: true },
].reduce((r, a) => noteAnswer(r, a as Answer, DAY), emptyCoach());

test('the rules missed most, with their figures and where to practise them, in English and French', async ({ page }) => {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [COACH_KEY, JSON.stringify(coach)]);
  for (const [path, lang, rows] of [
    [
      '/progress/',
      'en',
      [
        ['Building rules — missed 3 of 5', 'Replay your 3 mistakes', 'Puzzles on this rule'],
        ['Calling Stop on a legal move — 1 false call in 2 legal moves', 'Replay your mistake', 'Puzzles of legal moves that look wrong'],
      ],
    ],
    [
      '/fr/progress/',
      'fr',
      [
        ['Règles de construction — manqué 3 fois sur 5', 'Rejouer vos 3 erreurs', 'Problèmes sur cette règle'],
        ['Crier «\u00a0Stop\u202f!\u00a0» sur un coup permis — 1 «\u00a0Stop\u202f!\u00a0» à tort sur 2 coups permis', 'Rejouer votre erreur', 'Problèmes de coups suspects, mais permis'],
      ],
    ],
  ] as const) {
    await page.goto(path);
    const list = page.locator('.missed-rules li');
    await expect(list).toHaveCount(2);
    const prefix = lang === 'fr' ? '/fr' : '';
    for (const [i, [line, replay, puzzles]] of rows.entries()) {
      const row = list.nth(i);
      await expect(row).toContainText(line);
      const theme = i === 0 ? 'building' : 'decoy';
      await expect(row.getByRole('link', { name: replay })).toHaveAttribute('href', `${prefix}/puzzles/mistakes/?theme=${theme}`);
      await expect(row.getByRole('link', { name: puzzles })).toHaveAttribute('href', `${prefix}/puzzles/?theme=${theme}`);
    }
  }
});
