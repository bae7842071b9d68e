/**
 * An island that opens as the site drew it (its children: static HTML in the page, or fetched as
 * HTML for a board the browser names, `Drawing`) and fetches its live
 * component at the visitor's first use of it: a pointer over it or pressing it, a focus or a key
 * in it. The page opens with a few hundred bytes instead of the board's code (the engine's
 * judging, the table host, the task's logic), which only an answer needs. The live component is
 * the one the site drew, with the same props, so it draws the same elements: the press that woke
 * it is carried over to the live element at the same place (a press still held goes on as a
 * drag, a click is clicked again, a focus is kept, what was typed or chosen in a field is set in the
 * live field and an Enter pressed there is pressed again on it, a key the drawing does nothing with
 * is pressed again), and nothing the visitor did is lost.
 * `liveAtOnce` wakes it as it opens: the visitor's record has something the live component shows
 * (a step solved, a puzzle answered) that the drawing made at build time cannot know. `linked`, on an
 * address that carries a link, fetches the link's drawing at once, to show instead of the site's: it is
 * handed what wakes the live component, for when the visitor goes on to what only that fills (a link's
 * rulings). A link it cannot draw (unread, or not fetched) wakes the live component at once, which says why.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

/** Where in the drawing an event happened, as child indexes from the component's first element. */
type Path = readonly number[];

/**
 * A field of the drawing as the visitor left it, and the event that told its change ('input' or 'change'), or an Enter pressed in
 * it ('keydown'): the live field is given what was typed, then the Enter, which takes it (the editor's pile field).
 */
interface Edit {
  readonly path: Path;
  readonly type: string;
  readonly value: string;
  readonly checked: boolean;
  /** The presses made on the drawing before it: it is typed once they are carried over, or a press that resets a field (a pile chosen shows its own cards) would undo it. */
  readonly after: number;
}

interface Press {
  readonly path: Path;
  readonly init: PointerEventInit;
  /** Still held: it goes on as a press on the live element, a drag if it moves. */
  down: boolean;
  clicked: boolean;
  /** Its click reached the live element itself: released once the live component was in, there is nothing to click again. */
  delivered: boolean;
  /**
   * A mouse's or a pen's, let go once the live component had replaced the drawing: the browser sends no click then (the pressed
   * element is gone), so the release is its click. A finger's tap still gets its click, where it was made.
   */
  releasedLive?: boolean;
  /** What was pressed on the drawing: a finger's moves go on being sent to it (hold). */
  readonly pressed: EventTarget | null;
}

/**
 * A press still held, pressed again on the live element; the browser's click after its release belongs to the drawing's element, now
 * gone (it goes to what is left of the two: an element around the live one), so a press released without a click on the live element
 * itself (a tap, not a drag) is clicked here.
 */
function hold(root: Element, target: HTMLElement, { init, pressed }: Press): void {
  // A finger's moves go on to the element it first touched, the drawing's, now out of the page where nothing hears them: kept
  // inside the live element, hidden, until the finger lifts, its moves reach the live component, whose drag keeps them from
  // scrolling the page.
  if (init.pointerType === 'touch' && pressed instanceof Element && !pressed.isConnected) {
    const kept = document.createElement('span');
    kept.hidden = true;
    kept.append(pressed);
    target.append(kept);
    const lifted = new AbortController();
    for (const end of ['touchend', 'touchcancel']) window.addEventListener(end, () => (kept.remove(), lifted.abort()), { signal: lifted.signal });
  }
  target.dispatchEvent(new PointerEvent('pointerdown', init));
  let clicked = false;
  const saw = (e: Event) => (clicked = e.target instanceof Node && target.contains(e.target));
  root.addEventListener('click', saw, { capture: true, once: true });
  window.addEventListener('pointerup', () => setTimeout(() => (root.removeEventListener('click', saw, { capture: true }), clicked || target.click())), { once: true });
}

/** What holds the drawing: Astro's slot elements on a page the site drew, or a fetched drawing's box (Drawing); the live component has none. */
const DRAWING = 'astro-slot, astro-static-slot, .drawing';
const firstOwn = (el: Element | null): Element | null => {
  let e = el?.firstElementChild ?? null;
  while (e?.matches(DRAWING)) e = e.firstElementChild;
  return e;
};

/**
 * A drawing fetched as HTML, for a board the browser names once it opens (the day's puzzle): the site drew
 * it at build time, so it is our own markup, the same as a page carries in its island's slot. Nothing from an
 * address or saved data reaches it: ./FetchedPuzzle takes only a puzzle's own file of this origin.
 */
export const Drawing = ({ html }: { readonly html: string }) => <div class="drawing" style="display: contents" dangerouslySetInnerHTML={{ __html: html }} />;

/** Where `target` is, in the drawing (or, `live`, in the live component that replaced it); null elsewhere. */
function pathOf(root: Element, target: EventTarget | null, live = false): Path | null {
  const base = firstOwn(root);
  // Only what lands on the drawing: once the live component is in, the page's own handlers take each event.
  if (!(target instanceof Element) || !(live || target.closest(DRAWING))) return null;
  const path: number[] = [];
  for (let e: Element | null = target; e && base; e = e.parentElement) {
    if (e === base) return path.reverse();
    path.push(Array.prototype.indexOf.call(e.parentElement?.children ?? [], e));
  }
  return null;
}

function elementAt(root: Element, path: Path): HTMLElement | null {
  let e = firstOwn(root);
  for (const i of path) e = e?.children[i] ?? null;
  return e instanceof HTMLElement ? e : null;
}

/** What the island says when its live component cannot be fetched, in the page's language, handed in by the build (no catalog is fetched then). */
export interface Unreachable {
  readonly text: string;
  readonly retry: string;
}

export function FirstUse<P extends object>({
  load,
  props,
  liveAtOnce,
  linked,
  unreachable,
  children,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  liveAtOnce?: () => boolean;
  /** Null for an address without a link; else its drawing, or null when the link cannot be read. */
  linked?: (wake: () => void) => Promise<ComponentChildren> | null;
  unreachable: Unreachable;
  children?: ComponentChildren;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<ComponentType<P> | null>(null);
  const woken = useRef(false);
  const [failed, setFailed] = useState(false);
  /** The presses made on the drawing, in order (a tap on a card, then on the pile it goes to). */
  const presses = useRef<Press[]>([]);
  const focused = useRef<Path | null>(null);
  /**
   * Keys pressed on the drawing that only the live component acts on (arrows, Escape, + and -), pressed again on its focused
   * element. Enter, Space and Tab act on the drawing itself (a click, a focus), carried over as such; a field's keys type in it,
   * and its Enter is carried with what it holds (Edit).
   */
  const keys = useRef<KeyboardEventInit[]>([]);
  /** The drawing's fields changed, by path and event: the last of each is set on the live field (a text's input, then its change). */
  const edits = useRef(new Map<string, Edit>());
  /**
   * From the live component's coming in until the presses made on the drawing are carried over: a tap the visitor makes on it
   * meanwhile (a quick second tap on a busy phone) waits its turn behind them, so that they are taken in the order made. Taps
   * only: a press still held goes on as it is.
   */
  const waiting = useRef(false);
  /** A visitor's press or click on the live component while the drawing's presses wait: kept from it, and its path, to queue it. */
  const queued = (e: Event): Path | null => {
    if (!waiting.current || !e.isTrusted || presses.current.some((p) => p.down)) return null;
    const path = pathOf(root.current!, e.target, true);
    if (path) e.stopPropagation();
    return path;
  };

  const wake = () => {
    if (woken.current) return;
    woken.current = true;
    load().then(
      (C) => {
        waiting.current = presses.current.length > 0;
        setLive(() => C);
      },
      () => {
        // Offline before the board was ever fetched: said, and what was pressed meanwhile is not played later by surprise.
        presses.current = [];
        setFailed(true);
      },
    );
  };

  const last = () => presses.current[presses.current.length - 1];
  // The drawing's handlers are set as the island hydrates, not an effect later: a press right after is not lost.
  const press = (e: PointerEvent) => {
    wake();
    const path = pathOf(root.current!, e.target) ?? queued(e);
    const { clientX, clientY, pointerId, pointerType, button, buttons, isPrimary } = e;
    if (path) presses.current.push({ path, init: { clientX, clientY, pointerId, pointerType, button, buttons, isPrimary, bubbles: true, cancelable: true, composed: true }, down: true, clicked: false, delivered: false, pressed: e.target });
  };
  const click = (e: MouseEvent) => {
    wake();
    const path = pathOf(root.current!, e.target) ?? queued(e);
    const p = last();
    if (p && !p.clicked && (path === null || p.path.join() === path.join())) {
      p.clicked = true;
      // Outside the drawing: the live component came in during the press, and the browser's click went to its element, or, the
      // element pressed being gone, to one around it, which is no click on what was pressed.
      p.delivered = path === null && e.target instanceof Node && !!elementAt(root.current!, p.path)?.contains(e.target);
    } else if (path) presses.current.push({ path, init: {}, down: false, clicked: true, delivered: false, pressed: e.target });
  };
  const note = (path: Path, field: HTMLInputElement, type: string) =>
    edits.current.set(`${path.join()} ${type}`, { path, type, value: field.value, checked: field.checked, after: presses.current.length });
  const key = (e: KeyboardEvent) => {
    wake();
    const path = pathOf(root.current!, e.target);
    const field = (e.target as Element).matches('input, textarea, select');
    if (path && field && e.key === 'Enter' && !e.isComposing) note(path, e.target as HTMLInputElement, 'keydown');
    if (!path || ['Enter', ' ', 'Tab'].includes(e.key) || field) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = e;
    keys.current.push({ key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true });
  };
  const edit = (e: Event) => {
    const path = pathOf(root.current!, e.target);
    if (path) note(path, e.target as HTMLInputElement, e.type);
  };
  const focus = (e: FocusEvent) => {
    wake();
    focused.current = pathOf(root.current!, e.target) ?? focused.current;
  };

  useLayoutEffect(() => {
    if (liveAtOnce?.()) wake();
    // What was done on the drawing before this island started, kept by the page (src/layouts/Base.astro), taken in order as if
    // it were done now; another island's is left to it. A focus given then is kept too.
    const early = (window as { firstUseEarly?: Event[] }).firstUseEarly ?? [];
    for (const e of early.splice(0)) {
      if (!pathOf(root.current!, e.target)) early.push(e);
      else if (e.type === 'click') click(e as MouseEvent);
      else if (e.type === 'keydown') key(e as KeyboardEvent);
      else edit(e);
    }
    const given = pathOf(root.current!, document.activeElement);
    if (given) {
      wake();
      focused.current = given;
    }
    const release = () => {
      const p = last();
      if (!p?.down) return;
      p.down = false;
      p.releasedLive = p.init.pointerType !== 'touch' && !root.current?.querySelector(DRAWING);
    };
    window.addEventListener('pointerup', release, { capture: true });
    return () => window.removeEventListener('pointerup', release, { capture: true });
  }, []);

  const [linkDrawing, setLinkDrawing] = useState<ComponentChildren>(null);
  useEffect(() => {
    linked?.(wake)?.then((d) => (d ? setLinkDrawing(d) : wake()), wake);
  }, []);

  /** What was typed on the drawing, set in the live fields, once the presses made before it (`carried` of them) are carried over. */
  const type = (carried: number) =>
    edits.current.forEach(({ path, type, value, checked, after }, at) => {
      if (after > carried) return;
      edits.current.delete(at);
      const field = elementAt(root.current!, path) as HTMLInputElement | null;
      if (!field || !('value' in field)) return;
      // A task later: the live component has drawn what was typed, and its Enter takes that, not the field as it came.
      if (type === 'keydown') return void setTimeout(() => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true })));
      if (field.type === 'checkbox' || field.type === 'radio') field.checked = checked;
      else field.value = value;
      field.dispatchEvent(new Event(type, { bubbles: true }));
    });

  // The live component has replaced the drawing: the focus and the keys go on there as it comes in, before the browser takes
  // another key, which would otherwise go to the page while the focused element is gone (a key pressed then was lost).
  useLayoutEffect(() => {
    if (!Live) return;
    const el = root.current!;
    // Typed before the focus is set again, so that the caret goes to the end of what was typed.
    type(0);
    const f = focused.current && elementAt(el, focused.current);
    if (f && !el.contains(document.activeElement)) f.focus({ preventScroll: true });
    for (const k of keys.current.splice(0)) (el.contains(document.activeElement) ? document.activeElement! : el).dispatchEvent(new KeyboardEvent('keydown', k));
  }, [Live]);

  // And the presses made there, one a task, so that each is handled on the table the one before it left.
  useEffect(() => {
    if (!Live) return;
    const el = root.current!;
    let carried = 0;
    const replay = () => {
      // A mouse's or a pen's press still held: its click comes with its release, and is carried over then (a finger's goes on as a
      // drag, which only a hold starts).
      const held = presses.current[0];
      if (held?.down && held.init.pointerType !== 'touch')
        return window.addEventListener('pointerup', () => setTimeout(() => ((held.clicked ||= true), replay())), { once: true });
      const p = presses.current.shift();
      waiting.current = presses.current.length > 0;
      const target = p && elementAt(el, p.path);
      if (p && target) {
        if (p.down) return hold(el, target, p);
        if ((p.clicked || p.releasedLive) && !p.delivered) target.click();
      }
      type(++carried);
      if (presses.current.length) setTimeout(replay);
    };
    replay();
  }, [Live]);

  // A box of its own, not `display: contents`: Astro wakes a client:visible island when its first element is seen.
  return (
    <div class="first-use" ref={root} onPointerOverCapture={wake} onTouchStartCapture={wake} onKeyDownCapture={key} onPointerDownCapture={press} onClickCapture={click} onFocusInCapture={focus} onInputCapture={edit} onChangeCapture={edit}>
      {Live ? <Live {...props} /> : (linkDrawing ?? children)}
      {failed ? (
        <p class="first-use-failed" role="alert">
          {unreachable.text}{' '}
          {/* A module that failed to load stays failed for the page: trying again is opening it again. */}
          <button type="button" onClick={() => location.reload()}>
            {unreachable.retry}
          </button>
        </p>
      ) : null}
    </div>
  );
}
