/**
 * The editor's markup: the rules and the player to move, the palette of cards left, the card being placed, the table (drawn by
 * the caller), the chosen pile's field, the verdict and, on a table that may be shared, its link and its analysis. It holds no state and knows no
 * gesture: ./EditorBoard gives it the table being set up, what is picked and typed, and its handlers. Drawn alone, it is the
 * picture a link opens with before the live editor comes (./EditorDrawing), the same markup to the element, without the
 * engine's checks or the board's gestures.
 */
import type { ComponentChildren, JSX, RefObject } from 'preact';
import { parseCard, PRESETS, seatsOf, type PileRef, type Player, type PositionJSON } from '../engine';
import { cardsLeft, pileCards } from '../share/setup';
import { presetName, rulesInWords } from '../telling/rules';
import { cardsTyping } from '../telling/typing';
import { cardName, cardSpoken, pileWords } from '../telling/words';
import { HOLD_MS } from './drag';
import { ForDevice } from './ForDevice';
import { editorWords } from '../i18n/editor';
import type { Locale } from '../i18n/locales';
import './analysis.css';
import './editor.css';

export const UNKNOWN_CARD = '??';
/** The pile chosen as the editor opens, and the palette's card the keyboard starts on. */
export const FIRST_PILE: PileRef = { kind: 'house', index: 0 };

/** A pile's cards as its field shows them to edit. */
export const pileTyping = (setup: PositionJSON, pile: PileRef, lang: Locale) => cardsTyping(pileCards(setup, pile), pile.kind === 'hand', lang);

export interface EditorHandlers {
  /** Any press, click or key, before its own handler: the words of a fault are wanted soon. */
  readonly anyUse: () => void;
  readonly rules: (id: string) => void;
  readonly toMove: (player: Player) => void;
  readonly empty: () => void;
  readonly undo: () => void;
  readonly paletteKey: (e: JSX.TargetedKeyboardEvent<HTMLFieldSetElement>, cards: readonly string[], from: string) => void;
  readonly cardDown: (card: string, e: JSX.TargetedPointerEvent<HTMLElement>) => void;
  readonly cardFocus: (card: string) => void;
  readonly cardClick: (card: string) => void;
  readonly cancel: () => void;
  readonly type: (text: string) => void;
  readonly apply: () => void;
  readonly removeTop: () => void;
  readonly faceDown: (count: number) => void;
  readonly out: (out: boolean) => void;
}

export interface EditorViewProps {
  readonly setup: PositionJSON;
  /** Why a link could not be opened, above the editor. */
  readonly note: string | null;
  readonly lang: Locale;
  readonly canUndo: boolean;
  /** The palette's card picked to place. */
  readonly chosen: string | null;
  /** The palette's card the keyboard is on. */
  readonly near: string;
  readonly pile: PileRef;
  /** What the chosen pile's field holds. */
  readonly shown: string;
  readonly typeNote: string | null;
  /** Why the table is not allowed, in words, '' while they come; null when it is. */
  readonly fault: string | null;
  /** No card placed yet. */
  readonly bare: boolean;
  /** The table, given what screen readers hear of it; none when the setup cannot be read as one. */
  readonly table: ((said: string) => ComponentChildren) | null;
  /** The button that shares the table, and the address of its analysis; null when the setup cannot be read as a table. */
  readonly shared: { readonly share: ComponentChildren; readonly analysis: string } | null;
  readonly on?: EditorHandlers | undefined;
  readonly palette?: RefObject<HTMLFieldSetElement> | undefined;
}

export function EditorView({ setup, note, lang, canUndo, chosen, near, pile, shown, typeNote, fault, bare, table, shared, on, palette }: EditorViewProps) {
  const t = editorWords(lang);
  const judged = bare ? t.bare : fault === null ? t.allowed : t.notYet({ fault });
  const left = cardsLeft(setup);
  const players = seatsOf({ players: setup.C ? 3 : 2 });
  const rulesName = typeof setup.rules === 'string' ? setup.rules : '';
  const where = pileWords(pile, null, lang);
  const cards = [UNKNOWN_CARD, ...left.map(([c]) => c)];
  const stop = cards.includes(near) ? near : UNKNOWN_CARD;
  const value = (e: Event) => (e.target as HTMLInputElement).value;

  return (
    <div class="editor" onPointerDownCapture={on?.anyUse} onKeyDownCapture={on?.anyUse} onClickCapture={on?.anyUse}>
      {note ? (
        <p class="link-error" role="alert">
          {note}
        </p>
      ) : null}
      <div class="settings">
        <label>
          {t.rules}{' '}
          <select value={rulesName} onChange={(e) => on?.rules(value(e))}>
            {rulesName === '' ? <option value="">{t.asShared({ rules: rulesInWords(setup.rules, lang) })}</option> : null}
            {PRESETS.map((p) => (
              <option value={p.id}>{presetName(p.id, lang)}</option>
            ))}
          </select>
        </label>
        <label>
          {t.toMove}{' '}
          <select value={setup.toMove} onChange={(e) => on?.toMove(value(e) as Player)}>
            {players.map((w) => (
              <option value={w}>{w}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={on?.empty}>
          {t.empty}
        </button>
        <button type="button" disabled={!canUndo} onClick={on?.undo}>
          {t.undo}
        </button>
      </div>
      <fieldset class="palette" ref={palette ?? null} onKeyDown={(e) => on?.paletteKey(e, cards, stop)} style={{ '--hold': `${HOLD_MS}ms` }}>
        <legend>
          <ForDevice words={t.palette} />
        </legend>
        {cards.map((c) => {
          const n = left.find(([x]) => x === c)?.[1];
          const name = c === UNKNOWN_CARD ? t.unknown : cardSpoken(parseCard(c)!, lang);
          return (
            <button
              type="button"
              key={c}
              data-card={c}
              tabIndex={c === stop ? 0 : -1}
              aria-pressed={chosen === c}
              aria-label={n ? t.left({ card: name, n }) : name}
              onPointerDown={(e) => on?.cardDown(c, e)}
              onFocus={() => on?.cardFocus(c)}
              onClick={() => on?.cardClick(c)}
            >
              {c === UNKNOWN_CARD ? '??' : cardName(parseCard(c)!, lang)}
              {n && n > 1 ? <sub>×{n}</sub> : null}
            </button>
          );
        })}
      </fieldset>
      <div class={`placing${chosen ? ' active' : ''}`}>
        <p aria-live="polite">{chosen ? t.placing({ card: cardName(parseCard(chosen)!, lang) }) : t.noCard}</p>
        {chosen ? (
          <button type="button" onClick={on?.cancel}>
            {t.cancel}
          </button>
        ) : null}
      </div>
      {table?.(bare ? t.bare : (fault ?? t.legal))}
      <div class="pile-editor">
        <p class="chosen">
          {t.chosen} <strong>{where}</strong>
        </p>
        <label>
          {t.cardsOf({ pile: where, house: pile.kind === 'house', hand: pile.kind === 'hand' })}{' '}
          <input type="text" value={shown} onInput={(e) => on?.type(value(e))} onKeyDown={(e) => e.key === 'Enter' && on?.apply()} />
        </label>{' '}
        <button type="button" onClick={on?.apply}>
          {t.set({ pile: where })}
        </button>{' '}
        <button type="button" onClick={on?.removeTop}>
          {t.removeTop({ pile: where })}
        </button>
        {setup.faceDown && pile.kind === 'house' ? (
          <label>
            {' '}
            {t.faceDown({ pile: where })}{' '}
            <input type="number" min={0} max={13} value={setup.faceDown[pile.index]} onInput={(e) => on?.faceDown(Number(value(e)) || 0)} />
          </label>
        ) : null}
        {setup.C && pile.kind === 'house' ? (
          <label>
            {' '}
            <input type="checkbox" checked={setup.houses[pile.index] === null} onChange={(e) => on?.out((e.target as HTMLInputElement).checked)} /> {t.out({ pile: where })}
          </label>
        ) : null}
        {typeNote ? <p class="note">{typeNote}</p> : null}
      </div>
      <p class={fault === null ? 'valid' : 'invalid'} role="status">
        {judged}
      </p>
      {fault === null && !bare && shared ? (
        <div class="actions">
          {shared.share}
          <a href={shared.analysis}>{t.analyse}</a>
        </div>
      ) : null}
    </div>
  );
}
