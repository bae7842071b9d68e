/**
 * The replay page's game open, until the learner first acts: the table as dealt, drawn without
 * the rules engine or the board's gestures (./BoardView: a picture, nothing is played on it), with the controls; then the game judged move by move (./ReplayGame), fetched
 * at that first action, which it carries out. Fetched by ./ReplayBoard once there is a game to show.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { GameRecord, Player } from '../engine';
import { encodePosition } from '../share/code';
import type { Locale } from '../i18n/locales';
import { replayWords } from '../i18n/replay';
import { PositionLinks } from './PositionLinks';
import { BoardView } from './BoardView';
import { SEAT, type FirstAction } from './replay-start';
import './replay.css';

/** A game link's reader comes with its table's picture: what a link opens with, built as one file (scripts/link-openers.ts). */
export { readGame } from '../share/game-read';

/** The game judged move by move, fetched at the learner's first action (or by ./ReplayBoard, for a link that asks for a move). */
export type GameView = typeof import('./ReplayGame').default;

/** A link that asks for a move comes with the game judged already (or it is fetched again here, the page having been offline). */
export default function ReplayDealt({ record, move, judged, reader, lang }: { record: GameRecord; move: string | null; judged: GameView | undefined; reader: Player | null; lang: Locale }) {
  const t = replayWords(lang);
  const [Game, setGame] = useState<GameView | null>(() => judged ?? null);
  const [first, setFirst] = useState<FirstAction | null>(null);
  const [fetching, setFetching] = useState(false);
  const [note, setNote] = useState('');
  /** The control the learner acted with, found again on the judged game so that focus, and the keys, stay where they were. */
  const focused = useRef<string | null>(null);
  const act = (action: FirstAction | null) => {
    // The latest action wins, as it would on the judged game.
    if (action !== null) setFirst(action);
    const el = document.activeElement;
    const label = el instanceof HTMLElement && el.closest('.replay') ? el.getAttribute('aria-label') : null;
    focused.current = label !== null ? `.replay [aria-label="${CSS.escape(label)}"]` : action === null && move === null ? '.replay-moves li button' : null;
    if (fetching) return;
    setFetching(true);
    setNote('');
    import('./ReplayGame').then(
      (m) => setGame(() => m.default),
      () => {
        setFetching(false);
        setNote(t.gameOffline);
      },
    );
  };
  // Fetched already for a link that asks for a move, unless the page was offline: then it is tried again.
  useEffect(() => {
    if (move !== null && !Game) act(null);
  }, []);
  // As the game is drawn, not after the paint: a key pressed as soon as the move shows goes to the step buttons, not the page.
  useLayoutEffect(() => {
    if (!Game || focused.current === null) return;
    const again = document.querySelector<HTMLElement>(focused.current);
    // A step to the end leaves the step buttons disabled: the slider takes the keys then.
    (again && !again.matches(':disabled') ? again : document.querySelector<HTMLElement>('.replay input[type="range"]'))?.focus();
  }, [Game]);
  if (Game) return <Game record={record} move={move} first={first} reader={reader} lang={lang} />;

  const n = record.moves.length;
  const code = encodePosition(record.start);
  const keys = (e: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).matches('input, textarea, select')) return;
    const to = ({ ArrowRight: 1, End: n, PageDown: 'nextFault' } as const)[e.key as 'ArrowRight' | 'End' | 'PageDown'];
    if (to === undefined) return;
    e.preventDefault();
    act(to);
  };
  return (
    <section class="replay" aria-label={t.region} onKeyDown={keys}>
      <p class="replay-seat">{reader ? t.seat : t.seatFriends}</p>
      <p class="replay-where" role="status">
        {`${t.start({ of: n })}.`}
      </p>
      <BoardView position={record.start} you={SEAT} seat={SEAT} announce="" label={t.board({ shown: t.start({ of: n }) })} lang={lang} />
      <div class="replay-controls">
        <button type="button" aria-label={t.first} title={t.first} disabled>
          |◀
        </button>
        <button type="button" aria-label={t.back} title={t.back} disabled>
          ◀
        </button>
        <input type="range" min={0} max={n} value={0} aria-label={t.slider} aria-valuetext={t.start({ of: n })} onInput={(e) => act(Number((e.target as HTMLInputElement).value))} />
        <button type="button" aria-label={t.forward} title={t.forward} disabled={n === 0} onClick={() => act(1)}>
          ▶
        </button>
        <button type="button" aria-label={t.last} title={t.last} disabled={n === 0} onClick={() => act(n)}>
          ▶|
        </button>
      </div>
      {/* A phone has no keys to tell of. */}
      <p class="replay-keys for-pointer">{t.keys}</p>
      <p class="replay-note" role="status">
        {fetching && !Game ? t.judging : note}
      </p>
      <div class="replay-actions">
        <PositionLinks code={code} lang={lang} />
      </div>
      <section class="replay-moves" aria-labelledby="replay-moves-title">
        <h2 id="replay-moves-title">{t.movesTitle}</h2>
        <p>
          <button type="button" disabled={fetching} onClick={() => act(null)}>
            {t.showMoves({ n })}
          </button>
        </p>
      </section>
    </section>
  );
}
