/**
 * The one table host's state: a move tried on a table, the engine's verdict on it, and the table
 * that follows (a legal move played, a stopped one taken back), with why the rules stop it in the
 * seat's words. A board played by the turn machine hands its moves to the machine instead (`play`),
 * which judges and plays them.
 */
import { useRef, useState } from 'preact/hooks';
import { moveBetween, play, verdict, type Move, type PileRef, type Player, type Position, type Verdict } from '../engine';
import type { Locale } from '../i18n/locales';
import { stopTeller, type StopTeller } from './explanations';

/** A move judged on a table, and the table it leaves: the move played when legal, the table as it was when stopped. */
export interface Trial {
  readonly before: Position;
  readonly move: Move;
  readonly verdict: Verdict;
  readonly after: Position;
  /** Why the rules stop it, in the seat's words (fetched with the first trial of a page). */
  readonly tell: StopTeller;
}

export interface TableOptions {
  /** The table a move is tried on. */
  readonly position: Position;
  /** The seat at the bottom, whose "you" the sentences are. */
  readonly seat: Player;
  readonly lang: Locale;
  /** Where a move goes instead of being judged here: the turn machine, which judges and plays it. */
  readonly play?: (move: Move) => void;
  /** Told of each move judged here, once its words are ready: a task checks it, a record keeps it. */
  readonly onTrial?: (trial: Trial) => void;
}

export interface Table {
  readonly trial: Trial | null;
  /** The table to draw: the trial's, or the one given. */
  readonly shown: Position;
  /** A move between two piles, as the board reports it; nothing happens when the piles make no move. */
  readonly attempt: (from: PileRef, to: PileRef | null) => void;
  readonly tryMove: (move: Move) => void;
  /** The trial taken back: the table as given, ready for another move. */
  readonly takeBack: () => void;
}

/** The engine's verdict on `move` and the table after it. */
export function judged(before: Position, move: Move): Omit<Trial, 'tell'> {
  const v = verdict(before, move);
  return { before, move, verdict: v, after: v.legal ? play(before, move) : before };
}

export function useTable({ position, seat, lang, play: hand, onTrial }: TableOptions): Table {
  const [trial, setTrial] = useState<Trial | null>(null);
  // A move waiting for its words: another one meanwhile is not taken.
  const judging = useRef(false);
  // A trial of a table since replaced (the next puzzle step, another link) is not shown.
  const current = trial && trial.before === position ? trial : null;
  const tryMove = (move: Move) => {
    if (hand) return hand(move);
    if (judging.current) return;
    judging.current = true;
    const j = judged(position, move);
    void stopTeller(seat, lang).then((tell) => {
      judging.current = false;
      const t = { ...j, tell };
      setTrial(t);
      onTrial?.(t);
    });
  };
  return {
    trial: current,
    shown: current?.after ?? position,
    attempt: (from, to) => {
      const m = moveBetween(position, from, to);
      if (m) tryMove(m);
    },
    tryMove,
    takeBack: () => setTrial(null),
  };
}
