/** A short game with one fault of each kind a played game has, for the engine's fault list and the report's words. */
import type { GameRecord } from '../../src/engine';
import { moveOf, positionOf } from './positions';

// A's reserve 3H is due on foundation 1 (its only legal move); B turns up QD.
export const faultyStart = positionOf({ A: { reserve: ['9S', '3H'], hand: ['6D', 'JC'] }, B: { reserve: ['5H'], hand: ['8C', 'QD'] }, foundations: { 1: ['AH', '2H'] } });

/** Moves in the interchange format, "!" marking a Stop called on it. */
export const recorded = (...played: string[]) => played.map((s) => ({ move: moveOf(s.replace('!', '')), called: s.endsWith('!') }));

/**
 * A: the forced R-f1, then 9S on K♠ (stopped). B: turns, QD on K♥ (nobody calls), turns again
 * (Stop called: a false call), discards. A turns and plays JC on QD, each chosen among others.
 */
export const faultyGame: GameRecord = { start: faultyStart, moves: recorded('R-f1', 'R-h1!', 'turn', 'X-h2', 'turn!', 'X-W', 'turn', 'X-h2') };
