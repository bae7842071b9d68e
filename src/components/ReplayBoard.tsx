/**
 * The replay page's island: a whole game, from a link (`?g=`) or a pasted or uploaded record. The
 * page opens with what opens a game and nothing more; the game's table as dealt (./ReplayDealt)
 * and the link's reader are fetched once there is a game to show: at once for an address with a
 * link, or when a record is opened. The game judged move by move comes later still (./ReplayGame).
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameRecord, Player } from '../engine';
import { GAME_PARAM } from '../share/link-query';
import type { Locale } from '../i18n/locales';
import { replayWords } from '../i18n/replay';
import type { GameView } from './ReplayDealt';
import { SEAT } from './replay-start';
import './replay.css';

type DealtView = typeof import('./ReplayDealt').default;
const dealtView = () => import('./ReplayDealt').then((m) => m.default);

/** A pasted text or a file's record, read by ./replay-open, fetched when one is opened. */
const openRecord = (text: string, lang: Locale): Promise<GameRecord | string> =>
  import('./replay-open').then(
    (m) => m.openRecord(text, lang),
    () => replayWords(lang).offline,
  );

/** The game open, numbered so that another one starts again at its first move; a link may ask for a move to open at (`move`, from 1). */
interface Shown {
  readonly game: GameRecord;
  readonly no: number;
  readonly move: string | null;
  readonly View: DealtView;
  readonly judged?: GameView | undefined;
}

/** A game link's record, with its table's view (and the game judged, for a link that asks for a move), or why it does not open, in words. */
async function openLink(code: string, move: string | null, lang: Locale): Promise<Omit<Shown, 'no'> | string> {
  const t = replayWords(lang);
  let View: DealtView, readGame: typeof import('./ReplayDealt').readGame;
  try {
    ({ default: View, readGame } = await import('./ReplayDealt'));
  } catch {
    return t.tableOffline;
  }
  const d = readGame(code);
  if (!d.ok)
    return import('./replay-open').then(
      (m) => m.linkFaultText(d, lang),
      () => t.badLink({ problem: t.offline }),
    );
  // A link that asks for a move opens on it: the game judged move by move is fetched first, while the page keeps its room.
  const judged = move === null ? undefined : await import('./ReplayGame').then((m) => m.default, () => undefined);
  return { game: d.record, move, View, judged };
}

export default function ReplayBoard({ lang }: { readonly lang: Locale }) {
  const t = replayWords(lang);
  const [shown, setShown] = useState<Shown | null>(null);
  // A link from a game two people played at one table says so: nobody in it is "you".
  const [reader, setReader] = useState<Player | null>(SEAT);
  const [fault, setFault] = useState<string | null>(null);
  // The link is in the address, known as the island first draws: it is drawn in the browser only (client:only).
  const [read, setRead] = useState(() => !new URLSearchParams(location.search).has(GAME_PARAM));
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const code = query.get(GAME_PARAM);
    if (code === null) return;
    if (query.get('opponent') === 'friend') setReader(null);
    void openLink(code, query.get('move'), lang).then((o) => {
      if (typeof o === 'string') setFault(o);
      else setShown({ ...o, no: 0 });
      setRead(true);
    });
  }, [lang]);
  const opened = (r: GameRecord | string) => {
    if (typeof r === 'string') return setFault(r);
    void dealtView().then(
      (View) => {
        setFault(null);
        setShown({ game: r, no: (shown?.no ?? 0) + 1, move: null, View });
      },
      () => setFault(t.tableOffline),
    );
  };
  if (!read)
    return (
      <p class="link-opening" role="status">
        {t.opening}
      </p>
    );
  return (
    <div class="replay-page">
      {fault ? (
        <p class="link-error" role="alert">
          {fault}
        </p>
      ) : null}
      {shown ? <shown.View key={shown.no} record={shown.game} move={shown.move} judged={shown.judged} reader={reader} lang={lang} /> : null}
      <OpenForm lang={lang} open={!shown} onOpen={opened} />
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
