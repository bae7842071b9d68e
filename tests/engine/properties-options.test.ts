// Random games under each rule option on its own keep every invariant (tests/support/invariants.ts).
import { describe, test } from 'vitest';
import { randomGamesKeepInvariants } from '../support/invariants';

const OPTIONS = [
  { wasteAvailable: true },
  { reserveSize: 12 },
  { firstPlayer: 'cut' },
  { firstPlayer: 'higherReserve' },
  { firstPlayer: 'tableauOnly' },
  { firstPlayer: 'alternate' },
  { strictRelease: true },
  { fewestMovesRelease: true },
  { strictLoad: true },
  { strictSpaces: true },
  { faceDownTableau: true },
  { earlyHandTurn: true },
  { faceDownReserve: true },
  { groupMoves: true },
  { pack: 'single' },
  { players: 3 },
];

describe('random games keep every invariant under each option', () => {
  test.each(OPTIONS.map((o) => [JSON.stringify(o), o] as const))('%s', (_, option) => randomGamesKeepInvariants(option, 4));
});
