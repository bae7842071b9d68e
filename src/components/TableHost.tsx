/**
 * The one table host: a table, a move tried on it, the engine's verdict, and the table that
 * follows (a legal move played, a stopped one taken back), told in the seat's words, on the board
 * for screen readers and in the board's own answer below it. Every board goes through it: lessons,
 * puzzles, the rush, analysis, the replay and its "what if", play. A board played by the turn
 * machine hands its moves to the machine instead (`play`), which judges them; what a board adds
 * (a task, calls, a record) stays in that board.
 */
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { moveBetween, play, verdict, type Move, type PileRef, type Player, type Position, type Verdict } from '../engine';
import { BOARD } from '../i18n/board';
import type { Locale } from '../i18n/locales';
import { moveLine, stopPiles, type MovedPiles } from './aids';
import { Board, type BoardProps, type Highlights } from './Board';
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

/** A trial in one sentence from `seat`: "You: 3♥ from your hand card to foundation 2. Stop! …". */
export function trialWords(t: Trial, seat: Player, lang: Locale): string {
  const b = BOARD[lang];
  return `${moveLine(t.before, t.move, seat, lang)}. ${t.verdict.legal ? b.legal : `${b.stop} ${t.tell(t.verdict)}`}`;
}

/** Where a stopped trial's card came from and what the correction would have played. */
export const trialMarks = (t: Trial | null): Highlights => (t && !t.verdict.legal ? stopPiles(t.before, t.move, t.verdict.correction) : {});

const ignore = () => undefined;

interface TableHostProps extends Partial<Pick<BoardProps, 'targetsOf' | 'label' | 'position'>> {
  /** The table moves are tried on; without it, the board only shows `position` (a move to call, not to try). */
  readonly table?: Table | undefined;
  readonly seat: Player;
  readonly lang: Locale;
  /** Whether a move may be tried now; a trial on show waits for `takeBack`. */
  readonly interactive: boolean;
  /** Marks of the board's own (a hint, a move shown), instead of the trial's. */
  readonly highlights?: Highlights | undefined;
  /** What screen readers hear instead of the trial in words. */
  readonly announce?: string | undefined;
  readonly lastMove?: MovedPiles | null | undefined;
  /** A task that asks for a pile, not a move: a press names the pile. */
  readonly onPoint?: ((pile: PileRef) => void) | undefined;
  /** Below the board: the board's own answer to the trial. */
  readonly children?: ComponentChildren;
}

export function TableHost({ table, seat, lang, interactive, highlights, announce, lastMove = null, position, onPoint, children, ...rest }: TableHostProps) {
  const t = table?.trial ?? null;
  return (
    <>
      <Board
        {...rest}
        position={position ?? table!.shown}
        you={seat}
        interactive={interactive && !t && (!!table || !!onPoint)}
        pointing={!!onPoint}
        onAttempt={onPoint ?? table?.attempt ?? ignore}
        highlights={highlights ?? trialMarks(t)}
        announce={announce ?? (t ? trialWords(t, seat, lang) : '')}
        lastMove={lastMove}
        lang={lang}
      />
      {children}
    </>
  );
}
