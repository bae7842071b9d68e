/**
 * The position editor: an empty table or a shared one; cards placed by clicking a card
 * then a pile, by dragging a card onto a pile (with the board's own drag, a mouse's or a
 * finger's), or by typing a pile's cards; the engine's
 * verdict on the table after every change; and a link once the position is legal.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { cardCode, cardsOnTable, parseCard, positionFault, positionJSON, PRESETS, readSetup, seatsOf, type PileRef, type PositionJSON } from '../engine';
import { linkedPosition, positionHref } from '../share/links';
import { presetName, rulesInWords } from '../telling/rules';
import { cardsLeft, emptySetup, pileCards, withFaceDown, withHouseOut, withPile, withRules } from '../share/setup';
import { cardsTyping, typedCards } from '../telling/typing';
import { TableHost } from './TableHost';
import { carry, endsDrag, HOLD_MS, useNoScrollWhileDragging } from './drag';
import { ForDevice } from './ForDevice';
import { ShareLink } from './ShareLink';
import './analysis.css';
import './editor.css';
import { editorWords } from '../i18n/editor';
import type { Locale } from '../i18n/locales';
import { cardName, cardSpoken, pileWords } from '../telling/words';

const UNKNOWN_CARD = '??';

/**
 * Why a table or a link is refused, in words (src/telling/faults and its catalogs, some 3.6 KB), is fetched at the first fault
 * to tell, not as the page opens: a shared link almost always opens, and the table is allowed until a card is placed where the
 * rules forbid it. The first press, click or key starts the fetch, so the sentence is there by the time a fault is (a press on
 * the page's drawing of the editor reaches this one as a click, ./FirstUse).
 */
const faultWords = () => import('../telling/faults');
const prefetchFaultWords = () => void faultWords().catch(() => undefined);

/**
 * Drawn in the browser only: the page carries the empty table the site drew (./EditorOnUse), and this comes in at the first use,
 * or at once for an address with a link, which it reads as it first draws, so a shared table never shows as an empty one.
 */
export default function EditorBoard({ lang }: { readonly lang: Locale }) {
  const t = editorWords(lang);
  const [linked] = useState(() => linkedPosition(location.search));
  const [broken, setBroken] = useState<string | null>(null);
  useEffect(() => {
    if (!linked || linked.ok) return;
    // Why a link is broken is fetched only for a broken link: most links open.
    faultWords()
      .then(({ linkText }) => linkText(linked, lang), () => t.linkOffline)
      .then((problem) => setBroken(t.emptyInstead({ problem })));
  }, []);
  if (!linked || linked.ok) return <Editor setup={linked ? positionJSON(linked.position) : emptySetup('standard')} note={null} lang={lang} />;
  return broken === null ? <p>{t.setting}</p> : <Editor setup={emptySetup('standard')} note={broken} lang={lang} />;
}

/** The editor at work, from a table: the page's drawing is this one with the empty table. */
export function Editor({ setup: first, note, lang }: { readonly setup: PositionJSON; readonly note: string | null; readonly lang: Locale }) {
  const t = editorWords(lang);
  const [setup, setSetup] = useState(first);
  // Every change can be taken back, "Empty the table" included.
  const [earlier, setEarlier] = useState<readonly PositionJSON[]>([]);
  const change = (next: PositionJSON) => {
    setEarlier([...earlier, setup].slice(-200));
    setSetup(next);
    setTyped(null);
    setTypeNote(null);
  };
  const undo = () => {
    const last = earlier.at(-1);
    if (!last) return;
    setEarlier(earlier.slice(0, -1));
    setSetup(last);
    setTyped(null);
    setTypeNote(null);
  };
  // The palette card picked to place: one placement each, so a later click on a pile only chooses it.
  const [chosen, setChosen] = useState<string | null>(null);
  // The palette is one stop for Tab (arrow keys move within it), so the keyboard reaches the table without crossing 53 buttons.
  const [near, setNear] = useState(UNKNOWN_CARD);
  const palette = useRef<HTMLFieldSetElement>(null);
  useNoScrollWhileDragging(palette);
  const [pile, setPile] = useState<PileRef>({ kind: 'house', index: 0 });
  // What is typed for the chosen pile; null shows its cards. Reset in the same update as the
  // table or the pile, never in an effect after it, which could wipe what was typed meanwhile.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? cardsTyping(pileCards(setup, pile), pile.kind === 'hand', lang);
  const [typeNote, setTypeNote] = useState<string | null>(null);

  const read = useMemo(() => readSetup(setup), [setup]);
  const faultFacts = useMemo(() => (read.ok ? positionFault(read.value) : read.fault), [read]);
  // The words of why, fetched at the first fault (or press, faultWords above); 'offline' when they could not be.
  const [words, setWords] = useState<Awaited<ReturnType<typeof faultWords>> | 'offline' | null>(null);
  useEffect(() => {
    if (faultFacts && (words === null || words === 'offline')) faultWords().then(setWords, () => setWords('offline'));
  }, [faultFacts]);
  // In words for the person setting up the table; '' while they are on their way.
  const fault = !faultFacts ? null : words === 'offline' ? t.faultOffline : words ? words.faultText(faultFacts, lang) : '';
  const left = useMemo(() => cardsLeft(setup), [setup]);
  // No card placed yet: the rules allow such a table, but nobody could play it, nor want to share it.
  const bare = read.ok && cardsOnTable(read.value) === 0;
  const judged = bare ? t.bare : fault === null ? t.allowed : t.notYet({ fault });
  // Listening from the first render, not from an effect after each pick: an effect runs after
  // paint, and an Escape pressed as soon as the card shows as picked was lost (a CI run caught it).
  useEffect(() => {
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setChosen(null);
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, []);

  const place = (card: string, ref: PileRef) => {
    change(withPile(setup, ref, [...pileCards(setup, ref), card]));
    setPile(ref);
    setChosen(null);
  };
  const onPile = (ref: PileRef) => {
    if (chosen) return place(chosen, ref);
    setPile(ref);
    setTyped(null);
    // What was wrong with the last pile's typing is not this pile's.
    setTypeNote(null);
  };
  const applyTyped = () => {
    const out = typedCards(shown, pile.kind === 'hand', lang);
    if ('notACard' in out) return setTypeNote(t.typed({ word: out.notACard }));
    change(withPile(setup, pile, out.cards));
  };
  const players = seatsOf({ players: setup.C ? 3 : 2 });
  const rulesName = typeof setup.rules === 'string' ? setup.rules : '';
  const where = pileWords(pile, null, lang);
  const cards = [UNKNOWN_CARD, ...left.map(([c]) => c)];
  const stop = cards.includes(near) ? near : UNKNOWN_CARD;
  const onPaletteKey = (e: JSX.TargetedKeyboardEvent<HTMLFieldSetElement>) => {
    const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -cards.length, End: cards.length }[e.key];
    if (!by) return;
    e.preventDefault();
    const next = cards[Math.max(0, Math.min(cards.length - 1, cards.indexOf(stop) + by))]!;
    setNear(next);
    palette.current?.querySelector<HTMLElement>(`[data-card="${next}"]`)?.focus();
  };

  return (
    <div class="editor" onPointerDownCapture={prefetchFaultWords} onKeyDownCapture={prefetchFaultWords} onClickCapture={prefetchFaultWords}>
      {note ? (
        <p class="link-error" role="alert">
          {note}
        </p>
      ) : null}
      <div class="settings">
        <label>
          {t.rules}{' '}
          <select value={rulesName} onChange={(e) => change(withRules(setup, (e.target as HTMLSelectElement).value))}>
            {rulesName === '' ? <option value="">{t.asShared({ rules: rulesInWords(setup.rules, lang) })}</option> : null}
            {PRESETS.map((p) => (
              <option value={p.id}>{presetName(p.id, lang)}</option>
            ))}
          </select>
        </label>
        <label>
          {t.toMove}{' '}
          <select value={setup.toMove} onChange={(e) => change({ ...setup, toMove: (e.target as HTMLSelectElement).value as 'A' })}>
            {players.map((w) => (
              <option value={w}>{w}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => change(emptySetup(setup.rules))}>
          {t.empty}
        </button>
        <button type="button" disabled={earlier.length === 0} onClick={undo}>
          {t.undo}
        </button>
      </div>
      <fieldset class="palette" ref={palette} onKeyDown={onPaletteKey} style={{ '--hold': `${HOLD_MS}ms` }}>
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
              onPointerDown={(e) => carry(parseCard(c)!, e)}
              onFocus={() => setNear(c)}
              onClick={() => endsDrag() || setChosen(chosen === c ? null : c)}
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
          <button type="button" onClick={() => setChosen(null)}>
            {t.cancel}
          </button>
        ) : null}
      </div>
      {read.ok ? (
        <TableHost
          position={read.value}
          you={null}
          seat="A"
          interactive
          onPoint={onPile}
          onPlace={(card, ref) => place(cardCode(card), ref)}
          highlights={{ compulsory: [pile] }}
          announce={bare ? t.bare : (fault ?? t.legal)}
          label={t.label}
          lang={lang}
        />
      ) : null}
      <div class="pile-editor">
        <p class="chosen">
          {t.chosen} <strong>{where}</strong>
        </p>
        <label>
          {t.cardsOf({ pile: where, house: pile.kind === 'house', hand: pile.kind === 'hand' })}{' '}
          <input type="text" value={shown} onInput={(e) => setTyped((e.target as HTMLInputElement).value)} onKeyDown={(e) => e.key === 'Enter' && applyTyped()} />
        </label>{' '}
        <button type="button" onClick={applyTyped}>
          {t.set({ pile: where })}
        </button>{' '}
        <button type="button" onClick={() => change(withPile(setup, pile, pileCards(setup, pile).slice(0, -1)))}>
          {t.removeTop({ pile: where })}
        </button>
        {setup.faceDown && pile.kind === 'house' ? (
          <label>
            {' '}
            {t.faceDown({ pile: where })}{' '}
            <input type="number" min={0} max={13} value={setup.faceDown[pile.index]} onInput={(e) => change(withFaceDown(setup, pile.index, Number((e.target as HTMLInputElement).value) || 0))} />
          </label>
        ) : null}
        {setup.C && pile.kind === 'house' ? (
          <label>
            {' '}
            <input type="checkbox" checked={setup.houses[pile.index] === null} onChange={(e) => change(withHouseOut(setup, pile.index, (e.target as HTMLInputElement).checked))} /> {t.out({ pile: where })}
          </label>
        ) : null}
        {typeNote ? <p class="note">{typeNote}</p> : null}
      </div>
      <p class={fault === null ? 'valid' : 'invalid'} role="status">
        {judged}
      </p>
      {read.ok && fault === null && !bare ? (
        <div class="actions">
          <ShareLink position={read.value} lang={lang} />
          <a href={positionHref('analysis', read.value, lang)}>{t.analyse}</a>
        </div>
      ) : null}
    </div>
  );
}
