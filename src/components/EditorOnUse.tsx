/**
 * The editor as an island that opens as the site drew it (the empty table and the palette) and
 * fetches the live editor at the visitor's first use (./FirstUse): the page opens without the
 * engine, the link's reader or the board's code. An address that carries a position's link comes
 * alive at once, to read it.
 */
import type { ComponentChildren, ComponentProps } from 'preact';
import { carries, POSITION_PARAM } from '../share/link-query';
import type EditorBoard from './EditorBoard';
import { FirstUse, type Unreachable } from './FirstUse';

export default function EditorOnUse({ children, unreachable, ...props }: ComponentProps<typeof EditorBoard> & { unreachable: Unreachable; children?: ComponentChildren }) {
  return (
    <FirstUse load={() => import('./EditorBoard').then((m) => m.default)} props={props} unreachable={unreachable} liveAtOnce={() => carries(location.search, POSITION_PARAM)}>
      {children}
    </FirstUse>
  );
}
