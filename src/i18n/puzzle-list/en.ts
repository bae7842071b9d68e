/** The puzzle list's own words (PuzzleIndex), in English. */
import { plural } from '../locales';

export const en = {
  levels: { 1: 'Level 1 (easier)', 2: 'Level 2', 3: 'Level 3 (harder)' },
  rating: 'Your puzzle rating:',
  newcomer: ' (a newcomer’s: your first answer to each puzzle moves it)',
  rated: (p: { n: number }) => ` (${p.n} ${plural('en', p.n, { one: 'puzzle', other: 'puzzles' })} rated)`,
  startNear: 'Start with a puzzle near your rating →',
  allSolved: (p: { selection: boolean }) => `You have solved every puzzle ${p.selection ? 'of this selection' : 'in this browser'}.`,
  filter: 'Filter the puzzles',
  kind: 'Kind',
  bothKinds: 'Both kinds',
  rule: 'Rule',
  everyRule: 'Every rule',
  difficulty: 'Difficulty',
  everyLevel: 'Every level',
  unsolvedOnly: 'Unsolved only',
  count: (p: { shown: number; all: number; solved: number }) => `${p.shown} of ${p.all} puzzles shown · ${p.solved} solved in this browser`,
  level: (p: { n: number }) => `level ${p.n}`,
  solvedMark: ' · solved ✓',
  missed: (p: { n: number }) => ` · ${p.n} missed`,
  houseRules: 'Include puzzles under house rules',
  houseLeftOut: (p: { n: number }) => ` · ${p.n} under house rules left out`,
  dailyMark: ' · today’s puzzle, on its own page',
};
