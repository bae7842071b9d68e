// How games end ("End of the Game; Scoring" and shared/position-format.md, "Stalemate in
// `result`"): never a stalemate while a card of a reserve, hand or waste can still be
// played, never past the bound on turns without progress. The six presets of the rules
// text (10,008 games under `npm run test:deep`) and the four of the family rules, in three
// files so they share the machine's cores evenly.
import { describe } from 'vitest';
import { endgamesAliveByDiscardsEndByTheRules, everyGameEndsByTheRules } from '../support/game-end';

describe('every game ends by the rules', () => {
  everyGameEndsByTheRules(['standard', 'lenient', 'casual', 'knock']);
  endgamesAliveByDiscardsEndByTheRules();
});
