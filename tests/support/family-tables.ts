// Tables shared by the family rules' tests.
import { FORMAT, type PositionJSON } from '../../src/engine';

/** A lone 9♥ in house 1 and house 3 empty: h1-h3 is legal in the standard game, stopped by the lone-card rule and the Bobcrapette preset. */
export const LONE_CARD: PositionJSON = {
  format: FORMAT,
  rules: 'standard',
  toMove: 'A',
  A: { reserve: [], hand: 10, waste: [], turned: null },
  B: { reserve: ['5H'], hand: 10, waste: [], turned: null },
  houses: [['9H'], ['KH'], [], ['KC'], ['KS'], ['KH'], ['KD'], ['KC']],
  foundations: [[], [], [], [], [], [], [], []],
};
