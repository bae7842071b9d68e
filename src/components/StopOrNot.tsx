/**
 * "Is there a Stop?" (puzzles/deck.ts): B's turns one at a time, about half without an error,
 * with a rating of the deck's own. The page carries only the deck's entries (ids, ratings,
 * which have a fault); a turn's puzzle is fetched from /puzzles/<id>.json, as the daily page
 * fetches its puzzle (the service worker keeps them all for use offline); the board with the
 * engine (StopOrNotBoard) is fetched when the learner starts (or first touches the page), as the
 * play page fetches its game, so that the page opens light.
 * Every answer goes through `answered`, the one place that records it.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { utcDate } from '../puzzles/daily';
import { deckTurn, nextDeckItem, puzzleOfDeckItem, unpackDeck, type DeckAnswer, type PackedEntry } from '../puzzles/deck';
import { dailyAmong } from '../puzzles/next';
import type { BoardData } from '../puzzles/pages';
import { PROVISIONAL_RD, ratePuzzleAnswer, shownChange, shownRating, type Rating } from '../puzzles/rating';
import { loadRecord, recordDeckAnswer, saveRecord, type PuzzleRecord } from '../records/puzzles';
import { loadCoach, noteAnswer, saveCoach, type Answer } from '../records/coach';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import './trainer.css';
import { deckWords } from '../i18n/deck';
import type { Locale } from '../i18n/locales';

type Board = typeof import('./StopOrNotBoard').default;

interface Props {
  readonly lang: Locale;
  /** The deck's entries as JSON (packDeck), read once. */
  readonly entries: string;
}

interface Rated {
  readonly before: Rating;
  readonly after: Rating;
  /** False for an item seen before: only the first answer to an item is rated. */
  readonly counted: boolean;
}

/**
 * A deck answer as the coach counts it. A turn cut before its puzzle's error has no page of
 * its own: a mistake on it is kept as the learner's own puzzle, the cut turn on the puzzle's table.
 */
function coachAnswer(a: DeckAnswer, p: BoardData['puzzle'], turn: NonNullable<ReturnType<typeof deckTurn>>): Answer {
  const own = { kind: 'stop' as const, themes: a.reason ? p.themes : (['decoy'] as const).slice(), position: p.position, source: p.source, moves: [...turn.moves], error: turn.error };
  const mistake = a.kind ? { id: a.item, kind: a.kind, reason: a.reason, puzzle: puzzleOfDeckItem(a.item).cut ? { own } : { id: p.id } } : undefined;
  return { source: 'deck', stake: a.reason ?? 'none', right: a.right, mistake };
}

export default function StopOrNot({ lang, entries: packed }: Props) {
  const w = deckWords(lang);
  const entries = useMemo(() => unpackDeck(JSON.parse(packed) as PackedEntry[]), [packed]);
  // Today's daily puzzle is one of the deck's whole puzzles: its turns are never dealt on its day.
  const daily = useMemo(
    () => dailyAmong(entries.filter((e) => !puzzleOfDeckItem(e.id).cut).map((e) => ({ id: e.id, kind: 'stop', standard: e.standard, clean: !e.fault })), utcDate(new Date())),
    [entries],
  );
  const [record, setRecord] = useState<PuzzleRecord | null>(null);
  /** The item on the table; undefined before the first deal, null when nothing can be dealt. */
  const [item, setItem] = useState<string | null | undefined>(undefined);
  const [data, setData] = useState<BoardData | 'loading' | 'failed'>('loading');
  const [board, setBoard] = useState<Board | 'loading' | 'failed' | null>(null);
  const [started, setStarted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [rated, setRated] = useState<Rated | null>(null);

  function deal(last: string | null) {
    const { record } = loadRecord(browserStore());
    setRecord(record);
    setRated(null);
    setItem(nextDeckItem(entries, record, last, daily, Math.random));
  }

  useEffect(() => deal(null), []);

  const fetchBoard = () => {
    if (board !== null && board !== 'failed') return;
    setBoard('loading');
    import('./StopOrNotBoard').then(
      (m) => setBoard(() => m.default),
      () => setBoard('failed'),
    );
  };
  const start = () => {
    fetchBoard();
    setStarted(true);
  };

  useEffect(() => {
    if (!item) return;
    setData('loading');
    fetch(`/puzzles/${puzzleOfDeckItem(item).puzzle}.json`)
      .then((r) => (r.ok ? (r.json() as Promise<Record<Locale, BoardData>>) : Promise.reject(new Error(String(r.status)))))
      // The file holds every language's words; the page shows its own.
      .then((all) => setData(all[lang]), () => setData('failed'));
  }, [item, attempt]);

  /** Every answer to the deck: the rating moved by a first answer, the item kept as seen. What else hears of answers (the coach's record) hooks here. */
  function answered(a: DeckAnswer) {
    const rating = entries.find((e) => e.id === a.item)!.rating;
    const { record } = loadRecord(browserStore());
    const after = recordDeckAnswer(record, a.item, a.right, (before) => ratePuzzleAnswer(before, rating, a.right));
    saveRecord(browserStore(), after);
    setRecord(after);
    setRated({ before: record.deck.rating, after: after.deck.rating, counted: !(a.item in record.deck.seen) });
    if (turn && typeof data === 'object') saveCoach(browserStore(), noteAnswer(loadCoach(browserStore()).record, coachAnswer(a, data.puzzle, turn), utcDate(new Date())));
  }

  const retry = () => {
    if (board === 'failed') fetchBoard();
    if (data === 'failed') setAttempt(attempt + 1);
  };
  const turn = typeof data === 'object' && item && data.puzzle.kind === 'stop' ? deckTurn(data.puzzle, item) : null;
  const Board = typeof board === 'function' ? board : null;
  const rating = record?.deck.rating;
  return (
    <div class="deck" data-item={item ?? undefined} onPointerDownCapture={fetchBoard} onKeyDownCapture={fetchBoard}>
      <p class="deck-rating" data-rating={rating ? shownRating(rating) : undefined}>
        {rating ? w.rating({ rating: shownRating(rating), provisional: rating.rd > PROVISIONAL_RD }) : '\u00a0'}
      </p>
      <div class="deck-board">
        {item === null ? (
          <p class="note">{w.none}</p>
        ) : !started ? (
          <p>
            <button type="button" class="next-puzzle deck-start" onClick={start}>
              {w.start}
            </button>
          </p>
        ) : data === 'failed' || board === 'failed' ? (
          <p class="note" role="alert">
            {w.failed}{' '}
            <button type="button" onClick={retry}>
              {w.tryAgain}
            </button>
          </p>
        ) : Board && turn && typeof data === 'object' ? (
          <Board key={item} lang={lang} data={data} turn={turn} onAnswer={answered}>
            <p class="rating-change" data-rated={rated?.counted ? 'yes' : 'no'}>
              {rated
                ? rated.counted
                  ? w.ratingChange({ rating: shownRating(rated.after), change: shownChange(rated.before, rated.after) })
                  : w.ratingKept({ rating: shownRating(rated.after) })
                : null}
            </p>
            <p class="next-line">
              <button type="button" class="next-puzzle next-turn" onClick={() => deal(item ?? null)}>
                {w.next}
              </button>
            </p>
          </Board>
        ) : (
          <p class="loading" role="status">
            {w.loading}
          </p>
        )}
      </div>
    </div>
  );
}
