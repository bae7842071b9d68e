/**
 * The play page's whole game: a link to it on the replay page, and its record as a text file (the computer named with its level).
 * The code that writes either is fetched on the first press, so the game pays nothing for them until then.
 */
import { useState } from 'preact/hooks';
import type { GameRecord, Player } from '../engine';
import type { Locale } from '../i18n/locales';
import { playWords } from '../i18n/play';
import { startWords } from '../i18n/play/start';
import type { Level } from '../records/play-levels';
import { downloadFile } from '../scripts/download-file';
import { CopyLink } from './ShareLink';

export function WholeGame({ record, seats, level, lang }: { readonly record: GameRecord | null; readonly seats: Readonly<Partial<Record<Player, 'human' | 'computer'>>>; readonly level: Level; readonly lang: Locale }) {
  const t = playWords(lang);
  const [failed, setFailed] = useState(false);
  // Two people at one table: both are named as players, here and on the replay page.
  const friends = Object.values(seats).every((seat) => seat === 'human');
  if (!record) return <p class="no-record">{t.noRecord}</p>;
  async function download(r: GameRecord) {
    let text: string;
    try {
      const { writeRecord } = await import('../share/game-text');
      const names = Object.fromEntries(Object.entries(seats).map(([who, seat]) => [who, friends ? t.recordPlayer({ who }) : seat === 'human' ? t.recordYou : t.recordComputer({ level: startWords(lang).levels[level] })]));
      text = writeRecord(r, { ...names, Date: new Date().toISOString().slice(0, 10), Site: location.origin });
    } catch {
      setFailed(true);
      return;
    }
    setFailed(false);
    downloadFile(text, `russian-bank-${new Date().toISOString().slice(0, 10)}.txt`, 'text/plain');
  }
  return (
    <div class="whole-game">
      <CopyLink label={t.shareGame} make={async () => (await import('./game-url')).gameUrl(record, friends)} lang={lang} />
      <p>
        <button type="button" onClick={() => void download(record)}>
          {t.downloadGame}
        </button>
        <span role="status">{failed ? ` ${t.downloadFailed}` : ''}</span>
      </p>
    </div>
  );
}
