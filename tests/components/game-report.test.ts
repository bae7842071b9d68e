// A game's report: in words, each fault from the player's seat with its move, rule and why, and the
// rate of faults over the free decisions, in English and in French (a narrow no-break space before %), and its links to the replay.
import { describe, expect, test } from 'vitest';
import { gameFaults, type GameFault } from '../../src/engine';
import { explainWithRule } from '../../src/telling/explain';
import { faultLine, faultRate, rateWords } from '../../src/telling/report';
import { moveHref } from '../../src/components/game-url';
import { encodeGame } from '../../src/share/game-code';
import { faultyGame, recorded } from '../support/faulty-game';

function faults(): readonly GameFault[] {
  const f = gameFaults(faultyGame);
  if (!f.ok) throw new Error(f.code);
  return f.faults;
}

describe('the report', () => {
  test('each fault is told from your seat: the move in words, and why, the rule named once; a false call broke none', () => {
    const [stopped, missed, falseCall] = faults();
    if (stopped?.kind !== 'stopped') throw new Error('the first fault is the stopped one');
    expect(faultLine(stopped, 'A', 'en')).toEqual({
      n: 2,
      head: 'Move 2 · You were stopped: 9♠ from your reserve to house 1.',
      why: explainWithRule(stopped.stop, 'A', 'en'),
    });
    expect(faultLine(missed!, 'A', 'en')).toMatchObject({ n: 4, head: "Move 4 · You missed a Stop on B: Q♦ from B’s turned hand card to house 2." });
    expect(faultLine(missed!, 'A', 'en').why).toMatch(/\(Building rules\)$/);
    expect(faultLine(falseCall!, 'A', 'en')).toEqual({ n: 5, head: 'Move 5 · Your false call on B: turning up a hand card.', why: 'The move broke no rule.' });
    const casual = gameFaults({ start: { ...faultyGame.start, rules: { ...faultyGame.start.rules, noStop: true } }, moves: recorded('R-h1') });
    expect(casual.ok && faultLine(casual.faults[0]!, 'A', 'en').head).toBe('Move 1 · Your move was refused: 3♥ from your reserve to house 1.');
    expect(faultLine(stopped, 'A', 'fr').head).toBe('Coup 2 · Vous avez été arrêté\u00a0: le 9♠ de votre réserve à la maison 1.');
  });

  test('the rate counts your faults over your moves that were not forced', () => {
    expect(faultRate({ moves: 45, forced: 4, faults: 3 })).toEqual({ faults: 3, free: 41, percent: 7, under: false });
    expect(rateWords({ moves: 45, forced: 4, faults: 3 }, 'en')).toBe('Your faults: 3 in 41 free decisions, 7%.');
    expect(rateWords({ moves: 45, forced: 4, faults: 3 }, 'fr')).toBe('Vos fautes\u00a0: 3 sur 41 décisions libres, 7\u202f%.');
    // The hand-made game: A made 4 moves, 1 forced, 1 stopped.
    const { decisions } = gameFaults(faultyGame) as Extract<ReturnType<typeof gameFaults>, { ok: true }>;
    expect(rateWords(decisions.A!, 'en')).toBe('Your faults: 1 in 3 free decisions, 33%.');
  });

  test('one fault in hundreds is not 0 %, and with nothing to choose there is no rate', () => {
    expect(rateWords({ moves: 400, forced: 100, faults: 1 }, 'en')).toBe('Your faults: 1 in 300 free decisions, under 1%.');
    expect(rateWords({ moves: 400, forced: 100, faults: 1 }, 'fr')).toBe('Vos fautes\u00a0: 1 sur 300 décisions libres, moins de 1\u202f%.');
    expect(rateWords({ moves: 2, forced: 1, faults: 0 }, 'fr')).toBe('Vos fautes\u00a0: 0 sur 1 décision libre, 0\u202f%.');
    expect(faultRate({ moves: 3, forced: 3, faults: 0 })).toBeNull();
    expect(rateWords({ moves: 3, forced: 3, faults: 0 }, 'en')).toBe('Every move you made was the only one allowed: there was nothing to choose.');
  });

  test('each line opens its move on the replay page, in the page’s language', () => {
    const code = encodeGame(faultyGame);
    expect(moveHref(faultyGame, 'en')(2)).toBe(`/replay/?g=${code}&move=2`);
    expect(moveHref(faultyGame, 'fr')(5)).toBe(`/fr/replay/?g=${code}&move=5`);
  });
});
