/**
 * Today's puzzle: picked in the browser from the UTC date, so everyone gets the same one
 * and it needs no server (the whole pool is in the page). Shows the streak and history.
 */
import { useEffect, useState } from 'preact/hooks';
import { dailyPuzzle, utcDate } from '../puzzles/daily';
import { history, loadRecord, streak, type PuzzleRecord } from '../puzzles/record';
import { candidateOf } from '../puzzles/puzzle';
import type { Puzzle } from '../puzzles/schema';
import type { Learn } from '../puzzles/themes';
import PuzzleBoard from './PuzzleBoard';

interface Props {
  /** The pool as JSON, read once: smaller in the page than one island prop per puzzle. */
  readonly pool: string;
  readonly learn: Readonly<Record<string, readonly Learn[]>>;
}

export default function DailyPuzzle({ pool, learn }: Props) {
  const puzzles: Puzzle[] = JSON.parse(pool);
  const today = utcDate(new Date());
  const id = dailyPuzzle(puzzles.map(candidateOf), today);
  const puzzle = puzzles.find((p) => p.id === id)!;
  const [record, setRecord] = useState<PuzzleRecord | null>(null);
  const reread = () => setRecord(loadRecord().record);
  useEffect(reread, []);
  const days = record ? streak(record, today) : 0;
  const past = record ? history(record).slice(0, 14) : [];
  return (
    <>
      <p class="daily-date">
        {new Date(`${today}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} (UTC) ·{' '}
        <a href={`/puzzles/${id}/`}>puzzle {id}</a>: {puzzle.title}
      </p>
      <PuzzleBoard key={id} puzzle={puzzle} learn={learn[id] ?? []} daily={today} onAnswered={reread} />
      <section aria-labelledby="streak-title" class="streak">
        <h2 id="streak-title">Your streak</h2>
        <p data-streak={days}>{days === 0 ? 'No streak yet: solve today’s puzzle to start one.' : `${days} day${days === 1 ? '' : 's'} in a row.`}</p>
        {past.length ? (
          <ul class="history">
            {past.map(([date, e]) => (
              <li key={date}>
                {date}: <a href={`/puzzles/${e.id}/`}>puzzle {e.id}</a> — {e.solved ? `solved${e.misses ? ` after ${e.misses} miss${e.misses === 1 ? '' : 'es'}` : ''} ✓` : `not solved (${e.misses} miss${e.misses === 1 ? '' : 'es'})`}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
