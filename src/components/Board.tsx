/**
 * The table: shows any position of any rule set and lets a person try any move, by
 * dragging (a mouse at once, a finger after a short hold, so that a swipe still scrolls; the
 * card rises as the hold runs and is shown picked up when it is over),
 * by tapping a pile then another, or by keyboard (arrow keys to the nearest pile that way,
 * Enter or Space to pick up and put down, + and - to pick more or fewer cards of a house,
 * Escape to let go). A press on a covered card of a house picks up that card and every card
 * above it. It decides nothing: attempts go to `onAttempt`, and the legal targets it may
 * highlight are handed in. The last move stays marked, and its card travels to where it went.
 * A board that takes cards from outside (`onPlace`, the editor's) drags them the same way (./drag).
 * Any seat may sit at the bottom; the others sit at the top.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { cardsOf, faceUpIn, isFaceDown, samePile, type Card as CardValue, type PileRef, type Player, type Position } from '../engine';
import { boardWords } from '../i18n/board';
import { pileLabel } from '../telling/pile-label';
import type { Locale } from '../i18n/locales';
import { cardName, pileWords } from '../telling/words';
import type { MovedPiles } from './aids';
import { Card } from './Card';
import { endsDrag, HOLD_MS, useCardDrag } from './drag';
import { placeOf, refKey, refOfKey, tableLayout } from './table';
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

export interface BoardProps {
  readonly position: Position;
  /** Whose piles are "your" piles in labels (the learner), or null for a neutral view. */
  readonly you: Player | null;
  /** The seat drawn at the bottom, its houses nearest it; by default the viewer's, and A's on a neutral view. */
  readonly seat?: Player;
  readonly interactive: boolean;
  /** A card taken from `from` and put on `to`; `to` null means the pile itself was chosen (a hand: turn). */
  readonly onAttempt: (from: PileRef, to: PileRef | null) => void;
  /** The legal targets of a picked pile, for the aid that shows them; empty when the aid is off. */
  readonly targetsOf?: ((from: PileRef) => readonly PileRef[]) | undefined;
  readonly highlights?: Highlights;
  /** Said to screen readers: verdicts and what happened. */
  readonly announce: string;
  readonly label?: string | undefined;
  /** The last move made at the table, marked on its two piles (from and to) so nobody misses it. */
  readonly lastMove?: MovedPiles | null;
  /** Point mode: a click names a pile (`onAttempt(pile, null)`) instead of picking a card up. */
  readonly pointing?: boolean;
  /** A card brought from outside the table (`carry`, from the editor's palette) and let go on a pile. */
  readonly onPlace?: ((card: CardValue, to: PileRef) => void) | undefined;
  readonly lang: Locale;
}

const has = (list: readonly PileRef[] | undefined, ref: PileRef) => !!list?.some((r) => samePile(r, ref));
/** How many outermost cards of a pile a pick takes. */
const takenOf = (ref: PileRef) => (ref.kind === 'house' && ref.count) || 1;
const TRAVEL_MS = 300;
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
const cardsIn = (el: Element | null | undefined) => (el ? [...el.querySelectorAll<HTMLElement>(':scope > .card')] : []);

/** The pile next to `from` in a direction, as the eye finds it on whichever arrangement the table has. */
function neighbour(board: HTMLElement, from: HTMLElement, dx: number, dy: number): HTMLElement | null {
  const a = from.getBoundingClientRect();
  const middle = (r: DOMRect) => r.left + r.width / 2;
  const ways = [...board.querySelectorAll<HTMLElement>('[data-pile]')]
    .map((el) => ({ el, b: el.getBoundingClientRect() }))
    .filter(({ el, b }) => {
      if (el === from) return false;
      // Sideways stays within the row; up and down go past this pile's edge.
      if (dx) return b.bottom > a.top && b.top < a.bottom && (dx > 0 ? b.left >= a.right - 4 : b.right <= a.left + 4);
      return dy > 0 ? b.top >= a.bottom - 4 : b.bottom <= a.top + 4;
    });
  // Sideways, the nearest; up and down, the nearest row (piles of a row share their top edge), then the pile most in line.
  const near = (b: DOMRect) => (dx ? Math.abs(middle(b) - middle(a)) : Math.abs(b.top - a.top));
  const nearest = Math.min(...ways.map(({ b }) => near(b)));
  const row = ways.filter(({ b }) => near(b) <= nearest + 10);
  row.sort((x, y) => Math.abs(middle(x.b) - middle(a)) - Math.abs(middle(y.b) - middle(a)));
  return row[0]?.el ?? null;
}

export function Board({ position: p, you, seat = you ?? 'A', interactive, onAttempt, targetsOf, highlights = {}, announce, label, pointing = false, lastMove = null, onPlace, lang }: BoardProps) {
  const t = boardWords(lang);
  const layout = useMemo(() => tableLayout(p, seat), [p.rules, seat]);
  const [picked, setPicked] = useState<PileRef | null>(null);
  const [focus, setFocus] = useState<string>(() => refKey({ kind: 'hand', player: seat }));
  const root = useRef<HTMLDivElement>(null);
  const flight = useRef<HTMLDivElement>(null);
  const { drag, pressing, press } = useCardDrag(
    root,
    (carried, to) => {
      setPicked(null);
      if (!to) return;
      if ('card' in carried) onPlace?.(carried.card, to);
      else if (!samePile(to, carried.from)) onAttempt(carried.from, to);
    },
    onPlace !== undefined,
  );
  // The pile whose cards are being dragged, once the pointer has left the press.
  const draggedFrom = drag?.moved && 'from' in drag ? drag.from : null;
  // A finger's press on a pile's cards: rising while the hold runs, then picked up until the finger moves.
  const holding = pressing && 'from' in pressing ? pressing.from : null;
  const held = drag?.touch && !drag.moved && 'from' in drag ? drag.from : null;
  const lifted = holding ?? held;
  useEffect(() => setPicked(null), [p]);

  // Where each pile's outermost card was drawn (relative to the board), kept from one position to the next
  // so that the last move's card can travel from where it was to where it lands.
  const previous = useRef<{ p: Position; seen: Map<string, DOMRect> } | null>(null);
  useLayoutEffect(() => {
    const board = root.current;
    if (!board) return;
    const origin = board.getBoundingClientRect();
    const seen = new Map<string, DOMRect>();
    for (const el of board.querySelectorAll<HTMLElement>('[data-pile]')) {
      const r = cardsIn(el).at(-1)?.getBoundingClientRect();
      if (r) seen.set(el.dataset.pile!, new DOMRect(r.x - origin.x, r.y - origin.y, r.width, r.height));
    }
    const before = previous.current;
    previous.current = { p, seen };
    if (!before || !lastMove?.to || before.p.rules !== p.rules || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const came = cardsOf(p, lastMove.to).length - cardsOf(before.p, lastMove.to).length;
    const from = before.seen.get(refKey(lastMove.from));
    if (came < 1 || !from) return;
    const arrived = cardsIn(board.querySelector(`[data-pile="${refKey(lastMove.to)}"]`)).slice(-came);
    const last = arrived.at(-1)?.getBoundingClientRect();
    if (!last) return;
    const shift = `translate(${from.x + origin.x - last.x}px, ${from.y + origin.y - last.y}px)`;
    // A copy flies above the table while the card itself waits unseen: the tableau, which may scroll, would clip the card.
    for (const card of arrived) {
      const r = card.getBoundingClientRect();
      const copy = card.cloneNode(true) as HTMLElement;
      copy.classList.add('travel');
      Object.assign(copy.style, { left: `${r.x - origin.x}px`, top: `${r.y - origin.y}px` });
      flight.current?.append(copy);
      card.style.visibility = 'hidden';
      const run = copy.animate([{ transform: shift }, { transform: 'none' }], { duration: TRAVEL_MS, easing: 'ease-in-out' });
      run.onfinish = run.oncancel = () => {
        copy.remove();
        card.style.visibility = '';
      };
    }
  }, [p]);

  const targets = picked && targetsOf ? targetsOf(picked) : [];

  /** What a press on `target` within the pile takes: on a covered face-up card of a house, that card and those above it. */
  function pickAt(ref: PileRef, target: EventTarget | null): PileRef {
    const card = target instanceof Element ? target.closest('.card') : null;
    if (ref.kind !== 'house' || !card) return ref;
    const count = cardsOf(p, ref).length - cardsIn(card.parentElement).indexOf(card as HTMLElement);
    return count > 1 && count <= faceUpIn(p, ref.index) ? { ...ref, count } : ref;
  }

  function choose(ref: PileRef, target: EventTarget | null) {
    if (!interactive || (ref.kind === 'house' && p.closedHouse === ref.index && !picked)) return;
    if (pointing) return onAttempt(ref, null);
    if (picked) {
      if (samePile(picked, ref)) return setPicked(null);
      onAttempt(picked, ref);
      return setPicked(null);
    }
    if (ref.kind === 'hand') return onAttempt(ref, null);
    if (cardsOf(p, ref).length > 0) setPicked(pickAt(ref, target));
  }

  /** + and - on a house: the keyboard's way to pick a run, one card more or fewer. */
  function resize(by: number) {
    const ref = refOfKey(focus);
    if (!interactive || pointing || ref?.kind !== 'house' || p.closedHouse === ref.index || cardsOf(p, ref).length === 0) return;
    const now = picked && samePile(picked, ref) ? takenOf(picked) : 1;
    setPicked({ ...ref, count: Math.max(1, Math.min(faceUpIn(p, ref.index), now + by)) });
  }

  function onKey(e: JSX.TargetedKeyboardEvent<HTMLDivElement>) {
    const step = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
    const more = { '+': 1, '=': 1, '-': -1 }[e.key];
    if (e.key === 'Escape') return setPicked(null);
    if (more) return resize(more);
    if (!step || !root.current) return;
    e.preventDefault();
    const here = root.current.querySelector<HTMLElement>(`[data-pile="${focus}"]`);
    const next = here ? neighbour(root.current, here, step[0]!, step[1]!) : root.current.querySelector<HTMLElement>('[data-pile]');
    if (!next) return;
    setFocus(next.dataset.pile!);
    next.focus();
  }

  function pointerDown(ref: PileRef, e: JSX.TargetedPointerEvent<HTMLElement>) {
    if (interactive && !pointing && ref.kind !== 'hand' && cardsOf(p, ref).length > 0) press({ from: pickAt(ref, e.target) }, e);
  }

  const culprit = highlights.culprit ?? null;
  const culpritCards = culprit?.kind === 'house' ? culprit.count ?? 0 : 0;

  function pile(ref: PileRef) {
    const key = refKey(ref);
    const cards = cardsOf(p, ref);
    const closed = ref.kind === 'house' && p.closedHouse === ref.index;
    // The cards a pick or a drag takes, counted from the outermost.
    const carried = [draggedFrom, lifted, picked].find((r) => r && samePile(r, ref));
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
      draggedFrom && samePile(draggedFrom, ref) ? 'dragging' : '',
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
        onFocus={() => setFocus(key)}
        onPointerDown={(e) => pointerDown(ref, e)}
        onClick={(e) => endsDrag() || choose(ref, e.target)}
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

  const dragged = !drag?.moved ? [] : 'card' in drag ? [drag.card] : cardsOf(p, drag.from).slice(-takenOf(drag.from));
  // A run picked, or a pick resized by keyboard, is told in words: "2 cards picked from house 2: 3♥ to 2♠".
  const run = picked?.kind === 'house' && picked.count ? cardsOf(p, picked).slice(-picked.count).map((c) => cardName(c, lang)) : [];
  const said = run.length ? t.picked({ n: run.length, pile: pileWords(picked!, you, lang), first: run[0]!, last: run.at(-1)! }) : announce;
  const houses = [...layout.left, ...layout.right];
  const grid = { '--rows': layout.rows, '--cols': layout.tracks, '--seats': layout.players.length, '--frows': layout.foundationRows };

  return (
    <div class="board" role="group" aria-label={label ?? t.table} ref={root} onKeyDown={onKey} style={{ '--hold': `${HOLD_MS}ms` }}>
      <div class="sides">{layout.others.map((who) => side(who, true))}</div>
      <div class="tableau" style={grid}>
        <span class="lane" aria-hidden="true" />
        {Array.from({ length: layout.foundations }, (_, f) => pile({ kind: 'foundation', index: f }))}
        {houses.map((index) => pile({ kind: 'house', index }))}
      </div>
      {side(seat, false)}
      <div class="flight" ref={flight} aria-hidden="true" />
      <p class="sr-only" aria-live="polite">
        {said}
      </p>
      {dragged.length && drag ? (
        <span class="ghost" style={{ left: `${drag.x}px`, top: `${drag.y}px` }} aria-hidden="true">
          {dragged.map((c, i) => (
            <Card key={i} card={c} lang={lang} />
          ))}
        </span>
      ) : null}
    </div>
  );
}
