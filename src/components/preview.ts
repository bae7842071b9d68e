/**
 * A small picture of a table as an SVG string, drawn at build time for the home page's
 * preview of the daily puzzle (/puzzles/<id>.svg), so that the page needs no script to show
 * it. The arrangement is the board's wide one: opponents above, the viewer below, the opponents'
 * houses left and the viewer's right, fanning outwards from the foundations between them.
 * Presentation only: what lies where comes from the position; cards and names in the
 * reader's language (French indices R, D, V).
 */
import { cardsOf, faceDownCount, isRed, JOKER, UNKNOWN, type Card, type PileRef, type Player, type Position } from '../engine';
import type { Locale } from '../i18n/locales';
import { puzzleTexts } from '../i18n/puzzles';
import { cardName } from '../telling/words';
import { tableLayout } from './table';

export const PREVIEW_WIDTH = 440;
const CW = 30; // card width
const CH = 40; // card height
const GAP = 6;
const ROW = CH + 4;
const BAND = CH + 12;
const MAX_STEP = 26;
/** The height of a two-player table's preview (four rows of houses), the room the home page keeps for it. */
export const PREVIEW_HEIGHT = BAND + 6 + 4 * ROW + 4 + BAND;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function face(x: number, y: number, c: Card, locale: Locale, indexRight = false): string {
  if (c === UNKNOWN) return back(x, y);
  const text = c === JOKER ? 'JK' : cardName(c, locale);
  const fill = c !== JOKER && isRed(c) ? '#b3261e' : '#1b1b1b';
  const tx = indexRight ? x + CW - 2 : x + 2;
  return `<rect x="${x}" y="${y}" width="${CW}" height="${CH}" rx="3" fill="#fff" stroke="#5b5b5b" stroke-width="0.7"/><text x="${tx}" y="${y + 13}" font-size="12" font-weight="700" letter-spacing="-0.6" fill="${fill}"${indexRight ? ' text-anchor="end"' : ''}>${esc(text)}</text>`;
}

const back = (x: number, y: number, label = '') =>
  `<rect x="${x}" y="${y}" width="${CW}" height="${CH}" rx="3" fill="#2b4f8f" stroke="#fff" stroke-width="1"/>` +
  (label ? `<text x="${x + CW / 2}" y="${y + CH / 2 + 3.5}" font-size="11" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>` : '');

const slot = (x: number, y: number) => `<rect x="${x + 0.5}" y="${y + 0.5}" width="${CW - 1}" height="${CH - 1}" rx="3" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-dasharray="3 2"/>`;

/** A pile showing its outermost card only. */
function top(p: Position, ref: PileRef, x: number, y: number, locale: Locale): string {
  const cards = cardsOf(p, ref);
  if (cards.length === 0) return slot(x, y);
  if (ref.kind === 'hand') return back(x, y, String(cards.length));
  if (faceDownCount(p, ref) === cards.length) return back(x, y);
  return face(x, y, cards[cards.length - 1]!, locale);
}

/** A house fanned from `x` outwards (to the left for `west`): each covered card's index shows on the side left bare. */
function house(p: Position, index: number, x: number, y: number, west: boolean, room: number, locale: Locale): string {
  const cards = p.houses[index] ?? [];
  if (cards.length === 0) return slot(x, y);
  const down = faceDownCount(p, { kind: 'house', index });
  const step = cards.length > 1 ? Math.min(MAX_STEP, room / (cards.length - 1)) : 0;
  return cards
    .map((c, i) => {
      const at = west ? x - i * step : x + i * step;
      return i < down ? back(at, y) : face(at, y, c, locale, west && i < cards.length - 1);
    })
    .join('');
}

/** A player's band: name, then reserve, waste, hand card and hand (opponents) or hand, hand card, waste and reserve (A). */
function band(p: Position, who: Player, y: number, you: Player, locale: Locale, left = 0, width = PREVIEW_WIDTH): string {
  const w = puzzleTexts(locale).preview;
  const toMove = p.toMove === who;
  const name = who === you ? w.you({ who }) : who;
  const ref = (kind: 'reserve' | 'waste' | 'hand' | 'turned'): PileRef => ({ kind, player: who });
  const x0 = 70;
  const piles = who === you ? (['hand', 'turned', 'waste'] as const) : (['reserve', 'waste', 'turned', 'hand'] as const);
  const drawn = piles.filter((k) => k !== 'turned' || p[who]!.turned !== null).map((k, i) => top(p, ref(k), x0 + i * (CW + GAP), y + 6, locale));
  const reserve = who === you ? top(p, ref('reserve'), PREVIEW_WIDTH - 12 - CW, y + 6, locale) : '';
  return (
    `<rect x="${left}" y="${y}" width="${width}" height="${BAND}" fill="${toMove ? '#2f7a4f' : '#123d26'}"/>` +
    `<text x="10" y="${y + BAND / 2 + 4}" font-size="12" font-weight="700" fill="#fff">${esc(name)}</text>` +
    (toMove ? `<text x="10" y="${y + BAND / 2 + 17}" font-size="10" fill="#fff">${esc(w.toMove)}</text>` : '') +
    drawn.join('') +
    reserve
  );
}

/** The size of a preview: the width is fixed, the height follows the table's rows and players (290 for the two-player game). */
export function previewHeight(p: Position, you: Player = 'A'): number {
  const t = tableLayout(p, you);
  return t.others.length * BAND + 6 + t.rows * ROW + 4 + BAND;
}

/**
 * The table as an SVG document in `locale`, titled for those who cannot see it. With `frame` (a link preview's
 * picture, 1200 × 630), the felt widens to that shape, the table centred on it, drawn at that size.
 */
export function previewSvg(p: Position, title: string, locale: Locale, you: Player = 'A', frame?: { width: number; height: number }): string {
  const t = tableLayout(p, you);
  const tableauY = t.others.length * BAND + 6;
  const height = previewHeight(p, you);
  const mid = PREVIEW_WIDTH / 2;
  const fx = [mid - CW - 2, mid + 2];
  const westX = fx[0]! - GAP - CW;
  const eastX = fx[1]! + CW + GAP;
  const room = westX - 8;
  // A frame wider than the table: the felt and the players' bands run across it, the table centred.
  const width = frame ? Math.max(PREVIEW_WIDTH, (height * frame.width) / frame.height) : PREVIEW_WIDTH;
  const left = (PREVIEW_WIDTH - width) / 2;
  const parts: string[] = [];
  t.others.forEach((w, i) => parts.push(band(p, w, i * BAND, you, locale, left, width)));
  for (let f = 0; f < t.foundations; f++) parts.push(top(p, { kind: 'foundation', index: f }, fx[f % 2]!, tableauY + Math.floor(f / 2) * ROW, locale));
  t.left.forEach((h, r) => parts.push(house(p, h, westX, tableauY + r * ROW, true, room, locale)));
  t.right.forEach((h, r) => parts.push(house(p, h, eastX, tableauY + r * ROW, false, room, locale)));
  parts.push(band(p, you, height - BAND, you, locale, left, width));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${left} 0 ${width} ${height}" width="${frame?.width ?? PREVIEW_WIDTH}" height="${frame?.height ?? height}" role="img" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">` +
    `<title>${esc(title)}</title>` +
    `<rect x="${left}" width="${width}" height="${height}" fill="#1d5c3a"/>` +
    parts.join('') +
    `</svg>`
  );
}
