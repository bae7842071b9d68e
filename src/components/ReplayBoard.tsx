/**
 * The replay page's island: a whole game, from a link (`?g=`) or a pasted or uploaded record. The
 * page opens on the game's table as dealt, drawn without the rules engine; the game judged move by
 * move (./ReplayGame: the moves in words, those that could have been stopped, what if) is fetched at
 * the learner's first action (a step, a key, the list asked for), which it then carries out, or at
 * once for a link that asks for a move.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { GameRecord, Player } from '../engine';
import { encodePosition } from '../share/code';
import { readGame } from '../share/game-read';
import type { Locale } from '../i18n/locales';
import { replayWords } from '../i18n/replay';
import { PositionLinks } from './PositionLinks';
import { TableHost } from './TableHost';
import { SEAT, type FirstAction } from './replay-start';
import './replay.css';

type GameView = typeof import('./ReplayGame').default;

/** A pasted text or a file's record, read by ./replay-open, fetched when one is opened. */
const openRecord = (text: string, lang: Locale): Promise<GameRecord | string> =>
  import('./replay-open').then(
    (m) => m.openRecord(text, lang),
    () => replayWords(lang).offline,
  );

export default function ReplayBoard({ lang }: { readonly lang: Locale }) {
  /** The game open, numbered so that another one starts again at its first move; a link may ask for a move to open at (`move`, from 1). */
  const [record, setRecord] = useState<{ game: GameRecord; no: number; move: string | null; judged?: GameView | undefined } | null>(null);
  // A link from a game two people played at one table says so: nobody in it is "you".
  const [reader, setReader] = useState<Player | null>(SEAT);
  const [fault, setFault] = useState<string | null>(null);
  // Read once the page is in the browser: the link is in the address.
  const [read, setRead] = useState(false);
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const code = query.get('g');
    if (code === null) return setRead(true);
    if (query.get('opponent') === 'friend') setReader(null);
    const d = readGame(code);
    if (d.ok) {
      const move = query.get('move');
      const show = (judged?: GameView) => {
        setRecord({ game: d.record, no: 0, move, judged });
        setRead(true);
      };
      // A link that asks for a move opens on it: the game judged move by move is fetched first, while the page keeps its room.
      if (move !== null) import('./ReplayGame').then((m) => show(m.default), () => show());
      else show();
    } else
      void import('./replay-open')
        .then((m) => m.linkFaultText(d, lang), () => replayWords(lang).badLink({ problem: replayWords(lang).offline }))
        .then((text) => {
          setFault(text);
          setRead(true);
        });
  }, [lang]);
  const opened = (r: GameRecord | string) => {
    if (typeof r === 'string') return setFault(r);
    setFault(null);
    setRecord({ game: r, no: (record?.no ?? 0) + 1, move: null });
  };
  if (!read) return null;
  return (
    <div class="replay-page">
      {fault ? (
        <p class="link-error" role="alert">
          {fault}
        </p>
      ) : null}
      {record ? <Replay key={record.no} record={record.game} move={record.move} judged={record.judged} reader={reader} lang={lang} /> : null}
      <OpenForm lang={lang} open={!record} onOpen={opened} />
    </div>
  );
}

/** A pasted record or a chosen file; its faults are named with their line. */
function OpenForm({ lang, open, onOpen }: { lang: Locale; open: boolean; onOpen: (r: GameRecord | string) => void }) {
  const t = replayWords(lang);
  const [text, setText] = useState('');
  const body = (
    <div class="replay-open">
      {open ? <p>{t.none}</p> : null}
      <label for="replay-text">{t.paste}</label>
      <textarea id="replay-text" rows={6} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
      <p class="replay-open-actions">
        <button type="button" onClick={() => void openRecord(text, lang).then(onOpen)}>
          {t.openPasted}
        </button>
        <label class="file">
          {t.file}
          <input
            type="file"
            accept=".txt,text/plain"
            onChange={(e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (file) void file.text().then((s) => (setText(s), openRecord(s, lang).then(onOpen)));
            }}
          />
        </label>
      </p>
    </div>
  );
  if (open) return body;
  return (
    <details class="replay-another">
      <summary>{t.another}</summary>
      {body}
    </details>
  );
}

/**
 * The game open: the table as dealt, with the controls, until the learner first acts; then the game judged move by move,
 * carrying out that action. A link that asks for a move comes with the game fetched (or tries again here, the page offline).
 */
function Replay({ record, move, judged, reader, lang }: { record: GameRecord; move: string | null; judged: GameView | undefined; reader: Player | null; lang: Locale }) {
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
      <TableHost position={record.start} seat={SEAT} interactive={false} announce="" label={t.board({ shown: t.start({ of: n }) })} lang={lang} />
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
      <p class="replay-keys">{t.keys}</p>
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
