/**
 * The table's markup: every pile of any position and rule set, its cards, names and counts, the marks handed in (highlights,
 * the last move) and those of a pick or a drag under way. It holds no state and knows no gesture: ./Board gives it what is
 * picked, dragged or focused and its handlers. Drawn alone, it is the picture of a table that a link opens with before the
 * live board comes (./AnalysisDrawing), the same markup to the element, without the gestures' code.
 */
import type { ComponentChildren, JSX, RefObject } from 'preact';
import { cardsOf, isFaceDown, samePile, type PileRef, type Player, type Position } from '../engine';
import { boardWords } from '../i18n/board';
import type { Locale } from '../i18n/locales';
import { pileLabel } from '../telling/pile-label';
import type { MovedPiles } from './aids';
import { Card } from './Card';
import { placeOf, refKey, tableLayout, type TableLayout } from './table';
import './board.css';

export interface Highlights {
  /** Piles whose card the player to move may play. */
  readonly available?: readonly PileRef[];
  /** Piles involved in the compulsory moves. */
  readonly compulsory?: readonly PileRef[];
  /** A Stop: the pile the wrong card came from, and the compulsory move's piles. */
  readonly culprit?: PileRef | null;
  readonly fix?: readonly PileRef[];
  /** A card already waiting on its pile, shown as waiting so that it is not taken for the card a move brings (a hand turn shown before it is made). */
  readonly waiting?: PileRef | null;
}

/** What a pile's press, click or focus did, for ./Board to act on. */
export interface PileHandlers {
  readonly onFocus: (key: string) => void;
  readonly onPointerDown: (ref: PileRef, e: JSX.TargetedPointerEvent<HTMLElement>) => void;
  readonly onClick: (ref: PileRef, e: JSX.TargetedMouseEvent<HTMLElement>) => void;
}

export interface BoardViewProps {
  readonly position: Position;
  /** Whose piles are "your" piles in labels, or null for a neutral view. */
  readonly you: Player | null;
  /** The seat drawn at the bottom. */
  readonly seat: Player;
  readonly highlights?: Highlights;
  readonly lastMove?: MovedPiles | null;
  /** Said to screen readers. */
  readonly announce: string;
  readonly label?: string | undefined;
  readonly lang: Locale;
  /** The table's arrangement, when the caller keeps it from one position to the next. */
  readonly layout?: TableLayout;
  /** A pile picked (tapped, or chosen by keyboard), and the legal targets shown for it. */
  readonly picked?: PileRef | null;
  readonly targets?: readonly PileRef[];
  /** The pile whose cards are dragged away; a finger's pile rising while its hold runs; a finger's pile held still. */
  readonly dragged?: PileRef | null;
  readonly holding?: PileRef | null;
  readonly held?: PileRef | null;
  /** The pile that takes the keyboard's focus (the seat's hand by default). */
  readonly focus?: string;
  readonly on?: PileHandlers;
  readonly onKeyDown?: (e: JSX.TargetedKeyboardEvent<HTMLDivElement>) => void;
  readonly root?: RefObject<HTMLDivElement>;
  readonly flight?: RefObject<HTMLDivElement>;
  readonly style?: JSX.CSSProperties;
  /** Above the table: the cards a drag carries. */
  readonly ghost?: ComponentChildren;
}

const has = (list: readonly PileRef[] | undefined, ref: PileRef) => !!list?.some((r) => samePile(r, ref));
/** How many outermost cards of a pile a pick takes. */
export const takenOf = (ref: PileRef) => (ref.kind === 'house' && ref.count) || 1;
/** The names the table shows beside its piles, as the site's sentences call them; the kind of a numbered pile may give way to its number. */
const shownName = (ref: PileRef, lang: Locale) =>
  'index' in ref ? (
    <>
      <span class="kind">{boardWords(lang).shown[ref.kind]} </span>
      {ref.index + 1}
    </>
  ) : (
    boardWords(lang).shown[ref.kind]
  );

export function BoardView({
  position: p,
  you,
  seat,
  highlights = {},
  lastMove = null,
  announce,
  label,
  lang,
  layout = tableLayout(p, seat),
  picked = null,
  targets = [],
  dragged = null,
  holding = null,
  held = null,
  focus = refKey({ kind: 'hand', player: seat }),
  on,
  onKeyDown,
  root,
  flight,
  style,
  ghost,
}: BoardViewProps) {
  const t = boardWords(lang);
  const culprit = highlights.culprit ?? null;
  const culpritCards = culprit?.kind === 'house' ? culprit.count ?? 0 : 0;

  function pile(ref: PileRef) {
    const key = refKey(ref);
    const cards = cardsOf(p, ref);
    const closed = ref.kind === 'house' && p.closedHouse === ref.index;
    // The cards a pick or a drag takes, counted from the outermost.
    const carried = [dragged, holding ?? held, picked].find((r) => r && samePile(r, ref));
    const taken = carried ? takenOf(carried) : 0;
    const place = ref.kind === 'house' || ref.kind === 'foundation' ? placeOf(layout, ref) : null;
    const waiting = !!highlights.waiting && samePile(highlights.waiting, ref);
    const classes = [
      'pile',
      ref.kind,
      ref.kind === 'house' ? (layout.left.includes(ref.index) ? 'west' : 'east') : '',
      picked && samePile(picked, ref) ? 'picked' : '',
      has(targets, ref) ? 'target' : '',
      has(highlights.available, ref) ? 'available' : '',
      has(highlights.compulsory, ref) ? 'compulsory' : '',
      culprit && samePile(culprit, ref) ? (culpritCards ? 'culprit-cards' : 'culprit') : '',
      has(highlights.fix, ref) ? 'fix' : '',
      dragged && samePile(dragged, ref) ? 'dragging' : '',
      holding && samePile(holding, ref) ? 'holding' : '',
      held && samePile(held, ref) ? 'held' : '',
      lastMove && samePile(lastMove.from, ref) ? 'last-from' : '',
      lastMove?.to && samePile(lastMove.to, ref) ? 'last-to' : '',
      waiting ? 'waiting' : '',
    ].join(' ');
    const style = place && { '--wr': place.wide.row, '--wc': place.wide.col, '--nr': place.narrow.row, '--nc': place.narrow.col, '--ns': place.narrow.span, '--n': cards.length };
    const shown = ref.kind === 'house' ? cards : cards.slice(-1);
    // A move from a house marks the cards that moved, not those left behind.
    const marked = culpritCards && culprit && samePile(culprit, ref) ? culpritCards : 0;
    return (
      <button
        type="button"
        key={key}
        data-pile={key}
        class={classes}
        style={style ?? undefined}
        tabIndex={focus === key ? 0 : -1}
        aria-label={`${pileLabel(p, ref, you, closed, lang)}${waiting ? t.waitingSaid : ''}`}
        aria-pressed={picked ? samePile(picked, ref) : undefined}
        aria-disabled={closed || undefined}
        onFocus={on && (() => on.onFocus(key))}
        onPointerDown={on && ((e) => on.onPointerDown(ref, e))}
        onClick={on && ((e) => on.onClick(ref, e))}
      >
        {shown.length === 0 ? <span class="card slot" aria-hidden="true" /> : null}
        {shown.map((c, i) => {
          const at = cards.length - shown.length + i;
          return <Card key={i} card={c} faceDown={isFaceDown(p, ref, at)} className={[at >= cards.length - taken ? 'taken' : '', at >= cards.length - marked ? 'marked' : ''].join(' ').trim()} lang={lang} />;
        })}
        <span class="name" aria-hidden="true">
          {shownName(ref, lang)}
        </span>
        {waiting ? (
          <span class="waiting-tag" aria-hidden="true">
            {t.waiting}
          </span>
        ) : null}
        {ref.kind !== 'house' && ref.kind !== 'turned' && cards.length > 1 ? (
          <span class="count" aria-hidden="true">
            {cards.length}
          </span>
        ) : null}
      </button>
    );
  }

  const side = (who: Player, top: boolean) => {
    const reserve = pile({ kind: 'reserve', player: who });
    const waste = pile({ kind: 'waste', player: who });
    const hand = pile({ kind: 'hand', player: who });
    const turned = p[who]!.turned !== null ? pile({ kind: 'turned', player: who }) : null;
    const name = who === you ? t.you({ seat: who }) : who;
    return (
      <div class={`side ${top ? 'top' : 'bottom'} ${p.toMove === who ? 'to-move' : ''}`} key={who}>
        <span class="who">{name}</span>
        {top ? [reserve, <span class="gap" key="gap" />, waste, turned, hand] : [hand, turned, waste, <span class="gap" key="gap" />, reserve]}
      </div>
    );
  };

  const houses = [...layout.left, ...layout.right];
  const grid = { '--rows': layout.rows, '--cols': layout.tracks, '--seats': layout.players.length, '--frows': layout.foundationRows };
  return (
    <div class="board" role="group" aria-label={label ?? t.table} ref={root ?? null} {...(onKeyDown ? { onKeyDown } : {})} {...(style ? { style } : {})}>
      <div class="sides">{layout.others.map((who) => side(who, true))}</div>
      <div class="tableau" style={grid}>
        <span class="lane" aria-hidden="true" />
        {Array.from({ length: layout.foundations }, (_, f) => pile({ kind: 'foundation', index: f }))}
        {houses.map((index) => pile({ kind: 'house', index }))}
      </div>
      {side(seat, false)}
      <div class="flight" ref={flight ?? null} aria-hidden="true" />
      <p class="sr-only" aria-live="polite">
        {announce}
      </p>
      {ghost}
    </div>
  );
}
