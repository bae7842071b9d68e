/**
 * The one table host's component: draws the table of `useTable` (./use-table), takes the moves
 * tried on it, and tells the verdict in words, on the board for screen readers and in the board's
 * own answer below it. Every board goes through it: lessons, puzzles, the rush, analysis, the
 * replay and its "what if", play. A board that only shows a move to call (the rush, the replay)
 * gives it no table, and loads none of the judging.
 */
import type { ComponentChildren } from 'preact';
import type { PileRef, Player } from '../engine';
import { boardWords } from '../i18n/board';
import type { Locale } from '../i18n/locales';
import { moveLine, stopPiles, type MovedPiles } from './aids';
import { Board, type BoardProps, type Highlights } from './Board';
import type { Table, Trial } from './use-table';

/** A trial in one sentence from `seat`: "You: 3♥ from your hand card to foundation 2. Stop! …". */
export function trialWords(t: Trial, seat: Player, lang: Locale): string {
  const b = boardWords(lang);
  return `${moveLine(t.before, t.move, seat, lang)}. ${t.verdict.legal ? b.legal : `${b.stop} ${t.tell(t.verdict)}`}`;
}

/** Where a stopped trial's card came from and what the correction would have played. */
export const trialMarks = (t: Trial | null): Highlights => (t && !t.verdict.legal ? stopPiles(t.before, t.move, t.verdict.correction) : {});

const ignore = () => undefined;

interface TableHostProps extends Partial<Pick<BoardProps, 'targetsOf' | 'label' | 'position' | 'onPlace'>> {
  /** The table moves are tried on; without it, the board only shows `position` (a move to call, not to try). */
  readonly table?: Table | undefined;
  /** The seat drawn at the bottom, whose "you" the sentences are. */
  readonly seat: Player;
  /** Whose piles the labels call "yours": the seat's, or nobody's on a neutral view (the editor). */
  readonly you?: Player | null;
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

export function TableHost({ table, seat, you = seat, lang, interactive, highlights, announce, lastMove = null, position, onPoint, children, ...rest }: TableHostProps) {
  const t = table?.trial ?? null;
  return (
    <>
      <Board
        {...rest}
        position={position ?? table!.shown}
        you={you}
        seat={seat}
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
