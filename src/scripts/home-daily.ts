/**
 * The home page's daily card, without an island: picks today's puzzle from the UTC date (the
 * pool is in the card's data-pool attribute), shows its preview (a static SVG drawn at build
 * time), the streak kept in this browser, and counts down to the next puzzle, in the page's language.
 */
import { DEFAULT_LOCALE, isLocale, localized } from '../i18n/locales';
import { dailyCardWords } from '../i18n/site/daily';
import { dailyPuzzle, untilNextPuzzle, utcDate } from '../puzzles/daily';
import { unpackPool, type PackedCandidate } from '../puzzles/pool';
import { loadRecord, streak } from '../records/puzzles';
import { browserStore } from '../storage/page-store';
import './storage-note-listener';

const card = document.querySelector<HTMLElement>('[data-daily-card]');
const two = (n: number) => String(n).padStart(2, '0');

/** "3 h 05 min 12 s", or "30 min 00 s" in the last hour: whole seconds left, as a clock counts down. */
export function countdown(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h ? `${h} h ` : ''}${h ? two(m) : m} min ${two(s % 60)} s`;
}

if (card) {
  const { pool, titles } = JSON.parse(card.dataset.pool!) as { pool: PackedCandidate[]; titles: Record<string, string> };
  const candidates = unpackPool(pool);
  const $ = (name: string) => card.querySelector<HTMLElement>(`[data-daily="${name}"]`)!;
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const t = dailyCardWords(locale);
  let shown = '';

  const show = (now: Date) => {
    const today = utcDate(now);
    if (today !== shown) {
      shown = today;
      const id = dailyPuzzle(candidates, today);
      const title = t.name({ id, title: titles[id] ?? '' });
      const img = document.createElement('img');
      // The picture's words are in the page's language.
      img.src = localized(`/puzzles/${id}.svg`, locale);
      img.alt = t.preview({ name: title });
      [img.width, img.height] = (card.dataset.size ?? '440 290').split(' ').map(Number) as [number, number];
      $('preview').replaceChildren(img);
      $('preview').dataset.puzzle = id;
      $('name').textContent = title;
      const { record } = loadRecord(browserStore());
      const days = streak(record, today);
      // Short, so that it stays on one line where the page kept room for it.
      $('streak').textContent = days ? `${t.streak({ days })}${record.daily[today]?.solved ? ' ✓' : ''}` : t.none;
      $('streak').dataset.streak = String(days);
    }
    const left = untilNextPuzzle(now);
    const time = $('countdown');
    time.textContent = countdown(left);
    time.setAttribute('datetime', `PT${Math.floor(left / 1000)}S`);
  };
  show(new Date());
  setInterval(() => show(new Date()), 1000);
}
