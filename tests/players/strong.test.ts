// The strong computer (the level that never errs): a game against today's computer under each
// preset, each of its moves legal, no card back to a pile it left this turn, a few rearrangements
// of its own choosing a turn at most, and the game at an end. Its match against today's computer
// (1,000 games) is `npm run bench`'s, not a test's.
import { describe, expect, test } from 'vitest';
import { deal, parseRules, PRESETS, priorities, sameMove, type Player } from '../../src/engine';
import { computerChooser, departures, goesBack, isRearrangement, REARRANGEMENTS, type Departure } from '../../src/players/computer';
import { playGame } from '../../src/players/random';
import { strongChooser } from '../../src/players/strong';

describe('the strong computer', () => {
  // Its seat alternates from one preset to the next.
  test.each(PRESETS.map((p, i) => [p.id, i] as const))('under the %s rules it plays legal moves only, moves on within a turn, and its game ends', (id, i) => {
    const rules = parseRules(id);
    if (!rules.ok) throw new Error(rules.error);
    const strong: Player = i % 2 ? 'A' : 'B';
    const [mine, plain] = [strongChooser(), computerChooser()];
    let attempts = 0;
    let left: Departure[] = [];
    let rearranged = 0;
    const faults: string[] = [];
    const { game } = playGame(deal(`strong ${i}`, rules.value, id).position, (who) => (who === strong ? mine : plain), ({ before, move, verdict, after }) => {
      if (++attempts > 5000) throw new Error(`still playing after 5,000 moves`);
      if (before.toMove !== strong) return;
      if (!verdict.legal) faults.push(`illegal at attempt ${attempts}`);
      if (goesBack(before, move, left)) faults.push(`back at attempt ${attempts}`);
      // Moves the rules compel (a strict search's sequence, a space to fill before the hand turn) are no choice of its own.
      const pr = priorities(before);
      const free = !pr.forcedBy && !(pr.turnBar() && sameMove(pr.turnBar()!.fix, move));
      if (free && isRearrangement(before, move) && ++rearranged > REARRANGEMENTS) faults.push(`rearranged too often at attempt ${attempts}`);
      left.push(...departures(before, move));
      if (after.toMove !== strong) (left = []), (rearranged = 0);
    });
    expect(faults).toEqual([]);
    expect(game.result).not.toBeNull();
  });
});
