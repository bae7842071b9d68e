/**
 * The position editor: an empty table or a shared one; cards placed by clicking a card
 * then a pile, by dragging a card onto a pile (with the board's own drag, a mouse's or a
 * finger's), or by typing a pile's cards; the engine's
 * verdict on the table after every change; and a link once the position is legal.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { cardCode, cardsOnTable, parseCard, positionFault, positionJSON, readSetup, type PileRef, type PositionJSON } from '../engine';
import { linkedPosition, positionHref } from '../share/links';
import { emptySetup, pileCards, withFaceDown, withHouseOut, withPile, withRules } from '../share/setup';
import { typedCards } from '../telling/typing';
import { TableHost } from './TableHost';
import { carry, endsDrag, useNoScrollWhileDragging } from './drag';
import { ShareLink } from './ShareLink';
import { EditorView, FIRST_PILE, pileTyping, UNKNOWN_CARD, type EditorHandlers } from './EditorView';
import { editorWords } from '../i18n/editor';
import type { Locale } from '../i18n/locales';

/**
 * Why a table or a link is refused, in words (src/telling/faults and its catalogs, some 3.6 KB), is fetched at the first fault
 * to tell, not as the page opens: a shared link almost always opens, and the table is allowed until a card is placed where the
 * rules forbid it. The first press, click or key starts the fetch, so the sentence is there by the time a fault is (a press on
 * the page's drawing of the editor reaches this one as a click, ./FirstUse).
 */
const faultWords = () => import('../telling/faults');
const prefetchFaultWords = () => void faultWords().catch(() => undefined);

/**
 * Drawn in the browser only: the page carries the empty table the site drew, or a picture of the link's table (./EditorOnUse),
 * and this comes in at the first use; at once for a link that cannot be read. It reads the link as it first draws, so a shared
 * table never shows as an empty one.
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
  const [pile, setPile] = useState<PileRef>(FIRST_PILE);
  // What is typed for the chosen pile; null shows its cards. Reset in the same update as the
  // table or the pile, never in an effect after it, which could wipe what was typed meanwhile.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? pileTyping(setup, pile, lang);
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
  // No card placed yet: the rules allow such a table, but nobody could play it, nor want to share it.
  const bare = read.ok && cardsOnTable(read.value) === 0;
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
  const on: EditorHandlers = {
    anyUse: prefetchFaultWords,
    rules: (id) => change(withRules(setup, id)),
    toMove: (player) => change({ ...setup, toMove: player }),
    empty: () => change(emptySetup(setup.rules)),
    undo,
    paletteKey: (e, cards, from) => {
      const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -cards.length, End: cards.length }[e.key];
      if (!by) return;
      e.preventDefault();
      const next = cards[Math.max(0, Math.min(cards.length - 1, cards.indexOf(from) + by))]!;
      setNear(next);
      palette.current?.querySelector<HTMLElement>(`[data-card="${next}"]`)?.focus();
    },
    cardDown: (c, e) => carry(parseCard(c)!, e),
    cardFocus: setNear,
    cardClick: (c) => endsDrag() || setChosen(chosen === c ? null : c),
    cancel: () => setChosen(null),
    type: setTyped,
    apply: () => {
      const out = typedCards(shown, pile.kind === 'hand', lang);
      if ('notACard' in out) return setTypeNote(t.typed({ word: out.notACard }));
      change(withPile(setup, pile, out.cards));
    },
    removeTop: () => change(withPile(setup, pile, pileCards(setup, pile).slice(0, -1))),
    faceDown: (count) => pile.kind === 'house' && change(withFaceDown(setup, pile.index, count)),
    out: (out) => pile.kind === 'house' && change(withHouseOut(setup, pile.index, out)),
  };

  return (
    <EditorView
      setup={setup}
      note={note}
      lang={lang}
      canUndo={earlier.length > 0}
      chosen={chosen}
      near={near}
      pile={pile}
      shown={shown}
      typeNote={typeNote}
      fault={fault}
      bare={bare}
      on={on}
      palette={palette}
      table={
        read.ok
          ? (said) => (
              <TableHost
                position={read.value}
                you={null}
                seat="A"
                interactive
                onPoint={onPile}
                onPlace={(card, ref) => place(cardCode(card), ref)}
                highlights={{ compulsory: [pile] }}
                announce={said}
                label={t.label}
                lang={lang}
              />
            )
          : null
      }
      shared={read.ok ? { share: <ShareLink position={read.value} lang={lang} />, analysis: positionHref('analysis', read.value, lang) } : null}
    />
  );
}
