// Random games under every preset, and a few mixtures, keep every invariant (tests/support/invariants.ts).
import { describe, test } from 'vitest';
import { PRESETS } from '../../src/engine';
import { sized } from '../support/depth';
import { randomGamesKeepInvariants } from '../support/invariants';

describe('random games keep every invariant under each preset', () => {
  test.each(PRESETS.map((p) => p.id))('%s', (id) => randomGamesKeepInvariants(id, sized(2, 40)));
  test.each([
    [{ wasteAvailable: true, strictLoad: true, reserveSize: 11 }],
    [{ players: 3, faceDownTableau: true, groupMoves: true }],
    [{ pack: 'single', fewestMovesRelease: true, faceDownReserve: true, earlyHandTurn: true }],
  ])('%j', (spec) => randomGamesKeepInvariants(spec, sized(1, 20)));
});
