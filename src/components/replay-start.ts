/** What the replay page's parts share: the page (./ReplayBoard), the table as dealt (./ReplayDealt) and the game judged move by move (./ReplayGame). */
import type { Player } from '../engine';

/** The game is seen from A's seat, as it was played on the play page. */
export const SEAT: Player = 'A';

/** The learner's first action on the table as dealt, carried out once the game is fetched: a move to show (from 0), or the first fault. */
export type FirstAction = number | 'nextFault';
