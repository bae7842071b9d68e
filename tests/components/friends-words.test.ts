// A game two people played at one table, in words: nobody is "you", so each fault names the mover and the caller,
// each player's rate of faults is named, the score names both, and the links to the replay say who played.
import { describe, expect, test } from 'vitest';
import { gameFaults, type GameFault } from '../../src/engine';
import { faultLine, rateWords } from '../../src/telling/report';
import { moveHref } from '../../src/components/game-url';
import { scoresText } from '../../src/i18n/play/start';
import { faultyGame } from '../support/faulty-game';

function faults(): readonly GameFault[] {
  const f = gameFaults(faultyGame);
  if (!f.ok) throw new Error(f.code);
  return f.faults;
}

describe('two at one table, in words', () => {
  test('each fault names both players, in English and French', () => {
    const [stopped, missed, falseCall] = faults();
    expect(faultLine(stopped!, null, 'en').head).toBe("Move 2 · B called Stop on A: 9♠ from A’s reserve to house 1.");
    expect(faultLine(missed!, null, 'en').head).toBe("Move 4 · A missed a Stop on B: Q♦ from B’s turned hand card to house 2.");
    expect(faultLine(falseCall!, null, 'en').head).toBe("Move 5 · A’s false call on B: turning up a hand card.");
    expect(faultLine(stopped!, null, 'fr').head).toBe('Coup 2 · B a arrêté A\u00a0: le 9♠ de la réserve de A à la maison 1.');
    expect(faultLine(falseCall!, null, 'fr').head).toBe('Coup 5 · «\u00a0Stop\u202f!\u00a0» à tort de A sur B\u00a0: retourner une carte de la main.');
  });

  test('each player’s rate is named, and the score names both', () => {
    expect(rateWords({ moves: 45, forced: 4, faults: 3 }, 'en', 'B')).toBe("B’s faults: 3 in 41 free decisions, 7%.");
    expect(rateWords({ moves: 45, forced: 4, faults: 3 }, 'fr', 'B')).toBe('Fautes de B\u00a0: 3 sur 41 décisions libres, 7\u202f%.');
    expect(rateWords({ moves: 3, forced: 3, faults: 0 }, 'en', 'A')).toBe('Every move A made was the only one allowed: there was nothing to choose.');
    expect(scoresText({ A: 52, B: 12 }, 'en', null)).toBe('A 52 · B 12');
    expect(scoresText({ A: 52, B: 12 }, 'en')).toBe('You 52 · B 12');
  });

  test('the replay links of a game between two people say so, so the replay names both', () => {
    expect(moveHref(faultyGame, 'en', true)(2)).toMatch(/^\/replay\/\?g=[^&]+&opponent=friend&move=2$/);
    expect(moveHref(faultyGame, 'en')(2)).not.toContain('opponent');
  });
});
