/** A move shown on the table before it is made (the Stop rush): a hand turn marks its hand, and a card already turned up is waiting, not the new card. */
import { expect, test } from 'vitest';
import { comingMove, movedPiles } from '../../src/components/aids';
import { parseCard } from '../../src/engine';
import { moveOf as move, positionOf } from '../support/positions';

test('B turns up a hand card while 7♥ still waits: the hand is marked, no destination, and the 7♥ is the waiting card', () => {
  const p = positionOf({ toMove: 'B', B: { hand: ['2C', '3D'], turned: '7H' } });
  expect(comingMove(p, move('turn'))).toEqual({
    piles: { from: { kind: 'hand', player: 'B' }, to: null },
    waiting: { pile: { kind: 'turned', player: 'B' }, card: parseCard('7H') },
  });
});

test('a hand turn with nothing waiting marks the hand alone; any other move is marked from and to as after it', () => {
  const p = positionOf({ toMove: 'B', B: { hand: ['2C', '3D'], reserve: ['QH'] }, houses: { 5: ['KS'] } });
  expect(comingMove(p, move('turn'))).toEqual({ piles: { from: { kind: 'hand', player: 'B' }, to: null }, waiting: null });
  const m = move('R-h5');
  expect(comingMove(p, m)).toEqual({ piles: movedPiles(p, m), waiting: null });
});
