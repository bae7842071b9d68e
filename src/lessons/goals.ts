/** Whether a whole-turn step's goal is reached: facts of the table, read from the position the step began in and the one now. */
import type { Player, Position } from '../engine';
import type { Goal } from './schema';

const emptyHouses = (p: Position) => p.houses.filter((h) => h.length === 0).length;
const held = (p: Position, who: Player) => p[who]!.reserve.length + p[who]!.waste.length;

export function goalReached(goal: Goal, start: Position, now: Position): boolean {
  const me = start.toMove;
  const them: Player = me === 'A' ? 'B' : 'A';
  switch (goal) {
    case 'endTurn':
      return now.toMove !== me;
    case 'emptyReserve':
      return now[me]!.reserve.length === 0;
    case 'emptyHouse':
      return emptyHouses(now) > emptyHouses(start);
    case 'loadOpponent':
      return held(now, them) > held(start, them);
  }
}
