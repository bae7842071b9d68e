/** A position as a puzzle writes it. */
import { positionJSON, type Position } from '../engine';
import type { PuzzlePosition } from './schema';

/** The position as a puzzle writes it; the hand of the player who does not move is shown as a count. */
export function sketchOf(p: Position, hideHandOf: 'A' | 'B'): PuzzlePosition {
  const { format: _, ...json } = positionJSON(p) as unknown as PuzzlePosition & { format: string };
  return { ...json, [hideHandOf]: { ...json[hideHandOf], hand: p[hideHandOf]!.hand.length } };
}
