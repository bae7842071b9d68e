/**
 * Dragging cards with a pointer, the board's one way of it: a mouse drags at once, a finger
 * after a short hold (moved sooner, it scrolls the page). The hold is shown from the first
 * instant: the board marks its pile while it runs (`pressing`) and once it is over (a drag by
 * `touch` not yet moved), a palette's button in its `data-hold`. The cards follow the pointer
 * and are let go on the pile under it; Escape, or a pointer the browser cancels, ends the drag
 * with no move. A drag may also begin outside the board, with a card brought to it (the editor's
 * palette calls `carry`), as chessground serves lichess's editor: the board then drags that
 * card as one of its own. There is one pointer to drag with, so one drag on a page at a time.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { Card, PileRef } from '../engine';
import { refOfKey } from './table';

/** What a drag carries: the outermost cards of one of the board's piles, or a card brought from outside the board. */
export type Carried = { readonly from: PileRef } | { readonly card: Card };
export type Drag = Carried & {
  readonly x: number;
  readonly y: number;
  /** Gone a few pixels from the press: a press that never moves stays a click. */
  readonly moved: boolean;
  /** Begun by a finger's hold: until it moves, the board shows its cards picked up. */
  readonly touch: boolean;
};
type Press = (carried: Carried, e: PointerEvent) => void;

/**
 * A finger held this long without moving picks its card up; moved sooner, it scrolls the page.
 * Why a hold at all, rather than `touch-action: none` on the cards: on a phone the table fills
 * the screen, and a swipe must still scroll the page and a pinch still zoom it wherever it starts.
 * Why not shorter: a swipe's first moves come within a tenth of a second or so, and a hold much
 * shorter than this would take slow scrolls for drags. The board shows the hold from the first
 * instant (the card rises as the time runs), so the wait is seen rather than guessed.
 */
export const HOLD_MS = 200;
/** Set the moment a drag begins, not a render later: a finger's next move must already not scroll. */
let dragging = false;
/** A drag that ends where it began is followed by a click there, which must neither pick nor choose. */
let dragged = false;
/** The board that takes cards brought from outside it (the editor's, one on a page). */
let taker: Press | null = null;

/** A press on a card outside the board (the editor's palette): the board that takes such cards drags it from here. */
export function carry(card: Card, e: PointerEvent) {
  taker?.({ card }, e);
}

/** Whether a click is the end of a drag, and so no click; asked by everything a drag can start from. */
export function endsDrag(): boolean {
  const was = dragged;
  dragged = false;
  return was;
}

/** A drag is over: its release's click is swallowed, and forgotten at the next press (a drag between two piles clicks on neither). */
function letGo() {
  dragged = true;
  window.addEventListener('pointerdown', () => (dragged = false), { capture: true, once: true });
}

/**
 * A finger's drag, once begun, must not also scroll the page, wherever it began. The listener is
 * there from the start, because a browser decides at touchstart whether a touch's moves may be cancelled.
 */
export function useNoScrollWhileDragging(ref: RefObject<HTMLElement>) {
  useLayoutEffect(() => {
    const el = ref.current;
    const hold = (e: Event) => {
      if (dragging && e.cancelable) e.preventDefault();
    };
    el?.addEventListener('touchmove', hold, { passive: false });
    // A finger held on past the browser's long press must not open a menu over the card it carries.
    el?.addEventListener('contextmenu', hold);
    return () => {
      el?.removeEventListener('touchmove', hold);
      el?.removeEventListener('contextmenu', hold);
    };
  }, []);
}

/**
 * The drags of the board drawn in `root`: `press` starts one from a pointerdown on a pile, and
 * `drop` hears where a drag that moved was let go (null: not on a pile of this board). With
 * `takes`, the board also drags the cards that `carry` brings it.
 */
export function useCardDrag(root: RefObject<HTMLElement>, drop: (carried: Carried, to: PileRef | null) => void, takes: boolean) {
  const [drag, setDrag] = useState<Drag | null>(null);
  /** What a finger is pressing while its hold runs: not yet picked up. */
  const [pressing, setPressing] = useState<Carried | null>(null);
  /** The button of a card brought from outside the board (the palette's): it has no pile here, so it shows the hold itself, in `data-hold`. */
  const outside = useRef<HTMLElement | null>(null);
  const mark = (hold: 'pressing' | 'held' | null) => {
    if (hold) return outside.current?.setAttribute('data-hold', hold);
    outside.current?.removeAttribute('data-hold');
    outside.current = null;
  };
  const mine = useRef(false);
  const dropped = useRef(drop);
  dropped.current = drop;
  useNoScrollWhileDragging(root);

  const press = useMemo<Press>(
    () => (carried, e) => {
      if (e.button !== 0) return;
      const touch = e.pointerType === 'touch';
      const start = { ...carried, x: e.clientX, y: e.clientY, moved: false, touch };
      const begin = () => {
        dragging = mine.current = true;
        setPressing(null);
        setDrag(start);
      };
      if (!touch) return begin();
      setPressing(carried);
      outside.current = 'card' in carried && e.currentTarget instanceof HTMLElement ? e.currentTarget : null;
      mark('pressing');
      // A finger that moves before the hold is over is scrolling; the browser then cancels its pointer.
      const watch = (m: PointerEvent) => {
        if (Math.hypot(m.clientX - start.x, m.clientY - start.y) > 8) abandon();
      };
      const stop = () => {
        clearTimeout(timer);
        window.removeEventListener('pointermove', watch);
        window.removeEventListener('pointerup', abandon);
        window.removeEventListener('pointercancel', abandon);
      };
      const abandon = () => {
        stop();
        setPressing(null);
        mark(null);
      };
      const timer = setTimeout(() => {
        stop();
        mark('held');
        begin();
      }, HOLD_MS);
      window.addEventListener('pointermove', watch);
      window.addEventListener('pointerup', abandon);
      window.addEventListener('pointercancel', abandon);
    },
    [],
  );

  // As the board is drawn, not a frame later: a card pressed on the palette at once is carried.
  useLayoutEffect(() => {
    if (!takes) return;
    taker = press;
    return () => {
      if (taker === press) taker = null;
    };
  }, [takes]);

  // A board gone mid-drag (its exercise over) must not leave the page unable to scroll.
  useEffect(
    () => () => {
      if (mine.current) dragging = false;
    },
    [],
  );

  // Listening from the render that shows the drag, not from an effect after the next paint: a quick
  // press, move and release (a test's, a flick of the mouse) would otherwise end before it was heard.
  useLayoutEffect(() => {
    if (!drag) return;
    const end = () => {
      dragging = mine.current = false;
      mark(null);
      setDrag(null);
    };
    const move = (e: PointerEvent) => {
      const moved = drag.moved || Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > 6;
      setDrag({ ...drag, x: e.clientX, y: e.clientY, moved });
    };
    const up = (e: PointerEvent) => {
      end();
      if (!drag.moved) return;
      letGo();
      const pile = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-pile]');
      dropped.current(drag, pile && root.current?.contains(pile) ? refOfKey(pile.dataset.pile!) : null);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      end();
      letGo();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', end);
    window.addEventListener('keydown', escape);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('keydown', escape);
    };
  }, [drag]);

  return { drag, pressing, press };
}
