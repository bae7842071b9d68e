/**
 * The Stop rush as its page opens: the best scores and Start (./RushReady), without the run's code
 * (the board, the engine's judging, the moves' words), which is fetched when the learner is about
 * to start (a pointer over Start, a touch or a focus on it) or at the latest at the press; the run
 * then starts as soon as its first moves are in (./StopRush).
 */
import type { ComponentProps } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { utcDate } from '../puzzles/daily';
import { loadRecord, type PuzzleRecord } from '../records/puzzles';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import { RushReady } from './RushReady';
import type StopRush from './StopRush';
import './exercise.css';
import './trainer.css';

type Run = typeof StopRush;
let fetched: Promise<Run> | null = null;
const fetchRun = () => (fetched ??= import('./StopRush').then((m) => m.default));

export default function RushOnUse(props: ComponentProps<Run>) {
  const [Live, setLive] = useState<Run | null>(null);
  const [pressed, setPressed] = useState(false);
  const [failed, setFailed] = useState(false);
  const [record, setRecord] = useState<PuzzleRecord | null>(null);
  const [today, setToday] = useState('');
  // Start waits for the page's script, as drawn by the build: a press before it would do nothing.
  const [awake, setAwake] = useState(false);
  useEffect(() => {
    setRecord(loadRecord(browserStore()).record);
    setToday(utcDate(new Date()));
    setAwake(true);
  }, []);

  const start = () => {
    setPressed(true);
    fetchRun().then(
      (C) => setLive(() => C),
      // A module that failed to load stays failed for the page: trying again is opening it again.
      () => setFailed(true),
    );
  };
  const early = () => void fetchRun().catch(() => undefined);

  if (Live) return <Live {...props} />;
  return (
    <section class="rush" data-phase="ready" onPointerOverCapture={early} onTouchStartCapture={early} onFocusInCapture={early}>
      <RushReady lang={props.lang} rush={record?.rush ?? null} today={today} houseRules={record?.houseRules ?? false} waiting={pressed || !awake} retry={failed ? () => location.reload() : null} onStart={start} />
    </section>
  );
}
