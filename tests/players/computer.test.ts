// The computer opponent: it plays whole games legally and beats a random player.
import { describe, expect, test } from 'vitest';
import { deal, parseRules, play, PRESETS, rng, validatePosition, verdict, type Player } from '../../src/engine';
import { computerChooser, DELIBERATE, deliberateError } from '../../src/players/computer';
import { playGame, randomChooser } from '../../src/players/random';
import { sized } from '../support/depth';

/** Computer-against-computer games: the full tournament under `npm run test:deep`, a sample under `npm test`. */
const TOURNAMENT = sized(80, 1000);
const EACH_PRESET = sized(4, 25);

describe('the computer', () => {
  test(`${TOURNAMENT.toLocaleString('en')} games between two computers end with no Stop and no broken invariant`, () => {
    const stops = new Set<string>();
    const faults = new Set<string>();
    for (let seed = 0; seed < TOURNAMENT; seed++) {
      const seats = { A: computerChooser(), B: computerChooser() };
      const { game } = playGame(deal(`cc ${seed}`).position, (who) => seats[who as 'A' | 'B'], ({ verdict, after }) => {
        if (!verdict.legal) stops.add(`cc ${seed}`);
        if (validatePosition(after)) faults.add(`cc ${seed}`);
      });
      expect(game.result, `cc ${seed}`).not.toBeNull();
    }
    // The deals' seeds of any game that went wrong, to replay it.
    expect({ stops: [...stops], faults: [...faults] }).toEqual({ stops: [], faults: [] });
  });

  // The strict searches let a player wander within their bound; the computer must still arrive.
  test.each(PRESETS.map((p) => p.id))('games between two computers under the %s rules come to an end', (id) => {
    const rules = parseRules(id);
    if (!rules.ok) throw new Error(rules.error);
    for (let seed = 0; seed < EACH_PRESET; seed++) {
      let attempts = 0;
      const { game } = playGame(deal(`end ${seed}`, rules.value, id).position, () => computerChooser(), () => {
        if (++attempts > 5000) throw new Error(`seed ${seed}: still playing after 5,000 moves`);
      });
      expect(game.result, `end ${seed}`).not.toBeNull();
    }
  });

  test('it beats a random player in most games (the rate is reported by npm run bench)', () => {
    let wins = 0;
    const games = 200;
    for (let seed = 0; seed < games; seed++) {
      const computerSeat: Player = seed % 2 ? 'A' : 'B';
      const seats = { [computerSeat]: computerChooser() } as Record<Player, ReturnType<typeof computerChooser>>;
      const random = randomChooser(rng(`vs ${seed}`));
      const { game } = playGame(deal(`vs ${seed}`).position, (who) => seats[who] ?? random);
      if (game.result!.winner === computerSeat) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.6);
  });

  test('a deliberate error is of a kind the rules list and leaves a position that can stand', () => {
    let made = 0;
    const kinds = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const chooser = computerChooser();
      playGame(deal(`slip ${seed}`).position, () => chooser, ({ before }) => {
        const slip = deliberateError(before, rng(`${seed} ${made}`));
        if (!slip) return;
        made++;
        const v = verdict(before, slip.move);
        expect(v.legal ? 'legal' : v.reason).toBe(slip.reason);
        expect(DELIBERATE).toContain(slip.reason);
        expect(validatePosition(play(before, slip.move))).toBeNull();
        kinds.add(slip.reason);
      });
    }
    expect(made).toBeGreaterThan(100);
    // Every kind of the standard game's Stop list turns up.
    expect([...kinds].sort()).toEqual(['does-not-fit', 'fill-spaces-first', 'foundation-first', 'not-available', 'reserve-to-foundation-first']);
  });
});
