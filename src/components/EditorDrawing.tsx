/**
 * The editor opened by a link, before its first use: the link's table drawn in the browser, as the live editor first draws it
 * (./EditorView with ./BoardView: the same markup, without the gestures, the setup's checks or the link's writer). The live
 * editor (./EditorBoard) comes at the first use (./EditorOnUse): the link opens with the reader and the picture only.
 */
import { cardsOnTable, positionJSON, type Position } from '../engine';
import { linkedHref, linkedTable } from '../share/links';
import { BoardView } from './BoardView';
import { EditorView, FIRST_PILE, pileTyping, UNKNOWN_CARD } from './EditorView';
import { ShareButton } from './ShareLink';
import { boardWords } from '../i18n/board';
import { editorWords } from '../i18n/editor';
import type { Locale } from '../i18n/locales';

/** The position the page's address carries; null without one, or for one that cannot be read (the live page says why). */
export const linked = () => linkedTable(location.search);

/** `position`: the link's, which its reader found allowed (a link to a table the rules forbid is not read). */
export default function EditorDrawing({ position, lang }: { readonly position: Position; readonly lang: Locale }) {
  const setup = positionJSON(position);
  return (
    // The mark ./FirstUse knows a drawing by: a press on it is carried over to the live editor.
    <div class="drawing" style="display: contents">
      <EditorView
        setup={setup}
        note={null}
        lang={lang}
        canUndo={false}
        chosen={null}
        near={UNKNOWN_CARD}
        pile={FIRST_PILE}
        shown={pileTyping(setup, FIRST_PILE, lang)}
        typeNote={null}
        fault={null}
        bare={cardsOnTable(position) === 0}
        table={(said) => <BoardView position={position} you={null} seat="A" highlights={{ compulsory: [FIRST_PILE] }} announce={said} label={editorWords(lang).label} lang={lang} />}
        shared={{ share: <ShareButton label={boardWords(lang).share} />, analysis: linkedHref('analysis', location.search, lang) }}
      />
    </div>
  );
}
