/**
 * The editor as an island that opens as the site drew it (the empty table and the palette) and
 * fetches the live editor at the visitor's first use (./FirstUse): the page opens without the
 * engine, the link's reader or the board's code. An address that carries a position's link fetches
 * its drawing at once (./EditorDrawing: the link's table, without the editor's gestures and checks),
 * and the live editor at the first use of it; a link that cannot be read wakes the live editor at
 * once, which says why.
 */
import type { ComponentChildren, ComponentProps } from 'preact';
import { carries, POSITION_PARAM } from '../share/link-query';
import type EditorBoard from './EditorBoard';
import { FirstUse, type Unreachable } from './FirstUse';

export default function EditorOnUse({ children, unreachable, ...props }: ComponentProps<typeof EditorBoard> & { unreachable: Unreachable; children?: ComponentChildren }) {
  const drawing = () =>
    carries(location.search, POSITION_PARAM)
      ? import('./EditorDrawing').then(({ default: Drawing, linked }) => {
          const position = linked();
          return position ? <Drawing position={position} lang={props.lang} /> : null;
        })
      : null;
  return (
    <FirstUse load={() => import('./EditorBoard').then((m) => m.default)} props={props} unreachable={unreachable} linked={drawing}>
      {children}
    </FirstUse>
  );
}
