/**
 * The table: shows any position of any rule set and lets a person try any move, by
 * dragging (mouse or touch), by clicking a pile then another, or by keyboard (arrow keys
 * between piles, Enter or Space to pick up and put down, + and - to pick more or fewer
 * cards of a house, Escape to let go). A press on a covered card of a house picks up that
 * card and every card above it. It decides nothing: attempts go to `onAttempt`, and the
 * legal targets it may highlight are handed in.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { cardLabel, faceUpIn, samePile, UNKNOWN, type PileRef, type Player, type Position } from '../engine';
import type { MovedPiles } from './aids';
import { Card } from './Card';
import { cardsOf, pileLabel, pileTitle, refKey, refOfKey, tableLayout } from './table';
import './board.css';

export interface Highlights {
  /** Piles whose card the player to move may play. */
  readonly available?: readonly PileRef[];
  /** Piles involved in the compulsory moves. */
  readonly compulsory?: readonly PileRef[];
  /** A Stop: the pile the wrong card came from, and the compulsory move's piles. */
  readonly culprit?: PileRef | null;
  readonly fix?: readonly PileRef[];
}

export interface BoardProps {
  readonly position: Position;
  /** Whose piles are "your" piles in labels (the learner), or null for a neutral view. */
  readonly you: Player | null;
  readonly interactive: boolean;
  /** A card taken from `from` and put on `to`; `to` null means the pile itself was chosen (a hand: turn). */
  readonly onAttempt: (from: PileRef, to: PileRef | null) => void;
  /** The legal targets of a picked pile, for the aid that shows them; empty when the aid is off. */
  readonly targetsOf?: ((from: PileRef) => readonly PileRef[]) | undefined;
  readonly highlights?: Highlights;
  /** Said to screen readers: verdicts and what happened. */
  readonly announce: string;
  readonly label?: string;
  /** The last move made at the table, marked on its two piles (from and to) so nobody misses it. */
  readonly lastMove?: MovedPiles | null;
  /** Point mode: a click names a pile (`onAttempt(pile, null)`) instead of picking a card up. */
  readonly pointing?: boolean;
}

const has = (list: readonly PileRef[] | undefined, ref: PileRef) => !!list?.some((r) => samePile(r, ref));
/** How many outermost cards of a pile a pick takes. */
const takenOf = (ref: PileRef) => (ref.kind === 'house' && ref.count) || 1;

export function Board({ position: p, you, interactive, onAttempt, targetsOf, highlights = {}, announce, label = 'Card table', pointing = false, lastMove = null }: BoardProps) {
  const layout = useMemo(() => tableLayout(p), [p.rules]);
  const [picked, setPicked] = useState<PileRef | null>(null);
  const [focus, setFocus] = useState<string>('handA');
  const [drag, setDrag] = useState<{ from: PileRef; x: number; y: number; moved: boolean } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const justDragged = useRef(false);
  useEffect(() => setPicked(null), [p]);

  // Piles in reading order, for arrow-key moves: the top row, the rows of houses and foundations, the bottom row.
  const grid = useMemo(() => {
    const rows: PileRef[][] = [];
    rows.push(layout.players.slice(1).flatMap((who): PileRef[] => [{ kind: 'reserve', player: who }, { kind: 'waste', player: who }, { kind: 'hand', player: who }]));
    for (let r = 0; r < layout.rows; r++) {
      const row: PileRef[] = [];
      if (layout.left[r] !== undefined) row.push({ kind: 'house', index: layout.left[r]! });
      for (const f of [2 * r, 2 * r + 1]) if (f < layout.foundations) row.push({ kind: 'foundation', index: f });
      if (layout.right[r] !== undefined) row.push({ kind: 'house', index: layout.right[r]! });
      rows.push(row);
    }
    const turned: PileRef[] = p.A.turned !== null ? [{ kind: 'turned', player: 'A' }] : [];
    rows.push([{ kind: 'hand', player: 'A' }, ...turned, { kind: 'waste', player: 'A' }, { kind: 'reserve', player: 'A' }]);
    return rows;
  }, [layout, p.A.turned !== null]);

  // Piles that grew since the last position get a short arrival animation.
  const previous = useRef<Position | null>(null);
  const arrived = useMemo(() => {
    const before = previous.current;
    if (!before || before.rules !== p.rules) return new Set<string>();
    const refs = grid.flat();
    return new Set(refs.filter((ref) => cardsOf(p, ref).length > cardsOf(before, ref).length).map(refKey));
  }, [p]);
  useEffect(() => {
    previous.current = p;
  }, [p]);

  const targets = picked && targetsOf ? targetsOf(picked) : [];

  /** What a press on `target` within the pile takes: on a covered face-up card of a house, that card and those above it. */
  function pickAt(ref: PileRef, target: EventTarget | null): PileRef {
    const card = target instanceof Element ? target.closest('.card') : null;
    if (ref.kind !== 'house' || !card?.parentElement) return ref;
    // A house's button holds nothing but its cards, innermost first.
    const count = cardsOf(p, ref).length - [...card.parentElement.children].indexOf(card);
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
    const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    const more = { '+': 1, '=': 1, '-': -1 }[e.key];
    if (e.key === 'Escape') return setPicked(null);
    if (more) return resize(more);
    if (!step) return;
    e.preventDefault();
    let r = grid.findIndex((row) => row.some((ref) => refKey(ref) === focus));
    let c = r < 0 ? 0 : grid[r]!.findIndex((ref) => refKey(ref) === focus);
    if (r < 0) r = grid.length - 1;
    const [dr, dc] = step as [number, number];
    if (dr) {
      r = Math.min(grid.length - 1, Math.max(0, r + dr));
      c = Math.round((c / Math.max(1, grid[r - dr]!.length - 1)) * (grid[r]!.length - 1)) || 0;
    } else c = Math.min(grid[r]!.length - 1, Math.max(0, c + dc));
    const next = refKey(grid[r]![c]!);
    setFocus(next);
    root.current?.querySelector<HTMLElement>(`[data-pile="${next}"]`)?.focus();
  }

  function pointerDown(ref: PileRef, e: JSX.TargetedPointerEvent<HTMLElement>) {
    // A drag from one pile to another ends in a click on neither, which would leave the flag set to swallow this press's click.
    justDragged.current = false;
    if (!interactive || pointing || ref.kind === 'hand' || cardsOf(p, ref).length === 0 || e.button !== 0) return;
    setDrag({ from: pickAt(ref, e.target), x: e.clientX, y: e.clientY, moved: false });
  }

  useEffect(() => {
    if (!drag) return;
    const move = (e: PointerEvent) => {
      const moved = drag.moved || Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > 6;
      setDrag({ ...drag, x: e.clientX, y: e.clientY, moved });
    };
    const up = (e: PointerEvent) => {
      if (drag.moved) {
        const el = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-pile]');
        const to = el ? grid.flat().find((ref) => refKey(ref) === el.dataset.pile) : undefined;
        justDragged.current = true;
        setPicked(null);
        if (to && !samePile(to, drag.from)) onAttempt(drag.from, to);
      }
      setDrag(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
  }, [drag]);

  function pile(ref: PileRef, extra = '') {
    const key = refKey(ref);
    const cards = cardsOf(p, ref);
    const closed = ref.kind === 'house' && p.closedHouse === ref.index;
    const down = ref.kind === 'house' && p.faceDown ? p.faceDown[ref.index]! : 0;
    const grew = arrived.has(key);
    // The cards a pick or a drag takes, counted from the outermost.
    const taken = drag?.moved && samePile(drag.from, ref) ? takenOf(drag.from) : picked && samePile(picked, ref) ? takenOf(picked) : 0;
    const classes = [
      'pile',
      ref.kind,
      extra,
      cards.length && ref.kind !== 'hand' && ref.kind !== 'foundation' ? 'has-cards' : '',
      picked && samePile(picked, ref) ? 'picked' : '',
      has(targets, ref) ? 'target' : '',
      has(highlights.available, ref) ? 'available' : '',
      has(highlights.compulsory, ref) ? 'compulsory' : '',
      highlights.culprit && samePile(highlights.culprit, ref) ? 'culprit' : '',
      has(highlights.fix, ref) ? 'fix' : '',
      drag?.moved && samePile(drag.from, ref) ? 'dragging' : '',
      lastMove && samePile(lastMove.from, ref) ? 'last-from' : '',
      lastMove && samePile(lastMove.to, ref) ? 'last-to' : '',
    ].join(' ');
    const shown = ref.kind === 'house' ? cards : cards.slice(-1);
    const faceDown = (i: number) => ref.kind === 'hand' || (ref.kind === 'reserve' && p[ref.player]!.reserveFaceDown) || (ref.kind === 'house' && i < down);
    return (
      <button
        type="button"
        key={key}
        data-pile={key}
        class={classes}
        tabIndex={focus === key ? 0 : -1}
        aria-label={pileLabel(p, ref, you, closed)}
        aria-pressed={picked ? samePile(picked, ref) : undefined}
        aria-disabled={closed || undefined}
        onFocus={() => setFocus(key)}
        onPointerDown={(e) => pointerDown(ref, e)}
        onClick={(e) => (justDragged.current ? (justDragged.current = false) : choose(ref, e.target))}
      >
        {shown.length === 0 ? <span class="card slot" aria-hidden="true" /> : null}
        {shown.map((c, i) => {
          const at = cards.length - shown.length + i;
          const marks = [grew && i === shown.length - 1 ? 'arrive' : '', at >= cards.length - taken ? 'taken' : ''].join(' ');
          return <Card key={i} card={c} faceDown={faceDown(at) || c === UNKNOWN} className={marks} />;
        })}
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
    const name = who === you ? `You (${who})` : who;
    return (
      <div class={`side ${top ? 'top' : 'bottom'} ${p.toMove === who ? 'to-move' : ''}`} key={who}>
        <span class="who">{name}</span>
        {top ? [reserve, <span class="gap" key="gap" />, waste, hand] : [hand, turned, waste, <span class="gap" key="gap" />, reserve]}
      </div>
    );
  };

  const dragged = drag?.moved ? cardsOf(p, drag.from).slice(-takenOf(drag.from)) : [];
  // A run picked, or a pick resized by keyboard, is told in words: "2 cards picked from house 2: 3♥ to 2♠".
  const run = picked?.kind === 'house' && picked.count ? cardsOf(p, picked).slice(-picked.count).map(cardLabel) : [];
  const said = run.length
    ? `${run.length} card${run.length === 1 ? '' : 's'} picked from ${pileTitle(picked!, you)}: ${run.length > 1 ? `${run[0]} to ${run[run.length - 1]}` : run[0]}`
    : announce;

  return (
    <div class="board" role="group" aria-label={label} ref={root} onKeyDown={onKey}>
      <div class="sides">{layout.players.slice(1).map((who) => side(who, true))}</div>
      <div class="tableau" style={{ '--rows': layout.rows }}>
        {Array.from({ length: layout.rows }, (_, r) => (
          <div class="row" key={r}>
            <div class="houses left">{layout.left[r] !== undefined ? pile({ kind: 'house', index: layout.left[r]! }) : null}</div>
            <div class="foundations">
              {[2 * r, 2 * r + 1].filter((f) => f < layout.foundations).map((f) => pile({ kind: 'foundation', index: f }))}
            </div>
            <div class="houses right">{layout.right[r] !== undefined ? pile({ kind: 'house', index: layout.right[r]! }) : null}</div>
          </div>
        ))}
      </div>
      {side('A', false)}
      <p class="sr-only" aria-live="polite">
        {said}
      </p>
      {dragged.length && drag ? (
        <span class="ghost" style={{ left: `${drag.x}px`, top: `${drag.y}px` }} aria-hidden="true">
          {dragged.map((c, i) => (
            <Card key={i} card={c} />
          ))}
        </span>
      ) : null}
    </div>
  );
}
