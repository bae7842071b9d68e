/**
 * A puzzle page's board as an island that opens as the site drew it and fetches the live puzzle at
 * the learner's first use (./FirstUse): the page opens without the engine's judging. A puzzle the
 * learner has answered before comes alive at once, to show it solved and what it trains.
 */
import type { ComponentProps, ComponentChildren } from 'preact';
import { answeredBefore, loadRecord } from '../records/puzzles';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import { FirstUse, type Unreachable } from './FirstUse';
import type PuzzleBoard from './PuzzleBoard';

export default function PuzzleOnUse({ children, unreachable, ...props }: ComponentProps<typeof PuzzleBoard> & { unreachable: Unreachable; children?: ComponentChildren }) {
  return (
    <FirstUse load={() => import('./PuzzleBoard').then((m) => m.default)} props={props} unreachable={unreachable} liveAtOnce={() => answeredBefore(loadRecord(browserStore()).record, props.puzzle.id)}>
      {children}
    </FirstUse>
  );
}
