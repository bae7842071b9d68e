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
import { cardsOf, faceUpIn, samePile, type Card as CardValue, type PileRef, type Player, type Position } from '../engine';
import { boardWords } from '../i18n/board';
import type { Locale } from '../i18n/locales';
import { cardName, pileWords } from '../telling/words';
import type { MovedPiles } from './aids';
import { BoardView, takenOf, type Highlights } from './BoardView';
import { Card } from './Card';
import { endsDrag, HOLD_MS, useCardDrag } from './drag';
import { refKey, refOfKey, tableLayout } from './table';

export type { Highlights } from './BoardView';

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

const TRAVEL_MS = 300;
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

  const dragged = !drag?.moved ? [] : 'card' in drag ? [drag.card] : cardsOf(p, drag.from).slice(-takenOf(drag.from));
  // A run picked, or a pick resized by keyboard, is told in words: "2 cards picked from house 2: 3♥ to 2♠".
  const run = picked?.kind === 'house' && picked.count ? cardsOf(p, picked).slice(-picked.count).map((c) => cardName(c, lang)) : [];
  const said = run.length ? t.picked({ n: run.length, pile: pileWords(picked!, you, lang), first: run[0]!, last: run.at(-1)! }) : announce;

  return (
    <BoardView
      position={p}
      you={you}
      seat={seat}
      highlights={highlights}
      lastMove={lastMove}
      announce={said}
      label={label}
      lang={lang}
      layout={layout}
      picked={picked}
      targets={targets}
      dragged={draggedFrom}
      holding={holding}
      held={held}
      focus={focus}
      on={{ onFocus: setFocus, onPointerDown: pointerDown, onClick: (ref, e) => endsDrag() || choose(ref, e.target) }}
      onKeyDown={onKey}
      root={root}
      flight={flight}
      style={{ '--hold': `${HOLD_MS}ms` }}
      ghost={
        dragged.length && drag ? (
          <span class="ghost" style={{ left: `${drag.x}px`, top: `${drag.y}px` }} aria-hidden="true">
            {dragged.map((c, i) => (
              <Card key={i} card={c} lang={lang} />
            ))}
          </span>
        ) : null
      }
    />
  );
}
